"""What every button and select menu of ours does before and after its own work.

Each kind of control is a ``discord.ui.DynamicItem`` in the cog that owns it: it subclasses
``Control`` (a button, implementing ``pressed``) or ``HouseMenu`` (a select menu, implementing
``chose``), naming its id record from ``bot.app.kernel.custom_ids`` (``control=MoveId``), which
gives it its template and builds the record from the custom_id. Both share ``Interactive``: a
request taken while stopping is turned away; then, before any handler runs, the record the id
names must belong here (``ownership``) and the message pressed on must be of the kind the id says
(``drawn_on``, ``belongs_on``); the work is counted, logged where it happens, and a ``Refusal``,
an unavailable database or a bug is answered privately, once.
"""

from __future__ import annotations

import logging
import re
import time
from typing import Any, ClassVar, Self

import discord

from bot.app.core.refusal import Refusal
from bot.app.kernel import logs
from bot.app.kernel.answer_time import in_time_or_acknowledged
from bot.app.kernel.custom_ids import ControlId
from bot.app.kernel.front import Front
from bot.app.kernel.letting_go import let_go
from bot.app.kernel.ownership import Click, trespass, why
from bot.app.kernel.places import PLACES, PlaceName, Seen
from bot.app.kernel.tree import STORE_DOWN
from bot.store.owners import Owner

log = logging.getLogger(__name__)

NEVER = r"(?!)"  # the base classes' own template: it is never registered


def seen_of(message: discord.Message) -> Seen:
    """What Discord keeps of a message: whether it is private, its embeds and pictures."""
    pictures = tuple(attachment.filename for attachment in message.attachments)
    return Seen(private=message.flags.ephemeral, embed=bool(message.embeds), pictures=pictures)


class Interactive(discord.ui.DynamicItem[Any], template=NEVER):
    """A kind of control: checked, counted as in flight while it works, never silent on a bug."""

    kind: ClassVar[type[ControlId]]  # the id record of this kind of control
    component: ClassVar[discord.ComponentType]  # the kind of component it answers
    control: ControlId  # what the pressed control points at

    def __init_subclass__(cls, *, control: type[ControlId] | None = None, **kwargs: Any) -> None:
        super().__init_subclass__(template=control.TEMPLATE if control else NEVER, **kwargs)
        if control is not None:
            cls.kind = control

    def __init__(self, item: discord.ui.Item[Any], control: ControlId) -> None:
        if item.type is not self.component:
            # A forged component of another type carrying one of our ids: the client's
            # on_interaction answers it; this one only stands in.
            item = self.stand_in(str(getattr(item, "custom_id", "")))
        super().__init__(item)
        self.control = control

    @classmethod
    def stand_in(cls, custom_id: str) -> discord.ui.Item[Any]:
        """A component of this kind with ``custom_id``."""
        raise NotImplementedError

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        """The control of a click, with the id record its custom_id names."""
        return cls(item, cls.kind.from_match(match))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        """Check the click, then ``act`` (a component of another type was answered already)."""
        data: dict[str, object] = dict(interaction.data or {})
        if data.get("component_type") != self.component.value:
            return
        if self.view is not None:
            # discord.py built a view of the whole message for this click; nothing of ours uses
            # it, and it and its items point at each other, which only the garbage
            # collector's full passes would undo.
            self.view.clear_items()
        bot: Front = interaction.client
        if await bot.turned_away(interaction):
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
                await self._handle(bot, interaction)
        bot.metrics.click_seconds.observe(time.perf_counter() - started)
        let_go(interaction)

    async def _handle(self, bot: Front, interaction: discord.Interaction[Any]) -> None:
        try:
            if await self.admitted(bot, interaction):
                await self.act(interaction)
        except Refusal as refusal:
            await bot.answers.refuse(interaction, refusal)
        except STORE_DOWN as error:
            log.warning("the database is unavailable: %s", error)
            await bot.answers.privately(interaction, "error-store-down")
        except Exception:
            log.exception("control %r failed", self.custom_id)
            await bot.answers.privately(interaction, internal_error(self.control))

    async def admitted(self, bot: Front, interaction: discord.Interaction[Any]) -> bool:
        """Whether the click may go on to ``act``; if not, it has been answered and logged.

        The record the id names must belong here (one cached read of the store: a record's
        server, channel and members never change; a read slower than the time to answer has
        the click acknowledged first). Then the message pressed on must be one
        this control is drawn on: a client chooses the custom_id it sends, not the message, and
        a handler acts on the message pressed on (a page turned edits it, a move redraws it as a
        hand), so a control forged onto a message of another kind would rewrite that message
        (a public table shown as a player's hand, a challenge turned into a leaderboard). The
        kind the id says is therefore compared with what Discord keeps of the message (private
        or not, its embed, its pictures: ``Place.fits``) and with the message its record is
        posted as, where the store knows it; a kind may add its own check (``belongs_on``).
        """
        message = interaction.message
        on = self.place_on(seen_of(message)) if message is not None else None
        named = self.control.owner()
        owner = None
        if named is not None:
            # A slow store must not make the click late: past the time to answer it is
            # acknowledged (invisibly) first, and a refusal then follows privately.
            lookup = bot.store.owners.of(named.record, named.number)
            owner = await in_time_or_acknowledged(interaction, lookup)
        if named is not None and owner is not None:
            click = Click(interaction.guild_id, interaction.channel_id, interaction.user.id)
            refusal = trespass(named, owner, click, PLACES[on] if on is not None else None)
            if refusal is not None:
                log.warning(
                    "%r refused (%s): %s %s is server %s's, channel %s's; pressed by user %s "
                    "in server %s, channel %s",
                    self.custom_id, why(refusal), named.record, named.number, owner.guild_id,
                    owner.channel_id, click.user_id, click.guild_id, click.channel_id,
                )  # fmt: skip
                await bot.answers.privately(interaction, refusal)
                return False
        if not (self.drawn_on(message, on, owner) and self.belongs_on(interaction)):
            log.info("%r pressed on a message it does not belong to", self.custom_id)
            await bot.answers.privately(interaction, "error-unknown-button")
            return False
        return True

    def place_on(self, seen: Seen) -> PlaceName | None:
        """The kind of message pressed on: the one the id says, if the message can be one; for
        an old id, which says none, the first kind it is drawn on that the message can be."""
        said = self.control.on
        if said is not None:
            return said if said in self.kind.ON and PLACES[said].fits(seen) else None
        return next((on for on in self.kind.ON if PLACES[on].fits(seen)), None)

    def drawn_on(
        self, message: discord.Message | None, on: PlaceName | None, owner: Owner | None
    ) -> bool:
        """Whether ``message`` is one this control is drawn on: of a kind it is drawn on
        (``on``), and, for a record's own message (a challenge, a sign-up), that very one."""
        if message is None or on is None:
            return False
        posted = owner.message_id if owner is not None else None
        return not (PLACES[on].record_message and posted is not None and posted != message.id)

    def belongs_on(self, interaction: discord.Interaction[Any]) -> bool:
        """A kind's own check of the message pressed on, beyond its kind (by default, none)."""
        return True

    async def act(self, interaction: discord.Interaction[Any]) -> None:
        """What the control does once admitted (raising ``Refusal`` to turn the click down)."""
        raise NotImplementedError


class Control(Interactive):
    """A kind of button: ``pressed`` does its work."""

    component = discord.ComponentType.button

    @classmethod
    def stand_in(cls, custom_id: str) -> discord.ui.Item[Any]:
        return discord.ui.Button(custom_id=custom_id)

    async def act(self, interaction: discord.Interaction[Any]) -> None:
        await self.pressed(interaction)

    async def pressed(self, interaction: discord.Interaction[Any]) -> None:
        """What the button does (raising ``Refusal`` to turn the click down)."""
        raise NotImplementedError


def internal_error(control: ControlId) -> str:
    """The words of a bug behind a control: a control of a match says the match is safe (its
    log holds every move), any other only that something went wrong."""
    named = control.owner()
    return (
        "error-internal-match"
        if named is not None and named.record == "match"
        else "error-internal"
    )
