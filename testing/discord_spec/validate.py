"""Check request bodies against the kept part of Discord's OpenAPI document.

The JSON Schema keywords the document uses are checked; an object whose schema lists its
properties takes no other field (Discord ignores, or refuses, unknown fields: a typo or a field
that moved would go unseen).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

SPEC = Path(__file__).parent / "operations.json"
_TYPES: dict[str, tuple[type, ...]] = {
    "object": (dict,),
    "array": (list,),
    "string": (str,),
    "integer": (int,),
    "number": (int, float),
    "boolean": (bool,),
    "null": (type(None),),
}


@dataclass(frozen=True)
class Operation:
    method: str
    template: str
    operation_id: str
    body: dict[str, Any] | None  # the JSON request body's schema, if the operation takes one


class Spec:
    """The operations the bot may call and the schemas of their bodies."""

    def __init__(self, document: dict[str, Any]) -> None:
        self.document = document
        self.schemas: dict[str, Any] = document["components"]["schemas"]
        self._routes: list[tuple[re.Pattern[str], Operation]] = []
        templates = sorted(document["paths"], key=lambda p: p.count("{"))
        for template in templates:
            pattern = re.compile(
                "^" + re.sub(r"\\\{[a-z_]+\\\}", r"[^/]+", re.escape(template)) + "$"
            )
            for method, operation in document["paths"][template].items():
                content = operation.get("requestBody", {})
                body = (content.get("application/json") or {}).get("schema")
                op = Operation(method.upper(), template, operation.get("operationId", ""), body)
                self._routes.append((pattern, op))

    def operation(self, method: str, path: str) -> Operation | None:
        """The operation a request (``path`` without ``/api/v10``) calls, or None."""
        for pattern, op in self._routes:
            if op.method == method.upper() and pattern.match(path):
                return op
        return None

    def errors(self, schema: dict[str, Any], value: Any, where: str = "") -> list[str]:
        """What in ``value`` breaks ``schema`` (empty: nothing)."""
        return _check(self, schema, value, where or "body")


@cache
def load() -> Spec:
    """The kept part of Discord's OpenAPI document (see README.md beside it)."""
    return Spec(json.loads(SPEC.read_text()))


def _check(spec: Spec, schema: Any, value: Any, where: str) -> list[str]:
    if schema is True or not isinstance(schema, dict):
        return []
    found: list[str] = []
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[1]
        if name == "SnowflakeType" and isinstance(value, int) and not isinstance(value, bool):
            return []  # Discord reads a snowflake sent as a JSON number too (discord.py does)
        found += _check(spec, spec.schemas[name], value, where)
    for part in schema.get("allOf", []):
        found += _check(spec, part, value, where)
    for union in ("anyOf", "oneOf"):
        if union in schema:
            tries = [_check(spec, part, value, where) for part in schema[union]]
            if all(tries):
                best = min(tries, key=lambda errors: _distance(errors, where))
                found.append(f"{where}: matches none of {len(tries)} choices, nearest: {best[:3]}")
    return found + _check_plain(spec, schema, value, where)


def _distance(errors: list[str], where: str) -> tuple[bool, bool, int]:
    """How far a union's choice is from the value: a wrong kind of value is farthest, then a
    wrong ``type`` field (the usual discriminator), then the number of errors."""
    wrong_kind = any(e.startswith(f"{where}: ") and " is not " in e for e in errors)
    wrong_type = any(e.startswith(f"{where}.type:") for e in errors)
    return wrong_kind, wrong_type, len(errors)


def _check_plain(spec: Spec, schema: dict[str, Any], value: Any, where: str) -> list[str]:
    kinds = schema.get("type")
    if kinds is not None:
        kinds = [kinds] if isinstance(kinds, str) else kinds
        fits = any(
            isinstance(value, _TYPES[k])
            and not (k in ("integer", "number") and value is True)
            and not (k in ("integer", "number") and value is False)
            for k in kinds
        )
        if not fits:
            return [f"{where}: {type(value).__name__} is not {'/'.join(kinds)}"]
    found: list[str] = []
    if "enum" in schema and value not in schema["enum"]:
        found.append(f"{where}: {value!r} is not one of {schema['enum']}")
    if "const" in schema and value != schema["const"]:
        found.append(f"{where}: {value!r} is not {schema['const']!r}")
    if isinstance(value, str):
        found += _bounds(where, len(value), schema, "minLength", "maxLength", "characters")
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        found += _bounds(where, value, schema, "minimum", "maximum", "")
    if isinstance(value, list):
        found += _bounds(where, len(value), schema, "minItems", "maxItems", "items")
        for n, item in enumerate(value):
            found += _check(spec, schema.get("items", True), item, f"{where}.{n}")
    if isinstance(value, dict):
        found += _check_object(spec, schema, value, where)
    return found


def _check_object(
    spec: Spec, schema: dict[str, Any], value: dict[str, Any], where: str
) -> list[str]:
    found = _bounds(where, len(value), schema, "minProperties", "maxProperties", "fields")
    properties: dict[str, Any] = schema.get("properties", {})
    for name in schema.get("required", []):
        if name not in value:
            found.append(f"{where}: {name} is required")
    extra = schema.get("additionalProperties", not properties)
    for name, item in value.items():
        if name in properties:
            found += _check(spec, properties[name], item, f"{where}.{name}")
        elif extra is False:
            found.append(f"{where}.{name}: unknown field")
        else:
            found += _check(spec, extra, item, f"{where}.{name}")
        if "propertyNames" in schema:
            found += _check(spec, schema["propertyNames"], name, f"{where}.{name} (name)")
    return found


def _bounds(
    where: str, size: float, schema: dict[str, Any], low: str, high: str, unit: str
) -> list[str]:
    found = []
    if low in schema and size < schema[low]:
        found.append(f"{where}: {size} {unit} is below {schema[low]}".replace("  ", " "))
    if high in schema and size > schema[high]:
        found.append(f"{where}: {size} {unit} is over {schema[high]}".replace("  ", " "))
    return found
