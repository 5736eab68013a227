"""A member's move from their hand: checked and logged by the tables (once), then shown."""

from __future__ import annotations

import asyncio
import logging

import discord

from bot.app.core.refusal import Refusal
from bot.app.core.table import Outcome, Table
from bot.app.core.tables import Tables
from bot.app.core.tutorial import Tutorial
from bot.app.kernel import deferral
from bot.app.kernel.answer_time import in_time_or_acknowledged
from bot.app.kernel.languages import Languages
from bot.app.kernel.letting_go import drop_message, let_go
from bot.app.kernel.messages import Rendered
from bot.engine import Action
from bot.i18n import t
from cogs.match.presenter import Presenter
from cogs.match.private_hands import PrivateHands, is_private
from cogs.match.publishing import Publisher

log = logging.getLogger(__name__)


class Moves:
    """Takes members' moves and forfeits, and shows what they did."""

    def __init__(
        self,
        tables: Tables,
        languages: Languages,
        presenter: Presenter,
        hands: PrivateHands,
        publisher: Publisher,
        tutorial: Tutorial,
    ) -> None:
        self.tables = tables
        self.languages = languages
        self.presenter = presenter
        self.hands = hands
        self.publisher = publisher
        self.tutorial = tutorial

    async def move(
        self, interaction: discord.Interaction, match_id: int, action: Action, seq: int | None
    ) -> None:
        """A member's move from their hand (a button on a private message)."""
        table = self.tables.get(match_id)
        if (
            table is not None
            and table.seat_of(interaction.user.id) is not None
            and not is_private(interaction.message)
        ):
            # Move buttons only ever sit on a private message: this click was forged.
            raise Refusal("error-unknown-button")
        await self._act(interaction, match_id, action, seq)

    async def forfeit(self, interaction: discord.Interaction, match_id: int) -> None:
        """The forfeit confirmation was pressed (the tables put the member's seat in)."""
        await self._act(interaction, match_id, Action("forfeit", 0), None)

    async def _act(
        self, interaction: discord.Interaction, match_id: int, action: Action, seq: int | None
    ) -> None:
        clicked = drop_message(interaction)
        since = asyncio.get_running_loop().time()
        # Answered with the new hand if it is drawn in time, else acknowledged first.
        moved = await in_time_or_acknowledged(
            interaction, self._moved(interaction, match_id, action, seq)
        )
        outcome, drawn = moved
        table = outcome.table
        await self.hands.show_own(interaction, table, drawn, clicked, since=since)
        # From here on the move needs only the token.
        let_go(interaction)
        if not table.against_computer:
            await self.hands.refresh(table, interaction.user.id)
        await self.publisher.publish(outcome, mover=interaction.user.id)
        await self._guide(interaction, table, action, outcome)

    async def _moved(
        self, interaction: discord.Interaction, match_id: int, action: Action, seq: int | None
    ) -> tuple[Outcome, tuple[Rendered, str]]:
        """Make the move, start the table's picture and draw the member's hand."""
        outcome = await self.tables.act(match_id, interaction.user.id, action, seq)
        table = outcome.table
        seat = table.seat_of(interaction.user.id)
        assert seat is not None  # the tables accepted the move from this member
        await self.presenter.prepare_table(table, await self.languages.of_server(table.guild_id))
        return outcome, await self.hands.own_hand(interaction, table, seat)

    async def _guide(
        self, interaction: discord.Interaction, table: Table, action: Action, outcome: Outcome
    ) -> None:
        """On a member's first match, explain the moment their move reached."""
        moments = self.tutorial.moments(table, interaction.user.id, action, outcome.events)
        if not moments:
            return
        locale, _ = await self.languages.member_choices(interaction, table)
        text = "\n\n".join(t(locale, key) for key in moments)
        try:
            await deferral.send(interaction, private=True, content=text)
        except discord.HTTPException as error:
            log.info("could not explain a move in match %s: %s", table.match_id, error)
