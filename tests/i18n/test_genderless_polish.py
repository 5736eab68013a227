"""Polish sentences about a player do not assume the player's gender: the past tense (zawołał /
zawołała) is avoided wherever a name or "you" is its subject."""

from __future__ import annotations

import re
from functools import cache

import pytest

from tests.i18n.catalogs import all_messages, format_message, variables

PEOPLE = {"name", "opponent", "user", "member", "caller", "winner", "name0", "name1", "player"}
NAME = "Alex"
# A past-tense verb agreeing with the name: up to two words after it ("Alex nie zdobył").
AFTER_NAME = re.compile(rf"{NAME}(?:\s+\w+){{0,2}}?\s+\w+ł\b(?!\(a\))")
# "You" in the past tense, masculine or feminine: Zakończyłeś, zakończyłaś.
SECOND_PERSON = re.compile(r"\b\w+ł(eś|aś|byś)\b")


@cache  # formatted by the worker that runs these tests, not by every worker as it collects
def _polish() -> list[tuple[str, str]]:
    out = []
    for key, message in all_messages("pl").items():
        args: dict[str, object] = {
            name: NAME if name in PEOPLE else 5 for name in variables(message)
        }
        text, errors = format_message("pl", key, args)
        if not errors:
            out.append((key, text))
    return out


def test_no_polish_sentence_puts_a_named_player_in_a_gendered_past_tense() -> None:
    texts = _polish()
    assert len(texts) > 100  # the catalog was read and formatted, not found empty
    wrong = [f"{key}: {text}" for key, text in texts if AFTER_NAME.search(text)]
    assert wrong == []


def test_no_polish_sentence_speaks_to_the_player_in_a_gendered_past_tense() -> None:
    wrong = [f"{key}: {text}" for key, text in _polish() if SECOND_PERSON.search(text)]
    assert wrong == []


@pytest.mark.parametrize("text", ["Alex zawołał KOI-KOI", "Alex nie zdobył karty", "Zakończyłeś"])
def test_the_checks_catch_a_gendered_sentence(text: str) -> None:
    assert AFTER_NAME.search(text) or SECOND_PERSON.search(text)
