"""Replays on Discord: a finished match's replay shown privately (from the button under its
result, from its review, or ``/koikoi replay``), posted in the channel by a player, and the
daily deal's best round of a day that is over.

A player's private replay is drawn from their seat (their hand under the table); whatever goes
to the channel, and whatever a spectator or the daily deal's viewers see, is the public replay:
no hand that was hidden while the match was played.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date

import discord

from bot.app.core.preferences import Preferences
from bot.app.core.refusal import Refusal
from bot.app.kernel import deferral
from bot.app.kernel.custom_ids import ReplayId
from bot.app.kernel.languages import Languages
from bot.app.kernel.messages import button, png_file, stopped_view
from bot.app.kernel.names import COMPUTER_NAMES, MemberNames
from bot.app.kernel.safe_text import plain_name, shown_name
from bot.daily.deal import Dailies, day_of
from bot.engine.players import Opponent, Player
from bot.i18n import choose_locale, t
from bot.replay import Length, PlayedMatch, Reel, ReplayOrder, Span, TooLong, best_round, draw
from bot.store import MatchNotFoundError, MatchRecord, Store, StoreError
from bot.store.members import Record
from bot.workers import LOST, Workers
from cogs.replays.history import history_png

log = logging.getLogger(__name__)

PICTURE = "replay.gif"
HISTORY = "history.png"
KEPT_REPLAYS = 8  # drawn replays kept for a repeated click or a post (each up to 10 MB)
LARGEST_ID = 2**63 - 1  # the databases' ids are signed 64-bit
# What a drawn replay is kept under: the match (or the daily deal's day), the span, the seat it
# is drawn from (None: public) and the language of its words.
ReelKey = tuple[object, ...]


@dataclass(frozen=True)
class ReplayParts:
    """The pieces of the bot the replays use."""

    client: discord.Client
    store: Store
    preferences: Preferences
    languages: Languages
    names: MemberNames
    workers: Workers
    dailies: Dailies


class Replays:
    """Draws, keeps and shows members' replays."""

    def __init__(self, parts: ReplayParts) -> None:
        self.bot = parts
        self._kept: OrderedDict[ReelKey, Reel] = OrderedDict()
        self._drawing: dict[ReelKey, asyncio.Future[Reel]] = {}
        # Posts made, by (match, length, round): one a replay. In memory: after a restart a
        # replay may be posted once more.
        self._posted: set[tuple[int, str, int]] = set()

    # -- asking ------------------------------------------------------------------------------

    async def show(self, interaction: discord.Interaction, asked: ReplayId) -> None:
        """The replay ``asked`` for, privately: a player's own from their seat, anyone else's
        the public one; with buttons for the other lengths and for posting it."""
        assert interaction.guild_id is not None
        await deferral.defer(interaction, private=True)  # the store and the drawing may wait
        record = await self._finished(interaction.guild_id, asked.match)
        seat = _seat_of(record, interaction.user.id)
        locale = await self.bot.languages.of_member(interaction)
        played, span = await self._played(record, asked)
        made = await self._reel(record, played, span, seat, locale)
        told = t(locale, "replay-private", match=record.match_id, what=_what(span, locale))
        told += await self._given_back(record, locale)
        view = _buttons(record.match_id, span, locale, player=seat is not None)
        file = png_file(made.gif, PICTURE, made.description)
        await deferral.send(interaction, private=True, content=told, file=file, view=view)

    async def last(
        self, interaction: discord.Interaction, match_id: int | None, length: Length
    ) -> None:
        """``/koikoi replay``: the member's last finished match here, or match ``match_id``."""
        assert interaction.guild_id is not None
        if match_id is None:
            await deferral.defer(interaction, private=True)
            found = await self.bot.store.finished_matches_of(
                interaction.guild_id, interaction.user.id, limit=1
            )
            if not found:
                raise Refusal("replay-none")
            match_id = found[0].match_id
        await self.show(interaction, ReplayId(match_id, length))

    async def post(self, interaction: discord.Interaction, asked: ReplayId) -> None:
        """A player posts the public replay in the match's channel, once."""
        assert interaction.guild_id is not None
        await deferral.defer(interaction, private=True)
        record = await self._finished(interaction.guild_id, asked.match)
        if _seat_of(record, interaction.user.id) is None:
            raise Refusal("replay-players-only")
        played, span = await self._played(record, asked)
        posted = (record.match_id, span.length, span.round_number or 0)
        if posted in self._posted:
            raise Refusal("replay-posted-already")
        self._posted.add(posted)  # before any wait: a burst of clicks posts once
        try:
            await self._post(interaction, record, played, span)
        except BaseException:
            self._posted.discard(posted)
            raise
        await deferral.send(interaction, private=True, content=await self._said(interaction))

    async def daily(self, interaction: discord.Interaction, day: str) -> None:
        """The daily deal's best round in this server on ``day`` (YYYY-MM-DD), once that day is
        over: the public replay, privately."""
        assert interaction.guild_id is not None
        day = _day(day)
        dailies = self.bot.dailies
        if day >= day_of(dailies.clock()):  # today's deal can still be played, or it is to come
            raise Refusal("replay-daily-not-yet")
        await deferral.defer(interaction, private=True)
        results = await self.bot.store.daily.results(interaction.guild_id, day)
        if not results:
            raise Refusal("daily-best-none")
        best = results[0].user_id
        stored = await self.bot.store.daily.play(interaction.guild_id, best, day)
        assert stored is not None  # it is on the day's board
        daily = await dailies.rebuild(stored)
        member = await self.bot.names.name_of(interaction.guild_id, Player.member(best))
        names = (plain_name(member), COMPUTER_NAMES["expert"])
        locale = await self.bot.languages.of_member(interaction)
        order = ReplayOrder(PlayedMatch.of(daily.match), Span("match"), names, locale)
        made = await self._drawn(("daily", interaction.guild_id, day, locale), order)
        told = t(locale, "replay-daily", day=day, name=shown_name(member))
        file = png_file(made.gif, PICTURE, made.description)
        await deferral.send(interaction, private=True, content=told, file=file)

    # -- work --------------------------------------------------------------------------------

    async def _finished(self, guild_id: int, match_id: int) -> MatchRecord:
        """A finished match of this server; Refusal otherwise."""
        if not 0 < match_id <= LARGEST_ID:
            raise Refusal("replay-no-such-match")
        try:
            record = await self.bot.store.get_match(match_id)
        except MatchNotFoundError as error:
            raise Refusal("replay-no-such-match") from error
        if record.guild_id != guild_id:
            raise Refusal("replay-no-such-match")
        if record.status != "finished":
            raise Refusal("replay-not-finished")
        return record

    async def _played(self, record: MatchRecord, asked: ReplayId) -> tuple[PlayedMatch, Span]:
        """The match's log, and the span asked for (the best round by its number, so a post
        and a private replay of it name the same round)."""
        restored = await self.bot.store.restore(record.match_id, mark_damaged=False)
        match = restored.match
        if asked.length == "best":
            return PlayedMatch.of(match), Span("round", best_round(match))
        if asked.length == "round":
            number = asked.round or match.round_number
            if not 1 <= number <= match.round_number:
                raise Refusal("replay-no-such-round")
            return PlayedMatch.of(match), Span("round", number)
        return PlayedMatch.of(match), Span("match")

    async def _reel(
        self,
        record: MatchRecord,
        played: PlayedMatch,
        span: Span,
        seat: int | None,
        locale: str,
    ) -> Reel:
        names = await self._names(record)
        order = ReplayOrder(played, span, names, locale, seat)
        key = (record.match_id, span.length, span.round_number, seat, locale)
        return await self._drawn(key, order)

    async def _given_back(self, record: MatchRecord, locale: str) -> str:
        """The turn time given back in the match (the bot slow to show a hand), a line a turn;
        nothing when none was, or when the store cannot say now."""
        try:
            given = await self.bot.store.time_given_back(record.match_id)
        except StoreError as error:
            log.warning("match %s: time given back not read: %s", record.match_id, error)
            return ""
        if not given:
            return ""
        names = await self._names(record)
        return "".join(
            "\n"
            + t(
                locale,
                "replay-time-given-back",
                move=each.seq + 1,
                seconds=f"{each.seconds:.1f}",
                name=shown_name(names[each.seat]),
            )
            for each in given
        )

    async def _names(self, record: MatchRecord) -> tuple[str, str]:
        """The seats' names as the pictures print them."""
        first, second = record.players
        names = self.bot.names
        return (
            plain_name(await names.name_of(record.guild_id, first)),
            plain_name(await names.name_of(record.guild_id, second)),
        )

    async def _drawn(self, key: ReelKey, order: ReplayOrder) -> Reel:
        """The replay ``order``: kept from before, awaited if being drawn, or drawn now."""
        kept = self._kept.get(key)
        if kept is not None:
            self._kept.move_to_end(key)
            return kept
        drawing = self._drawing.get(key)
        if drawing is None:
            drawing = asyncio.ensure_future(self._draw(order))
            self._drawing[key] = drawing
            drawing.add_done_callback(lambda _: self._drawing.pop(key, None))
        made = await asyncio.shield(drawing)
        self._kept[key] = made
        while len(self._kept) > KEPT_REPLAYS:
            self._kept.popitem(last=False)
        return made

    async def _draw(self, order: ReplayOrder) -> Reel:
        try:
            return await draw(self.bot.workers, order)
        except TooLong as error:
            raise Refusal("replay-too-long") from error
        except LOST as error:
            log.warning("a replay was given up: its worker gave no answer (%s)", error)
            raise Refusal("replay-later") from error

    async def _post(
        self,
        interaction: discord.Interaction,
        record: MatchRecord,
        played: PlayedMatch,
        span: Span,
    ) -> None:
        """The public replay in the channel, naming who posted it."""
        assert interaction.guild_id is not None
        locale = await self._public_locale(interaction)
        made = await self._reel(record, played, span, None, locale)
        name = shown_name(plain_name(getattr(interaction.user, "display_name", "?")))
        what = _what(span, locale)
        told = t(locale, "replay-posted", name=name, match=record.match_id, what=what)
        told += await self._given_back(record, locale)
        channel = self.bot.client.get_partial_messageable(
            interaction.channel_id or record.channel_id, guild_id=interaction.guild_id
        )
        await channel.send(told, file=png_file(made.gif, PICTURE, made.description))

    async def _said(self, interaction: discord.Interaction) -> str:
        return t(await self.bot.languages.of_member(interaction), "replay-post-done")

    async def _public_locale(self, interaction: discord.Interaction) -> str:
        assert interaction.guild_id is not None
        try:
            setting = (await self.bot.preferences.guild(interaction.guild_id)).locale
        except StoreError:
            setting = None
        return choose_locale(setting, interaction.guild_locale)

    async def history_file(
        self,
        guild_id: int,
        user_id: int,
        name: str,
        records: Mapping[Opponent, Record],
        locale: str,
    ) -> discord.File | None:
        """``/koikoi stats`` as a picture (its numbers stay in the text for screen readers);
        None when it could not be drawn now (the text goes alone)."""
        try:
            picture = await history_png(
                self.bot.store, self.bot.workers, guild_id, user_id, name, records, locale
            )
        except LOST as error:
            log.warning("a member's history was not drawn: its worker gave no answer (%s)", error)
            return None
        return png_file(picture, HISTORY, t(locale, "history-alt", name=name))

    def close(self) -> None:
        """Stop the replay worker."""
        self.bot.workers.close()


def _seat_of(record: MatchRecord, user_id: int) -> int | None:
    """The member's seat in the match, or None for a spectator."""
    return next((s for s, p in enumerate(record.players) if p.user_id == user_id), None)


def _day(text: str) -> str:
    """'2026-12-02' as the store keeps days; Refusal for anything that names no day."""
    try:
        return date.fromisoformat(text.strip()).isoformat()
    except ValueError as error:
        raise Refusal("replay-daily-bad-day") from error


def _what(span: Span, locale: str) -> str:
    """'round 6' or 'the whole match'."""
    if span.length == "match":
        return t(locale, "replay-whole-match")
    return t(locale, "replay-round", number=span.round_number or 1)


def _buttons(match_id: int, span: Span, locale: str, *, player: bool) -> discord.ui.View:
    """Under a private replay: the other length, and (for a player) posting it in the channel."""
    whole = span.length == "match"
    other = ReplayId(match_id, "best") if whole else ReplayId(match_id, "match")
    label = "replay-button-best" if whole else "replay-button-match"
    items = [button(other.custom_id, t(locale, label), emoji="⭐" if whole else "🎞️")]
    if player:
        posted = ReplayId(match_id, span.length, span.round_number or 0, post=True)
        items.append(
            button(
                posted.custom_id,
                t(locale, "replay-button-post"),
                discord.ButtonStyle.primary,
                emoji="📣",
            )
        )
    return stopped_view(*items)
