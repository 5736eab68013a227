"""The deal of the day: the same deal for every member of the installation (seeded by the UTC
date and the installation's secret), played as one round against the expert, whose choices are
seeded by the secret, the day and the moves so far.

So two members who make the same moves meet the same replies, and nobody without the secret can
work out the deal or the replies beforehand; each member has one try a day in all the servers of
the installation, kept in the store move by move (it survives a restart) and lapsing at the
day's end.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import logging
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from typing import Protocol

from bot.app.core.refusal import Refusal
from bot.app.core.rules_in_play import MatchChoices, rules_in_play
from bot.app.core.variants import NO_VARIANTS
from bot.engine import Action, Event, Match, PlayerView, RuleSet
from bot.engine.rules import as_preset
from bot.engine.takes import automatic_take
from bot.store import Store, StoreError
from bot.store.daily import DailyPlay
from bot.store.timestamps import Clock, utc_now

log = logging.getLogger(__name__)

MEMBER, EXPERT = 0, 1  # the seats: the member always sits first


def day_of(moment: datetime) -> str:
    """The UTC day of ``moment``, as 'YYYY-MM-DD'."""
    return moment.astimezone(UTC).date().isoformat()


def next_day(day: str) -> str:
    """The day after ``day``."""
    return (date.fromisoformat(day) + timedelta(days=1)).isoformat()


def _keyed(secret: str, *parts: object) -> int:
    text = ":".join(map(str, parts)).encode()
    digest = hmac.new(secret.encode(), text, hashlib.sha256).digest()
    return int.from_bytes(digest[:8], "big") >> 2


def daily_seed(secret: str, day: str) -> int:
    """The deal's seed: the day, keyed with the installation's secret."""
    return _keyed(secret, "koikoi-daily", day)


def decision_seed(secret: str, day: str, moves: int) -> int:
    """The seed of the expert's decision after ``moves`` moves of the day's deal."""
    return _keyed(secret, "koikoi-daily-move", day, moves)


def daily_rules(preset_name: str) -> RuleSet:
    """The day's deal's rules on a server whose preset is ``preset_name``: that preset alone,
    without the server's variants or house rules, as one round. Fixed, so that every try the
    server's board ranks was played on the same rules, whatever a server changes that day."""
    return rules_in_play(MatchChoices(preset_name, NO_VARIANTS, {}, one_round=True))


class DailyComputer(Protocol):
    """Makes the expert's decision from the view and the decision's seed alone."""

    async def decide_daily(self, view: PlayerView, seed: int) -> Action:
        """The expert's action for ``view`` (deterministic in ``view`` and ``seed``)."""
        ...


@dataclass(eq=False)
class DailyRound:
    """One member's try at the day's deal."""

    guild_id: int
    user_id: int
    day: str
    match: Match
    secret: str = field(repr=False)  # never shown: it would give away the deal
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)

    @property
    def seq(self) -> int:
        """How many moves the try's log holds; buttons carry it to spot stale clicks."""
        return len(self.match.actions)

    @property
    def over(self) -> bool:
        """Whether the round has ended."""
        return self.match.over

    @property
    def points(self) -> int:
        """The points the member won in the round."""
        return self.match.scores[MEMBER]

    @property
    def koikoi_calls(self) -> int:
        """How often the member called KOI-KOI."""
        return sum(result.koikoi_calls[MEMBER] for result in self.match.results)

    def view(self) -> PlayerView:
        """What the member may see."""
        return self.match.view(MEMBER)

    def log(self) -> tuple[str, ...]:
        """The moves so far, as stored."""
        return tuple(str(action) for action in self.match.actions)


@dataclass
class DailyOutcome:
    """What one request did to a try: the events, and whether the round ended."""

    daily: DailyRound
    events: list[Event]

    @property
    def finished(self) -> bool:
        """Whether the round ended with this request."""
        return self.daily.over


class Dailies:
    """Every try in play in this process, by (server, member)."""

    def __init__(self, store: Store, computer: DailyComputer, clock: Clock | None = None) -> None:
        self.store = store
        self.computer = computer
        self.clock: Clock = clock or utc_now
        self._rounds: dict[tuple[int, int], DailyRound] = {}
        self._locks: dict[tuple[int, int], asyncio.Lock] = {}
        self._secret: str | None = None

    async def secret(self) -> str:
        """The installation's secret, drawn once and kept by the store."""
        if self._secret is None:
            try:
                self._secret = await self.store.daily.secret()
            except StoreError as error:
                log.error("could not read the daily deal's secret: %s", error)
                raise Refusal("error-store") from error
        return self._secret

    def today(self) -> str:
        """The day whose deal is played now."""
        return day_of(self.clock())

    async def open(self, guild_id: int, user_id: int, preset_name: str) -> DailyOutcome:
        """The member's try at today's deal on the server's preset ``preset_name``: started
        now, or the one in play (a restart or a second click); refused when today's try was
        had."""
        key = (guild_id, user_id)
        async with self._locks.setdefault(key, asyncio.Lock()):
            today = self.today()
            daily = await self._current(guild_id, user_id, today)
            if daily is not None:  # a move of the expert's may wait for a restart
                async with daily.lock:
                    return await self._continue(daily, [])
            rules = daily_rules(preset_name)
            if not await self._claim(guild_id, user_id, today, rules):
                # Another process of this bot started it a moment ago: that try goes on.
                daily = await self._current(guild_id, user_id, today)
                if daily is None:  # the member's one try is another server's
                    raise Refusal("daily-played-elsewhere")
                async with daily.lock:
                    return await self._continue(daily, [])
            secret = await self.secret()
            match = Match(rules, daily_seed(secret, today))
            daily = DailyRound(guild_id, user_id, today, match, secret)
            self._rounds[key] = daily
            async with daily.lock:
                return await self._continue(daily, list(match.opening_events))

    async def _claim(self, guild_id: int, user_id: int, today: str, rules: RuleSet) -> bool:
        """Claim the member's try in the store; False if it was claimed before."""
        try:
            return await self.store.daily.start(guild_id, user_id, today, rules.model_dump_json())
        except StoreError as error:
            log.error("could not start the daily of %s in %s: %s", user_id, guild_id, error)
            raise Refusal("error-store") from error

    async def _current(self, guild_id: int, user_id: int, today: str) -> DailyRound | None:
        """Today's try in play, from memory or the store; Refusal if it was finished."""
        key = (guild_id, user_id)
        daily = self._rounds.get(key)
        if daily is not None and daily.day != today:
            await self._lapse(daily)
            daily = None
        if daily is not None:
            return daily
        stored = await self.store.daily.play(guild_id, user_id, today)
        if stored is None:
            return None
        if stored.status != "playing":
            raise Refusal("daily-already-played")
        daily = await self.rebuild(stored)
        self._rounds[key] = daily
        return daily

    async def rebuild(self, stored: DailyPlay) -> DailyRound:
        """The try ``stored`` as it stands, replayed from its log."""
        secret = await self.secret()
        rules = as_preset(RuleSet.model_validate_json(stored.rules))
        match = Match.replay(rules, daily_seed(secret, stored.day), stored.actions)
        return DailyRound(stored.guild_id, stored.user_id, stored.day, match, secret)

    async def act(self, guild_id: int, user_id: int, action: Action, seq: int) -> DailyOutcome:
        """The member's move in their try; Refusal (nothing changed) when it is not allowed."""
        daily = self._rounds.get((guild_id, user_id))
        today = self.today()
        if daily is None or daily.day != today:
            if daily is not None:
                await self._lapse(daily)
                raise Refusal("daily-lapsed")
            daily = await self._current(guild_id, user_id, today)
            if daily is None:
                raise Refusal("daily-not-started")
        async with daily.lock:
            if daily.over or self._rounds.get((guild_id, user_id)) is not daily:
                raise Refusal("daily-already-played")
            if seq != daily.seq:
                raise Refusal("daily-stale")
            if daily.match.to_move != MEMBER or daily.match.why_illegal(action) is not None:
                raise Refusal("error-illegal")
            await self._log(daily, action)
            return await self._continue(daily, daily.match.apply(action))

    async def _log(self, daily: DailyRound, action: Action) -> None:
        """Write-ahead: the move is committed before anyone sees its result."""
        moves = (*daily.log(), str(action))
        try:
            logged = await self.store.daily.append(
                daily.guild_id, daily.user_id, daily.day, daily.seq, moves
            )
        except StoreError as error:
            log.error("could not log a daily move of %s: %s", daily.user_id, error)
            raise Refusal("error-store") from error
        if not logged:
            raise Refusal("daily-stale")

    async def _continue(self, daily: DailyRound, events: list[Event]) -> DailyOutcome:
        """Play the expert's turns and the member's takes between equivalent cards; record the
        result once the round is over."""
        match = daily.match
        while not match.over:
            if match.to_move == EXPERT:
                seed = decision_seed(daily.secret, daily.day, daily.seq)
                decision = await self.computer.decide_daily(match.view(EXPERT), seed)
            elif (take := automatic_take(match.view(MEMBER))) is not None:
                decision = Action("take", take)  # equivalent cards: taken without asking
            else:
                break
            await self._log(daily, decision)
            events.extend(match.apply(decision))
        if match.over:
            self._rounds.pop((daily.guild_id, daily.user_id), None)
            await self.store.daily.finish(
                daily.guild_id, daily.user_id, daily.day, daily.points, daily.koikoi_calls
            )
        return DailyOutcome(daily, events)

    async def _lapse(self, daily: DailyRound) -> None:
        """A try of an earlier day lapses: it is no longer played, nor ranked."""
        self._rounds.pop((daily.guild_id, daily.user_id), None)
        await self.store.daily.lapse_before(self.today())

    async def lapse_past(self) -> int:
        """Tries of earlier days lapse (the day's end); how many did in the store."""
        today = self.today()
        for key, daily in list(self._rounds.items()):
            if daily.day != today:
                del self._rounds[key]
        return await self.store.daily.lapse_before(today)

    def seconds_left(self) -> float:
        """Seconds until today's deal ends (and tries in play lapse)."""
        now = self.clock()
        end = datetime.combine(date.fromisoformat(next_day(day_of(now))), datetime.min.time(), UTC)
        return max(0.0, (end - now).total_seconds())
