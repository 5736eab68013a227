"""One word per concept in each language: every message that speaks of the field (the cards
face up between the players) calls it by the language's one word for it, never by a synonym."""

from __future__ import annotations

import re

import pytest

from bot.i18n import LOCALES
from tests.i18n.catalogs import all_messages, text_of

# The field's one word in each language, and the words that must not stand for it.
FIELD = {
    "en": (r"\bfield\b", r"\bboard\b"),
    "ja": (r"場", r"テーブル"),
    "pl": (r"\bst(ół|ole|ołu)\b", r"\bpol(e|u)\b|\bplansz"),
    "nb": (r"\bbord(et)?\b|\bbordkort", r"\bbrett"),
    "ms": (r"\bpadang\b", r"\bmeja\b"),
}


def _field_messages(locale: str, *, table: bool = True) -> dict[str, str]:
    """The messages whose English speaks of the field, in ``locale`` (``table``: also those
    that speak of the public table, whose word may be the synonym: Malay "meja")."""
    english = all_messages("en")
    own = all_messages(locale)
    return {
        key: text_of(own[key])
        for key, message in english.items()
        if re.search(FIELD["en"][0], text_of(message), re.IGNORECASE)
        and key in own
        and (table or not re.search(r"\btable\b", text_of(message), re.IGNORECASE))
    }


def test_every_language_has_its_word_for_the_field() -> None:
    assert sorted(FIELD) == sorted(LOCALES)


@pytest.mark.parametrize("locale", LOCALES)
def test_the_field_is_called_by_one_word_in_each_language(locale: str) -> None:
    word, synonym = FIELD[locale]
    messages = _field_messages(locale)
    assert len(messages) > 10
    missing = [key for key, text in messages.items() if not re.search(word, text, re.I)]
    only_field = _field_messages(locale, table=False)
    mixed = [key for key, text in only_field.items() if re.search(synonym, text, re.I)]
    assert (missing, mixed) == ([], [])


def test_norwegian_never_calls_anything_a_brett() -> None:
    """The field is "bordet": "brettet" is a second word for it, so it is not used at all."""
    found = [key for key, m in all_messages("nb").items() if re.search(r"\bbrett", text_of(m))]
    assert found == []
