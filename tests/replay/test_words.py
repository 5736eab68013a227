"""A replay in words: the line under each table, and the alt text of the whole."""

from __future__ import annotations

from bot.engine import events as ev
from bot.render.demo import finished
from bot.replay.scenes import PlayedMatch, Span, scenes
from bot.replay.words import MOST_DESCRIBED, caption, description

NAMES = ("Aoi", "Bea")


def test_a_moves_caption_tells_what_it_captured():
    shown = scenes(PlayedMatch.of(finished(5)), Span("round", 1))
    move = next(s for s in shown if any(isinstance(e, ev.CardsCaptured) for e in s.events))
    assert any(" took " in line for line in caption(move, NAMES, "en"))


def test_the_alt_text_tells_the_rounds_deal_and_how_it_ended():
    match = finished(5)
    shown = scenes(PlayedMatch.of(match), Span("round", 2))
    told = description(shown, NAMES, "en")
    assert "Round 2" in told
    result = match.results[1]
    if result.winner is None:
        assert "draw" in told
    else:
        assert f"{NAMES[result.winner]} wins the round" in told


def test_the_alt_text_of_a_whole_match_fits_discords_limit_and_ends_with_a_mark():
    told = description(scenes(PlayedMatch.of(finished(94)), Span("match")), NAMES, "en")
    assert len(told) <= MOST_DESCRIBED and told.endswith("…")


def test_the_alt_text_is_in_the_viewers_language():
    shown = scenes(PlayedMatch.of(finished(5)), Span("round", 1))
    assert description(shown, NAMES, "pl") != description(shown, NAMES, "en")
