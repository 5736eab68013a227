"""What every button of ours does before and after its own work.

Each kind of button is a ``discord.ui.DynamicItem`` in the cog that owns it: it subclasses
``Control`` naming its id record from ``bot.app.kernel.custom_ids`` (``control=MoveId``),
which gives it its template and builds the record from the custom_id, and implements
``pressed``. A ``Refusal`` raised on the way is answered here, privately, once.

A click is honoured only on the kind of message its id record is drawn on (``PLACES``), on
finished matches' messages too; a kind may add its own check (``belongs_on``).
"""

from __future__ import annotations

import logging
import re
import time
from typing import Any, ClassVar, Self

import discord

from bot.app.core.refusal import Refusal
from bot.app.kernel import logs
from bot.app.kernel.custom_ids import (
    AfterMatchId,
    CallId,
    ChallengeId,
    ControlId,
    DailyAfterId,
    DailyMoveId,
    ForfeitId,
    HandId,
    HelpId,
    HintId,
    LeaderboardId,
    LegendId,
    MoveId,
    ReplayId,
    ReviewShareId,
    TournamentId,
)
from bot.app.kernel.front import Front
from bot.app.kernel.letting_go import let_go
from bot.app.kernel.tree import STORE_DOWN

log = logging.getLogger(__name__)

NEVER = r"(?!)"  # the base class's own template: it is never registered

# The kinds of message each control is drawn on.
PLACES: dict[type[ControlId], frozenset[str]] = {
    MoveId: frozenset({"hand"}),
    HandId: frozenset({"table", "hand", "text"}),  # "text": the turn ping offers a fresh hand
    HintId: frozenset({"hand"}),
    ForfeitId: frozenset({"text"}),
    ReviewShareId: frozenset({"review", "board"}),  # a review without pictures is one embed
    ChallengeId: frozenset({"text"}),
    LeaderboardId: frozenset({"board"}),
    LegendId: frozenset({"table", "hand"}),
    AfterMatchId: frozenset({"result"}),
    HelpId: frozenset({"table"}),
    DailyMoveId: frozenset({"daily"}),  # the member's private daily deal
    DailyAfterId: frozenset({"daily"}),
    CallId: frozenset({"table"}),
    TournamentId: frozenset({"text"}),  # the sign-up message
    ReplayId: frozenset({"result", "review", "board", "replay"}),  # a review may have no picture
}
_PICTURES = {
    "table.png": "table",
    "hand.png": "hand",
    "match.png": "result",
    "round.png": "round",
    "yaku.png": "guide",
    "daily.png": "daily",
    "replay.gif": "replay",
}


def message_kind(message: discord.Message) -> str:
    """What kind of message of ours this is, read from what Discord keeps of it (its pictures,
    embeds and text), never from its buttons, which a tampering client may rewrite."""
    pictures = [attachment.filename for attachment in message.attachments]
    for picture in pictures:
        if picture in _PICTURES:
            return _PICTURES[picture]
    if any(picture.startswith("review-") for picture in pictures):
        return "review"
    if message.embeds:
        return "post" if message.content else "board"  # a shared review; a leaderboard
    return "text"


class Control(discord.ui.DynamicItem[discord.ui.Button[Any]], template=NEVER):
    """A kind of button: counted as in flight while it works, and never silent on a bug."""

    kind: ClassVar[type[ControlId]]  # the id record of this kind of button
    control: ControlId  # what the pressed button points at

    def __init_subclass__(cls, *, control: type[ControlId] | None = None, **kwargs: Any) -> None:
        super().__init_subclass__(template=control.TEMPLATE if control else NEVER, **kwargs)
        if control is not None:
            cls.kind = control

    def __init__(self, item: discord.ui.Item[Any], control: ControlId) -> None:
        if not isinstance(item, discord.ui.Button):
            # A forged select carrying one of our ids: the client's on_interaction answers it.
            item = discord.ui.Button(custom_id=getattr(item, "custom_id", None))
        super().__init__(item)
        self.control = control

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        """The button of a click, with the id record its custom_id names."""
        return cls(item, cls.kind.from_match(match))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        """Run ``pressed`` for a button click (anything else has been answered already)."""
        data: dict[str, object] = dict(interaction.data or {})
        if data.get("component_type") != discord.ComponentType.button.value:
            return
        if self.view is not None:
            # discord.py built a view of the whole message for this click; nothing of ours uses
            # it, and it and its buttons point at each other, which only the garbage
            # collector's full passes would undo.
            self.view.clear_items()
        bot: Front = interaction.client
        if await bot.turned_away(interaction):
            return
        if not (self.drawn_on(interaction.message) and self.belongs_on(interaction)):
            # Its custom_id was put on a message of another kind: acting would rewrite it.
            log.info("button %r pressed on a message it does not belong to", self.item.custom_id)
            await bot.answers.privately(interaction, "error-unknown-button")
            return
        place = logs.where(
            guild=interaction.guild_id,
            channel=interaction.channel_id,
            match=getattr(self.control, "match", None),
        )
        bot.metrics.clicks.inc()
        started = time.perf_counter()
        async with bot.working():
            with place:
                try:
                    await self.pressed(interaction)
                except Refusal as refusal:
                    await bot.answers.refuse(interaction, refusal)
                except STORE_DOWN as error:
                    log.warning("the database is unavailable: %s", error)
                    await bot.answers.privately(interaction, "error-store-down")
                except Exception:
                    log.exception("button %r failed", self.item.custom_id)
                    await bot.answers.privately(interaction, "error-internal")
        bot.metrics.click_seconds.observe(time.perf_counter() - started)
        let_go(interaction)

    async def pressed(self, interaction: discord.Interaction[Any]) -> None:
        """What the button does (raising ``Refusal`` to turn the click down)."""
        raise NotImplementedError

    def drawn_on(self, message: discord.Message | None) -> bool:
        """Whether ``message`` is of a kind this button is drawn on."""
        return message is not None and message_kind(message) in PLACES[self.kind]

    def belongs_on(self, interaction: discord.Interaction[Any]) -> bool:
        """A kind's own check of the message pressed on, beyond its kind (by default, none)."""
        return True
