"""The spectators' call: while a member faces STOP or KOI-KOI, everyone else watching guesses
what they will do; the member never sees the guesses before deciding."""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

from bot.app.core.preferences import Preferences
from bot.app.core.refusal import Refusal
from bot.app.core.table import Table
from bot.engine import Match, Phase
from bot.store import Store
from bot.store.calls import Guess

GUESSES: tuple[Guess, ...] = ("stop", "koikoi")
KEPT_COUNTS = 2048  # decisions whose counts are kept in memory


@dataclass(frozen=True, slots=True)
class Tally:
    """How the channel guessed at one decision, and, once made, what it was."""

    stop: int
    koikoi: int
    decided: Guess | None = None  # None: the member has not decided yet

    @property
    def total(self) -> int:
        """How many guessed."""
        return self.stop + self.koikoi

    @property
    def right(self) -> int:
        """How many guessed what the member did (0 before the decision)."""
        if self.decided is None:
            return 0
        return self.stop if self.decided == "stop" else self.koikoi


def open_decision(table: Table) -> int | None:
    """The decision the channel may guess at (its place in the log), if a member faces one."""
    match = table.match
    seat = match.to_move
    if match.over or seat is None or table.seats[seat].is_computer:
        return None
    if match.round.phase is not Phase.KOIKOI:
        return None
    return table.seq


@dataclass(frozen=True, slots=True)
class Verdict:
    """How a KOI-KOI call turned out, from the round it was called in, once that round ended:
    the caller, whether they won that round, and which round it was (its number in the match:
    the verdict may still be shown rounds later)."""

    caller: int
    won: bool
    round: int = 0


def decision_round(match: Match, seq: int) -> tuple[int, int]:
    """The round (its place among the match's results) of decision ``seq``, and the seat that
    made it, as the match's log tells."""
    before = Match.replay(match.rules, match.seed, match.actions[:seq], match.birth_months)
    return len(before.results), before.to_move if before.to_move is not None else 0


def verdict(match: Match, seq: int, kept: tuple[int, int] | None = None) -> Verdict | None:
    """How the KOI-KOI called at decision ``seq`` turned out, once the round it was called in
    ended (None before, or when the decision was no KOI-KOI call). ``kept``: that decision's
    ``decision_round``, when already known."""
    if seq >= len(match.actions) or match.actions[seq].verb != "koikoi":
        return None
    index, caller = kept or decision_round(match, seq)
    if index >= len(match.results):
        return None  # the round goes on: nothing to tell yet
    return Verdict(caller, match.results[index].winner == caller, index + 1)


def decided(table: Table, seq: int) -> Guess | None:
    """What the member did at decision ``seq`` of the table's match, if they have."""
    if seq >= len(table.match.actions):
        return None
    verb = table.match.actions[seq].verb
    return verb if verb in GUESSES else None


class SpectatorsCall:
    """Takes the spectators' guesses and counts them (in the store: one per member)."""

    def __init__(self, store: Store, preferences: Preferences) -> None:
        self.store = store
        self.preferences = preferences
        # The counts of recent decisions, so a table's every update does not read the store.
        self._counts: OrderedDict[tuple[int, int], dict[Guess, int]] = OrderedDict()
        # Each decision's round and seat, so a table's every update does not replay its log.
        self._rounds: OrderedDict[tuple[int, int], tuple[int, int]] = OrderedDict()

    def verdict(self, table: Table, seq: int) -> Verdict | None:
        """How the KOI-KOI called at decision ``seq`` turned out, once its round ended."""
        if seq >= len(table.match.actions) or table.match.actions[seq].verb != "koikoi":
            return None
        key = (table.match_id, seq)
        kept = self._rounds.get(key)
        if kept is None:
            kept = self._rounds[key] = decision_round(table.match, seq)
            if len(self._rounds) > KEPT_COUNTS:
                self._rounds.popitem(last=False)
        return verdict(table.match, seq, kept)

    async def enabled(self, guild_id: int) -> bool:
        """Whether the server lets its spectators guess."""
        return (await self.preferences.guild(guild_id)).spectators_call

    async def vote(self, table: Table, user_id: int, seq: int, guess: Guess) -> Tally:
        """A spectator's guess; Refusal for a player, a second guess or a closed decision."""
        if user_id in table.members():
            raise Refusal("call-players-cannot-vote")
        if not await self.enabled(table.guild_id):
            raise Refusal("call-off")
        if open_decision(table) != seq:
            raise Refusal("call-closed")
        if not await self.store.calls.vote(table.match_id, seq, user_id, guess):
            raise Refusal("call-already-voted")
        self._counts.pop((table.match_id, seq), None)  # read again: other processes count too
        return await self.tally(table, seq)

    async def tally(self, table: Table, seq: int) -> Tally:
        """How the channel guessed at decision ``seq`` (and what the member did, if they did)."""
        key = (table.match_id, seq)
        counts = self._counts.get(key)
        if counts is None:
            counts = await self.store.calls.votes(table.match_id, seq)
            self._counts[key] = counts
            if len(self._counts) > KEPT_COUNTS:
                self._counts.popitem(last=False)
        return Tally(counts["stop"], counts["koikoi"], decided(table, seq))
