"""Labels too wide for their box wrap or shrink instead of being cut."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.render.breaks import NO_LINE_END
from bot.render.fonts import ELLIPSIS, fit_lines, fit_size, text_width, wrap
from tests.i18n.catalogs import all_messages, format_message, variables


def test_a_label_that_fits_stays_on_one_line() -> None:
    assert wrap("Round 3 of 12", 22, 400) == ["Round 3 of 12"]


def test_two_lines_are_split_where_the_wider_is_narrowest() -> None:
    assert wrap("Pertama mencapai 50", 24, 222) == ["Pertama", "mencapai 50"]


def test_japanese_without_spaces_wraps_between_characters() -> None:
    lines = wrap("柳に小野道風を取る柳に小野道風を取る", 22, 120)
    assert len(lines) > 1 and "".join(lines) == "柳に小野道風を取る柳に小野道風を取る"
    assert all(text_width(line, 22) <= 120 for line in lines)


def test_a_label_shrinks_before_it_is_cut() -> None:
    text = "KOI-KOI · Najbliższe yaku rywala"
    width = text_width(text, 22, bold=True)
    assert fit_size(text, 22, width - 20, bold=True, smallest=18) < 22
    lines, _ = fit_lines(text, 22, width * 0.7, bold=True)
    assert len(lines) == 2 and not any(ELLIPSIS in line for line in lines)


# What Japanese never starts a line with, and never ends one with.
CLOSING = "、。，．」』）］｝〉》】・ー？！…ぁぃぅぇぉっゃゅょァィゥェォッャュョ"
OPENING = "「『（［｛〈《【"


def _ideographic(char: str) -> bool:
    return "\u2e80" <= char <= "\ufaff" or "\uff00" <= char <= "\uffef"


def _japanese_texts() -> list[str]:
    """Every Japanese message of the catalogs, its placeholders given a number or a name."""
    out = []
    for key, message in all_messages("ja").items():
        args = {name: 12 if name in NUMERIC else "Aoi" for name in variables(message)}
        text, errors = format_message("ja", key, args)
        if not errors and any(_ideographic(char) for char in text):
            out.append(text.replace("\n", " ").replace("*", ""))
    return out


NUMERIC = {"count", "points", "number", "total", "base", "score", "rounds", "missing", "calls"}
JAPANESE = _japanese_texts()


@settings(max_examples=400, deadline=None)
@given(text=st.sampled_from(JAPANESE), width=st.integers(180, 600))
def test_no_japanese_line_starts_with_a_closing_mark_or_ends_with_an_opening_one(
    text: str, width: int
) -> None:
    lines = wrap(text, 22, width)
    assert all(line[0] not in CLOSING for line in lines[1:]), lines
    assert all(line[-1] not in OPENING for line in lines[:-1]), lines


@settings(max_examples=400, deadline=None)
@given(text=st.sampled_from(JAPANESE), width=st.integers(180, 600))
def test_a_number_stays_with_its_counter_on_one_line(text: str, width: int) -> None:
    lines = wrap(text, 22, width)
    for before, after in itertools.pairwise(lines):
        counter = _ideographic(after[0]) and after[0] not in NO_LINE_END  # not "12（"
        assert not (before[-1].isdigit() and (after[0].isdigit() or counter)), (before, after)


def test_the_japanese_rules_were_tried_on_the_catalogs_sentences() -> None:
    assert len(JAPANESE) > 200
    assert any("、" in text for text in JAPANESE) and any("12枚" in text for text in JAPANESE)


def test_a_one_word_label_shrinks_rather_than_break_inside_the_word() -> None:
    width = text_width("Tsukimi-zake", 32, bold=True) - 10
    lines, size = fit_lines("Tsukimi-zake", 32, width, bold=True, smallest=26)
    assert lines == ["Tsukimi-zake"] and size < 32
