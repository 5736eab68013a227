"""Whether a click may act on the record its id names, decided once for every kind of control.

An id names a match, a challenge or a tournament by its number alone, and a client may send any
number: so before any handler runs, the record's server must be the server pressed in; a record
shown in a channel (a table, a challenge, a sign-up) must be pressed in that channel; and where
only its members act (a hand, a challenge's answer) the member must be one of them.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.app.kernel.custom_ids import Named
from bot.app.kernel.places import Place
from bot.store.owners import Owner, RecordKind

OTHER_SERVER = "error-other-server"
OTHER_CHANNEL = "error-other-channel"
# What a member who is not one of a record's members is told, by the kind of record.
STRANGER: dict[RecordKind, str] = {
    "match": "error-not-a-player",
    "challenge": "error-challenge-not-yours",
    "tournament": "error-not-a-player",
}
WHY = {OTHER_SERVER: "another server", OTHER_CHANNEL: "another channel"}


@dataclass(frozen=True, slots=True)
class Click:
    """Where a click happened and who made it, as Discord says."""

    guild_id: int | None
    channel_id: int | None
    user_id: int


def trespass(named: Named, owner: Owner, click: Click, place: Place | None) -> str | None:
    """The refusal (an i18n key) when ``click`` may not act on the record ``named``, whose owner
    is ``owner``, from a message of kind ``place`` (None: unknown); None when it may."""
    if click.guild_id != owner.guild_id:
        return OTHER_SERVER
    if place is not None and place.private is False and click.channel_id != owner.channel_id:
        return OTHER_CHANNEL  # a private message may be answered from any channel
    if named.members and click.user_id not in owner.members:
        return STRANGER[named.record]
    return None


def why(refusal: str) -> str:
    """A refusal in a few words, for the log."""
    return WHY.get(refusal, "another member")
