"""Each member's private hand message: sent, redrawn after every move, and its Hint button."""

from __future__ import annotations

import asyncio
import functools
import logging

import discord

from bot.app.core.hands import HandMessages
from bot.app.core.preferences import Preferences
from bot.app.core.refusal import Refusal
from bot.app.core.table import Table
from bot.app.core.tables import Tables
from bot.app.kernel import deferral
from bot.app.kernel.answer_time import in_time_or_acknowledged
from bot.app.kernel.languages import Languages
from bot.app.kernel.letting_go import drop_message, original_response_editor
from bot.app.kernel.messages import Rendered
from bot.engine.levels import COMPUTER_LEVELS
from bot.i18n import t
from bot.review.wording import action_text, reason_text
from bot.store import StoreError
from cogs.match.hand_aging import HandAging
from cogs.match.presenter import Presenter
from cogs.match.unseen_channel import ChannelNotices

log = logging.getLogger(__name__)

HINT_LEVELS = tuple(level.name for level in COMPUTER_LEVELS if level.hints)


class PrivateHands:
    """The hands the members see, one private message each (the latest is kept live)."""

    def __init__(
        self,
        tables: Tables,
        preferences: Preferences,
        languages: Languages,
        presenter: Presenter,
        hands: HandMessages,
        notices: ChannelNotices | None = None,
    ) -> None:
        self.tables = tables
        self.preferences = preferences
        self.languages = languages
        self.presenter = presenter
        self.hands = hands
        self.notices = notices or ChannelNotices()
        self.aging = HandAging(
            hands, lambda match_id: tables.get(match_id) is not None, self.moves_now
        )

    def moves_now(self, match_id: int, user_id: int) -> bool:
        """Whether it is ``user_id``'s move in ``match_id`` (a decision included)."""
        table = self.tables.get(match_id)
        if table is None or table.match.over:
            return False
        seat = table.seat_of(user_id)
        return seat is not None and table.match.to_move == seat

    def seat_at(
        self, interaction: discord.Interaction, match_id: int, *, private: bool = False
    ) -> tuple[Table, int]:
        """The table and the clicking member's seat; raises Refusal otherwise.

        ``private``: the button only ever sits on a private message, so a click elsewhere
        was forged.
        """
        table = self.tables.get(match_id)
        if table is None:
            raise Refusal("error-match-over")
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            raise Refusal("error-not-a-player")
        if private and not is_private(interaction.message):
            raise Refusal("error-unknown-button")
        return table, seat

    async def send(self, interaction: discord.Interaction, table: Table, seat: int) -> None:
        """Send the member their hand as a new private message (the interaction is deferred)."""
        since = asyncio.get_running_loop().time()
        locale, two_step = await self.languages.member_choices(interaction, table)
        rendered = await self.hand_message(table, seat, locale, two_step=two_step)
        message = await deferral.send(interaction, private=True, **rendered.as_kwargs())
        rendered.sent()
        # The same edit as ``message.edit``, without keeping the message and its buttons.
        edit = functools.partial(interaction.followup.edit_message, message.id)
        self.hands.remember(table.match_id, interaction.user.id, edit, locale, message.id)
        self.aging.watch(table.match_id, interaction.user.id, message.id)
        await self.shown(table, seat, since)

    async def open(self, interaction: discord.Interaction, match_id: int) -> None:
        """ "My hand" on the table opens a new hand; on a hand message it redraws that one."""
        table, seat = self.seat_at(interaction, match_id)
        if is_private(interaction.message):
            since = asyncio.get_running_loop().time()
            clicked = drop_message(interaction)
            drawn = await in_time_or_acknowledged(
                interaction, self.own_hand(interaction, table, seat)
            )
            await self.show_own(interaction, table, drawn, clicked, since=since)
            return
        await deferral.defer(interaction, private=True)
        await self.send(interaction, table, seat)

    async def of_member(self, interaction: discord.Interaction) -> None:
        """``/koikoi hand``: a new private message with the member's hand."""
        assert interaction.guild_id is not None
        table = self.tables.playing(interaction.guild_id, interaction.user.id)
        seat = table.seat_of(interaction.user.id) if table is not None else None
        if table is None or seat is None:
            raise Refusal("error-no-match")
        await deferral.defer(interaction, private=True)
        await self.send(interaction, table, seat)

    async def pick(
        self, interaction: discord.Interaction, match_id: int, card: int, seq: int
    ) -> None:
        """Two-step play: mark ``card`` on the hand and offer to confirm it."""
        table, seat = self.seat_at(interaction, match_id, private=True)
        if seq != table.seq or table.match.to_move != seat:
            raise Refusal("error-stale" if seq != table.seq else "error-not-your-turn")
        drop_message(interaction)
        rendered = await in_time_or_acknowledged(
            interaction, self._picked(interaction, table, seat, card)
        )
        try:
            await put_on_clicked(interaction, rendered)
            rendered.sent()
        except discord.HTTPException as error:
            log.info("could not mark a pick in match %s: %s", table.match_id, error)

    async def _picked(
        self, interaction: discord.Interaction, table: Table, seat: int, card: int
    ) -> Rendered:
        locale, _ = await self.languages.member_choices(interaction, table)
        return await self.hand_message(table, seat, locale, two_step=True, picked=card)

    async def own_hand(
        self, interaction: discord.Interaction, table: Table, seat: int
    ) -> tuple[Rendered, str]:
        """The clicking member's hand as drawn now, in their language (the language too)."""
        locale, two_step = await self.languages.member_choices(interaction, table)
        return await self.hand_message(table, seat, locale, two_step=two_step), locale

    async def show_own(
        self,
        interaction: discord.Interaction,
        table: Table,
        drawn: tuple[Rendered, str],
        clicked: int | None,
        *,
        since: float | None = None,
    ) -> None:
        """Put a drawn hand on the message ``clicked``: as the click's answer while it is not
        acknowledged yet (one request), else by editing it (``since``: when the click came, in
        loop time; the bot's time since is given back to the member's turn clock)."""
        rendered, locale = drawn
        try:
            await put_on_clicked(interaction, rendered)
            rendered.sent()
            seat = table.seat_of(interaction.user.id)
            if since is not None and seat is not None:
                await self.shown(table, seat, since)
        except discord.HTTPException as error:
            log.info("could not refresh a hand in match %s: %s", table.match_id, error)
        self.hands.remember(
            table.match_id,
            interaction.user.id,
            original_response_editor(interaction),
            locale,
            clicked,
        )
        if clicked is not None:
            self.aging.watch(table.match_id, interaction.user.id, clicked)

    async def refresh(self, table: Table, mover: int | None) -> None:
        """Redraw the hands of the members other than ``mover`` (None: all), so their buttons
        wake up."""
        others = [user for user in table.members() if user != mover]
        for user_id, hand in list(self.hands.live(table.match_id, others)):
            seat = table.seat_of(user_id)
            assert seat is not None
            two_step = (await self.preferences.member(table.guild_id, user_id)).two_step_for(
                table.match.rules
            )
            rendered = await self.hand_message(table, seat, hand.locale, two_step=two_step)
            try:
                await hand.edit(**rendered.as_kwargs(edit=True))
                rendered.sent()
                # Since the turn began (its clock gives back only the bot's time after that).
                await self.shown(table, seat, since=0.0)
            except discord.HTTPException as error:
                log.info("could not refresh a hand in match %s: %s", table.match_id, error)
                self.hands.forget(table.match_id, user_id)

    async def shown(self, table: Table, seat: int, since: float) -> None:
        """``seat``'s hand is in front of them now, the bot having started on it at ``since``
        (loop time): on their turn, the time the bot took is given back to their clock."""
        await self.tables.hand_shown(table, seat, since, asyncio.get_running_loop().time())

    async def hand_message(
        self, table: Table, seat: int, locale: str, *, two_step: bool, picked: int | None = None
    ) -> Rendered:
        """A seat's hand message as drawn now, with any word on a channel that refused the bot."""
        hint = await self.hints_offered(table)
        rendered = await self.presenter.hand_message(
            table, seat, locale, two_step=two_step, picked=picked, hint=hint
        )
        self.notices.add_to(rendered, table, seat, locale)
        return rendered

    # -- hints ------------------------------------------------------------------------------

    async def hints_offered(self, table: Table) -> bool:
        """Whether the table's hands carry a Hint button: against the easy or normal computer,
        in a server that allows hints."""
        if not hints_possible(table):
            return False
        try:
            return (await self.preferences.guild(table.guild_id)).hints_allowed
        except StoreError as error:
            log.warning("could not read a server's hint setting: %s", error)
            return False

    async def hint(self, interaction: discord.Interaction, match_id: int, seq: int) -> None:
        """The Hint button: the expert's choice and why, privately; the match then earns no
        ranking points (stored before the hint is shown), and the table says so."""
        table, seat = self.seat_at(interaction, match_id, private=True)
        if not await self.hints_offered(table):
            raise Refusal("hint-off" if hints_possible(table) else "hint-level")
        if seq != table.seq or table.match.to_move != seat:
            raise Refusal("error-stale" if seq != table.seq else "error-not-your-turn")
        await deferral.defer(interaction, private=True)
        first = not table.hinted
        await self.tables.mark_hinted(table)
        advice = await self.tables.computer.hint(table.view(seat), table.match.seed + table.seq)
        locale, _ = await self.languages.member_choices(interaction, table)
        opponent = await self.presenter.shown_name_of(table.guild_id, table.seats[1 - seat])
        why = reason_text(locale, advice.reason, advice.best, opponent, hint=True)
        text = t(locale, "hint-text", better=action_text(locale, advice.best), why=why)
        await deferral.send(interaction, private=True, content=text)
        if first:
            await self.presenter.update_table(table, await self.languages.of_server(table.guild_id))


async def put_on_clicked(interaction: discord.Interaction, rendered: Rendered) -> None:
    """Show ``rendered`` on the clicked message: as the click's answer while it is not
    acknowledged (one request), else by editing the message."""
    if interaction.response.is_done():
        await interaction.edit_original_response(**rendered.as_kwargs(edit=True))
    else:
        await interaction.response.edit_message(**rendered.as_kwargs(edit=True))


def hints_possible(table: Table) -> bool:
    """Whether hints may be offered at this table at all: against the easy or normal computer."""
    return any(seat.level in HINT_LEVELS for seat in table.seats)


def is_private(message: discord.Message | None) -> bool:
    """Whether the clicked message is one only the clicking member sees."""
    return message is not None and message.flags.ephemeral
