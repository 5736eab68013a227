"""Invisible characters by Unicode's own property, checked against another implementation of it
(Perl's, built from the same Unicode version's DerivedCoreProperties.txt)."""

from __future__ import annotations

import subprocess
import unicodedata

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from bot.app.kernel.safe_text import plain_name, shown_name
from bot.invisible import default_ignorable, invisible, without_invisible
from bot.render.fonts import clean

SURROGATES = range(0xD800, 0xE000)
# The characters reported surviving the cleaning, and their neighbours of each kind.
REPORTED = [
    *map(chr, range(0x2061, 0x2065)),  # invisible operators
    *map(chr, range(0x206A, 0x2070)),  # deprecated format characters
    *map(chr, range(0xE0000, 0xE0080)),  # tags
    "\u034f",  # combining grapheme joiner
    "\u3164",  # Hangul filler
    "\uffa0",  # halfwidth Hangul filler
    "\u115f",  # Hangul choseong filler
    "\u00ad",  # soft hyphen
    "\u200b",
    "\u200d",
    "\u202e",
    "\u2066",
    "\ufe0f",
    "\U000e0100",  # a variation selector beyond the BMP
]


def _perls_default_ignorables() -> set[int]:
    script = (
        "no warnings; for $c (0..0x10FFFF) { next if $c >= 0xD800 && $c <= 0xDFFF; "
        'print "$c\\n" if chr($c) =~ /\\p{Default_Ignorable_Code_Point}/ }'
    )
    version = subprocess.run(
        ["perl", "-MUnicode::UCD", "-e", "print Unicode::UCD::UnicodeVersion()"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert version == unicodedata.unidata_version, "compare the same Unicode version"
    found = subprocess.run(["perl", "-e", script], capture_output=True, text=True, check=True)
    return {int(line) for line in found.stdout.split()}


@pytest.mark.slow
def test_default_ignorable_is_unicodes_property_for_every_code_point() -> None:
    ours = {c for c in range(0x110000) if c not in SURROGATES and default_ignorable(chr(c))}
    assert ours == _perls_default_ignorables()


@pytest.mark.parametrize("char", REPORTED, ids=lambda c: f"U+{ord(c):04X}")
def test_an_invisible_character_leaves_no_trace_in_a_name(char: str) -> None:
    assert plain_name(f"Al{char}ice") == "Alice"
    assert plain_name(char * 3) == "?"
    assert shown_name(f"a{char}b") == "ab"
    assert clean(f"Bo{char}b") == "Bob"


names = st.text(st.characters(exclude_categories=("Cs",)), max_size=60)


@given(names)
@example("0" * 31 + " 0")  # cut at Discord's length just after a space
def test_a_cleaned_name_holds_nothing_invisible_and_cleaning_it_again_changes_nothing(
    name: str,
) -> None:
    cleaned = plain_name(name)
    assert not any(invisible(c) or unicodedata.category(c) in ("Zl", "Zp") for c in cleaned)
    assert cleaned == cleaned.strip() and "  " not in cleaned
    assert plain_name(cleaned) == cleaned


@given(names)
def test_cleaning_keeps_every_visible_character_in_its_order(name: str) -> None:
    visible = [c for c in name if not invisible(c) and not c.isspace()]
    kept = [c for c in without_invisible(name) if not c.isspace()]
    assert kept == visible
