"""Loaded by every Python process whose path starts here (the bot and its workers, in fault
tests): a process that lowers its priority to a review worker's (``os.nice`` to 10 or more)
stops itself with SIGSTOP at that moment while the file named by ``KOIKOI_TEST_STOP_NICED``
exists. A poller that stops processes from outside can lose the race against a fresh worker
that starts and answers within milliseconds; this cannot."""

from __future__ import annotations

import os
import signal

_nice = os.nice


def _nice_then_stop(increment: int) -> int:
    niceness = _nice(increment)
    flag = os.environ.get("KOIKOI_TEST_STOP_NICED")
    if flag and niceness >= 10 and os.path.exists(flag):
        os.kill(os.getpid(), signal.SIGSTOP)
    return niceness


os.nice = _nice_then_stop
