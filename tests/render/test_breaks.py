"""Where a line may break: Japanese between phrases only, a player's name with its honorific
never, a card's name never, and no Polish line ending in a one-letter word."""

from __future__ import annotations

import itertools
import re

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.app.core.guide_words import guide_words
from bot.app.core.stories import match_words, round_words
from bot.engine.events import RoundResult
from bot.engine.rules import preset, with_house_rules
from bot.engine.yaku import Yaku
from bot.i18n import LOCALES, t
from bot.render import guide
from bot.render.fonts import fit_lines, text_width, wrap
from tests.i18n.catalogs import all_messages, format_message, variables

NBSP = "\u00a0"
JOINER = "\u2060"  # a mark of where no line breaks, never drawn
HIRAGANA = re.compile(r"[\u3041-\u309f]")
# Where a Japanese phrase (bunsetsu) may end: after its particles or a punctuation mark.
PHRASE_END = frozenset("、。，．：；！？）」』】〕〉》")
PHRASE_START = frozenset("（「『【〔〈《")
NEVER_FIRST = frozenset("、。，．」』）］｝〉》】・ー？！…ぁぃぅぇぉっゃゅょァィゥェォッャュョ")
# Words of the game no line may cut, whatever surrounds them.
GAME_WORDS = ("上がり", "月見酒", "花見酒", "こいこい", "回戦", "取り札", "猪鹿蝶", "雨四光")
NUMERIC = {
    *("count", "points", "number", "total", "base", "score", "rounds", "missing", "calls"),
    *("round", "match", "minutes", "seconds", "rank", "after", "own", "rival", "multiplier"),
}


def _japanese(char: str) -> bool:
    return "\u3000" <= char <= "\u9fff" or "\uff00" <= char <= "\uffef"


def _sentences(locale: str, name: str) -> list[str]:
    """Every message of ``locale``'s catalogs, its numbers filled in and its names ``name``."""
    out = []
    for key, message in all_messages(locale).items():
        args = {var: 12 if var in NUMERIC else name for var in variables(message)}
        text, errors = format_message(locale, key, args)
        if not errors:
            out.append(text.replace("\n", " ").replace("*", ""))
    return out


JAPANESE = [text for text in _sentences("ja", "Aoi") if any(map(_japanese, text))]
POLISH = _sentences("pl", "Aoi")


def _may_break(before: str, after: str) -> bool:
    """Whether a Japanese line may break between ``before`` and ``after``: where a phrase ends
    (after its particles, in hiragana, or a punctuation mark) and another starts."""
    if before == " " or after == " ":
        return True
    if not (_japanese(before) or _japanese(after)) or after in PHRASE_END | NEVER_FIRST:
        return False
    ends = before in PHRASE_END or bool(HIRAGANA.match(before))
    return (ends or after in PHRASE_START) and not HIRAGANA.match(after)


def _as_read(text: str) -> str:
    """``text`` with こいこい, a noun written in hiragana, and the okurigana inside compounds
    (取り札, 引き分け: one kana, no particle, between kanji) read as a noun's (in katakana)."""
    inside = re.sub(r"(?<=[一-龯])(?![をにはがのでともへや])[ぁ-ゖ](?=[一-龯])", "ア", text)
    return inside.replace("こいこい", "コイコイ")


def _phrases(text: str) -> list[str]:
    """``text`` cut where a line may break."""
    out = [text[:1]]
    for before, after in itertools.pairwise(_as_read(text)):
        if _may_break(before, after):
            out.append(after)
        else:
            out[-1] += after
    return [phrase.strip() for phrase in out if phrase.strip()]


def _widest_phrase(text: str) -> float:
    return max(text_width(phrase, 22) for phrase in _phrases(text))


@st.composite
def _japanese_at_a_width(draw: st.DrawFn) -> tuple[str, float]:
    """A Japanese sentence of the catalogs and a width no narrower than its widest phrase."""
    text = draw(st.sampled_from(JAPANESE))
    return text, draw(st.floats(_widest_phrase(text), 600))


def _boundaries(lines: list[str], text: str) -> list[int]:
    """Where in ``text`` (as written, spaces and all) each line after the first starts."""
    out, at = [], 0
    for line in lines:
        at = text.replace(NBSP, " ").index(line.replace(NBSP, " "), at)
        out.append(at)
        at += len(line)
    return out[1:]


@settings(max_examples=300, deadline=None)
@given(case=_japanese_at_a_width())
def test_a_japanese_line_breaks_only_between_phrases_where_each_phrase_fits(
    case: tuple[str, float],
) -> None:
    text, width = case
    lines = wrap(text, 22, width)
    for at in _boundaries(lines, text):
        before, after = _as_read(text)[at - 1], _as_read(text)[at]
        assert _may_break(before, after), (lines, before, after)


@settings(max_examples=300, deadline=None)
@given(case=_japanese_at_a_width())
def test_no_word_of_the_game_is_cut_by_a_japanese_line_break(case: tuple[str, float]) -> None:
    text, width = case
    assert all(word in " ".join(JAPANESE) for word in GAME_WORDS)
    lines = wrap(text, 22, width)
    for word in GAME_WORDS:
        assert text.count(word) == sum(line.count(word) for line in lines), (word, lines)


# The computer's names, a 32-character name with spaces, a Japanese name with a space, and one
# in hiragana followed by Latin (where a phrase could otherwise end inside it).
NAMES = ("CPU ★★", "Magnhild-Kristine Ødegård-Bakkeå", "山田 太郎", "さくら Ai")


def _told_with(name: str, locale: str) -> list[str]:
    """The sentences the result pictures tell about a player called ``name``."""
    names = (name, "CPU ★")
    played = with_house_rules(preset("standard"), {"multiplier": "own_calls"})
    won = RoundResult(0, (20, 0), "stop", (Yaku("sanko", 5, 0),), 5, 2, (1, 0))
    wiped = RoundResult(1, (0, 12), "stop", (Yaku("tan", 6, 0),), 6, 2, (2, 1))
    out: list[str] = []
    for result in (won, wiped):
        words = round_words(result, names, locale, 3, 3, played)
        out += [words.sum or "", *words.story]
    told = match_words(names, (30, 12), 0, {0: 30}, locale)
    return [*out, told.headline or "", *told.ranking]


@settings(max_examples=200, deadline=None)
@given(
    name=st.sampled_from(NAMES),
    locale=st.sampled_from(["ja", "pl", "en"]),
    width=st.integers(0, 500),
)
def test_a_players_name_and_its_honorific_are_never_split_over_two_lines(
    name: str, locale: str, width: int
) -> None:
    whole = f"{name}さん" if locale == "ja" else name
    room = max(width, text_width(whole, 24, bold=True) + 1)
    assert any(whole in s.replace(NBSP, " ").replace(JOINER, "") for s in _told_with(name, locale))
    for sentence in _told_with(name, locale):
        lines = [line.replace(NBSP, " ") for line in wrap(sentence, 24, room, bold=True)]
        said = sentence.replace(NBSP, " ").replace(JOINER, "").count(whole)
        assert said == sum(line.count(whole) for line in lines), lines


def _guide_lines(locale: str, rules: str) -> list[tuple[str, list[str]]]:
    """Each rule text of the guide of ``rules`` in ``locale`` and its lines as drawn."""
    words = guide_words(locale, preset(rules))
    room = guide.TILE_W - 36
    return [
        (text, fit_lines(text, guide.TEXT, room, lines=guide.LINES)[0])
        for text in words.rules.values()
    ]


def test_no_card_name_of_the_yaku_guide_is_split_over_two_lines() -> None:
    for locale, rules in itertools.product(LOCALES, ("standard", "traditional")):
        cards = [t(locale, f"card-{card}") for card in range(48)]
        for text, lines in _guide_lines(locale, rules):
            flat = [line.replace(NBSP, " ") for line in lines]
            for card in (card for card in cards if card in text.replace(NBSP, " ")):
                assert any(card in line for line in flat), (locale, card, lines)


ONE_LETTER = re.compile(r"(?:^|\s)[^\W\d_]$")


@st.composite
def _polish_at_a_width(draw: st.DrawFn) -> tuple[str, float]:
    """A Polish sentence of the catalogs and a width no narrower than its widest word pair."""
    text = draw(st.sampled_from(POLISH))
    pairs = re.findall(r"(?:(?<!\S)[^\W\d_] )+\S+|\S+", text)
    return text, draw(st.floats(max(text_width(pair, 22) for pair in pairs), 600))


@settings(max_examples=400, deadline=None)
@given(case=_polish_at_a_width())
def test_no_polish_line_ends_with_a_one_letter_word(case: tuple[str, float]) -> None:
    text, width = case
    lines = wrap(text, 22, width)
    assert not any(ONE_LETTER.search(line) for line in lines[:-1]), lines
