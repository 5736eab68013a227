from __future__ import annotations

from bot.render.fonts import ELLIPSIS, clean, fit, has_glyph, text_width


def test_characters_the_font_lacks_become_one_question_mark_per_run() -> None:
    assert clean("山田 Bob 😀😀") == "? Bob ?"


def test_a_name_with_nothing_drawable_falls_back() -> None:
    assert clean("山田太郎", fallback="P2") == "P2"


def test_accents_are_dropped_but_macrons_are_kept() -> None:
    assert clean("José Ōno") == "Jose Ōno"


def test_full_width_letters_are_folded_to_ascii() -> None:
    assert clean("ＡＢＣ") == "ABC"


def test_whitespace_runs_collapse() -> None:
    assert clean("  a \t\n b ") == "a b"


def test_the_built_in_font_draws_ascii_but_not_kanji() -> None:
    assert has_glyph("A") and has_glyph("7")
    assert not has_glyph("山")


def test_fit_trims_a_long_name_with_an_ellipsis() -> None:
    trimmed = fit("A very long player name indeed", 30, 200, bold=True)
    assert trimmed.endswith(ELLIPSIS)
    assert text_width(trimmed, 30, bold=True) <= 200


def test_fit_leaves_a_short_name_alone() -> None:
    assert fit("Aoi", 30, 200) == "Aoi"
