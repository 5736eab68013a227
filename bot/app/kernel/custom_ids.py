"""The custom_id of every button: short, versioned, and pointing only at stored state.

One small frozen record per kind of control: it builds its custom_id (``.custom_id``), parses one
(``parse``) and owns its template (a regular expression with named groups, ``TEMPLATE``); the
dynamic items in ``cogs/`` are registered with those templates, so a button keeps working after a
restart:

- ``kk1:m:<match>:<verb>:<card>:<seq>`` a move (play, pick, take, stop, koikoi); ``seq`` is the
  log length the button was drawn at, so a click on an old turn is recognised;
- ``kk1:m:<match>:hand`` opens or refreshes the clicking player's hand;
- ``kk1:m:<match>:forfeit`` confirms giving up;
- ``kk1:m:<match>:hint:<seq>`` asks the expert what to do at turn ``seq``;
- ``kk1:r:<match>:share`` shares the clicking member's review of a finished match;
- ``kk1:c:<challenge>:<yes|no>`` answers a challenge;
- ``kk1:lb:<page>`` shows a leaderboard page;
- ``kk1:legend`` explains the pictures' symbols;
- ``kk1:after:<match>:<again|cpu>`` under a match result: a rematch, or a match against the
  computer;
- ``kk1:help`` explains the game to the clicking member;
- ``kk1:d:<day>:<verb>:<card>:<seq>`` a move in the clicking member's daily deal, and
  ``kk1:d:<day>:<share|review|best>`` what follows it;
- ``kk1:v:<match>:<seq>:<stop|koikoi>`` a spectator's guess at a STOP or KOI-KOI decision.
- ``kk1:rp:<match>:<round|best|match>:<round>:<me|all>`` a finished match's replay, shown to
  the clicking member or posted in the channel by a player.

And of every select menu (``SELECT_IDS``):

- ``kk1:house`` the server's house rules, chosen in ``/koikoi settings``;
- ``kk1:house:start:<level>:<rules>:<variants>:<opponent>`` the house rules of one match, chosen
  in ``/koikoi start`` (opponent 0: the computer at ``level``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, ClassVar, Literal, Self, cast, get_args

from bot.engine.actions import KOIKOI, PLAYS, STOP, TAKES, Action

PREFIX = "kk1"
MoveVerb = Literal["play", "pick", "take", "stop", "koikoi"]
MOVE_VERBS: tuple[MoveVerb, ...] = get_args(MoveVerb)
AfterMatchChoice = Literal["again", "cpu"]

_ID = r"\d{1,19}"
_SEQ = r"\d{1,6}"
_CARD = r"[0-9]|[1-3][0-9]|4[0-7]"  # card ids 0-47: anything else was tampered with


class ControlId:
    """What one button points at; subclasses are frozen records with a ``TEMPLATE``."""

    TEMPLATE: ClassVar[str]
    _pattern: ClassVar[re.Pattern[str]]

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        cls._pattern = re.compile(cls.TEMPLATE)

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

    TEMPLATE = (
        rf"{PREFIX}:m:(?P<match>{_ID}):(?P<verb>{'|'.join(MOVE_VERBS)})"
        rf":(?P<card>{_CARD}):(?P<seq>{_SEQ})"
    )
    match: int
    verb: MoveVerb
    card: int
    seq: int

    @property
    def custom_id(self) -> str:
        return f"{PREFIX}:m:{self.match}:{self.verb}:{self.card}:{self.seq}"

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        verb = cast(MoveVerb, found["verb"])
        return cls(int(found["match"]), verb, int(found["card"]), int(found["seq"]))


@dataclass(frozen=True, slots=True)
class HandId(ControlId):
    """The "My hand" / refresh button of a match."""

    TEMPLATE = rf"{PREFIX}:m:(?P<match>{_ID}):hand"
    match: int

    @property
    def custom_id(self) -> str:
        return f"{PREFIX}:m:{self.match}:hand"

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        return cls(int(found["match"]))


@dataclass(frozen=True, slots=True)
class ForfeitId(ControlId):
    """The button that confirms giving up a match."""

    TEMPLATE = rf"{PREFIX}:m:(?P<match>{_ID}):forfeit"
    match: int

    @property
    def custom_id(self) -> str:
        return f"{PREFIX}:m:{self.match}:forfeit"

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        return cls(int(found["match"]))


@dataclass(frozen=True, slots=True)
class HintId(ControlId):
    """The Hint button of a hand, for the turn the log has reached ``seq``."""

    TEMPLATE = rf"{PREFIX}:m:(?P<match>{_ID}):hint:(?P<seq>{_SEQ})"
    match: int
    seq: int

    @property
    def custom_id(self) -> str:
        return f"{PREFIX}:m:{self.match}:hint:{self.seq}"

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        return cls(int(found["match"]), int(found["seq"]))


@dataclass(frozen=True, slots=True)
class ReviewShareId(ControlId):
    """The button that posts a member's review of a match in the channel."""

    TEMPLATE = rf"{PREFIX}:r:(?P<match>{_ID}):share"
    match: int

    @property
    def custom_id(self) -> str:
        return f"{PREFIX}:r:{self.match}:share"

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        return cls(int(found["match"]))


@dataclass(frozen=True, slots=True)
class ChallengeId(ControlId):
    """A challenge's Accept or Decline button."""

    TEMPLATE = rf"{PREFIX}:c:(?P<challenge>{_ID}):(?P<answer>yes|no)"
    challenge: int
    accept: bool

    @property
    def custom_id(self) -> str:
        return f"{PREFIX}:c:{self.challenge}:{'yes' if self.accept else 'no'}"

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        return cls(int(found["challenge"]), found["answer"] == "yes")


@dataclass(frozen=True, slots=True)
class LeaderboardId(ControlId):
    """A leaderboard paging button; ``board`` says which board: "" the ranking points, "r" the
    skill ratings, "s<number>" a past season's (buttons posted before carry none)."""

    TEMPLATE = rf"{PREFIX}:lb:(?P<page>{_SEQ})(?::(?P<board>r|s{_SEQ}))?"
    page: int
    board: str = ""

    @property
    def custom_id(self) -> str:
        return f"{PREFIX}:lb:{self.page}" + (f":{self.board}" if self.board else "")

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        return cls(int(found["page"]), found["board"] or "")


@dataclass(frozen=True, slots=True)
class LegendId(ControlId):
    """The button that explains the pictures' symbols (the same for every match)."""

    TEMPLATE = rf"{PREFIX}:legend"

    @property
    def custom_id(self) -> str:
        return f"{PREFIX}:legend"

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        return cls()


@dataclass(frozen=True, slots=True)
class AfterMatchId(ControlId):
    """A button under a match result: ``again`` (a rematch) or ``cpu`` (play the computer)."""

    TEMPLATE = rf"{PREFIX}:after:(?P<match>{_ID}):(?P<what>again|cpu)"
    match: int
    what: AfterMatchChoice

    @property
    def custom_id(self) -> str:
        return f"{PREFIX}:after:{self.match}:{self.what}"

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        return cls(int(found["match"]), cast(AfterMatchChoice, found["what"]))


@dataclass(frozen=True, slots=True)
class HelpId(ControlId):
    """The "How to play" button."""

    TEMPLATE = rf"{PREFIX}:help"

    @property
    def custom_id(self) -> str:
        return f"{PREFIX}:help"

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        return cls()


DailyVerb = Literal["play", "take", "stop", "koikoi"]


@dataclass(frozen=True, slots=True)
class DailyMoveId(ControlId):
    """A move in the clicking member's daily deal of ``day`` (YYYYMMDD); ``seq`` as a move's."""

    TEMPLATE = (
        rf"{PREFIX}:d:(?P<day>\d{{8}}):(?P<verb>{'|'.join(get_args(DailyVerb))})"
        rf":(?P<card>{_CARD}):(?P<seq>{_SEQ})"
    )
    day: str
    verb: DailyVerb
    card: int
    seq: int

    @property
    def custom_id(self) -> str:
        return f"{PREFIX}:d:{self.day}:{self.verb}:{self.card}:{self.seq}"

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        verb = cast(DailyVerb, found["verb"])
        return cls(found["day"], verb, int(found["card"]), int(found["seq"]))


DailyChoice = Literal["share", "review", "best"]


@dataclass(frozen=True, slots=True)
class DailyAfterId(ControlId):
    """Under a finished daily deal of ``day``: share the result, the expert's review, or how
    the server's best score was made."""

    TEMPLATE = rf"{PREFIX}:d:(?P<day>\d{{8}}):(?P<choice>share|review|best)"
    day: str
    choice: DailyChoice

    @property
    def custom_id(self) -> str:
        return f"{PREFIX}:d:{self.day}:{self.choice}"

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        return cls(found["day"], cast(DailyChoice, found["choice"]))


@dataclass(frozen=True, slots=True)
class CallId(ControlId):
    """A spectator's guess at the decision ``seq`` (STOP or KOI-KOI) of a match."""

    TEMPLATE = rf"{PREFIX}:v:(?P<match>{_ID}):(?P<seq>{_SEQ}):(?P<guess>stop|koikoi)"
    match: int
    seq: int
    guess: Literal["stop", "koikoi"]

    @property
    def custom_id(self) -> str:
        return f"{PREFIX}:v:{self.match}:{self.seq}:{self.guess}"

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        return cls(int(found["match"]), int(found["seq"]), cast(Any, found["guess"]))


TournamentVerb = Literal["join", "leave", "start", "cancel"]


@dataclass(frozen=True, slots=True)
class TournamentId(ControlId):
    """A button on a tournament's sign-up message: join, leave, start or cancel it."""

    TEMPLATE = rf"{PREFIX}:t:(?P<tournament>{_ID}):(?P<verb>join|leave|start|cancel)"
    tournament: int
    verb: TournamentVerb

    @property
    def custom_id(self) -> str:
        return f"{PREFIX}:t:{self.tournament}:{self.verb}"

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        return cls(int(found["tournament"]), cast(Any, found["verb"]))


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

    TEMPLATE = rf"{PREFIX}:house"

    @property
    def custom_id(self) -> str:
        return f"{PREFIX}:house"

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        return cls()


@dataclass(frozen=True, slots=True)
class HouseStartId(ControlId):
    """The select menu of one match's house rules, with what ``/koikoi start`` was asked."""

    TEMPLATE = (
        rf"{PREFIX}:house:start:(?P<level>easy|normal|expert)"
        r":(?P<rules>standard|traditional|single-deal)"
        r":(?P<variants>none|loser-pays|twelve-months|both)"
        rf":(?P<opponent>{_ID})"
    )
    level: str
    rules: str
    variants: str
    opponent: int  # 0: the computer

    @property
    def custom_id(self) -> str:
        return f"{PREFIX}:house:start:{self.level}:{self.rules}:{self.variants}:{self.opponent}"

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        return cls(found["level"], found["rules"], found["variants"], int(found["opponent"]))


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


ReplayLength = Literal["round", "best", "match"]


@dataclass(frozen=True, slots=True)
class ReplayId(ControlId):
    """A finished match's replay: one ``round`` (by number), its ``best`` round or the whole
    ``match``; shown to the clicking member, or posted in the channel by a player (``post``)."""

    TEMPLATE = (
        rf"{PREFIX}:rp:(?P<match>{_ID}):(?P<length>round|best|match)"
        rf":(?P<round>{_SEQ}):(?P<to>me|all)"
    )
    match: int
    length: ReplayLength
    round: int = 0  # 0 where the length names no round
    post: bool = False

    @property
    def custom_id(self) -> str:
        to = "all" if self.post else "me"
        return f"{PREFIX}:rp:{self.match}:{self.length}:{self.round}:{to}"

    @classmethod
    def from_match(cls, found: re.Match[str]) -> Self:
        length = cast(ReplayLength, found["length"])
        return cls(int(found["match"]), length, int(found["round"]), found["to"] == "all")


# Records added after the lists above join them here, each feature's in one block.
CONTROL_IDS += (ReplayId,)
TEMPLATES = tuple(kind.TEMPLATE for kind in CONTROL_IDS)
