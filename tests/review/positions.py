"""Hand-built decisions for the review tests: one choice in each is clearly worse."""

from __future__ import annotations

from bot.engine.actions import Action
from bot.engine.cards import BOAR, BUTTERFLIES, CRANE, CURTAIN, DEER, GEESE, MOON
from bot.engine.round import Phase, Round
from bot.engine.rules import STANDARD
from bot.engine.view import PlayerView
from bot.review import Decision
from tests.engine.helpers import position

# Nine chaff in the pile: a tenth makes Kasu (1 point).
NINE_CHAFF = (2, 3, 6, 7, 10, 11, 14, 15, 18)


def feeding_position() -> Round:
    """Seat 0 holds the Butterflies; the opponent has the Boar and the Deer.

    The field has no June card, so playing the Butterflies lays them where a June card from
    the opponent completes Ino-shika-chō; the Jan chaff safely takes its pair instead.
    """
    return position(
        STANDARD,
        hands=((BUTTERFLIES, 2, 46), (9, 13, 45)),
        field=(3, 16, 44, 30),
        captures=((12, 17), (BOAR, DEER)),
        month=3,
    )


def feeding_decision(played: Action, index: int = 0) -> Decision:
    """The feeding position with ``played`` chosen."""
    return Decision(index, PlayerView.of(feeding_position(), 0), played)


def sure_five_position() -> Round:
    """Seat 0 has just formed Kasu (1 point) and must choose STOP or KOI-KOI.

    It holds the Crane and the Curtain; the Moon is on the field and seat 0 holds the Geese
    and an August chaff (the last August card is in its pile): nobody else can take the Moon,
    so after KOI-KOI the next play makes Sankō for sure.
    """
    round_ = position(
        STANDARD,
        hands=((GEESE, 31, 20), (9, 13, 45)),
        field=(MOON, 16, 44, 34),
        captures=((CRANE, CURTAIN, 30, *NINE_CHAFF[:-1], 19), (BOAR, DEER)),
        month=3,
    )
    data = round_.to_dict()
    data["phase"] = Phase.KOIKOI.value
    return Round.from_dict(data, STANDARD)


def sure_five_decision(played: Action, index: int = 0) -> Decision:
    """The STOP-or-KOI-KOI position with ``played`` chosen."""
    return Decision(index, PlayerView.of(sure_five_position(), 0), played)
