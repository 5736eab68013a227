"""Saving later what the store refused outside a member's request: the computer's reply, or a
match's result. Tried again after growing delays, once per match and kind, until it works."""

from __future__ import annotations

import asyncio
import itertools
import logging
from collections.abc import Awaitable, Callable

from bot.app.core.table import Table
from bot.store import Store, StoreBusyError, StoreError, StoreUnavailableError

log = logging.getLogger(__name__)

# Seconds between attempts to save what the store refused outside a member's request (the
# computer's reply, a match's result); the last is repeated until it works.
RETRY_DELAYS = (0.5, 1.0, 2.0, 5.0, 10.0, 30.0)
# Store faults that pass with time: another process holding the database, a full disk.
PASSING_FAULTS = (StoreBusyError, StoreUnavailableError)


class LateSaves:
    """The attempts under way, by (what, match)."""

    def __init__(self) -> None:
        self._retrying: dict[tuple[str, int], asyncio.Task[None]] = {}

    def retry(self, what: str, table: Table, attempt: Callable[[Table], Awaitable[bool]]) -> None:
        """Call ``attempt(table)`` after RETRY_DELAYS until it returns True (once per match)."""
        key = (what, table.match_id)
        if key in self._retrying:
            return

        async def retry() -> None:
            try:
                for tries in itertools.count():
                    await asyncio.sleep(RETRY_DELAYS[min(tries, len(RETRY_DELAYS) - 1)])
                    if await attempt(table):
                        return
            except Exception:  # not a passing fault: trying again would fail the same way
                log.exception("gave up the %s of match %s", what, table.match_id)
            finally:
                self._retrying.pop(key, None)

        self._retrying[key] = asyncio.get_running_loop().create_task(
            retry(), name=f"retry-{what}-{table.match_id}"
        )

    def close(self) -> None:
        """Stop every attempt (the log keeps what they were for: the next start-up sees it)."""
        for task in list(self._retrying.values()):
            task.cancel()


async def finish_later(store: Store, table: Table) -> bool:
    """Record the result of a match that ended while the store refused it; True when done."""
    try:
        await store.finish_match(table.match_id, table.match)
    except PASSING_FAULTS as error:
        log.warning("the end of match %s is still not recorded: %s", table.match_id, error)
        return False
    except StoreError:  # no use trying again; the next start-up looks at it once more
        log.exception("the end of match %s cannot be recorded", table.match_id)
        return True
    log.info("match %s: its end was recorded late", table.match_id)
    return True
