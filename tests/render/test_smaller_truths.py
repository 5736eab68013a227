"""The small marks of the hand and the table say only what is so: which watched cards are all
needed and which are a choice, no hand size where the hand is empty, no letters without card
buttons, and a waiting line that does not look like a button."""

from __future__ import annotations

import string
from dataclasses import replace

import pytest

from bot.app.core.picture_words import picture_words
from bot.engine.cards import DECK_SIZE, RAIN_MAN, Kind, kind_of, mask_of
from bot.engine.match import Match
from bot.engine.round import Phase
from bot.engine.view import PlayerView
from bot.i18n.catalog import LOCALES
from bot.render import legibility, palette
from bot.render.demo import deciding
from bot.render.hand import BANNER_H, BAR_H, _section_tops, hand_watch, render_hand
from bot.render.table import BAR_H as TABLE_BAR_H
from bot.render.table import PANEL_PAD, render_table, table_layout
from bot.render.table import TOP_PANEL as TABLE_TOP
from bot.render.watch import any_label
from tests.render.conftest import open_png, rgb_pixels

NAMES = ("Aoi", "Ren")


@pytest.mark.parametrize("locale", LOCALES)
def test_the_watch_says_when_any_one_of_its_cards_completes_the_yaku(
    mid_match: Match, locale: str
) -> None:
    # Nine chaff held, the rest free: Kasu needs any one of them, not all.
    chaff = [card for card in range(DECK_SIZE) if kind_of(card) is Kind.CHAFF]
    view = replace(mid_match.view(0), captures=(mask_of(chaff[:9]), 0), hand=0, field=0)
    words = picture_words(view, locale, NAMES)
    with legibility.recording() as drawn:
        render_hand(view, NAMES, words)
    assert any_label(words, 1) in [d.text for d in drawn]


def test_no_choice_is_claimed_where_every_card_shown_is_needed(mid_match: Match) -> None:
    # Two blue ribbons held, the third free: Aotan needs that one card, no choice.
    view = replace(mid_match.view(0), captures=(mask_of([21, 33]), 0), hand=0, field=0)
    words = picture_words(view, "en", NAMES)
    with legibility.recording() as drawn:
        render_hand(view, NAMES, words)
    texts = [d.text for d in drawn]
    assert any(text.startswith("Aotan 2/3") for text in texts)
    assert not any(text.startswith("any ") for text in texts)


def test_an_empty_hand_shows_no_bare_zero(mid_match: Match) -> None:
    view = replace(
        PlayerView.public(mid_match.round, mid_match),
        hand_count=0,
        opponent_hand_count=0,
        scores=(3, 4),
    )
    with legibility.recording() as drawn:
        render_table(view, NAMES)
    layout = table_layout(view, NAMES)
    bars = [(TABLE_TOP + PANEL_PAD, TABLE_BAR_H)]
    bars.append(
        (layout.bottom_panel + layout.bottom_panel_h - PANEL_PAD - TABLE_BAR_H, TABLE_BAR_H)
    )
    assert not [d for d in drawn if d.text == "0" and any(t <= d.y < t + h for t, h in bars)]
    mine = replace(mid_match.view(0), opponent_hand_count=0, scores=(3, 4))
    with legibility.recording() as drawn:
        render_hand(mine, NAMES)
    tops = _section_tops(mine)
    bars = [(tops["their_bar"], BAR_H), (tops["my_bar"], BAR_H)]
    assert not [d for d in drawn if d.text == "0" and any(t <= d.y < t + h for t, h in bars)]


@pytest.mark.parametrize("phase", [Phase.KOIKOI, Phase.TAKE])
def test_no_letters_are_drawn_under_the_hand_without_card_buttons(phase: Phase) -> None:
    match = deciding(1, phase)
    view = match.view(match.round.to_move or 0)
    assert view.hand
    with legibility.recording() as drawn:
        render_hand(view, NAMES)
    letters = set(string.ascii_uppercase[:8])
    assert not [d.text for d in drawn if d.text in letters]


def test_the_letters_name_the_cards_while_they_can_be_played(mid_match: Match) -> None:
    view = mid_match.view(mid_match.round.to_move or 0)
    assert view.phase is Phase.PLAY
    with legibility.recording() as drawn:
        render_hand(view, NAMES)
    assert "A" in [d.text for d in drawn]


def test_the_waiting_line_is_not_shaped_like_a_button(mid_match: Match) -> None:
    seat = 1 - (mid_match.round.to_move or 0)
    view = mid_match.view(seat)
    words = picture_words(view, "en", NAMES)
    image = open_png(render_hand(view, NAMES, words))
    top = _section_tops(view, words)["waiting"]
    band = image.crop((0, top, image.width, top + BANNER_H))
    # A button's filled box: the dark pill the line used to sit on.
    filled = sum(1 for p in rgb_pixels(band) if p == palette.FELT_DARK)
    assert filled == 0


def test_a_card_the_yaku_must_have_is_shown_before_any_choice(mid_match: Match) -> None:
    # Crane and curtain held: Ame-shikō 2/4 needs the rain man and any one more bright.
    view = replace(mid_match.view(0), captures=(mask_of([0, 8]), 0), hand=0, field=0)
    items = {item.key: item for item in hand_watch(view, NAMES)[0]}
    item = items["ame_shiko"]
    assert item.cards[0] == RAIN_MAN and item.musts == 1
    assert item.pick == 1  # then any one of the other brights still open
