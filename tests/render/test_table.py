from __future__ import annotations

import random
from dataclasses import replace

import pytest
from PIL import Image

from bot.app.core.picture_words import picture_words
from bot.app.core.stories import house_line
from bot.engine.cards import mask_of
from bot.engine.match import Match, deal_for
from bot.engine.round import Round
from bot.engine.rules import preset, with_house_rules
from bot.engine.view import PlayerView
from bot.render import cards, legibility, palette
from bot.render.demo import mid_round
from bot.render.table import (
    HEIGHT,
    PANEL_PAD,
    PILE_CARD,
    WATCH_H,
    WIDTH,
    render_table,
    table_layout,
    table_sketch,
)
from tests.render.conftest import open_png, rgb_pixels

NAMES = ("Aoi", "Ren")
RULES = preset("standard")


def _deck() -> list[int]:
    """A deal that needs no redeal."""
    for attempt in range(50):
        deck = deal_for(11, 1, attempt)
        if not Round(RULES, deck, 0, 1).over:
            return deck
    raise AssertionError("no playable deal")


def _reshuffled(deck: list[int], keep: set[int]) -> list[int]:
    """``deck`` with every position outside ``keep`` shuffled among themselves."""
    free = [i for i in range(len(deck)) if i not in keep]
    cards_free = [deck[i] for i in free]
    random.Random(3).shuffle(cards_free)
    out = list(deck)
    for i, card in zip(free, cards_free, strict=True):
        out[i] = card
    return out


def test_table_image_is_wide_and_grows_only_by_its_watch_rows(mid_match: Match) -> None:
    view = PlayerView.public(mid_match.round, mid_match)
    image = open_png(render_table(view, NAMES))
    layout = table_layout(view, NAMES)
    assert image.size == (WIDTH, layout.height)
    assert layout.height == HEIGHT + (layout.top_rows + layout.bottom_rows) * WATCH_H
    assert 1000 <= WIDTH <= 1200 and WIDTH > 1.4 * HEIGHT


def test_public_table_does_not_depend_on_either_hand_or_the_draw_order() -> None:
    deck = _deck()
    other = _reshuffled(deck, keep=set(range(16, 24)))  # only the field stays
    a, b = Round(RULES, deck, 0, 1), Round(RULES, other, 0, 1)
    assert a.hands != b.hands and a.draw_pile != b.draw_pile
    view_a, view_b = PlayerView.public(a), PlayerView.public(b)
    assert view_a == view_b
    assert render_table(view_a, NAMES) == render_table(view_b, NAMES)


def test_a_seats_table_does_not_depend_on_the_opponents_hand_or_the_draw_order() -> None:
    deck = _deck()
    other = _reshuffled(deck, keep=set(range(8)) | set(range(16, 24)))  # dealer's hand, field
    a, b = Round(RULES, deck, 0, 1), Round(RULES, other, 0, 1)
    assert a.hands[1] != b.hands[1]
    view_a, view_b = PlayerView.of(a, 0), PlayerView.of(b, 0)
    assert view_a == view_b
    assert render_table(view_a, NAMES) == render_table(view_b, NAMES)


def test_mid_round_table_does_not_depend_on_hidden_cards(mid_match: Match) -> None:
    state = mid_match.round.to_dict()
    seat = 0
    hidden_hand, draw = state["hands"][1 - seat], state["draw_pile"]
    assert hidden_hand and draw
    hidden_hand[0], draw[0] = draw[0], hidden_hand[0]
    random.Random(5).shuffle(draw)
    swapped = Round.from_dict(state, mid_match.rules)
    view_a = PlayerView.of(mid_match.round, seat, mid_match)
    view_b = PlayerView.of(swapped, seat, mid_match)
    assert view_a == view_b
    assert render_table(view_a, NAMES) == render_table(view_b, NAMES)


def test_the_viewers_own_hand_is_never_drawn_face_up(mid_match: Match) -> None:
    view = mid_match.view(0)
    assert view.hand
    assert render_table(view, NAMES) == render_table(replace(view, hand=0), NAMES)


def test_the_same_state_renders_to_the_same_bytes(mid_match: Match) -> None:
    view = PlayerView.public(mid_match.round, mid_match)
    first = render_table(view, NAMES)
    cards.card_sprite.cache_clear()
    cards._master.cache_clear()
    assert render_table(view, NAMES) == first


def test_the_table_changes_when_the_field_changes(mid_match: Match) -> None:
    view = PlayerView.public(mid_match.round, mid_match)
    moved = replace(view, field=view.field ^ (view.field & -view.field))
    assert render_table(view, NAMES) != render_table(moved, NAMES)


def test_the_cards_moved_last_turn_are_highlighted(mid_match: Match) -> None:
    view = PlayerView.public(mid_match.round, mid_match)
    assert view.turn_cards
    assert render_table(view, NAMES) != render_table(replace(view, turn_cards=0), NAMES)


@pytest.mark.parametrize(
    "names",
    [
        ("山田太郎", "😀" * 40),
        ("A" * 300, "Zoë the unbelievably long-named player of koi-koi"),
        ("", "   "),
        ("\u200b\u0301", "Ōkami ×"),
    ],
)
def test_long_and_unicode_names_do_not_crash(mid_match: Match, names: tuple[str, str]) -> None:
    open_png(render_table(PlayerView.public(mid_match.round, mid_match), names))


def test_a_crowded_field_of_twenty_cards_still_renders(mid_match: Match) -> None:
    view = PlayerView.public(mid_match.round, mid_match)
    crowded = replace(view, field=mask_of(range(0, 40, 2)), captures=(0, 0), turn_cards=0)
    assert open_png(render_table(crowded, NAMES)).size == (WIDTH, table_layout(crowded).height)


def test_both_themes_render_and_an_unknown_theme_is_refused(mid_match: Match) -> None:
    view = PlayerView.public(mid_match.round, mid_match)
    open_png(render_table(view, NAMES, theme="light"))
    with pytest.raises(ValueError):
        render_table(view, NAMES, theme="sepia")  # type: ignore[arg-type]


def test_every_capture_pile_card_is_at_least_20_px_wide_on_a_phone() -> None:
    assert PILE_CARD * 360 / WIDTH >= 20


def test_no_multiplier_is_drawn_where_the_rules_have_none() -> None:
    match = Match(preset("traditional"), 3)
    view = PlayerView.public(match.round, match)
    assert render_table(view, ("a", "b")) == render_table(replace(view, multiplier=2), ("a", "b"))


def test_the_multiplier_is_drawn_where_koikoi_doubles() -> None:
    match = Match(preset("standard"), 3)
    view = PlayerView.public(match.round, match)
    called = replace(view, koikoi_calls=(1, 0))
    assert render_table(view, ("a", "b")) != render_table(called, ("a", "b"))


def _paper_pixels(image: Image.Image, box: tuple[int, int, int, int]) -> int:
    target = palette.PAPER
    return sum(
        1
        for p in rgb_pixels(image.crop(box))
        if sum(abs(a - b) for a, b in zip(p, target, strict=True)) < 30
    )


@pytest.mark.parametrize(
    ("rules", "card", "first"),
    [("traditional", 2, True), ("standard", 2, False), ("standard", 0, True)],
)
def test_the_first_pile_column_is_the_flowers_under_traditional_rules_and_the_brights_otherwise(
    rules: str, card: int, first: bool
) -> None:
    match = Match(preset(rules), 3)  # type: ignore[arg-type]
    view = replace(PlayerView.public(match.round, match), captures=(mask_of([card]), 0))
    image = open_png(render_table(view, ("a", "b")))
    top = table_layout(view).bottom_panel + PANEL_PAD + 50
    assert (_paper_pixels(image, (40, top, 90, top + 50)) > 100) is first


HOUSE = {"multiplier": "after_rival_call", "seven_doubled": "on", "rain": "on"}


@pytest.mark.parametrize("locale", ["en", "ja", "ms", "nb", "pl"])
def test_the_house_rules_in_play_are_named_on_the_tables_own_footer_in_every_language(
    locale: str,
) -> None:
    rules = with_house_rules(preset("standard"), HOUSE)
    view = mid_round(5, rules).view(0)
    words = picture_words(view, locale, ("Aoi", "Ren"))
    with legibility.recording() as drawn:
        render_table(view, ("Aoi", "Ren"), words)
    said = "".join(d.text for d in drawn).replace(" ", "")
    assert house_line(locale, rules).replace(" ", "") in said
    plain = mid_round(5).view(0)
    assert "footer" in {p.name for p in table_sketch(view, ("Aoi", "Ren"), words).parts}
    no_rules = table_sketch(plain, ("Aoi", "Ren"), picture_words(plain, locale, ("Aoi", "Ren")))
    assert "footer" not in {p.name for p in no_rules.parts}  # no house rules, no footer
