"""Turning a table's outcome into Discord messages: images drawn off the event loop."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from typing import Any

import discord

from bot.app.core.descriptions import (
    hand_description,
    match_description,
    round_description,
    table_description,
)
from bot.app.core.narration import card_name
from bot.app.core.picture_words import picture_words
from bot.app.core.showing import rounds_ended
from bot.app.core.spectators_call import SpectatorsCall
from bot.app.core.stories import match_words, round_words
from bot.app.core.table import Outcome, Table
from bot.app.kernel import messages
from bot.app.kernel.messages import Rendered, after_match_view, png_file
from bot.app.kernel.names import MemberNames
from bot.app.kernel.safe_text import shown_name
from bot.engine import events as ev
from bot.engine.match import month_of_round
from bot.engine.players import Player
from bot.i18n import t
from bot.render import render_match_result, render_round_result
from bot.render.hand import draw_hand
from bot.render.pool import Drawing, DrawingPool
from bot.render.table import draw_table
from bot.workers import LOST
from cogs.match.calls import call_part
from cogs.match.late_pictures import LatePictures
from cogs.match.table_edits import CoalescedEdits

log = logging.getLogger(__name__)

TABLE_EDIT_RETRIES = (0.5, 1.5, 3.0)  # seconds to wait after each failed table edit


class Presenter:
    """Builds and sends the messages of tables; knows players' display names."""

    def __init__(self, client: discord.Client, pool: DrawingPool, names: MemberNames) -> None:
        self.client = client
        self.pool = pool
        self.member_names = names
        self.table_edits = CoalescedEdits()
        self.calls: SpectatorsCall | None = None  # the spectators' call, once the bot has one
        self.late = LatePictures(pool.workers)
        # told of Discord's error code when a channel refuses the bot (deleted, no permission)
        # Told of a refusal: the table, Discord's code, whether it refused an edit (not a post).
        self.channel_trouble: Callable[[Table, int, bool], None] | None = None

    def close(self) -> None:
        """Stop retrying late pictures (the drawing workers are the client's to stop)."""
        self.late.close()

    async def _picture(
        self, table: Table | None, function: Drawing, *args: Any, route: int | None = None
    ) -> bytes | None:
        """A picture, or None when even a fresh drawing process gave no answer: the message
        goes out without it (saying so), and ``table`` is shown again once drawing works."""
        if self.late.failing:  # no drawing process answered lately: no member waits for one
            self.late.owe(table)
            return None
        try:
            return await self.pool.draw(function, *args, route=route)
        except LOST as error:
            log.warning("a picture could not be drawn (%s); it is sent as text for now", error)
            self.late.owe(table)
            return None

    # -- names ------------------------------------------------------------------------------

    def remember_name(self, guild_id: int, user: discord.abc.User) -> None:
        """Keep a member's display name for table images and embeds."""
        self.member_names.remember_name(guild_id, user)

    async def name_of(self, guild_id: int, player: Player) -> str:
        """A seat's display name (``MemberNames.name_of``)."""
        return await self.member_names.name_of(guild_id, player)

    async def shown_name_of(self, guild_id: int, player: Player) -> str:
        """A seat's name as written in messages and embeds."""
        return await self.member_names.shown_name_of(guild_id, player)

    async def shown_names(self, table: Table) -> tuple[str, str]:
        """Both seats' names, as written in messages and embeds."""
        return _shown(await self.names(table))

    async def names(self, table: Table) -> tuple[str, str]:
        """Both seats' names, as drawn in pictures."""
        return (
            await self.name_of(table.guild_id, table.seats[0]),
            await self.name_of(table.guild_id, table.seats[1]),
        )

    # -- messages ---------------------------------------------------------------------------

    async def prepare_table(self, table: Table, locale: str) -> None:
        """Start drawing the table's picture, so it is drawn beside the hand's (with the same
        arguments as ``table_message``, so the picture is shared)."""
        if table.message_id is not None:
            view = table.public_view()
            names = await self.names(table)
            words = picture_words(view, locale, names)
            self.pool.prepare(draw_table, table.match_id, view, names, words, route=table.match_id)

    async def table_message(self, table: Table, locale: str) -> Rendered:
        """The public table message."""
        names = await self.names(table)
        view = table.public_view()
        words = picture_words(view, locale, names)
        # Drawn by the match's own drawing process, over the last table it drew.
        args = (table.match_id, view, names, words)
        image = await self._picture(table, draw_table, *args, route=table.match_id)
        shown = _shown(names)
        guesses, call = await call_part(self.calls, table, locale, shown)
        embed = messages.table_embed(
            table, view, shown, locale, messages.table_lines(table, shown, locale)
        )
        if call is not None:
            embed.add_field(name=t(locale, "call-title"), value=call, inline=False)
        if image is None:
            # The table in words (its screen-reader text) until the picture follows.
            embed.set_image(url=None)
            words_only = f"{table_description(view, names, locale)}\n{_later(locale)}"
            embed.add_field(name="\u200b", value=words_only[:1024], inline=False)
        return Rendered(
            embed=embed,
            file=_png(image, "table.png", table_description(view, names, locale)),
            view=messages.table_buttons(table, locale, guesses),
        )

    async def hand_message(
        self,
        table: Table,
        seat: int,
        locale: str,
        *,
        two_step: bool,
        picked: int | None = None,
        hint: bool = False,
    ) -> Rendered:
        """A player's private hand message (``hint``: with a Hint button on their turn)."""
        names = await self.names(table)
        view = table.view(seat)
        status = messages.hand_status(table, view, _shown(names), locale)
        if picked is not None:
            status = t(locale, "hand-confirm", card=card_name(locale, picked))
        if table.match.over:
            return Rendered(content=status, view=messages.stopped_view())
        words = picture_words(view, locale, names)
        args = (table.match_id, view, names, words, picked)
        image = await self._picture(table, draw_hand, *args, route=table.match_id)
        described = hand_description(view, names, locale)
        if image is None:
            return Rendered(
                content=f"{status}\n{described}\n{_later(locale)}"[:2000],
                view=messages.hand_buttons(
                    table, view, locale, two_step=two_step, picked=picked, hint=hint
                ),
            )
        embed = discord.Embed(colour=messages.TABLE_COLOUR).set_image(url="attachment://hand.png")
        return Rendered(
            content=status,
            embed=embed,
            file=png_file(image, "hand.png", described),
            view=messages.hand_buttons(
                table, view, locale, two_step=two_step, picked=picked, hint=hint
            ),
        )

    async def result_messages(self, outcome: Outcome, locale: str) -> list[Rendered]:
        """A message per round that ended in ``outcome``, and one for the match's end."""
        table = outcome.table
        names = await self.names(table)
        results: list[Rendered] = []
        finished = table.match.results
        ended = rounds_ended(outcome.events)
        # The rounds ended here are the last ones recorded; round n is results[n - 1].
        first = len(finished) - len(ended)
        for offset, result in enumerate(ended):
            number = first + offset + 1
            scores = _scores_after(finished[:number])
            month = month_of_round(number)
            words = round_words(result, names, locale, number, month, table.match.rules)
            image = await self._picture(
                None, render_round_result, result, names, scores, number, month, words
            )
            embed = messages.round_result_embed(result, _shown(names), locale, number)
            described = round_description(result, names, scores, number, locale, table.match.rules)
            if image is None:
                embed.set_image(url=None)
            results.append(Rendered(embed=embed, file=_png(image, "round.png", described)))
        for event in outcome.events:
            if isinstance(event, ev.MatchOver):
                results.append(await self._match_over(outcome, names, locale, event))
        return results

    async def _match_over(
        self, outcome: Outcome, names: Sequence[str], locale: str, event: ev.MatchOver
    ) -> Rendered:
        table = outcome.table
        awarded = (
            {s.seat: s.points_awarded for s in outcome.finished.seats} if outcome.finished else {}
        )
        words = match_words(names, event.scores, event.winner, awarded, locale)
        image = await self._picture(
            None,
            render_match_result,
            names,
            event.scores,
            event.winner,
            list(table.match.results),
            words,
        )
        shown_raw = names
        names = _shown(names)
        title = messages.match_result_title(locale, names, event.winner, event.scores)
        lines = []
        if table.match.forfeited_by is not None:
            lines.append(t(locale, "result-forfeit", name=names[table.match.forfeited_by]))
        if table.hinted:
            lines.append(t(locale, "table-hinted"))
        finished = outcome.finished
        if finished is not None:
            for seat in finished.seats:
                if seat.points_awarded:
                    lines.append(
                        t(
                            locale,
                            "result-ranking-points",
                            name=names[seat.seat],
                            points=seat.points_awarded,
                        )
                    )
        embed = discord.Embed(
            title=title, description="\n".join(lines) or None, colour=messages.TABLE_COLOUR
        )
        view = after_match_view(table.match_id, locale)
        rounds = list(table.match.results)
        described = match_description(shown_raw, event.scores, event.winner, rounds, locale)
        if image is not None:
            embed.set_image(url="attachment://match.png")
        picture = _png(image, "match.png", described)
        return Rendered(embed=embed, file=picture, view=view)

    # -- sending ----------------------------------------------------------------------------

    async def update_table(self, table: Table, locale: str) -> None:
        """Edit the public table message in place; edits waiting behind a running one (a
        channel's rate limit) are merged into one of the newest state."""
        if table.message_id is None:
            return
        await self.table_edits.run(table.match_id, lambda: self._edit_table(table, locale))

    async def _edit_table(self, table: Table, locale: str) -> None:
        """Draw the table as it is now and edit its message (one request)."""
        if table.message_id is None:
            return
        channel = self.client.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
        message = channel.get_partial_message(table.message_id)
        for delay in (0.0, *TABLE_EDIT_RETRIES):
            await asyncio.sleep(delay)
            rendered = await self.table_message(table, locale)  # a File is read only once
            try:
                await message.edit(**rendered.as_kwargs(edit=True))
                rendered.sent()
                return
            except discord.DiscordServerError as error:
                # discord.py retries some 5xx itself but not all (503): a stale table misleads.
                log.info("table of match %s: %s; trying again", table.match_id, error)
            except discord.HTTPException as error:
                log.warning("could not update the table of match %s: %s", table.match_id, error)
                self._check_gone(table, error, edit=True)
                return
        log.warning("could not update the table of match %s: Discord kept failing", table.match_id)

    async def announce_results(self, outcome: Outcome, locale: str) -> None:
        """Post each round's and the match's result in the table's channel."""
        channel = self.client.get_partial_messageable(
            outcome.table.channel_id, guild_id=outcome.table.guild_id
        )
        for rendered in await self.result_messages(outcome, locale):
            try:
                await channel.send(**rendered.as_kwargs())
            except discord.HTTPException as error:
                log.warning("could not post a result in %s: %s", outcome.table.channel_id, error)
                self._check_gone(outcome.table, error)
                if error.status == 403:
                    return  # the next result would be refused too

    def _check_gone(self, table: Table, error: discord.HTTPException, edit: bool = False) -> None:
        if self.channel_trouble is not None and error.status in (403, 404):
            self.channel_trouble(table, error.code, edit)


def _png(image: bytes | None, name: str, description: str) -> discord.File | None:
    """The picture as an attachment (none when it could not be drawn)."""
    return None if image is None else png_file(image, name, description)


def _later(locale: str) -> str:
    return t(locale, "workers-picture-later")


def _scores_after(results: Sequence[ev.RoundResult]) -> tuple[int, int]:
    return sum(r.points[0] for r in results), sum(r.points[1] for r in results)


def _shown(names: Sequence[str]) -> tuple[str, str]:
    """Names as written in embeds and messages: markdown escaped."""
    return shown_name(names[0]), shown_name(names[1])
