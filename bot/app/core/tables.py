"""The tables in play: one match per channel, moves logged before they are shown.

No Discord here: the match service (``cogs.match.service``) calls it and turns its
outcomes into messages; it hears of time-outs and late computer moves through a ``TableListener``.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from datetime import datetime

from bot.app.core.computer import ComputerPlayers
from bot.app.core.cooldowns import Cooldowns
from bot.app.core.events import Events, MemberDecided
from bot.app.core.late_saves import PASSING_FAULTS, LateSaves, finish_later
from bot.app.core.preferences import Preferences
from bot.app.core.refusal import Refusal
from bot.app.core.table import Outcome, Table, TableListener
from bot.app.core.turn_clock import TurnClock
from bot.app.core.turn_timeout import TurnTimeOut
from bot.engine import Action, Event, Match, Player, RuleSet
from bot.engine.takes import automatic_take
from bot.store import (
    AlreadyPlayingError,
    ChannelBusyError,
    FinishOutcome,
    LogConflictError,
    Store,
    StoreError,
)

log = logging.getLogger(__name__)


class Tables:
    """Every table of this process, keyed by match, channel and member."""

    def __init__(
        self,
        store: Store,
        computer: ComputerPlayers,
        *,
        listener: TableListener | None = None,
        preferences: Preferences | None = None,
        clock: TurnClock | None = None,
        events: Events | None = None,
    ) -> None:
        self.store = store
        self.computer = computer
        self.listener = listener  # None: no turn clock runs (tests of the service alone)
        self.preferences = preferences or Preferences(store)
        self.clock = clock or TurnClock()
        self._by_match: dict[int, Table] = {}
        self._by_channel: dict[int, Table] = {}
        self._opening: set[int] = set()  # channels where a match is being created
        self._joining: set[tuple[int, int]] = set()  # (guild, member) of matches being created
        self.late_saves = LateSaves()
        self._turns: dict[int, TurnTimeOut] = {}  # each match's running turn clock
        self.commit_seconds: Callable[[float], None] | None = None  # a metrics hook
        self.cooldowns = Cooldowns(store=store)
        # A member's decisions are told (judged ahead of their review, where that is on).
        self.events = events or Events()

    # -- lookup -----------------------------------------------------------------------------

    def get(self, match_id: int) -> Table | None:
        """The table of ``match_id``, if it is in play."""
        return self._by_match.get(match_id)

    def in_channel(self, channel_id: int) -> Table | None:
        """The table in ``channel_id``, if any."""
        return self._by_channel.get(channel_id)

    def playing(self, guild_id: int, user_id: int) -> Table | None:
        """The table where ``user_id`` plays in ``guild_id``, if any."""
        for table in self._by_match.values():
            if table.guild_id == guild_id and user_id in table.members():
                return table
        return None

    def showing(self, message_id: int) -> Table | None:
        """The table in play whose public message is ``message_id``, if any."""
        for table in self._by_match.values():
            if table.message_id == message_id:
                return table
        return None

    def __len__(self) -> int:
        return len(self._by_match)

    def all(self) -> list[Table]:
        """Every table in play."""
        return list(self._by_match.values())

    def _register(self, table: Table) -> None:
        self._by_match[table.match_id] = table
        self._by_channel[table.channel_id] = table

    def _unregister(self, table: Table) -> None:
        self._by_match.pop(table.match_id, None)
        if self._by_channel.get(table.channel_id) is table:
            del self._by_channel[table.channel_id]
        self.clock.cancel(table.match_id)
        self._turns.pop(table.match_id, None)

    # -- opening ----------------------------------------------------------------------------

    def check_can_open(self, guild_id: int, channel_id: int, seats: tuple[Player, Player]) -> None:
        """Raise Refusal unless a match for ``seats`` may start in ``channel_id``."""
        if channel_id in self._by_channel or channel_id in self._opening:
            raise Refusal("error-channel-busy")
        for seat in seats:
            if seat.user_id is not None and (
                (guild_id, seat.user_id) in self._joining or self.playing(guild_id, seat.user_id)
            ):
                raise Refusal("error-already-playing", user=f"<@{seat.user_id}>")
            wait = self.cooldowns.left(guild_id, seat.user_id) if seat.user_id else 0.0
            if wait > 0:
                raise Refusal("error-cooldown", user=f"<@{seat.user_id}>", seconds=int(wait) + 1)

    async def open(
        self,
        guild_id: int,
        channel_id: int,
        seats: tuple[Player, Player],
        rules: RuleSet,
        *,
        seed: int | None = None,
        turn_seconds: float | None = None,
    ) -> Outcome:
        """Start a match; the computer makes its moves if it deals first.

        Members' saved birth months choose the first dealer where the rules say so;
        ``turn_seconds`` is the match's own turn clock (None: the server's).
        """
        self.check_can_open(guild_id, channel_id, seats)
        # Held from here to the table's registration, so a second start at the same moment
        # (another channel, or a challenge accepted) is refused rather than opened too.
        members = {(guild_id, seat.user_id) for seat in seats if seat.user_id is not None}
        self._opening.add(channel_id)
        self._joining |= members
        try:
            record = await self.store.create_match(guild_id, channel_id, seats, rules, seed=seed)
            match = Store.match_for(record)
            match_id = record.match_id
        except AlreadyPlayingError as error:  # another process of this bot opened one
            raise Refusal("error-already-playing", user=f"<@{error.user_id}>") from error
        except ChannelBusyError as error:
            raise Refusal("error-channel-busy") from error
        except StoreError as error:
            log.error("could not create a match in channel %s: %s", channel_id, error)
            raise Refusal("error-store") from error
        finally:
            self._opening.discard(channel_id)
            self._joining -= members
        table = Table(match_id, guild_id, channel_id, seats, match, turn_seconds=turn_seconds)
        self._register(table)
        async with table.lock:
            events = list(match.opening_events)
            outcome = await self._continue(table, events)
        return outcome

    async def mark_hinted(self, table: Table) -> None:
        """Record that a member at ``table`` used a hint (stored first: it costs the points)."""
        if not table.hinted:
            await self.store.mark_hinted(table.match_id)
            table.hinted = True

    async def set_message(self, table: Table, message_id: int) -> None:
        """Remember the public table message."""
        table.message_id = message_id
        await self.store.set_message_id(table.match_id, message_id)

    async def abandon(self, table: Table) -> None:
        """End a match with no result (nobody saw it start); its members are free at once."""
        self._unregister(table)
        try:
            await self.store.abandon_match(table.match_id)
        except StoreError as error:  # the next start-up finds it active and posts its table
            log.error("could not call off match %s: %s", table.match_id, error)

    # -- playing ----------------------------------------------------------------------------

    async def act(self, match_id: int, user_id: int, action: Action, seq: int | None) -> Outcome:
        """A member's action; raises Refusal (with nothing changed) when it is not allowed.

        ``seq`` is the log length the member saw; another value means the click is stale.
        """
        table = self._by_match.get(match_id)
        if table is None:
            raise Refusal("error-match-over")
        async with table.lock:
            if table.match.over or self._by_match.get(match_id) is not table:
                raise Refusal("error-match-over")
            seat = table.seat_of(user_id)
            if seat is None:
                raise Refusal("error-not-a-player")
            if seq is not None and seq != table.seq:
                raise Refusal("error-stale")
            if action.verb == "forfeit":
                action = Action("forfeit", seat)
            elif table.match.to_move != seat:
                raise Refusal("error-not-your-turn")
            reason = table.match.why_illegal(action)
            if reason is not None:
                # The verb only: the card may be one of the hand's, a secret.
                log.info("match %s: a %s refused: %s", match_id, action.verb, reason)
                raise Refusal("error-illegal")
            index, view = table.seq, table.match.view(seat)
            await self._log(table, action)
            if action.verb == "forfeit":
                await self.cooldowns.start(table.guild_id, user_id)
            elif len(view.legal) > 1:
                await self.events.publish(MemberDecided(match_id, index, view, action))
            events = table.match.apply(action)
            return await self._continue(table, events)

    async def forfeit(self, match_id: int, seat: int, *, timed_out: bool = False) -> Outcome | None:
        """Forfeit ``seat`` (``timed_out``: its turn's clock ran out, as the store then
        records); None when the match is already over."""
        table = self._by_match.get(match_id)
        if table is None:
            return None
        async with table.lock:
            if table.match.over:
                return None
            if timed_out:
                await self._mark_time_out(table)
            action = Action("forfeit", seat)
            await self._log(table, action)
            return await self._continue(table, table.match.apply(action))

    async def _mark_time_out(self, table: Table) -> None:
        """Record the turn whose clock ran out (without it the forfeit reads as given up)."""
        try:
            await self.store.mark_time_out(table.match_id, table.seq)
        except StoreError as error:
            log.warning("match %s: time-out not recorded: %s", table.match_id, error)

    async def _log(self, table: Table, action: Action) -> None:
        """Write-ahead: the action is committed before anyone sees its result."""
        started = time.perf_counter()
        try:
            await self.store.append_action(table.match_id, table.seq, str(action))
        except LogConflictError as error:
            raise Refusal("error-stale") from error
        except StoreError as error:
            log.error("could not log %s in match %s: %s", action, table.match_id, error)
            raise Refusal("error-store") from error
        if self.commit_seconds is not None:
            self.commit_seconds(time.perf_counter() - started)

    async def _continue(
        self, table: Table, events: list[Event], resume_at: datetime | None = None
    ) -> Outcome:
        """Play the computer's turns, finish the match if it ended, and restart the clock
        (at ``resume_at``, the stored deadline, when restoring a member's turn)."""
        match = table.match
        while not match.over:
            seat = match.to_move
            assert seat is not None
            level = table.seats[seat].level
            view = match.view(seat)
            if level is None:
                take = automatic_take(view)
                index = table.seq
                if take is None or not await self._logged(table, Action("take", take)):
                    break
                if len(view.legal) > 1:
                    await self.events.publish(
                        MemberDecided(table.match_id, index, view, Action("take", take))
                    )
                # A choice between equivalent cards is not asked: taken as if chosen.
                events.extend(match.apply(Action("take", take)))
                continue
            decision = await self.computer.decide(level, view, _decision_seed(match))
            try:
                await self._log(table, decision)
            except Refusal as refusal:
                if not isinstance(refusal.__cause__, PASSING_FAULTS):
                    raise
                # The moves before it stand (they are logged); the computer's waits for the store.
                self.late_saves.retry("computer", table, self._computer_later)
                break
            events.extend(match.apply(decision))
        table.recent_events.extend(events)
        outcome = Outcome(table, events)
        if match.over:
            outcome.finished = await self._finish(table)
        else:
            await self._start_clock(table, None if events else resume_at)
        return outcome

    async def _logged(self, table: Table, action: Action) -> bool:
        """Log an action taken for a member; False (nothing changed) when it cannot be logged,
        and the member is asked instead."""
        try:
            await self._log(table, action)
        except Refusal:
            return False
        return True

    async def _finish(self, table: Table) -> FinishOutcome | None:
        self._unregister(table)
        try:
            return await self.store.finish_match(table.match_id, table.match)
        except StoreError as error:
            # The log holds the whole match: finishing is retried soon, and at the next start-up.
            log.exception("could not record the end of match %s", table.match_id)
            if isinstance(error, PASSING_FAULTS):
                self.late_saves.retry("finish", table, self._finish_later)
            return None

    # -- saving later -----------------------------------------------------------------------

    async def _computer_later(self, table: Table) -> bool:
        """Play the computer's pending turns; True once it is no longer the computer's turn."""
        async with table.lock:
            match = table.match
            if self._by_match.get(table.match_id) is not table or match.over:
                return True
            seat = match.to_move
            if seat is None or table.seats[seat].level is None:
                return True
            seq = table.seq
            outcome = await self._continue(table, [])
            pending = not match.over and table.seats[match.to_move or 0].level is not None
        if table.seq != seq:
            log.info("match %s: the computer's reply was saved late", table.match_id)
            if self.listener is not None:
                await self.listener.computer_moved(outcome)
        return not pending

    async def _finish_later(self, table: Table) -> bool:
        return await finish_later(self.store, table)

    async def _start_clock(self, table: Table, resume_at: datetime | None = None) -> None:
        seat = table.match.to_move
        if seat is None or table.seats[seat].is_computer or self.listener is None:
            self.clock.cancel(table.match_id)
            return
        timeout = table.turn_seconds
        if timeout is None:
            timeout = (await self.preferences.guild(table.guild_id)).turn_timeout_seconds
        turn = TurnTimeOut(self, table, seat, table.seq, self.listener)
        self._turns[table.match_id] = turn
        await turn.start(self.clock, self.store, timeout, resume_at)

    async def hand_shown(self, table: Table, seat: int, since: float, shown: float) -> float:
        """``seat``'s hand was shown at ``shown`` (loop time), the bot having started on it at
        ``since``: if it is that seat's turn, the time the bot took is given back to its clock
        (``TurnTimeOut.give_back``). Returns the seconds given back."""
        turn = self._turns.get(table.match_id)
        if turn is None or turn.seat != seat or turn.table is not table:
            return 0.0
        return await turn.give_back(self.clock, self.store, since, shown)

    # -- restoring --------------------------------------------------------------------------

    async def restore_all(
        self, owns: Callable[[int], bool] = lambda guild_id: True
    ) -> list[Outcome]:
        """Bring back the unfinished matches of the servers this process ``owns`` (by guild id),
        and play pending computer turns.

        The store replays each log (``Store.recover``): a match that no longer replays is left
        out, one that had ended is finished there; the others go on here.
        """
        await self.cooldowns.restore()
        recovery = await self.store.recover(lambda record: owns(record.guild_id))
        outcomes = []
        for restored in recovery.restored:
            record = restored.record
            table = Table(
                record.match_id,
                record.guild_id,
                record.channel_id,
                record.players,
                restored.match,
                record.message_id,
                hinted=record.hinted,
            )
            self._register(table)
            async with table.lock:
                outcomes.append(await self._continue(table, [], record.turn_deadline))
        return outcomes

    def close(self) -> None:
        """Stop every clock and retry (the log keeps what they were for: see restore_all)."""
        self.clock.cancel_all()
        self.late_saves.close()


def _decision_seed(match: Match) -> int:
    # The computer's choice depends only on the match and the point reached in it.
    return (match.seed * 1_000_003 + len(match.actions)) % (1 << 62)
