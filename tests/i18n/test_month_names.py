"""Month names: each card's month is a clear abbreviation of its month, the same for the four
cards of a month, and a month heading starts with a capital in every language."""

from __future__ import annotations

import pytest

from bot.i18n import LOCALES, t
from bot.render.results import round_heading
from bot.render.words import RoundWords

# Abbreviations that read as another word: Polish "Lis" is "fox", "List" is "letter".
MISREAD = {"pl": {"lis", "list"}}


# Japanese names a card by its plant and subject (松に鶴): no month abbreviation to check.
ABBREVIATED = [locale for locale in LOCALES if " · " in t(locale, "card-0")]


def test_every_language_but_japanese_names_a_cards_month() -> None:
    assert sorted(ABBREVIATED) == sorted(set(LOCALES) - {"ja"})


def _abbreviation(locale: str, card: int) -> str:
    return t(locale, f"card-{card}").split(" · ")[0]


@pytest.mark.parametrize("locale", ABBREVIATED)
def test_each_months_cards_share_one_abbreviation_of_that_month(locale: str) -> None:
    for month in range(1, 13):
        shown = {_abbreviation(locale, card) for card in range((month - 1) * 4, month * 4)}
        assert len(shown) == 1
        short = shown.pop().rstrip(".").casefold()
        assert t(locale, f"month-{month}").casefold().startswith(short)
        assert short not in MISREAD.get(locale, set())


@pytest.mark.parametrize("locale", LOCALES)
def test_a_month_heading_starts_with_a_capital(locale: str) -> None:
    for month in range(1, 13):
        name = round_heading(month, month, RoundWords(month=t(locale, f"month-{month}")))[0]
        assert name[:1] == name[:1].upper()
        assert name.casefold() == t(locale, f"month-{month}").casefold()
