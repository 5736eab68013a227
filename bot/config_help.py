"""The settings as a person reads them: each variable's name, default and meaning, from the
fields of ``bot.config.Settings`` (``python -m bot --help`` prints them)."""

from __future__ import annotations

from pathlib import Path

from pydantic.fields import FieldInfo

from bot.config import HEALTH_FILE_DEFAULT, Settings

# Where a field's default is worked out at start, what it comes to.
_WORKED_OUT = {"health_file": HEALTH_FILE_DEFAULT, "shard_claim": "unset (all)"}


def default_text(name: str) -> str:
    """A setting's default as the documentation says it."""
    if name in _WORKED_OUT:
        return _WORKED_OUT[name]
    field: FieldInfo = Settings.model_fields[name]
    if field.is_required():
        return "(required)"
    value = field.default
    if value is None:
        return "unset"
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, float):
        return f"{value:g}"
    if isinstance(value, Path):
        return str(value)
    return str(value)


def settings_table() -> list[tuple[str, str, str]]:
    """(variable, default, meaning) of every setting, the required ones first."""
    fields = sorted(Settings.model_fields.items(), key=lambda item: not item[1].is_required())
    return [(name.upper(), default_text(name), field.description or "") for name, field in fields]


def settings_help() -> str:
    """Every setting in aligned lines: the epilogue of ``python -m bot --help``."""
    rows = settings_table()
    width = max(len(name) for name, _, _ in rows) + 2
    said = max(len(default) for _, default, _ in rows) + 2
    return "\n".join(
        f"  {name:<{width}}{default:<{said}}{meaning}" for name, default, meaning in rows
    )
