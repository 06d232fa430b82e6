"""The classroom server's settings that JSON cannot hold (the rest is in voila.json): Voila loads
this file and voila.json from the folder `make demo` names with --Voila.config_file_paths.

Pages open fast because each app's notebook already ran in a kernel waiting for it (voila.json:
preheat_kernel, one kernel in each app's pool; the tutorials, opened less often by a whole class
at once, start theirs on request). Voila refuses a prelaunch hook with preheated kernels, so the
XSRF cookie below is set by the page handler itself. A page's light or dark theme is chosen in the
browser (the classroom template's follow_system macro), so every address opens on a waiting kernel."""

c = get_config()  # noqa: F821 (Jupyter's config loader provides it)


def send_xsrf_cookie_with_every_page():
    """Give every app page the _xsrf cookie. When a page closes or reloads it asks the server to
    shut its kernel down (a POST to /voila/api/shutdown/<kernel> carrying that cookie's value),
    and the server refuses a POST without it; Voila's notebook pages never set it (only its folder
    listing does), so each reload or closed tab would leave a kernel running. The server keeps
    checking every POST.

    This reaches into Voila (its page handler's `prepare`, Tornado's `xsrf_token`): it is the
    one place that does, and tests/apps/test_classroom_server.py fails loudly when an upgrade
    breaks it (a closed page's kernel would stay)."""
    from voila.handler import VoilaHandler

    if getattr(VoilaHandler, "_prnb_xsrf_cookie", False):
        return
    prepare = VoilaHandler.prepare

    async def prepare_with_cookie(self, *args, **kwargs):
        result = prepare(self, *args, **kwargs)
        if result is not None:
            await result
        _ = self.xsrf_token  # reading the token is what sets the cookie

    VoilaHandler.prepare = prepare_with_cookie
    VoilaHandler._prnb_xsrf_cookie = True


def leave_the_theme_to_the_page():
    """Serve ``?theme=dark`` (or light) from a waiting kernel like any other address. Voila uses a
    preheated kernel only for a page asking for no theme or the one the kernels' pages were drawn
    in, so a class sent to ``?theme=dark`` waited for a new kernel each time. With the server in its
    light theme the page itself applies the choice (``?theme=`` or Voila's ``?voila-theme=``; the
    classroom template's follow_system macro), so the argument is taken out of the request before
    Voila looks for it. With the server set to another theme (``make demo THEME=dark``) Voila
    handles it as before.

    Like the cookie above, this reaches into Voila's page handler (``prepare``, Tornado's request
    arguments); tests/apps/test_start_pages.py fails when an upgrade breaks it."""
    from voila.handler import VoilaHandler

    if getattr(VoilaHandler, "_prnb_theme_in_page", False):
        return
    prepare = VoilaHandler.prepare

    async def prepare_without_theme(self, *args, **kwargs):
        if self.voila_configuration.theme == "light":
            for arguments in (self.request.arguments, self.request.query_arguments):
                if [value.decode(errors="replace") for value in arguments.get("theme", [])] in (["dark"], ["light"]):
                    del arguments["theme"]
        result = prepare(self, *args, **kwargs)
        if result is not None:
            await result

    VoilaHandler.prepare = prepare_without_theme
    VoilaHandler._prnb_theme_in_page = True


send_xsrf_cookie_with_every_page()
leave_the_theme_to_the_page()
