"""Reading message components as a user sees them."""

from __future__ import annotations

import copy
from collections.abc import Iterator, Sequence
from typing import Any, NamedTuple

from .limits import ACTION_ROW, BUTTON, SELECT_TYPES, STRING_SELECT

JSON = dict[str, Any]


class ButtonInfo(NamedTuple):
    custom_id: str | None
    label: str | None
    disabled: bool
    style: int


class SelectInfo(NamedTuple):
    custom_id: str
    type: int
    options: list[str]
    min_values: int
    max_values: int
    disabled: bool


def walk(components: Sequence[Any]) -> Iterator[JSON]:
    """Every component, depth first, including rows, containers, sections and accessories."""
    for component in components:
        if not isinstance(component, dict):
            continue
        yield component
        children = component.get("components")
        if isinstance(children, list):
            yield from walk(children)
        for key in ("accessory", "component"):
            child = component.get(key)
            if isinstance(child, dict):
                yield from walk([child])


def buttons(components: Sequence[Any]) -> list[ButtonInfo]:
    return [
        ButtonInfo(
            c.get("custom_id"),
            c.get("label"),
            bool(c.get("disabled", False)),
            int(c.get("style", 1)),
        )
        for c in walk(components)
        if c.get("type") == BUTTON
    ]


def selects(components: Sequence[Any]) -> list[SelectInfo]:
    return [
        SelectInfo(
            str(c.get("custom_id")),
            int(c["type"]),
            [str(o.get("value")) for o in c.get("options") or []],
            int(c.get("min_values", 1)),
            int(c.get("max_values", 1)),
            bool(c.get("disabled", False)),
        )
        for c in walk(components)
        if c.get("type") in SELECT_TYPES
    ]


def find(components: Sequence[Any], custom_id: str, types: frozenset[int]) -> JSON | None:
    for component in walk(components):
        if component.get("type") in types and component.get("custom_id") == custom_id:
            return component
    return None


def forge_custom_id(components: Sequence[Any], custom_id: str, ctype: int) -> list[Any]:
    """A copy of ``components`` as a tampering client would send it: one id rewritten."""
    forged = copy.deepcopy(list(components))
    for component in walk(forged):
        if component.get("type") == ctype and component.get("custom_id") is not None:
            component["custom_id"] = custom_id
            return forged
    if ctype == BUTTON:
        extra: JSON = {"type": BUTTON, "style": 1, "label": "forged", "custom_id": custom_id}
    else:
        extra = {
            "type": ctype,
            "custom_id": custom_id,
            "options": [{"label": "x", "value": "x"}] if ctype == STRING_SELECT else [],
        }
    forged.append({"type": ACTION_ROW, "components": [extra]})
    return forged
