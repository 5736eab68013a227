"""Discord's size limits and validators that build its nested ``errors`` trees."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .errors import ErrorTree

Path = Sequence[str | int]

FLAG_SUPPRESS_EMBEDS = 1 << 2
FLAG_EPHEMERAL = 1 << 6
FLAG_LOADING = 1 << 7
FLAG_SUPPRESS_NOTIFICATIONS = 1 << 12
FLAG_IS_VOICE_MESSAGE = 1 << 13
FLAG_IS_COMPONENTS_V2 = 1 << 15

BUTTON = 2
STRING_SELECT = 3
TEXT_INPUT = 4
USER_SELECT = 5
ROLE_SELECT = 6
MENTIONABLE_SELECT = 7
CHANNEL_SELECT = 8
ACTION_ROW = 1
SELECT_TYPES = frozenset(
    {STRING_SELECT, USER_SELECT, ROLE_SELECT, MENTIONABLE_SELECT, CHANNEL_SELECT}
)
INTERACTIVE_TYPES = SELECT_TYPES | {BUTTON, TEXT_INPUT}

# Locales Discord accepts as keys of name_localizations / description_localizations.
VALID_LOCALES = frozenset(
    {
        "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu",
        "nl", "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru",
        "uk", "hi", "th", "zh-CN", "ja", "zh-TW", "ko",
    }
)  # fmt: skip

_COMMAND_NAME = re.compile(r"^[-_\w\u0900-\u097F\u0E00-\u0E7F]{1,32}$")


@dataclass(frozen=True)
class DiscordLimits:
    """The numbers Discord enforces; a test may pass a modified copy to the fake."""

    content: int = 2000
    embeds_per_message: int = 10
    embed_title: int = 256
    embed_description: int = 4096
    attachment_description: int = 1024  # an attachment's alt text
    embed_fields: int = 25
    embed_field_name: int = 256
    embed_field_value: int = 1024
    embed_footer: int = 2048
    embed_author: int = 256
    embed_total: int = 6000
    action_rows: int = 5
    buttons_per_row: int = 5
    custom_id: int = 100
    button_label: int = 80
    select_options: int = 25
    select_option_text: int = 100
    select_placeholder: int = 150
    components_v2_total: int = 40
    text_display_total: int = 4000
    attachments_per_message: int = 10
    modal_title: int = 45
    modal_components: int = 5
    text_input_label: int = 45
    text_input_value: int = 4000
    command_name: int = 32
    command_description: int = 100
    command_options: int = 25
    command_choices: int = 25
    command_total_chars: int = 4000
    global_commands: int = 100
    autocomplete_choices: int = 25


class ErrorCollector:
    """Builds ``{"a": {"0": {"b": {"_errors": [{code, message}]}}}}`` like Discord."""

    def __init__(self, prefix: Path = ()) -> None:
        self.tree: ErrorTree = {}
        self._prefix = tuple(prefix)

    def add(self, path: Path, code: str, message: str) -> None:
        node = self.tree
        for part in (*self._prefix, *path):
            node = node.setdefault(str(part), {})
        node.setdefault("_errors", []).append({"code": code, "message": message})

    def max_length(self, path: Path, value: object, limit: int) -> None:
        if isinstance(value, str | list) and len(value) > limit:
            self.add(path, "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length.")

    def length_between(self, path: Path, value: object, low: int, high: int) -> None:
        if not isinstance(value, str | list) or not low <= len(value) <= high:
            self.add(path, "BASE_TYPE_BAD_LENGTH", f"Must be between {low} and {high} in length.")

    def required(self, path: Path) -> None:
        self.add(path, "BASE_TYPE_REQUIRED", "This field is required")

    def __bool__(self) -> bool:
        return bool(self.tree)


def _text(value: object) -> str:
    return value if isinstance(value, str) else ""


def embed_size(embed: Mapping[str, Any]) -> int:
    """Characters counted towards the 6000 total, as Discord counts them."""
    total = len(_text(embed.get("title"))) + len(_text(embed.get("description")))
    for field in embed.get("fields") or []:
        total += len(_text(field.get("name"))) + len(_text(field.get("value")))
    total += len(_text((embed.get("footer") or {}).get("text")))
    total += len(_text((embed.get("author") or {}).get("name")))
    return total


def validate_embeds(embeds: object, errors: ErrorCollector, limits: DiscordLimits) -> None:
    if not isinstance(embeds, list):
        errors.add(("embeds",), "BASE_TYPE_ARRAY", "Must be an array.")
        return
    errors.max_length(("embeds",), embeds, limits.embeds_per_message)
    total = 0
    for i, embed in enumerate(embeds):
        path: tuple[str | int, ...] = ("embeds", i)
        if not isinstance(embed, dict):
            errors.add(path, "DICT_TYPE_CONVERT", "Only dictionaries may be used in a DictType")
            continue
        errors.max_length((*path, "title"), embed.get("title"), limits.embed_title)
        errors.max_length(
            (*path, "description"), embed.get("description"), limits.embed_description
        )
        fields = embed.get("fields") or []
        errors.max_length((*path, "fields"), fields, limits.embed_fields)
        for j, field in enumerate(fields):
            fpath = (*path, "fields", j)
            for key, limit in (
                ("name", limits.embed_field_name),
                ("value", limits.embed_field_value),
            ):
                value = field.get(key)
                if not isinstance(value, str) or not value.strip():
                    errors.required((*fpath, key))
                else:
                    errors.max_length((*fpath, key), value, limit)
        footer = embed.get("footer")
        if isinstance(footer, dict):
            errors.max_length((*path, "footer", "text"), footer.get("text"), limits.embed_footer)
        author = embed.get("author")
        if isinstance(author, dict):
            errors.max_length((*path, "author", "name"), author.get("name"), limits.embed_author)
        color = embed.get("color")
        if color is not None and (not isinstance(color, int) or not 0 <= color <= 0xFFFFFF):
            errors.add(
                (*path, "color"), "NUMBER_TYPE_MAX", "int value should be <= 16777215 and >= 0."
            )
        for key in ("image", "thumbnail"):
            media = embed.get(key)
            if isinstance(media, dict):
                _validate_url((*path, key, "url"), media.get("url"), errors)
        total += embed_size(embed)
    if total > limits.embed_total:
        errors.add(
            ("embeds",),
            "MAX_EMBED_SIZE_EXCEEDED",
            f"Embed size exceeds maximum size of {limits.embed_total}",
        )


def _validate_url(path: Path, url: object, errors: ErrorCollector) -> None:
    if not isinstance(url, str) or not url.startswith(("http://", "https://", "attachment://")):
        errors.add(path, "URL_TYPE_INVALID_URL", "Not a well formed URL.")


def validate_components(
    components: object, flags: int, errors: ErrorCollector, limits: DiscordLimits
) -> None:
    if not isinstance(components, list):
        errors.add(("components",), "BASE_TYPE_ARRAY", "Must be an array.")
        return
    seen: dict[str, tuple[str | int, ...]] = {}
    if flags & FLAG_IS_COMPONENTS_V2:
        count = sum(1 for _ in _walk_with_paths(components, ("components",)))
        if count > limits.components_v2_total:
            errors.add(
                ("components",),
                "COMPONENT_MAX_TOTAL_COMPONENTS_EXCEEDED",
                f"Must be {limits.components_v2_total} or fewer in total.",
            )
        for i, component in enumerate(components):
            _validate_v2(component, ("components", i), errors, limits, seen)
        return
    errors.max_length(("components",), components, limits.action_rows)
    for i, row in enumerate(components):
        path: tuple[str | int, ...] = ("components", i)
        if not isinstance(row, dict) or row.get("type") != ACTION_ROW:
            errors.add(
                path,
                "UNION_TYPE_CHOICES",
                'Value of field "type" must be one of (1,).',
            )
            continue
        _validate_row(row, path, errors, limits, seen)


def _validate_row(
    row: Mapping[str, Any],
    path: tuple[str | int, ...],
    errors: ErrorCollector,
    limits: DiscordLimits,
    seen: dict[str, tuple[str | int, ...]],
) -> None:
    children = row.get("components")
    if not isinstance(children, list) or not children:
        errors.add((*path, "components"), "BASE_TYPE_MIN_LENGTH", "Must be 1 or more in length.")
        return
    errors.max_length((*path, "components"), children, limits.buttons_per_row)
    has_select = any(isinstance(c, dict) and c.get("type") in SELECT_TYPES for c in children)
    if has_select and len(children) > 1:
        errors.add(
            (*path, "components"),
            "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
            "The specified component exceeds the maximum width",
        )
    for j, child in enumerate(children):
        _validate_interactive(child, (*path, "components", j), errors, limits, seen)


def _validate_interactive(
    component: object,
    path: tuple[str | int, ...],
    errors: ErrorCollector,
    limits: DiscordLimits,
    seen: dict[str, tuple[str | int, ...]],
) -> None:
    if not isinstance(component, dict):
        errors.add(path, "DICT_TYPE_CONVERT", "Only dictionaries may be used in a DictType")
        return
    ctype = component.get("type")
    if ctype == BUTTON:
        _validate_button(component, path, errors, limits)
    elif ctype in SELECT_TYPES:
        _validate_select(component, path, errors, limits)
    elif ctype == TEXT_INPUT:
        errors.required((*path, "type"))
        return
    else:
        errors.add(
            (*path, "type"),
            "UNION_TYPE_CHOICES",
            'Value of field "type" must be one of (2, 3, 5, 6, 7, 8).',
        )
        return
    custom_id = component.get("custom_id")
    if isinstance(custom_id, str):
        if custom_id in seen:
            errors.add(
                (*path, "custom_id"),
                "COMPONENT_CUSTOM_ID_DUPLICATED",
                "Component custom id cannot be duplicated",
            )
        seen[custom_id] = path


def _validate_button(
    button: Mapping[str, Any],
    path: tuple[str | int, ...],
    errors: ErrorCollector,
    limits: DiscordLimits,
) -> None:
    style = button.get("style")
    if style not in (1, 2, 3, 4, 5, 6):
        errors.add(
            (*path, "style"), "BASE_TYPE_CHOICES", "Value must be one of {1, 2, 3, 4, 5, 6}."
        )
    custom_id = button.get("custom_id")
    if style == 5:
        if custom_id is not None:
            errors.add(
                (*path, "custom_id"),
                "BUTTON_COMPONENT_CUSTOM_ID_INVALID",
                "A link button cannot have a custom id",
            )
        _validate_url((*path, "url"), button.get("url"), errors)
    elif style == 6:
        if not button.get("sku_id"):
            errors.required((*path, "sku_id"))
    elif not isinstance(custom_id, str) or not custom_id:
        errors.required((*path, "custom_id"))
    else:
        errors.max_length((*path, "custom_id"), custom_id, limits.custom_id)
    label = button.get("label")
    errors.max_length((*path, "label"), label, limits.button_label)
    if style != 6 and not label and not button.get("emoji"):
        errors.add(
            path,
            "BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED",
            "A button must have a label or an emoji",
        )


def _validate_select(
    select: Mapping[str, Any],
    path: tuple[str | int, ...],
    errors: ErrorCollector,
    limits: DiscordLimits,
) -> None:
    custom_id = select.get("custom_id")
    if not isinstance(custom_id, str) or not custom_id:
        errors.required((*path, "custom_id"))
    else:
        errors.max_length((*path, "custom_id"), custom_id, limits.custom_id)
    errors.max_length((*path, "placeholder"), select.get("placeholder"), limits.select_placeholder)
    min_values = select.get("min_values", 1)
    max_values = select.get("max_values", 1)
    if not isinstance(min_values, int) or not 0 <= min_values <= 25:
        errors.add((*path, "min_values"), "NUMBER_TYPE_MAX", "int value should be <= 25 and >= 0.")
    if not isinstance(max_values, int) or not 1 <= max_values <= 25:
        errors.add((*path, "max_values"), "NUMBER_TYPE_MAX", "int value should be <= 25 and >= 1.")
    if select.get("type") != STRING_SELECT:
        return
    options = select.get("options")
    if not isinstance(options, list) or not options:
        errors.add((*path, "options"), "BASE_TYPE_MIN_LENGTH", "Must be 1 or more in length.")
        return
    errors.max_length((*path, "options"), options, limits.select_options)
    values_seen: set[str] = set()
    for k, option in enumerate(options):
        opath = (*path, "options", k)
        for key in ("label", "value"):
            value = option.get(key)
            if not isinstance(value, str) or not value:
                errors.required((*opath, key))
            else:
                errors.max_length((*opath, key), value, limits.select_option_text)
        errors.max_length(
            (*opath, "description"), option.get("description"), limits.select_option_text
        )
        value = option.get("value")
        if isinstance(value, str):
            if value in values_seen:
                errors.add(
                    (*opath, "value"),
                    "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
                    "Select component option values cannot be duplicated",
                )
            values_seen.add(value)
    if isinstance(max_values, int) and max_values > len(options):
        errors.add(
            (*path, "max_values"),
            "SELECT_COMPONENT_MAX_VALUES_EXCEEDED",
            f"Must be less than or equal to the number of options ({len(options)}).",
        )


def _validate_v2(
    component: object,
    path: tuple[str | int, ...],
    errors: ErrorCollector,
    limits: DiscordLimits,
    seen: dict[str, tuple[str | int, ...]],
) -> None:
    if not isinstance(component, dict):
        errors.add(path, "DICT_TYPE_CONVERT", "Only dictionaries may be used in a DictType")
        return
    ctype = component.get("type")
    if ctype == ACTION_ROW:
        _validate_row(component, path, errors, limits, seen)
    elif ctype in INTERACTIVE_TYPES:
        _validate_interactive(component, path, errors, limits, seen)
    elif ctype == 10:
        errors.max_length((*path, "content"), component.get("content"), limits.text_display_total)
    for key in ("components",):
        children = component.get(key)
        if ctype != ACTION_ROW and isinstance(children, list):
            for i, child in enumerate(children):
                _validate_v2(child, (*path, key, i), errors, limits, seen)
    accessory = component.get("accessory")
    if isinstance(accessory, dict):
        _validate_v2(accessory, (*path, "accessory"), errors, limits, seen)


def _walk_with_paths(
    components: Iterable[Any], path: tuple[str | int, ...]
) -> Iterable[tuple[tuple[str | int, ...], dict[str, Any]]]:
    for i, component in enumerate(components):
        if not isinstance(component, dict):
            continue
        here = (*path, i)
        yield here, component
        children = component.get("components")
        if isinstance(children, list):
            yield from _walk_with_paths(children, (*here, "components"))
        for key in ("accessory", "component"):
            child = component.get(key)
            if isinstance(child, dict):
                yield from _walk_with_paths([child], (*here, key))


def validate_message_fields(
    payload: Mapping[str, Any],
    errors: ErrorCollector,
    limits: DiscordLimits,
    *,
    flags: int,
) -> None:
    """Check the fields present in a create or edit body (absent fields are not checked)."""
    content = payload.get("content")
    if content is not None:
        if not isinstance(content, str):
            errors.add(("content",), "BASE_TYPE_STRING", "Must be a string.")
        else:
            errors.max_length(("content",), content, limits.content)
    if payload.get("embeds") is not None:
        validate_embeds(payload["embeds"], errors, limits)
    if payload.get("components") is not None:
        validate_components(payload["components"], flags, errors, limits)
    if flags & FLAG_IS_COMPONENTS_V2:
        if content:
            errors.add(
                ("content",),
                "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
                "The 'content' field cannot be used when using MessageFlags.IS_COMPONENTS_V2",
            )
        if payload.get("embeds"):
            errors.add(
                ("embeds",),
                "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
                "The 'embeds' field cannot be used when using MessageFlags.IS_COMPONENTS_V2",
            )
    attachments = payload.get("attachments")
    if isinstance(attachments, list):
        errors.max_length(("attachments",), attachments, limits.attachments_per_message)


def validate_modal(data: Mapping[str, Any], errors: ErrorCollector, limits: DiscordLimits) -> None:
    custom_id = data.get("custom_id")
    if not isinstance(custom_id, str) or not custom_id:
        errors.required(("custom_id",))
    else:
        errors.max_length(("custom_id",), custom_id, limits.custom_id)
    title = data.get("title")
    if not isinstance(title, str) or not title:
        errors.required(("title",))
    else:
        errors.max_length(("title",), title, limits.modal_title)
    components = data.get("components")
    if not isinstance(components, list) or not components:
        errors.add(("components",), "BASE_TYPE_MIN_LENGTH", "Must be 1 or more in length.")
        return
    errors.max_length(("components",), components, limits.modal_components)
    for path, component in _walk_with_paths(components, ("components",)):
        if component.get("type") == TEXT_INPUT:
            errors.max_length((*path, "label"), component.get("label"), limits.text_input_label)
            errors.max_length((*path, "custom_id"), component.get("custom_id"), limits.custom_id)
            errors.max_length((*path, "value"), component.get("value"), limits.text_input_value)
        elif component.get("type") == 18:
            errors.max_length((*path, "label"), component.get("label"), limits.text_input_label)


def validate_choices(choices: object, errors: ErrorCollector, limits: DiscordLimits) -> None:
    if not isinstance(choices, list):
        errors.add(("choices",), "BASE_TYPE_ARRAY", "Must be an array.")
        return
    errors.max_length(("choices",), choices, limits.autocomplete_choices)
    for i, choice in enumerate(choices):
        if isinstance(choice, dict):
            errors.length_between(("choices", i, "name"), choice.get("name"), 1, 100)


def _command_chars(command: Mapping[str, Any]) -> int:
    # Discord counts only the longest localization of each field (the default included).
    total = _longest(command, "name") + _longest(command, "description")
    for option in command.get("options") or []:
        if isinstance(option, dict):
            total += _command_chars(option)
            for choice in option.get("choices") or []:
                if isinstance(choice, dict):
                    total += _longest(choice, "name") + len(str(choice.get("value", "")))
    return total


def _longest(item: Mapping[str, Any], field: str) -> int:
    """The length of a field's longest text among its default and its localizations."""
    texts = [item.get(field), *(item.get(f"{field}_localizations") or {}).values()]
    return max(len(_text(text)) for text in texts)


def _validate_name(path: Path, name: object, errors: ErrorCollector, *, chat_input: bool) -> None:
    if not isinstance(name, str):
        errors.required(path)
        return
    if chat_input:
        if not _COMMAND_NAME.match(name) or name != name.lower():
            errors.add(path, "APPLICATION_COMMAND_INVALID_NAME", "Command name is invalid")
    else:
        errors.length_between(path, name, 1, 32)


def _validate_localizations(
    path: tuple[str | int, ...],
    values: object,
    errors: ErrorCollector,
    *,
    name: bool,
    chat_input: bool,
    limits: DiscordLimits,
) -> None:
    if values is None:
        return
    if not isinstance(values, dict):
        errors.add(path, "DICT_TYPE_CONVERT", "Only dictionaries may be used in a DictType")
        return
    for locale, text in values.items():
        if locale not in VALID_LOCALES:
            errors.add((*path, locale), "LOCALE_INVALID", f"Invalid locale: {locale}")
        elif name:
            _validate_name((*path, locale), text, errors, chat_input=chat_input)
        else:
            errors.length_between((*path, locale), text, 1, limits.command_description)


def _validate_option(
    option: object, path: tuple[str | int, ...], errors: ErrorCollector, limits: DiscordLimits
) -> None:
    if not isinstance(option, dict):
        errors.add(path, "DICT_TYPE_CONVERT", "Only dictionaries may be used in a DictType")
        return
    otype = option.get("type")
    if not isinstance(otype, int) or not 1 <= otype <= 11:
        errors.add((*path, "type"), "BASE_TYPE_CHOICES", "Value must be one of {1, ..., 11}.")
    _validate_name((*path, "name"), option.get("name"), errors, chat_input=True)
    errors.length_between(
        (*path, "description"), option.get("description"), 1, limits.command_description
    )
    _validate_localizations(
        (*path, "name_localizations"), option.get("name_localizations"), errors,
        name=True, chat_input=True, limits=limits,
    )  # fmt: skip
    _validate_localizations(
        (*path, "description_localizations"), option.get("description_localizations"), errors,
        name=False, chat_input=True, limits=limits,
    )  # fmt: skip
    choices = option.get("choices")
    if isinstance(choices, list):
        errors.max_length((*path, "choices"), choices, limits.command_choices)
        for k, choice in enumerate(choices):
            if isinstance(choice, dict):
                errors.length_between((*path, "choices", k, "name"), choice.get("name"), 1, 100)
                value = choice.get("value")
                if isinstance(value, str):
                    errors.length_between((*path, "choices", k, "value"), value, 1, 100)
        if option.get("autocomplete"):
            errors.add(
                (*path, "autocomplete"),
                "APPLICATION_COMMAND_OPTION_CHOICES_AUTOCOMPLETE",
                "Autocomplete cannot be set when choices are present",
            )
    children = option.get("options")
    if otype in (1, 2):
        _validate_options(children, path, errors, limits, parent_type=otype)
    elif children:
        errors.add((*path, "options"), "BASE_TYPE_BAD_LENGTH", "Only subcommands can have options.")


def _validate_options(
    options: object,
    path: tuple[str | int, ...],
    errors: ErrorCollector,
    limits: DiscordLimits,
    *,
    parent_type: int | None,
) -> None:
    if options is None:
        return
    if not isinstance(options, list):
        errors.add((*path, "options"), "BASE_TYPE_ARRAY", "Must be an array.")
        return
    errors.max_length((*path, "options"), options, limits.command_options)
    names: set[str] = set()
    optional_seen = False
    subs = [o for o in options if isinstance(o, dict) and o.get("type") in (1, 2)]
    if subs and len(subs) != len(options):
        errors.add(
            (*path, "options"),
            "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
            "Sub-command and sub-command group option types are mutually exclusive to all "
            "other types",
        )
    for i, option in enumerate(options):
        opath = (*path, "options", i)
        _validate_option(option, opath, errors, limits)
        if not isinstance(option, dict):
            continue
        if parent_type == 1 and option.get("type") in (1, 2):
            errors.add(
                (*opath, "type"),
                "APPLICATION_COMMAND_OPTION_TYPE_INVALID",
                "Sub-commands cannot be nested this deep",
            )
        if parent_type == 2 and option.get("type") != 1:
            errors.add(
                (*opath, "type"),
                "APPLICATION_COMMAND_OPTION_TYPE_INVALID",
                "Groups may only contain sub-commands",
            )
        name = option.get("name")
        if isinstance(name, str):
            if name in names:
                errors.add(
                    (*opath, "name"),
                    "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS",
                    "Option names must be unique",
                )
            names.add(name)
        if option.get("required"):
            if optional_seen:
                errors.add(
                    (*opath, "required"),
                    "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                    "Required options must be placed before non-required options",
                )
        else:
            optional_seen = True


def validate_commands(body: object, limits: DiscordLimits) -> ErrorCollector:
    """Validate a bulk-overwrite body (``PUT .../commands``)."""
    errors = ErrorCollector()
    if not isinstance(body, list):
        errors.add((), "BASE_TYPE_ARRAY", "Must be an array.")
        return errors
    chat_inputs = [c for c in body if isinstance(c, dict) and c.get("type", 1) == 1]
    if len(chat_inputs) > limits.global_commands:
        errors.add(
            (), "BASE_TYPE_MAX_LENGTH", f"Must be {limits.global_commands} or fewer in length."
        )
    seen: set[tuple[int, str]] = set()
    for i, command in enumerate(body):
        validate_command(command, errors, limits, path=(i,))
        if isinstance(command, dict):
            key = (int(command.get("type", 1)), str(command.get("name")))
            if key in seen:
                errors.add(
                    (i, "name"),
                    "APPLICATION_COMMANDS_DUPLICATE_NAME",
                    f"Application command names must be unique: {key[1]}",
                )
            seen.add(key)
    return errors


def validate_command(
    command: object,
    errors: ErrorCollector,
    limits: DiscordLimits,
    *,
    path: tuple[str | int, ...] = (),
) -> None:
    if not isinstance(command, dict):
        errors.add(path, "DICT_TYPE_CONVERT", "Only dictionaries may be used in a DictType")
        return
    ctype = command.get("type", 1)
    chat_input = ctype == 1
    _validate_name((*path, "name"), command.get("name"), errors, chat_input=chat_input)
    _validate_localizations(
        (*path, "name_localizations"), command.get("name_localizations"), errors,
        name=True, chat_input=chat_input, limits=limits,
    )  # fmt: skip
    if chat_input:
        errors.length_between(
            (*path, "description"), command.get("description"), 1, limits.command_description
        )
        _validate_localizations(
            (*path, "description_localizations"), command.get("description_localizations"), errors,
            name=False, chat_input=True, limits=limits,
        )  # fmt: skip
        _validate_options(command.get("options"), path, errors, limits, parent_type=None)
        if _command_chars(command) > limits.command_total_chars:
            errors.add(
                path,
                "APPLICATION_COMMAND_TOO_LARGE",
                f"Command exceeds maximum size ({limits.command_total_chars})",
            )
    elif command.get("description"):
        errors.add(
            (*path, "description"),
            "APPLICATION_COMMAND_INVALID_DESCRIPTION",
            "Context menu commands cannot have a description",
        )
