"""The classroom server's one setting that JSON cannot hold (the rest is in voila.json): Voila
loads this file and voila.json from the folder `make demo` names with --Voila.config_file_paths."""

c = get_config()  # noqa: F821 (Jupyter's config loader provides it)


def send_xsrf_cookie(req_handler, notebook, cwd):
    """Give every app page the _xsrf cookie. When a page closes or reloads it asks the server to
    shut its kernel down (a POST to /voila/api/shutdown/<kernel> carrying that cookie's value),
    and the server refuses a POST without it; Voila's notebook pages never set it (only its folder
    listing does), so each reload or closed tab left a kernel running. The server keeps checking
    every POST."""
    _ = req_handler.xsrf_token  # reading the token is what sets the cookie
    return None


c.VoilaConfiguration.prelaunch_hook = send_xsrf_cookie
