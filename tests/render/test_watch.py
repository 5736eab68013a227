"""The yaku watch, the phone-sized field marks, whose turn the hand shows and the picked card."""

from __future__ import annotations

from dataclasses import replace

from PIL import Image

from bot.engine.cards import BLUE_RIBBON_CARDS, POETRY_RIBBON_CARDS, mask_of
from bot.engine.match import Match
from bot.engine.round import Phase
from bot.engine.view import PlayerView
from bot.render import palette
from bot.render.cards import card_height
from bot.render.hand import (
    HAND_CARD,
    hand_card_box,
    hand_marks,
    hand_watch,
    render_hand,
)
from bot.render.table import WIDTH, field_layout, render_table, table_watch
from bot.render.words import Words
from tests.render.conftest import open_png, rgb_pixels

NAMES = ("alice", "bob")
PHONE = 360
# From looking at the table shrunk to 360 px: a plate under 11 px leaves the month unreadable.
MONTH_BADGE_FLOOR = 11.0


def _ribbons_view(match: Match) -> PlayerView:
    """Seat 0 holds two blue ribbons, seat 1 two poetry ribbons; the third of each is free."""
    blue, poetry = BLUE_RIBBON_CARDS, POETRY_RIBBON_CARDS
    return replace(
        match.view(0),
        captures=(mask_of(blue[:2]), mask_of(poetry[:2])),
        field=mask_of([blue[2], poetry[2]]),
        hand=mask_of([0, 4]),
        hand_count=2,
    )


def _green(image: Image.Image, box: tuple[float, float, float, float]) -> int:
    crop = image.crop(tuple(round(v) for v in box))  # type: ignore[arg-type]
    target = palette.CAPTURE
    return sum(
        1 for p in rgb_pixels(crop) if sum(abs(a - b) for a, b in zip(p, target, strict=True)) < 40
    )


def test_the_table_watches_aotan_for_one_seat_and_akatan_for_the_other(mid_match: Match) -> None:
    watch = table_watch(_ribbons_view(mid_match), NAMES)
    assert [item.key for item in watch[0]][:1] == ["aotan"]
    assert [item.key for item in watch[1]][:1] == ["akatan"]
    assert watch[0][0].cards == (BLUE_RIBBON_CARDS[2],)  # the card still needed, shown
    assert watch[1][0].label.endswith("2/3")


def test_the_hand_watches_both_seats_too(mid_match: Match) -> None:
    watch = hand_watch(_ribbons_view(mid_match), NAMES)
    assert "aotan" in [item.key for item in watch[0]]
    assert "akatan" in [item.key for item in watch[1]]


def test_the_watch_names_its_yaku_in_the_pictures_language(mid_match: Match) -> None:
    words = Words(yaku={"aotan": "青短", "akatan": "赤短"})
    view = _ribbons_view(mid_match)
    for watch in (table_watch(view, NAMES, words), hand_watch(view, NAMES, words)):
        assert watch[0][0].label == "青短 2/3"
        assert watch[1][0].label == "赤短 2/3"


def test_a_card_the_seat_cannot_get_is_not_watched_for(mid_match: Match) -> None:
    # The third blue ribbon sits in the other pile: the seat can never take it.
    view = replace(
        _ribbons_view(mid_match),
        captures=(mask_of([BLUE_RIBBON_CARDS[2]]), mask_of(BLUE_RIBBON_CARDS[:2])),
    )
    assert "aotan" not in [item.key for item in table_watch(view, NAMES)[1]]
    assert "aotan" not in [item.key for item in hand_watch(view, NAMES)[1]]


def test_the_table_and_the_hand_watch_the_same_yaku_though_the_hand_is_private(
    mid_match: Match,
) -> None:
    # The third blue ribbon sits in the viewer's hand: the table cannot know it, so neither
    # picture counts it out, and both show the same entries.
    view = replace(
        _ribbons_view(mid_match),
        captures=(0, mask_of(BLUE_RIBBON_CARDS[:2])),
        hand=mask_of([BLUE_RIBBON_CARDS[2]]),
        hand_count=1,
    )
    public = PlayerView.public(mid_match.round, mid_match)
    public = replace(public, captures=view.captures)
    for seat in (0, 1):
        keys = [item.key for item in hand_watch(view, NAMES)[seat]]
        assert keys == [item.key for item in table_watch(public, NAMES)[seat]]


def test_the_field_month_badge_stays_readable_on_a_phone(mid_match: Match) -> None:
    view = PlayerView.public(mid_match.round, mid_match)
    spots = field_layout(view)
    assert spots
    assert all(spot.month_badge * PHONE / WIDTH >= MONTH_BADGE_FLOOR for spot in spots)


def test_the_table_still_renders_with_the_watch(mid_match: Match) -> None:
    image = open_png(render_table(_ribbons_view(mid_match), NAMES))
    assert image.width == WIDTH


def _waiting_view(match: Match) -> PlayerView:
    """The viewer holds a card that would capture, but it is the opponent's turn."""
    view = replace(
        match.view(0), hand=mask_of([0, 4]), hand_count=2, field=mask_of([1, 20]), phase=Phase.PLAY
    )
    return replace(view, to_move=view.opponent, legal=())


def test_the_hand_says_whom_it_waits_for_on_the_opponents_turn(mid_match: Match) -> None:
    view = _waiting_view(mid_match)
    marks = hand_marks(view)
    assert not marks.acting and marks.waiting_for == view.opponent
    assert marks.letters == {} and marks.tabbed == frozenset()


def test_nothing_in_the_hand_looks_clickable_on_the_opponents_turn(mid_match: Match) -> None:
    view = _waiting_view(mid_match)
    image = open_png(render_hand(view, NAMES, Words(waiting="Waiting for {name}")))
    x0, y0, _, _ = hand_card_box(view, 0)
    _, _, x1, y1 = hand_card_box(view, 1)
    # No green tab or green letter under the hand, no green letter tag on the field.
    assert _green(image, (0, y0 - card_height(HAND_CARD), image.width, y1 + 60)) == 0
    assert x1 > x0


def test_on_the_players_own_turn_the_capturing_card_is_still_marked(mid_match: Match) -> None:
    view = replace(_waiting_view(mid_match), to_move=0)
    marks = hand_marks(view)
    assert marks.acting and 0 in marks.tabbed and marks.letters.get(1) == "A"


def test_picking_a_card_changes_the_picture_and_marks_the_card_and_its_targets(
    mid_match: Match,
) -> None:
    view = replace(_waiting_view(mid_match), to_move=0)
    before = render_hand(view, NAMES)
    after = render_hand(view, NAMES, None, 0)
    assert before != after
    marks = hand_marks(view, 0)
    assert marks.picked == 0 and marks.targets == mask_of([1])
    assert hand_card_box(view, 0, raised=True)[1] < hand_card_box(view, 0)[1]
