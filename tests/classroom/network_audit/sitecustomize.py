"""Loaded by the classroom server the tests start (this folder first on its PYTHONPATH): every
connection or name look-up the server process makes beyond this machine is written, one line
each, to the file named by CLASSROOM_NETWORK_LOG. The tests assert that file stays empty: no
telemetry, no version check, no asset fetched from the internet."""
import os
import sys

LOG = os.environ.get("CLASSROOM_NETWORK_LOG")
LOCAL = ("127.", "::1", "localhost", "0.0.0.0")


def _host(address):
    if isinstance(address, tuple) and address:
        return str(address[0])
    return None  # a Unix socket's path, or nothing to tell


def _audit(event, args):
    if event == "socket.connect":
        host = _host(args[1])
    elif event == "socket.getaddrinfo":
        host = str(args[0]) if args and args[0] is not None else ""
    else:
        return
    if host and not host.startswith(LOCAL):
        with open(LOG, "a", encoding="utf-8") as out:
            out.write(f"{event} {host}\n")


if LOG:
    sys.addaudithook(_audit)
