from __future__ import annotations

import pytest
from fluent.runtime import FluentBundle

from bot.i18n.catalog import Catalog


@pytest.fixture
def formatted(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The messages Fluent itself formats, by key."""
    seen: list[str] = []
    original = FluentBundle.format_pattern

    def counting(self: FluentBundle, pattern: object, args: object = None) -> object:
        seen.append(str(getattr(pattern, "id", pattern)))
        return original(self, pattern, args)  # type: ignore[arg-type]

    monkeypatch.setattr(FluentBundle, "format_pattern", counting)
    return seen


def test_a_message_asked_for_again_with_the_same_arguments_is_formatted_once(
    formatted: list[str],
) -> None:
    catalog = Catalog()
    first = catalog.format("en", "narrate-played-to-field", name="Aoi", card="Jan · Crane")
    again = catalog.format("en", "narrate-played-to-field", card="Jan · Crane", name="Aoi")
    assert again == first == "Aoi played Jan · Crane: no match, it joins the field."
    assert len(formatted) == 1


def test_other_arguments_or_another_language_are_formatted_anew(formatted: list[str]) -> None:
    catalog = Catalog()
    english = catalog.format("en", "narrate-played-to-field", name="Aoi", card="Jan · Crane")
    other = catalog.format("en", "narrate-played-to-field", name="Ren", card="Jan · Crane")
    polish = catalog.format("pl", "narrate-played-to-field", name="Aoi", card="Jan · Crane")
    assert len({english, other, polish}) == 3
    assert len(formatted) == 3


def test_arguments_that_are_not_plain_values_are_always_formatted(
    formatted: list[str],
) -> None:
    class Name:
        def __str__(self) -> str:
            return "Aoi"

    catalog = Catalog()
    for _ in range(2):
        catalog.format("en", "narrate-played-to-field", name=Name(), card="Jan · Crane")
    assert len(formatted) == 2
