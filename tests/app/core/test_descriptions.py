from __future__ import annotations

from dataclasses import replace

import pytest

from bot.app.core.descriptions import (
    LIMIT,
    hand_description,
    match_description,
    pile_sentence,
    round_description,
    table_description,
)
from bot.engine.cards import BOAR, CRANE, DEER, MOON, mask_of
from bot.engine.events import RoundResult
from bot.engine.round import Phase
from bot.engine.rules import STANDARD, with_house_rules
from bot.engine.view import PlayerView
from bot.engine.yaku import Yaku
from bot.i18n import LOCALES, t
from bot.render.demo import deciding, finished, mid_round

NAMES = ("alice", "Ren")


def _public() -> PlayerView:
    match = mid_round(3)
    return PlayerView.public(match.round, match)


def test_the_table_is_described_round_field_piles_draw_pile_and_turn() -> None:
    text = table_description(_public(), NAMES, "en")
    assert text.startswith("Round 1, January. Field: ")
    assert "alice has" in text and "Ren has" in text
    assert "left in the draw pile." in text and "to play." in text


def test_a_pile_is_described_by_its_kinds_and_its_yaku() -> None:
    view = replace(_public(), captures=(mask_of([CRANE, MOON, BOAR, DEER, 2, 3]), 0))
    text = pile_sentence(view, 0, "alice", "en")
    assert text.startswith("alice has 6 cards captured: 2 brights, 2 animals, and 2 chaff.")
    assert pile_sentence(view, 1, "Ren", "en") == "Ren has captured nothing yet."


def test_the_koikoi_decision_is_described_with_the_stop_score_and_the_threats() -> None:
    match = deciding(1, Phase.KOIKOI)
    view = match.view(match.round.to_move or 0)
    text = hand_description(view, NAMES, "en")
    assert f"STOP scores {view.stop_score().total} now." in text
    assert "Your hand: " in text and "Your turn." in text


@pytest.mark.parametrize("locale", LOCALES)
def test_every_description_is_in_the_readers_language_and_within_discords_limit(
    locale: str,
) -> None:
    match = finished(3)
    results = list(match.results)
    texts = [
        table_description(_public(), NAMES, locale),
        round_description(results[0], NAMES, (5, 0), 1, locale, STANDARD),
        match_description(NAMES, (match.scores[0], match.scores[1]), match.winner, results, locale),
    ]
    assert all(0 < len(text) <= LIMIT for text in texts)
    if locale != "en":
        assert texts[0] != table_description(_public(), NAMES, "en")


def _japanese_descriptions(seed: int) -> list[str]:
    """Every description of a whole match's pictures, in Japanese."""
    match = finished(seed)
    out = [match_description(NAMES, match.scores, match.winner, match.results, "ja")]
    for number, result in enumerate(match.results, start=1):
        out.append(round_description(result, NAMES, (0, 0), number, "ja", STANDARD))
    table = mid_round(seed)
    out.append(table_description(PlayerView.public(table.round, table), NAMES, "ja"))
    deciding_match = deciding(seed, Phase.KOIKOI)
    mover = deciding_match.round.to_move
    assert mover is not None
    out.append(hand_description(deciding_match.view(mover), NAMES, "ja"))
    return out


@pytest.mark.parametrize("seed", range(1, 9))
def test_japanese_descriptions_end_their_sentences_with_a_japanese_full_stop(seed: int) -> None:
    for text in _japanese_descriptions(seed):
        assert "." not in text, text
        assert "。 " not in text, text  # no space after a Japanese full stop


@pytest.mark.parametrize("locale", LOCALES)
def test_every_description_of_a_hard_koi_match_names_its_house_rules(locale: str) -> None:
    hard = with_house_rules(STANDARD, {"multiplier": "after_rival_call", "seven_doubled": "on"})
    named = t(locale, "house-multiplier-after-rival-call")
    seven = t(locale, "house-seven-doubled-on")
    match = deciding(2, Phase.KOIKOI, hard)
    seat = match.round.to_move or 0
    public = PlayerView.public(match.round, match)
    made = (Yaku("sanko", 5, 0),)
    result = RoundResult(0, (10, 0), "stop", made, 5, 2, (0, 1))
    for text in (
        table_description(public, NAMES, locale),
        hand_description(match.view(seat), NAMES, locale),
        round_description(result, NAMES, (10, 0), 1, locale, hard),
    ):
        assert named in text and seven in text


def test_a_hard_koi_decision_is_described_with_what_the_call_does_for_each_player() -> None:
    hard = with_house_rules(STANDARD, {"multiplier": "after_rival_call"})
    match = deciding(2, Phase.KOIKOI, hard)
    view = replace(match.view(match.round.to_move or 0), koikoi_calls=(0, 0))
    text = hand_description(view, NAMES, "en")
    assert "your own stops stay ×1" in text and "score ×2 from here" in text
