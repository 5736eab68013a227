"""The custom_id of every button: short, versioned, and pointing only at stored state.

One small frozen record per kind of control: it builds its custom_id (``.custom_id``), parses one
(``parse``) and owns its template (a regular expression with named groups, ``TEMPLATE``); the
dynamic items in ``cogs/`` are registered with those templates, so a button keeps working after a
restart. Each kind also declares the kinds of message it is drawn on (``ON``, named in
``bot/app/kernel/places.py``) and the stored record it names (``owner``), which the kernel checks
before any handler runs.

Every id begins with its version and the kind of message it sits on: ``kk2.<place>``, the place
one letter (``kk2.h`` a hand, ``kk2.t`` a table …). Ids posted before carry ``kk1`` and no place;
they are still read (``on`` is then None) and their place is told from the message. After that
head (``<head>``):

- ``<head>:m:<match>:<verb>:<card>:<seq>`` a move (play, pick, take, stop, koikoi); ``seq`` is the
  log length the button was drawn at, so a click on an old turn is recognised;
- ``<head>:m:<match>:hand`` opens or refreshes the clicking player's hand;
- ``<head>:m:<match>:forfeit`` confirms giving up;
- ``<head>:m:<match>:hint:<seq>`` asks the expert what to do at turn ``seq``;
- ``<head>:r:<match>:share`` shares the clicking member's review of a finished match;
- ``<head>:c:<challenge>:<yes|no>`` answers a challenge;
- ``<head>:lb:<page>`` shows a leaderboard page;
- ``<head>:legend`` explains the pictures' symbols;
- ``<head>:after:<match>:<again|cpu>`` under a match result: a rematch, or a match against the
  computer;
- ``<head>:help`` explains the game to the clicking member;
- ``<head>:d:<day>:<verb>:<card>:<seq>`` a move in the clicking member's daily deal, and
  ``<head>:d:<day>:<share|review|best>`` what follows it;
- ``<head>:v:<match>:<seq>:<stop|koikoi>`` a spectator's guess at a STOP or KOI-KOI decision;
- ``<head>:t:<tournament>:<join|leave|start|cancel>`` a tournament's sign-up buttons;
- ``<head>:rp:<match>:<round|best|match>:<round>:<me|all>`` a finished match's replay, shown to
  the clicking member or posted in the channel by a player.

And of every select menu (``SELECT_IDS``):

- ``<head>:house`` the server's house rules, chosen in ``/koikoi settings``;
- ``<head>:house:start:<level>:<rules>:<variants>:<opponent>`` the house rules of one match, chosen
  in ``/koikoi start`` (opponent 0: the computer at ``level``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, ClassVar, Literal, Self, cast, get_args

from bot.app.kernel.places import BY_CODE, PLACES, PlaceName
from bot.engine.actions import KOIKOI, PLAYS, STOP, TAKES, Action
from bot.store.owners import RecordKind

OLD = "kk1"  # ids posted before the place was carried: read, no longer written
VERSION = "kk2"
MoveVerb = Literal["play", "pick", "take", "stop", "koikoi"]
MOVE_VERBS: tuple[MoveVerb, ...] = get_args(MoveVerb)
AfterMatchChoice = Literal["again", "cpu"]

_ID = r"\d{1,19}"
_SEQ = r"\d{1,6}"
_CARD = r"[0-9]|[1-3][0-9]|4[0-7]"  # card ids 0-47: anything else was tampered with


def _head(places: tuple[PlaceName, ...]) -> str:
    """The template of an id's head: today's version with one of ``places``, or the old one."""
    codes = "".join(PLACES[place].code for place in places)
    return rf"(?:{OLD}|{VERSION}\.(?P<on>[{codes}]))"


@dataclass(frozen=True, slots=True)
class Named:
    """The stored record an id points at; ``members``: only its members may press it."""

    record: RecordKind
    number: int
    members: bool = False


class ControlId:
    """What one button points at; subclasses are frozen records with a ``TEMPLATE``, the kinds of
    message they are drawn on (``ON``), and as their last field the one they sit on (``on``;
    None: an old id, which did not say)."""

    TEMPLATE: ClassVar[str]
    ON: ClassVar[tuple[PlaceName, ...]]
    _pattern: ClassVar[re.Pattern[str]]
    on: PlaceName | None

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        cls._pattern = re.compile(cls.TEMPLATE)
        # Every kind says what it names: a kind that forgot would skip the ownership check.
        if "owner" not in cls.__dict__ or not cls.ON:
            raise TypeError(f"{cls.__name__} must declare ON and owner()")

    def owner(self) -> Named | None:
        """The stored record this id names, or None: it names nothing beyond the clicking
        member and the server pressed in (the same button means the same there)."""
        raise NotImplementedError

    @property
    def head(self) -> str:
        """The id's version and place: ``kk2.h``; ``kk1`` for an old id."""
        return f"{VERSION}.{PLACES[self.on].code}" if self.on is not None else OLD

    @staticmethod
    def place_of(found: re.Match[str]) -> PlaceName | None:
        """The place a matched id says it sits on (None: an old id)."""
        return BY_CODE[found["on"]] if found["on"] else None

    @property
    def custom_id(self) -> str:
        """The button's custom_id."""
        raise NotImplementedError

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        """The record of a custom_id its template matched (as a dynamic item receives it)."""
        raise NotImplementedError

    @classmethod
    def parse(cls, text: str) -> Self | None:
        """The record of ``text``, or None if it is not an id of this kind."""
        found = cls._pattern.fullmatch(text)
        return cls.from_match(found) if found else None


@dataclass(frozen=True, slots=True)
class MoveId(ControlId):
    """A move button (``card`` is 0 for stop and koi-koi)."""

    ON = ("hand",)
    TEMPLATE = (
        rf"{_head(ON)}:m:(?P<match>{_ID}):(?P<verb>{'|'.join(MOVE_VERBS)})"
        rf":(?P<card>{_CARD}):(?P<seq>{_SEQ})"
    )
    match: int
    verb: MoveVerb
    card: int
    seq: int
    on: PlaceName | None = "hand"

    def owner(self) -> Named:
        return Named("match", self.match, members=True)

    @property
    def custom_id(self) -> str:
        return f"{self.head}:m:{self.match}:{self.verb}:{self.card}:{self.seq}"

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        verb = cast(MoveVerb, found["verb"])
        card, seq = int(found["card"]), int(found["seq"])
        return cls(int(found["match"]), verb, card, seq, cls.place_of(found))


@dataclass(frozen=True, slots=True)
class HandId(ControlId):
    """The "My hand" button on a table or a turn's ping, or refresh on a hand message."""

    ON = ("table", "hand", "ping")
    TEMPLATE = rf"{_head(ON)}:m:(?P<match>{_ID}):hand"
    match: int
    on: PlaceName | None

    def owner(self) -> Named:
        return Named("match", self.match, members=True)

    @property
    def custom_id(self) -> str:
        return f"{self.head}:m:{self.match}:hand"

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        return cls(int(found["match"]), cls.place_of(found))


@dataclass(frozen=True, slots=True)
class ForfeitId(ControlId):
    """The button that confirms giving up a match."""

    ON = ("confirm",)
    TEMPLATE = rf"{_head(ON)}:m:(?P<match>{_ID}):forfeit"
    match: int
    on: PlaceName | None = "confirm"

    def owner(self) -> Named:
        return Named("match", self.match, members=True)

    @property
    def custom_id(self) -> str:
        return f"{self.head}:m:{self.match}:forfeit"

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        return cls(int(found["match"]), cls.place_of(found))


@dataclass(frozen=True, slots=True)
class HintId(ControlId):
    """The Hint button of a hand, for the turn the log has reached ``seq``."""

    ON = ("hand",)
    TEMPLATE = rf"{_head(ON)}:m:(?P<match>{_ID}):hint:(?P<seq>{_SEQ})"
    match: int
    seq: int
    on: PlaceName | None = "hand"

    def owner(self) -> Named:
        return Named("match", self.match, members=True)

    @property
    def custom_id(self) -> str:
        return f"{self.head}:m:{self.match}:hint:{self.seq}"

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        return cls(int(found["match"]), int(found["seq"]), cls.place_of(found))


@dataclass(frozen=True, slots=True)
class ReviewShareId(ControlId):
    """The button that posts a member's review of a match in the channel."""

    ON = ("review",)
    TEMPLATE = rf"{_head(ON)}:r:(?P<match>{_ID}):share"
    match: int
    on: PlaceName | None = "review"

    def owner(self) -> Named:
        return Named("match", self.match, members=True)  # a player's own review

    @property
    def custom_id(self) -> str:
        return f"{self.head}:r:{self.match}:share"

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        return cls(int(found["match"]), cls.place_of(found))


@dataclass(frozen=True, slots=True)
class ChallengeId(ControlId):
    """A challenge's Accept or Decline button."""

    ON = ("challenge",)
    TEMPLATE = rf"{_head(ON)}:c:(?P<challenge>{_ID}):(?P<answer>yes|no)"
    challenge: int
    accept: bool
    on: PlaceName | None = "challenge"

    def owner(self) -> Named:
        return Named("challenge", self.challenge, members=True)  # the challenged member's

    @property
    def custom_id(self) -> str:
        return f"{self.head}:c:{self.challenge}:{'yes' if self.accept else 'no'}"

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        return cls(int(found["challenge"]), found["answer"] == "yes", cls.place_of(found))


@dataclass(frozen=True, slots=True)
class LeaderboardId(ControlId):
    """A leaderboard paging button; ``board`` says which board: "" the ranking points, "r" the
    skill ratings, "s<number>" a past season's (buttons posted before carry none)."""

    ON = ("board",)
    TEMPLATE = rf"{_head(ON)}:lb:(?P<page>{_SEQ})(?::(?P<board>r|s{_SEQ}))?"
    page: int
    board: str = ""
    on: PlaceName | None = "board"

    def owner(self) -> None:
        return None  # a page of the board of the server pressed in (a season's by its number)

    @property
    def custom_id(self) -> str:
        return f"{self.head}:lb:{self.page}" + (f":{self.board}" if self.board else "")

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        return cls(int(found["page"]), found["board"] or "", cls.place_of(found))


@dataclass(frozen=True, slots=True)
class LegendId(ControlId):
    """The button that explains the pictures' symbols (the same for every match)."""

    ON = ("table", "hand")
    TEMPLATE = rf"{_head(ON)}:legend"
    on: PlaceName | None

    def owner(self) -> None:
        return None  # the same words for everyone

    @property
    def custom_id(self) -> str:
        return f"{self.head}:legend"

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        return cls(cls.place_of(found))


@dataclass(frozen=True, slots=True)
class AfterMatchId(ControlId):
    """A button under a match result: ``again`` (a rematch) or ``cpu`` (play the computer)."""

    ON = ("result",)
    TEMPLATE = rf"{_head(ON)}:after:(?P<match>{_ID}):(?P<what>again|cpu)"
    match: int
    what: AfterMatchChoice
    on: PlaceName | None = "result"

    def owner(self) -> Named:
        # A rematch is the players'; anyone watching may take on the computer.
        return Named("match", self.match, members=self.what == "again")

    @property
    def custom_id(self) -> str:
        return f"{self.head}:after:{self.match}:{self.what}"

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        what = cast(AfterMatchChoice, found["what"])
        return cls(int(found["match"]), what, cls.place_of(found))


@dataclass(frozen=True, slots=True)
class HelpId(ControlId):
    """The "How to play" button."""

    ON = ("table",)
    TEMPLATE = rf"{_head(ON)}:help"
    on: PlaceName | None = "table"

    def owner(self) -> None:
        return None  # the rules the clicking member plays, explained to them

    @property
    def custom_id(self) -> str:
        return f"{self.head}:help"

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        return cls(cls.place_of(found))


DailyVerb = Literal["play", "take", "stop", "koikoi"]


@dataclass(frozen=True, slots=True)
class DailyMoveId(ControlId):
    """A move in the clicking member's daily deal of ``day`` (YYYYMMDD); ``seq`` as a move's."""

    ON = ("daily",)
    TEMPLATE = (
        rf"{_head(ON)}:d:(?P<day>\d{{8}}):(?P<verb>{'|'.join(get_args(DailyVerb))})"
        rf":(?P<card>{_CARD}):(?P<seq>{_SEQ})"
    )
    day: str
    verb: DailyVerb
    card: int
    seq: int
    on: PlaceName | None = "daily"

    def owner(self) -> None:
        return None  # the clicking member's own deal in the server pressed in

    @property
    def custom_id(self) -> str:
        return f"{self.head}:d:{self.day}:{self.verb}:{self.card}:{self.seq}"

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        verb = cast(DailyVerb, found["verb"])
        card, seq = int(found["card"]), int(found["seq"])
        return cls(found["day"], verb, card, seq, cls.place_of(found))


DailyChoice = Literal["share", "review", "best"]


@dataclass(frozen=True, slots=True)
class DailyAfterId(ControlId):
    """Under a finished daily deal of ``day``: share the result, the expert's review, or how
    the server's best score was made."""

    ON = ("daily",)
    TEMPLATE = rf"{_head(ON)}:d:(?P<day>\d{{8}}):(?P<choice>share|review|best)"
    day: str
    choice: DailyChoice
    on: PlaceName | None = "daily"

    def owner(self) -> None:
        return None  # the clicking member's own deal, the best of the server pressed in

    @property
    def custom_id(self) -> str:
        return f"{self.head}:d:{self.day}:{self.choice}"

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        return cls(found["day"], cast(DailyChoice, found["choice"]), cls.place_of(found))


@dataclass(frozen=True, slots=True)
class CallId(ControlId):
    """A spectator's guess at the decision ``seq`` (STOP or KOI-KOI) of a match."""

    ON = ("table",)
    TEMPLATE = rf"{_head(ON)}:v:(?P<match>{_ID}):(?P<seq>{_SEQ}):(?P<guess>stop|koikoi)"
    match: int
    seq: int
    guess: Literal["stop", "koikoi"]
    on: PlaceName | None = "table"

    def owner(self) -> Named:
        return Named("match", self.match)  # anyone watching guesses

    @property
    def custom_id(self) -> str:
        return f"{self.head}:v:{self.match}:{self.seq}:{self.guess}"

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        guess = cast(Any, found["guess"])
        return cls(int(found["match"]), int(found["seq"]), guess, cls.place_of(found))


TournamentVerb = Literal["join", "leave", "start", "cancel"]


@dataclass(frozen=True, slots=True)
class TournamentId(ControlId):
    """A button on a tournament's sign-up message: join, leave, start or cancel it."""

    ON = ("signup",)
    TEMPLATE = rf"{_head(ON)}:t:(?P<tournament>{_ID}):(?P<verb>join|leave|start|cancel)"
    tournament: int
    verb: TournamentVerb
    on: PlaceName | None = "signup"

    def owner(self) -> Named:
        return Named("tournament", self.tournament)  # anyone of its server joins

    @property
    def custom_id(self) -> str:
        return f"{self.head}:t:{self.tournament}:{self.verb}"

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        return cls(int(found["tournament"]), cast(Any, found["verb"]), cls.place_of(found))


ReplayLength = Literal["round", "best", "match"]


@dataclass(frozen=True, slots=True)
class ReplayId(ControlId):
    """A finished match's replay: one ``round`` (by number), its ``best`` round or the whole
    ``match``; shown to the clicking member, or posted in the channel by a player (``post``).
    It sits under a match result, on a review and under a private replay."""

    ON = ("result", "review", "replay")
    TEMPLATE = (
        rf"{_head(ON)}:rp:(?P<match>{_ID}):(?P<length>round|best|match)"
        rf":(?P<round>{_SEQ}):(?P<to>me|all)"
    )
    match: int
    length: ReplayLength
    round: int = 0  # 0 where the length names no round
    post: bool = False
    on: PlaceName | None = "replay"

    def owner(self) -> Named:
        # Anyone may watch a replay privately; only the match's players may post one.
        return Named("match", self.match, members=self.post)

    @property
    def custom_id(self) -> str:
        to = "all" if self.post else "me"
        return f"{self.head}:rp:{self.match}:{self.length}:{self.round}:{to}"

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        length = cast(ReplayLength, found["length"])
        post = found["to"] == "all"
        return cls(int(found["match"]), length, int(found["round"]), post, cls.place_of(found))


CONTROL_IDS: tuple[type[ControlId], ...] = (
    MoveId,
    HandId,
    ForfeitId,
    HintId,
    ReviewShareId,
    DailyMoveId,
    DailyAfterId,
    CallId,
    ChallengeId,
    LeaderboardId,
    LegendId,
    AfterMatchId,
    HelpId,
    TournamentId,
    ReplayId,
)
TEMPLATES = tuple(kind.TEMPLATE for kind in CONTROL_IDS)


def move_action(verb: str, card: int) -> Action:
    """The engine's action for a move button's verb and card ("pick" is not one)."""
    if verb == "play":
        return PLAYS[card]
    if verb == "take":
        return TAKES[card]
    return KOIKOI if verb == "koikoi" else STOP


@dataclass(frozen=True, slots=True)
class HouseRulesId(ControlId):
    """The select menu of a server's house rules (the server is the interaction's)."""

    ON = ("menu",)
    TEMPLATE = rf"{_head(ON)}:house"
    on: PlaceName | None = "menu"

    def owner(self) -> None:
        return None  # the house rules of the server pressed in

    @property
    def custom_id(self) -> str:
        return f"{self.head}:house"

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        return cls(cls.place_of(found))


@dataclass(frozen=True, slots=True)
class HouseStartId(ControlId):
    """The select menu of one match's house rules, with what ``/koikoi start`` was asked."""

    ON = ("menu",)
    TEMPLATE = (
        rf"{_head(ON)}:house:start:(?P<level>easy|normal|expert)"
        r":(?P<rules>standard|traditional|single-deal)"
        r":(?P<variants>none|loser-pays|twelve-months|both)"
        rf":(?P<opponent>{_ID})"
    )
    level: str
    rules: str
    variants: str
    opponent: int  # 0: the computer
    on: PlaceName | None = "menu"

    def owner(self) -> None:
        return None  # a match opened by the member choosing, against a member of this server

    @property
    def custom_id(self) -> str:
        asked = f"{self.level}:{self.rules}:{self.variants}:{self.opponent}"
        return f"{self.head}:house:start:{asked}"

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        asked = (found["level"], found["rules"], found["variants"], int(found["opponent"]))
        return cls(*asked, cls.place_of(found))


SELECT_IDS: tuple[type[ControlId], ...] = (HouseRulesId, HouseStartId)


def parse_select_id(text: str) -> ControlId | None:
    """The record of any select menu of ours, or None for anything else."""
    for kind in SELECT_IDS:
        if (parsed := kind.parse(text)) is not None:
            return parsed
    return None


def parse_control_id(text: str) -> ControlId | None:
    """The record of any button of ours, or None for anything else."""
    for kind in CONTROL_IDS:
        if (parsed := kind.parse(text)) is not None:
            return parsed
    return None
