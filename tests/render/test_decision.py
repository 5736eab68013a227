from __future__ import annotations

from dataclasses import replace

import pytest

from bot.app.core.picture_words import picture_words
from bot.engine.cards import BOAR, BUTTERFLIES, CURTAIN, DEER, SAKE_CUP, mask_of
from bot.engine.round import Phase
from bot.engine.rules import YAKU_NAMES, preset
from bot.i18n import LOCALES, t
from bot.render import legibility
from bot.render.decision import stop_or_go, threat_label
from bot.render.demo import deciding
from bot.render.fonts import text_width
from bot.render.hand import render_hand

NAMES = ("Aoi", "Ren")


def _koikoi_view():  # type: ignore[no-untyped-def]
    match = deciding(1, Phase.KOIKOI)
    seat = match.round.to_move
    assert seat is not None
    return match.view(seat)


def test_the_stop_value_is_the_engines_not_recomputed() -> None:
    view = replace(_koikoi_view(), stop_base=7, multiplier=4, stop_value=28)
    assert stop_or_go(view, NAMES).stop_value == "7 × 4 = 28"


def test_without_a_multiplier_the_stop_value_is_shown_alone() -> None:
    view = replace(_koikoi_view(), rules=preset("traditional"), stop_value=6, multiplier=1)
    assert stop_or_go(view, NAMES).stop_value == "6"


def test_the_yaku_made_are_listed_with_their_points() -> None:
    panel = stop_or_go(_koikoi_view(), NAMES)
    assert panel.yaku and all(text.split()[-1].isdigit() for text in panel.yaku)


def test_the_opponents_nearest_yaku_is_shown_as_cards_held_of_cards_needed() -> None:
    view = _koikoi_view()
    captures = list(view.captures)
    captures[view.opponent] = mask_of([BOAR, DEER])
    captures[view.seat] &= ~mask_of([BOAR, DEER, 20])
    panel = stop_or_go(replace(view, captures=(captures[0], captures[1])), NAMES)
    assert panel.threat == "Ino-shika-chō 2/3"
    assert panel.threat_name == NAMES[view.opponent]


def _with(view, mine: list[int], theirs: list[int], hand: list[int]):  # type: ignore[no-untyped-def]
    """``view`` with these piles and hand (every other card out of both piles and the hand)."""
    captures = [0, 0]
    captures[view.seat], captures[view.opponent] = mask_of(mine), mask_of(theirs)
    return replace(view, captures=(captures[0], captures[1]), hand=mask_of(hand))


def test_the_sake_cup_in_the_players_own_hand_is_no_threat_on_the_panel() -> None:
    view = _with(_koikoi_view(), [0, 28, 44], [CURTAIN, 2], [SAKE_CUP, 3])
    assert "zake" not in stop_or_go(view, NAMES).threat


def test_sanko_one_card_away_is_the_threat_on_the_panel_ahead_of_tan() -> None:
    view = _with(_koikoi_view(), [1, 5, 9], [0, 44, 13, 17, 25], [2, 3])
    assert stop_or_go(view, NAMES).threat == "Sankō 2/3"


def test_three_brights_with_the_rain_man_show_ame_shiko_one_card_away() -> None:
    view = _with(_koikoi_view(), [1, 5, 9], [0, 8, 40, 13, 17, 25], [2, 3])
    assert stop_or_go(view, NAMES).threat == "Ame-shikō 3/4"


def test_the_threat_list_shows_the_cards_the_opponent_still_needs_and_their_points() -> None:
    view = _with(_koikoi_view(), [1, 5], [BOAR, DEER], [2, 3])
    panel = stop_or_go(replace(view, koikoi_calls=(0, 0)), NAMES)
    first = panel.threats[0]
    assert first.progress.key == "inoshikacho"
    assert first.progress.cards == mask_of([BUTTERFLIES])
    assert first.after_koikoi == 10


@pytest.mark.parametrize("locale", LOCALES)
def test_a_threats_name_stops_before_its_pill_in_every_language(locale: str) -> None:
    """Every yaku named with the language's widest name: a name too long for the room left of
    its '+N' pill wraps, never running under the pill."""
    names = ("Aoi", "Ren")
    widest = max(
        (t(locale, f"yaku-{key}") for key in YAKU_NAMES),
        key=lambda name: text_width(name, 25, bold=True),
    )
    for seed in range(1, 9):
        match = deciding(seed, Phase.KOIKOI)
        view = match.view(match.round.to_move or 0)
        words = replace(picture_words(view, locale, names), yaku=dict.fromkeys(YAKU_NAMES, widest))
        with legibility.recording() as drawn:
            render_hand(view, names, words)
        threats = [d for d in drawn if d.text.startswith(widest) or d.text in widest]
        assert threats, seed  # the panel named a threat
        assert legibility.overlapping(drawn) == [], seed


@pytest.mark.parametrize("locale", LOCALES)
def test_a_threats_pill_counting_two_yaku_stands_on_a_line_naming_both(locale: str) -> None:
    view = _with(_koikoi_view(), [16, 29, SAKE_CUP, 44], [BOAR, DEER, 4, 12], [3])
    words = picture_words(view, locale, NAMES)
    panel = stop_or_go(view, NAMES, words)
    tane = next(threat for threat in panel.threats if threat.progress.key == "tane")
    label = threat_label(tane, words)
    assert label.startswith(f"{t(locale, 'yaku-tane')} 4/5")
    assert t(locale, "yaku-inoshikacho") in label  # the pill's +12 is both yaku's, doubled
