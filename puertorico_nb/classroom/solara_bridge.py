"""Everything the classroom server takes from Solara beyond its documented components, in one place.

Solara runs every browser tab as a *virtual kernel* inside one process. A move made in one tab must
redraw the seat views of the other tabs at that table, each in its own kernel, so that the comm
messages go down that tab's websocket. Solara has no public API for "run this in that session":
its per-session contexts live in ``solara.server.kernel_context``, an internal module. The
classroom also mounts Solara's ASGI routes (``solara.server.starlette``) inside its own Starlette
app, beside ``/join`` and ``/healthz``.

Nothing else in the package touches those modules. An upgrade of Solara that moves or renames
them fails ``tests/classroom/test_solara_bridge.py`` (and ``check()`` at server start), instead
of silently leaving other students' screens undrawn. The classroom extra pins Solara (see
pyproject.toml: the offline assets decide the version).
"""
from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

# what the classroom reads from Solara's internals: module -> names; ``check`` verifies them all
USED = {
    "solara.server.kernel_context": ("get_current_context", "has_current_context", "VirtualKernelContext"),
    "solara.server.starlette": ("routes", "lifespan", "middleware"),
}
PINNED = "1.58.2"  # the version of `solara` and `solara-assets` the classroom extra installs


class SolaraChanged(RuntimeError):
    """The installed Solara no longer has what the classroom server relies on."""


def check() -> str:
    """Import every internal the classroom uses and return Solara's version; SolaraChanged names
    what is missing (an upgrade past the pin moved it)."""
    import solara

    for module_name, names in USED.items():
        try:
            module = importlib.import_module(module_name)
        except ImportError as e:  # pragma: no cover - only after an upgrade
            raise SolaraChanged(f"Solara {solara.__version__} has no module {module_name} ({e}); "
                                f"the classroom server was built on Solara {PINNED}") from e
        missing = [name for name in names if not hasattr(module, name)]
        if missing:  # pragma: no cover - only after an upgrade
            raise SolaraChanged(f"Solara {solara.__version__}: {module_name} has no {', '.join(missing)}; "
                                f"the classroom server was built on Solara {PINNED}")
    context_type = importlib.import_module("solara.server.kernel_context").VirtualKernelContext
    for needed in ("__enter__", "__exit__", "on_close", "closed_event"):
        if not hasattr(context_type, needed) and needed not in getattr(context_type, "__dataclass_fields__", {}):
            raise SolaraChanged(f"Solara {solara.__version__}: a kernel context has no {needed}")
    return str(solara.__version__)


def asgi_parts() -> tuple[list, Any, list]:
    """Solara's routes, lifespan and middleware, to mount in the classroom's Starlette app."""
    from solara.server import starlette as solara_starlette

    return list(solara_starlette.routes), solara_starlette.lifespan, list(solara_starlette.middleware)


class Session:
    """One browser tab's Solara session (its virtual kernel context), as a handle to run code in.

    Made in the tab's own render (``current()``); used from any thread, e.g. by the request of
    another student at the same table, to redraw this tab's widget with its comm messages sent to
    this tab."""

    def __init__(self, context: Any) -> None:
        self._context = context

    @classmethod
    def current(cls) -> Session | None:
        """The session the calling code runs in (None outside any Solara session: a test, a
        thread of our own)."""
        from solara.server import kernel_context

        if not kernel_context.has_current_context():
            return None
        return cls(kernel_context.get_current_context())

    @property
    def id(self) -> str:
        return str(self._context.id)

    @property
    def closed(self) -> bool:
        return bool(self._context.closed_event.is_set())

    def run(self, work: Callable[[], Any]) -> Any:
        """Run `work` with this session as the current one (its widgets' messages go to its tab).
        A closed session runs nothing."""
        if self.closed:
            return None
        with self._context:
            return work()

    def on_close(self, callback: Callable[[], None]) -> None:
        """Call `callback` once when this tab's session closes (page closed, culled, server stop)."""
        self._context.on_close(callback)
