"""Read on a phone: every text the table, the hand and its decision panel draw, measured as a
360 px wide screen shows it, in every language and preset, house rules played."""

from __future__ import annotations

import re

import pytest
from PIL import Image, ImageDraw

from bot.app.core.picture_words import picture_words
from bot.engine.match import Match
from bot.engine.round import Phase
from bot.engine.rules import preset, with_house_rules
from bot.engine.view import PlayerView
from bot.i18n.catalog import LOCALES
from bot.render import legibility
from bot.render.demo import deciding, mid_round
from bot.render.fonts import draw_text
from bot.render.hand import render_hand
from bot.render.table import render_table

NAMES = ("Aoi", "Magnhild-Kristine")
READ = 11.0  # names, scores and the yaku watch, at 360 px wide
NEEDED = 9.0  # anything else a player needs
COUNTED = re.compile(r".+ \d+/\d+$")  # a watched yaku, "Tane 4/5"
# Not reached yet: the month digit on a field card's plate reaches 9 px at 360 px wide, not 11.
MONTH = 9.0
# Played beyond the preset: the table names them on its footer, which is measured too.
HOUSE = {"multiplier": "after_rival_call", "seven_doubled": "on", "rain": "on"}


def _pictures(rules: str, locale: str) -> list[tuple[str, list[legibility.Drawn]]]:
    """The table, the hand mid-round and the hand at STOP / KOI-KOI, each as drawn."""
    out: list[tuple[str, list[legibility.Drawn]]] = []
    played = with_house_rules(preset(rules), HOUSE)
    at_decision = deciding(3, Phase.KOIKOI, played)
    playing = mid_round(5, played)
    views: list[tuple[str, Match, PlayerView]] = [
        ("table", at_decision, PlayerView.public(at_decision.round, at_decision)),
        ("hand at a decision", at_decision, at_decision.view(at_decision.round.to_move or 0)),
        ("hand in play", playing, playing.view(0)),
    ]
    for what, _, view in views:
        words = picture_words(view, locale, NAMES)
        with legibility.recording() as drawn:
            if what == "table":
                render_table(view, NAMES, words)
            else:
                render_hand(view, NAMES, words)
        width = max(d.width for d in drawn)
        out.append((what, [d for d in drawn if d.width == width]))
    return out


@pytest.mark.parametrize("rules", ["standard", "traditional", "single-deal"])
@pytest.mark.parametrize("locale", LOCALES)
def test_nothing_a_player_needs_is_drawn_below_9_px_on_a_phone(rules: str, locale: str) -> None:
    for what, drawn in _pictures(rules, locale):
        small = [(d.text, round(d.size_at(), 1)) for d in drawn if d.size_at() < NEEDED]
        assert not small, f"{what}: {small}"


@pytest.mark.parametrize("rules", ["standard", "traditional", "single-deal"])
@pytest.mark.parametrize("locale", LOCALES)
def test_names_scores_and_the_yaku_watch_are_at_least_11_px_on_a_phone(
    rules: str, locale: str
) -> None:
    for what, drawn in _pictures(rules, locale):
        read = [d for d in drawn if (COUNTED.match(d.text) or d.text in NAMES) and not d.role]
        assert read, what  # the watch or the names were measured at all
        small = [(d.text, round(d.size_at(), 1)) for d in read if d.size_at() < READ]
        assert not small, f"{what}: {small}"


@pytest.mark.parametrize("rules", ["standard", "traditional", "single-deal"])
def test_the_field_cards_month_digits_are_at_least_9_px_on_a_phone(rules: str) -> None:
    for what, drawn in _pictures(rules, "en"):
        months = [d for d in drawn if d.role == "month"]
        assert months, what  # a field was drawn and measured
        small = [(d.text, round(d.size_at(), 1)) for d in months if d.size_at() < MONTH]
        assert not small, f"{what}: {small}"


def test_a_text_drawn_over_another_is_found_and_lines_one_under_another_are_not() -> None:
    image = Image.new("RGB", (400, 200))
    draw = ImageDraw.Draw(image)
    with legibility.recording() as drawn:
        draw_text(draw, (10, 20), "Ino-shika-chō 2/3", 25, (255, 255, 255), "lm", bold=True)
        draw_text(draw, (10, 54), "Tane 4/5", 25, (255, 255, 255), "lm", bold=True)
    assert legibility.overlapping(drawn) == []
    with legibility.recording() as drawn:
        draw_text(draw, (10, 20), "Ino-shika-chō 2/3", 25, (255, 255, 255), "lm", bold=True)
        draw_text(draw, (150, 22), "+24", 25, (255, 255, 255), "lm", bold=True)
    assert legibility.overlapping(drawn) == [("Ino-shika-chō 2/3", "+24")]
