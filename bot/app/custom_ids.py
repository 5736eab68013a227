"""The custom_id of every button: short, versioned, and pointing only at stored state.

One template per kind of control (a regular expression with named groups); the dynamic items in
``cogs/`` are registered with them, so a button keeps working after a restart:

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
- ``kk1:help`` explains the game to the clicking member.
"""

from __future__ import annotations

from typing import Literal, get_args

PREFIX = "kk1"
MoveVerb = Literal["play", "pick", "take", "stop", "koikoi"]
MOVE_VERBS: tuple[MoveVerb, ...] = get_args(MoveVerb)

_ID = r"\d{1,19}"
_CARD = r"[0-9]|[1-3][0-9]|4[0-7]"  # card ids 0-47: anything else was tampered with

MOVE_TEMPLATE = (
    rf"{PREFIX}:m:(?P<match>{_ID}):(?P<verb>{'|'.join(MOVE_VERBS)})"
    rf":(?P<card>{_CARD}):(?P<seq>\d{{1,6}})"
)
HAND_TEMPLATE = rf"{PREFIX}:m:(?P<match>{_ID}):hand"
FORFEIT_TEMPLATE = rf"{PREFIX}:m:(?P<match>{_ID}):forfeit"
HINT_TEMPLATE = rf"{PREFIX}:m:(?P<match>{_ID}):hint:(?P<seq>\d{{1,6}})"
REVIEW_SHARE_TEMPLATE = rf"{PREFIX}:r:(?P<match>{_ID}):share"
CHALLENGE_TEMPLATE = rf"{PREFIX}:c:(?P<challenge>{_ID}):(?P<answer>yes|no)"
LEADERBOARD_TEMPLATE = rf"{PREFIX}:lb:(?P<page>\d{{1,6}})"
LEGEND_TEMPLATE = rf"{PREFIX}:legend"
AFTER_MATCH_TEMPLATE = rf"{PREFIX}:after:(?P<match>{_ID}):(?P<what>again|cpu)"
HELP_TEMPLATE = rf"{PREFIX}:help"

TEMPLATES = (
    MOVE_TEMPLATE,
    HAND_TEMPLATE,
    FORFEIT_TEMPLATE,
    HINT_TEMPLATE,
    REVIEW_SHARE_TEMPLATE,
    CHALLENGE_TEMPLATE,
    LEADERBOARD_TEMPLATE,
    LEGEND_TEMPLATE,
    AFTER_MATCH_TEMPLATE,
    HELP_TEMPLATE,
)


def move_id(match_id: int, verb: MoveVerb, card: int, seq: int) -> str:
    """A move button (``card`` is 0 for stop and koi-koi)."""
    return f"{PREFIX}:m:{match_id}:{verb}:{card}:{seq}"


def hand_id(match_id: int) -> str:
    """The "My hand" / refresh button of a match."""
    return f"{PREFIX}:m:{match_id}:hand"


def forfeit_id(match_id: int) -> str:
    """The button that confirms giving up a match."""
    return f"{PREFIX}:m:{match_id}:forfeit"


def hint_id(match_id: int, seq: int) -> str:
    """The Hint button of a hand, for the turn the log has reached ``seq``."""
    return f"{PREFIX}:m:{match_id}:hint:{seq}"


def review_share_id(match_id: int) -> str:
    """The button that posts a member's review of a match in the channel."""
    return f"{PREFIX}:r:{match_id}:share"


def challenge_id(challenge: int, accept: bool) -> str:
    """A challenge's Accept or Decline button."""
    return f"{PREFIX}:c:{challenge}:{'yes' if accept else 'no'}"


def leaderboard_id(page: int) -> str:
    """A leaderboard paging button."""
    return f"{PREFIX}:lb:{page}"


def legend_id() -> str:
    """The button that explains the pictures' symbols (the same for every match)."""
    return f"{PREFIX}:legend"


def after_match_id(match_id: int, what: str) -> str:
    """A button under a match result: ``again`` (a rematch) or ``cpu`` (play the computer)."""
    return f"{PREFIX}:after:{match_id}:{what}"


def help_id() -> str:
    """The "How to play" button."""
    return f"{PREFIX}:help"
