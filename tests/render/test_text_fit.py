"""Every catalog label of the table, hand, decision, result, review and yaku guide pictures fits
its box in every language: drawn with its longest translation, nothing is cut with an ellipsis.

Players' names are user input and may be cut; the pictures here name the players "A" and "B",
so any cut is a label's."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from dataclasses import replace

import pytest

from bot.app.core.guide_words import guide_words
from bot.app.core.picture_words import picture_words
from bot.app.core.stories import match_words, round_words
from bot.engine.events import RoundResult
from bot.engine.round import Phase
from bot.engine.rules import YAKU_NAMES, preset, with_house_rules
from bot.engine.scoring import base_points
from bot.engine.scoring import multiplier as multiply
from bot.engine.view import PlayerView
from bot.engine.yaku import Yaku
from bot.i18n import LOCALES, t
from bot.render import (
    decision,
    fonts,
    guide,
    hand,
    legibility,
    plates,
    results,
    review,
    roundinfo,
    seatbar,
    table,
)
from bot.render.breaks import plain
from bot.render.demo import deciding, mid_round
from bot.render.fonts import text_width
from bot.render.words import Words
from bot.review.picture_words import review_words
from tests.review.test_picture_words import feeding, stopping

NAMES = ("A", "B")
FITTING = (fonts, table, hand, seatbar, roundinfo, decision, results, plates, guide, review)


@pytest.fixture
def cuts(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The texts the pictures drawn meanwhile cut with an ellipsis."""
    found: list[str] = []
    real = fonts.fit

    def recording(text: str, size: int, max_width: float, bold: bool = False) -> str:
        shown = real(text, size, max_width, bold)
        if shown != text:
            found.append(text)
        return shown

    for module in FITTING:
        if hasattr(module, "fit"):
            monkeypatch.setattr(module, "fit", recording)
    yield found


def _longest(locale: str, keys: list[str], **args: object) -> str:
    """The widest of the messages ``keys`` in ``locale``."""
    texts = [t(locale, key, **args) for key in keys]
    return max(texts, key=lambda text: text_width(text, 30, bold=True))


def _longest_words(locale: str, view: PlayerView) -> Words:
    """The picture's words with every name at its widest: the widest month, yaku and card."""
    words = picture_words(view, locale)
    month = _longest(locale, [f"month-{m}" for m in range(1, 13)])
    yaku = _longest(locale, [f"yaku-{key}" for key in YAKU_NAMES])
    card = _longest(locale, [f"card-{c}" for c in range(48)])
    take = t(locale, "button-take", card=card)
    return replace(
        words,
        month=month,
        yaku=dict.fromkeys(YAKU_NAMES, yaku),
        take=dict.fromkeys(words.take, take),
    )


def _crowded(view: PlayerView) -> PlayerView:
    """The view with both seats' koi-koi chips, the last round of twelve and a multiplier."""
    return replace(view, koikoi_calls=(3, 3), round_number=12, rounds=12, multiplier=4)


def _open_ended(view: PlayerView) -> PlayerView:
    """The view of an open-ended match: a round past twelve and a target."""
    return replace(view, round_number=15, rounds=None, target_score=50)


VIEWS: dict[str, Callable[[], PlayerView]] = {
    "mid-round": lambda: _crowded(mid_round(1).view(0)),
    "open-ended": lambda: _open_ended(mid_round(1, preset("traditional")).view(0)),
    "capture choice": lambda: _crowded(_seat_to_move(deciding(3, Phase.TAKE))),
    "stop or koi-koi": lambda: _crowded(_seat_to_move(deciding(3, Phase.KOIKOI))),
}


def _seat_to_move(match: object) -> PlayerView:
    seat = match.round.to_move  # type: ignore[attr-defined]
    return match.view(seat)  # type: ignore[attr-defined]


@pytest.mark.parametrize("state", VIEWS)
@pytest.mark.parametrize("locale", LOCALES)
def test_no_label_of_the_table_or_hand_is_cut_in_any_language(
    cuts: list[str], locale: str, state: str
) -> None:
    view = VIEWS[state]()
    words = _longest_words(locale, view)
    table.render_table(view, NAMES, words)
    hand.render_hand(view, NAMES, words)
    assert cuts == []


@pytest.mark.parametrize("locale", LOCALES)
def test_no_yaku_or_dealer_point_of_the_round_result_is_cut_in_any_language(
    cuts: list[str], locale: str
) -> None:
    widest = _longest(locale, [f"yaku-{key}" for key in YAKU_NAMES])
    made = tuple(Yaku(key, 5, 0) for key in ("goko", "inoshikacho", "tsukimi"))
    won = RoundResult(0, (30, 0), "stop", made, base=15, multiplier=2, koikoi_calls=(2, 1))
    dealer = RoundResult(1, (0, 1), "exhausted", (), base=1)
    for result in (won, dealer):
        words = round_words(result, NAMES, locale, 13, 1, preset("standard"))
        words = replace(words, yaku=dict.fromkeys(YAKU_NAMES, widest))
        results.render_round_result(result, NAMES, (30, 1), 13, 1, words)
    assert cuts == []


@pytest.mark.parametrize("rules", ["standard", "traditional", "single-deal"])
@pytest.mark.parametrize("locale", LOCALES)
def test_no_line_of_the_yaku_guide_is_cut_in_any_language(
    cuts: list[str], locale: str, rules: str
) -> None:
    guide.render_yaku_guide(preset(rules), guide_words(locale, preset(rules)))
    assert cuts == []


@pytest.mark.parametrize("shared", [False, True])
@pytest.mark.parametrize("locale", LOCALES)
def test_no_label_or_legend_line_of_a_review_is_cut_in_any_language(
    cuts: list[str], locale: str, shared: bool
) -> None:
    for judged in (feeding(), stopping()):
        words = review_words(locale, judged, NAMES[1], shared_by=NAMES[0] if shared else None)
        review.render_decision(judged.view, judged.played, judged.best, judged.points, words)
    assert cuts == []


LONGEST_NAMES = ("Magnhild-Kristine Ødegård-Bakke", "Wiktoria Szczepańska-Brzęczyszczy")
HOUSE = (
    {},
    {"multiplier": "after_rival_call", "seven_doubled": "on", "rain": "on"},
    {"multiplier": "own_calls", "viewing": "bonus_only", "length": "target", "sake_cup": "joker"},
)


@pytest.mark.parametrize("house", HOUSE, ids=lambda house: ",".join(house) or "none")
@pytest.mark.parametrize("rules", ["standard", "traditional", "single-deal"])
@pytest.mark.parametrize("locale", LOCALES)
def test_no_sentence_of_a_round_result_is_cut_under_any_rules_or_name(
    cuts: list[str], locale: str, rules: str, house: dict[str, str]
) -> None:
    """The sum, step by step, each KOI-KOI line and the house rules wrap onto more lines (the
    picture grows) with names of the longest Discord allows: none ends in '…', none is wider
    than the picture."""
    played = with_house_rules(preset(rules), house)
    made = (Yaku("sanko", 5, 0), Yaku("tan", 4, 0))
    base = base_points(played, 9)
    results_ = [
        RoundResult(seat, paid, "stop", made, base, times, calls)
        for seat in (0, 1)
        for calls in ((1, 0), (2, 1), (0, 3))
        for times in [multiply(played, seat, calls)]
        for paid in [(base * times, 0) if seat == 0 else (0, base * times)]
    ]
    for result in results_:
        words = round_words(result, LONGEST_NAMES, locale, 13, 1, played)
        with legibility.recording() as drawn:
            results.render_round_result(result, LONGEST_NAMES, (30, 1), 13, 1, words)
        sentences = [plain(text) for text in (words.sum or "", *words.story, words.house)]
        said = "".join(d.text for d in drawn).replace(" ", "")
        for sentence in filter(None, sentences):
            assert sentence.replace(" ", "") in said, sentence
        for d in drawn:
            shortened = d.text.endswith("…") and any(
                name.startswith(d.text[:-1]) for name in LONGEST_NAMES
            )
            assert "…" not in d.text or shortened, d.text  # only a name on a plate is shortened
            assert text_width(d.text, d.size, d.bold) <= results.WIDTH - 2 * results.MARGIN


# Discord's longest display name (32 characters, as ``safe_text`` keeps it): one with spaces and
# one word the width of the name, which a line can only break inside.
NAMES_32 = ("Magnhild-Kristine Ødegård-Bakkeå", "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW")
SEEDS = range(1, 5)


def _names_only_are_cut(cut: list[str], names: tuple[str, ...]) -> list[str]:
    """The cut texts that are not a player's name on a plate."""
    return [text for text in cut if text not in names]


@pytest.mark.parametrize("house", HOUSE, ids=lambda house: ",".join(house) or "none")
@pytest.mark.parametrize("rules", ["standard", "traditional", "single-deal"])
@pytest.mark.parametrize("locale", LOCALES)
def test_no_word_of_a_stop_or_koikoi_panel_is_cut_or_drawn_over_another_with_32_character_names(
    cuts: list[str], locale: str, rules: str, house: dict[str, str]
) -> None:
    played = with_house_rules(preset(rules), house)
    for seed in SEEDS:
        match = deciding(seed, Phase.KOIKOI, played)
        view = _seat_to_move(match)
        words = picture_words(view, locale, NAMES_32)
        with legibility.recording() as drawn:
            hand.render_hand(view, NAMES_32, words)
        assert _names_only_are_cut(cuts, NAMES_32) == [], seed
        assert legibility.overlapping(drawn) == [], seed


@pytest.mark.parametrize("locale", LOCALES)
def test_no_line_of_a_match_result_is_cut_or_drawn_over_another_with_32_character_names(
    cuts: list[str], locale: str
) -> None:
    won = RoundResult(0, (30, 0), "stop", (Yaku("goko", 10, 0),), base=10, koikoi_calls=(2, 1))
    lost = RoundResult(1, (0, 6), "stop", (Yaku("tan", 6, 0),), base=6, koikoi_calls=(0, 0))
    rounds = [won, lost] * 6
    for winner, scores in ((0, (180, 36)), (None, (99, 99))):
        awarded = {0: 30, 1: 12}
        words = match_words(NAMES_32, scores, winner, awarded, locale)
        with legibility.recording() as drawn:
            results.render_match_result(NAMES_32, scores, winner, rounds, words)
        assert _names_only_are_cut(cuts, NAMES_32) == [], winner
        assert legibility.overlapping(drawn) == [], winner


@pytest.mark.parametrize("house", HOUSE, ids=lambda house: ",".join(house) or "none")
@pytest.mark.parametrize("rules", ["standard", "traditional", "single-deal"])
@pytest.mark.parametrize("locale", LOCALES)
def test_no_line_of_the_yaku_guide_is_cut_or_drawn_over_another_under_house_rules(
    cuts: list[str], locale: str, rules: str, house: dict[str, str]
) -> None:
    played = with_house_rules(preset(rules), house)
    with legibility.recording() as drawn:
        guide.render_yaku_guide(played, guide_words(locale, played))
    assert cuts == []
    assert legibility.overlapping(drawn) == []


@pytest.mark.parametrize("locale", LOCALES)
def test_no_text_of_a_round_result_is_drawn_over_another_with_32_character_names(
    locale: str,
) -> None:
    played = with_house_rules(preset("standard"), HOUSE[1])
    made = (Yaku("sanko", 5, 0), Yaku("tan", 4, 0), Yaku("inoshikacho", 5, 0))
    result = RoundResult(1, (0, 56), "stop", made, 14, 4, (2, 1))
    words = round_words(result, NAMES_32, locale, 13, 1, played)
    with legibility.recording() as drawn:
        results.render_round_result(result, NAMES_32, (30, 1), 13, 1, words)
    assert legibility.overlapping(drawn) == []


# The computer's name (a space inside) and Discord's longest display names, with spaces.
SPLIT_NAMES = (("CPU ★★", NAMES_32[0]), (NAMES_32[0], "CPU ★"))


def _torn(drawn: list[legibility.Drawn], names: tuple[str, ...], locale: str) -> list[str]:
    """The names (with their honorific in Japanese) whose start ends one drawn line and whose
    rest starts the next; only a name wider than either line may break, at its own spaces."""
    wholes = [f"{name}さん" if locale == "ja" else name for name in names]
    torn = []
    for above, below in itertools.pairwise(drawn):
        widest = max(text_width(d.text, d.size, d.bold) for d in (above, below))
        for name in wholes:
            for cut in range(1, len(name)):
                head, tail = name[:cut].rstrip(), name[cut:].lstrip()
                if not (head and tail and above.text.endswith(head)):
                    continue
                wide = text_width(name, below.size, below.bold) > widest
                at_a_space = " " in name[cut - 1 : cut + 1]
                if below.text.startswith(tail) and not (wide and at_a_space):
                    torn.append(f"{above.text} / {below.text}")
    return torn


def _draw_pictures_with_sentences(names: tuple[str, str], locale: str) -> None:
    """Draws, one after another, the round results, the match result and the KOI-KOI panel
    that name the players in sentences."""
    played = with_house_rules(preset("standard"), HOUSE[1])
    made = (Yaku("sanko", 5, 0), Yaku("tan", 4, 0))
    for seat, calls in ((0, (1, 0)), (1, (2, 1)), (0, (0, 3))):
        times = multiply(played, seat, calls)
        paid = (9 * times, 0) if seat == 0 else (0, 9 * times)
        result = RoundResult(seat, paid, "stop", made, 9, times, calls)
        words = round_words(result, names, locale, 13, 1, played)
        results.render_round_result(result, names, (30, 1), 13, 1, words)
    rounds = [RoundResult(0, (30, 0), "stop", (Yaku("goko", 10, 0),), 10, 1, (2, 1))] * 12
    told = match_words(names, (180, 36), 0, {0: 30, 1: 12}, locale)
    results.render_match_result(names, (180, 36), 0, rounds, told)
    for seed in SEEDS:
        view = _seat_to_move(deciding(seed, Phase.KOIKOI, played))
        hand.render_hand(view, names, picture_words(view, locale, names))


@pytest.mark.parametrize("names", SPLIT_NAMES, ids=["cpu-first", "long-first"])
@pytest.mark.parametrize("locale", ["ja", "pl", "en"])
def test_no_players_name_is_torn_over_two_lines_nor_cut_in_a_sentence_of_any_picture(
    cuts: list[str], locale: str, names: tuple[str, str]
) -> None:
    with legibility.recording() as drawn:
        _draw_pictures_with_sentences(names, locale)
    assert _torn(drawn, names, locale) == []
    assert _names_only_are_cut(cuts, names) == []


@pytest.mark.parametrize("rules", ["standard", "traditional", "single-deal"])
@pytest.mark.parametrize("locale", ["ja", "pl"])
def test_no_card_name_of_the_yaku_guide_is_torn_over_two_lines(locale: str, rules: str) -> None:
    with legibility.recording() as drawn:
        guide.render_yaku_guide(preset(rules), guide_words(locale, preset(rules)))
    cards = tuple({t(locale, f"card-{card}") for card in range(48)})
    assert _torn(drawn, cards, "pl") == []
