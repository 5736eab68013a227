"""The features' desks, by name: what one feature offers the others and its own cog.

A feature's ``setup`` provides its desk under its name (``provide("daily", desk)``); its cog and
its controls read it back as an attribute of the client (``bot.daily``) or, typed, with
``need``. The composition root knows no desk: it only holds the registry.
"""

from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")


class DeskMissing(LookupError):
    """No feature provided a desk of that name (the feature is not loaded)."""


class Desks:
    """Every desk a loaded feature provided."""

    def __init__(self) -> None:
        self._by_name: dict[str, object] = {}

    def provide(self, name: str, desk: object) -> None:
        """Offer ``desk`` under ``name``; a name is provided once."""
        if name in self._by_name:
            raise ValueError(f"a desk named {name!r} is provided already")
        self._by_name[name] = desk

    def get(self, name: str) -> object:
        """The desk provided under ``name``."""
        try:
            return self._by_name[name]
        except KeyError:
            raise DeskMissing(name) from None

    def need(self, name: str, kind: type[T]) -> T:
        """The desk provided under ``name``, which must be a ``kind``."""
        desk = self.get(name)
        if not isinstance(desk, kind):
            raise TypeError(f"the desk {name!r} is a {type(desk).__name__}, not a {kind.__name__}")
        return desk

    def __contains__(self, name: object) -> bool:
        return name in self._by_name

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(list(self._by_name.values()))
