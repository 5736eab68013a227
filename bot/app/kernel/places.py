"""The kinds of message our controls are drawn on, and what Discord keeps of a message to tell
whether it can be one of them.

A control's custom_id says which kind of message it sits on (``kk2.h:`` a hand); the client
chooses the custom_id of a click, so what it says is checked against what only Discord and the
bot can say of the message pressed on: whether it is private, which of our pictures it carries,
whether it has an embed. A picture may be late (then a table or a hand goes out in words), so a
missing picture never counts against a kind; a picture of another kind always does.
"""

from __future__ import annotations

from dataclasses import dataclass
from fnmatch import fnmatchcase

PlaceName = str  # a key of PLACES


@dataclass(frozen=True, slots=True)
class Place:
    """A kind of message controls are drawn on."""

    code: str  # its one letter in a custom_id
    private: bool | None  # True: seen by the member alone; False: in the channel; None: either
    embed: bool | None  # True: always has one; False: never; None: either
    pictures: tuple[str, ...] = ()  # the pictures of ours it may carry (patterns)
    record_message: bool = False  # it is the one message its record is posted as

    def fits(self, seen: Seen) -> bool:
        """Whether a message seen as ``seen`` can be of this kind (its picture may be late)."""
        if self.private is not None and seen.private != self.private:
            return False
        if self.embed is not None and seen.embed != self.embed:
            return False
        return all(any(fnmatchcase(p, ours) for ours in self.pictures) for p in seen.pictures)


@dataclass(frozen=True, slots=True)
class Seen:
    """What Discord keeps of a message pressed on: a client cannot rewrite any of it."""

    private: bool
    embed: bool
    pictures: tuple[str, ...]  # its attachments' file names


PLACES: dict[PlaceName, Place] = {
    "table": Place("t", private=False, embed=True, pictures=("table.png",)),
    "hand": Place("h", private=True, embed=None, pictures=("hand.png",)),
    "ping": Place("p", private=False, embed=False),  # a turn's ping or reminder
    "confirm": Place("f", private=True, embed=False),  # the forfeit confirmation
    "review": Place("r", private=True, embed=True, pictures=("review-*.png",)),
    "challenge": Place("c", private=False, embed=False, record_message=True),
    "board": Place("b", private=None, embed=True, pictures=("leaderboard.png",)),
    "result": Place("m", private=False, embed=True, pictures=("match.png",)),
    "daily": Place("d", private=True, embed=True, pictures=("daily.png",)),
    "signup": Place("s", private=False, embed=False, record_message=True),
    "menu": Place("u", private=True, embed=False),  # a house rules menu
    "replay": Place("a", private=True, embed=False, pictures=("replay.gif",)),  # one's own
}
BY_CODE: dict[str, PlaceName] = {place.code: name for name, place in PLACES.items()}
assert len(BY_CODE) == len(PLACES), "one letter per kind of message"
