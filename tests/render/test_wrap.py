"""Labels too wide for their box wrap or shrink instead of being cut."""

from __future__ import annotations

from bot.render.fonts import ELLIPSIS, fit_lines, fit_size, text_width, wrap


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
