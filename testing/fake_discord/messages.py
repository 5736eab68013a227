"""Creating and editing messages the way Discord applies a create or edit body."""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .errors import (
    EMPTY_MESSAGE,
    REQUEST_ENTITY_TOO_LARGE,
    ApiError,
    form_error,
)
from .limits import (
    FLAG_EPHEMERAL,
    FLAG_IS_COMPONENTS_V2,
    FLAG_IS_VOICE_MESSAGE,
    FLAG_LOADING,
    FLAG_SUPPRESS_EMBEDS,
    FLAG_SUPPRESS_NOTIFICATIONS,
    DiscordLimits,
    ErrorCollector,
    validate_message_fields,
)
from .models import Attachment, Message, UploadedPart, User

JSON = dict[str, Any]

# flags a create body may set; Discord ignores the others
CREATE_FLAGS = (
    FLAG_SUPPRESS_EMBEDS
    | FLAG_EPHEMERAL
    | FLAG_SUPPRESS_NOTIFICATIONS
    | FLAG_IS_VOICE_MESSAGE
    | FLAG_IS_COMPONENTS_V2
)
# flags an edit body may change
EDIT_FLAGS = FLAG_SUPPRESS_EMBEDS | FLAG_IS_COMPONENTS_V2


class MessageFactory:
    """Turns request bodies into messages; ids and URLs come from the server."""

    def __init__(
        self,
        *,
        new_id: Callable[[], int],
        attachment_url: Callable[[int, int, str], str],
        limits: Callable[[], DiscordLimits],
        size_limit: Callable[[], int],
    ) -> None:
        self._new_id = new_id
        self._attachment_url = attachment_url
        self._limits = limits
        self._size_limit = size_limit

    def create(
        self,
        payload: Mapping[str, Any],
        uploads: Sequence[UploadedPart],
        *,
        channel_id: int,
        guild_id: int | None,
        author: User,
        allow_ephemeral: bool,
        error_prefix: tuple[str, ...] = (),
        allow_empty: bool = False,
    ) -> Message:
        flags = _int(payload.get("flags")) & CREATE_FLAGS
        if not allow_ephemeral:
            flags &= ~FLAG_EPHEMERAL
        errors = ErrorCollector(error_prefix)
        validate_message_fields(payload, errors, self._limits(), flags=flags)
        attachments = self._attachments(
            payload.get("attachments"), uploads, [], channel_id, errors, creating=True
        )
        if errors:
            raise form_error(errors.tree)
        self._check_sizes(attachments)
        message = Message(
            id=self._new_id(),
            channel_id=channel_id,
            guild_id=guild_id,
            author=author,
            content=str(payload.get("content") or ""),
            embeds=list(payload.get("embeds") or []),
            components=list(payload.get("components") or []),
            attachments=attachments,
            flags=flags,
            message_reference=payload.get("message_reference"),
        )
        if not allow_empty and _is_empty(message, payload):
            raise ApiError(400, EMPTY_MESSAGE, "Cannot send an empty message")
        return message

    def edit(
        self,
        message: Message,
        payload: Mapping[str, Any],
        uploads: Sequence[UploadedPart],
        *,
        error_prefix: tuple[str, ...] = (),
        finish_loading: bool = False,
    ) -> None:
        """Apply an edit body in place, keeping the previous state in ``message.history``."""
        flags = message.flags
        if "flags" in payload and payload["flags"] is not None:
            flags = (flags & ~EDIT_FLAGS) | (_int(payload["flags"]) & EDIT_FLAGS)
            # once a message uses components v2 it cannot go back
            flags |= message.flags & FLAG_IS_COMPONENTS_V2
        if finish_loading:
            flags &= ~FLAG_LOADING
        errors = ErrorCollector(error_prefix)
        validate_message_fields(payload, errors, self._limits(), flags=flags)
        attachments = self._attachments(
            payload.get("attachments"),
            uploads,
            message.attachments,
            message.channel_id,
            errors,
            creating=False,
            listed="attachments" in payload,
        )
        if errors:
            raise form_error(errors.tree)
        self._check_sizes(attachments)
        after = Message(
            id=message.id,
            channel_id=message.channel_id,
            guild_id=message.guild_id,
            author=message.author,
            content=(
                str(payload.get("content") or "") if "content" in payload else message.content
            ),
            embeds=(
                list(payload.get("embeds") or []) if "embeds" in payload else list(message.embeds)
            ),
            components=(
                list(payload.get("components") or [])
                if "components" in payload
                else list(message.components)
            ),
            attachments=attachments,
            flags=flags,
        )
        if not (after.flags & FLAG_LOADING) and _is_empty(after, payload):
            raise ApiError(400, EMPTY_MESSAGE, "Cannot send an empty message")
        message.history.append(message.snapshot())
        message.content = after.content
        message.embeds = after.embeds
        message.components = after.components
        message.attachments = after.attachments
        message.flags = after.flags
        message.edited_at = time.time()

    def _attachments(
        self,
        entries: object,
        uploads: Sequence[UploadedPart],
        existing: Sequence[Attachment],
        channel_id: int,
        errors: ErrorCollector,
        *,
        creating: bool,
        listed: bool = True,
    ) -> list[Attachment]:
        fields = [u.field for u in uploads]
        for name in sorted({f for f in fields if fields.count(f) > 1}):
            # "Each file parameter must be uniquely named in the format files[n]"
            errors.add((name,), "FILE_NAME_DUPLICATE", f"More than one file part is named {name}")
        by_index = {u.index: u for u in uploads if u.index is not None}
        if entries is None or not listed:
            # no ``attachments`` key: keep what is there and add the new files
            return [*existing, *(self._new_attachment(u, None, channel_id) for u in uploads)]
        if not isinstance(entries, list):
            errors.add(("attachments",), "BASE_TYPE_ARRAY", "Must be an array.")
            return list(existing)
        kept: list[Attachment] = []
        used: set[int] = set()
        for i, entry in enumerate(entries):
            if not isinstance(entry, dict):
                errors.add(
                    ("attachments", i),
                    "DICT_TYPE_CONVERT",
                    "Only dictionaries may be used in a DictType",
                )
                continue
            raw_id = entry.get("id")
            old = next((a for a in existing if str(a.id) == str(raw_id)), None)
            if old is not None:
                kept.append(old)
                continue
            index = _maybe_int(raw_id)
            upload = by_index.get(index) if index is not None else None
            if index is None or upload is None or index in used:
                errors.add(
                    ("attachments", i, "id"),
                    "ATTACHMENT_NOT_FOUND",
                    f"Unknown attachment or file part for id {raw_id!r}",
                )
                continue
            used.add(index)
            if "description" in entry:
                errors.max_length(
                    ("attachments", i, "description"),
                    entry["description"],
                    self._limits().attachment_description,
                )
            kept.append(self._new_attachment(upload, entry, channel_id))
        if creating:
            # on create, files that the list does not mention are still attached
            kept.extend(
                self._new_attachment(u, None, channel_id)
                for u in uploads
                if u.index is None or u.index not in used
            )
        return kept

    def _new_attachment(
        self, upload: UploadedPart, entry: Mapping[str, Any] | None, channel_id: int
    ) -> Attachment:
        filename = str((entry or {}).get("filename") or upload.filename)
        attachment_id = self._new_id()
        description = (entry or {}).get("description")
        return Attachment(
            id=attachment_id,
            filename=filename,
            data=upload.data,
            description=str(description) if description is not None else None,
            url=self._attachment_url(channel_id, attachment_id, filename),
        )

    def _check_sizes(self, attachments: Sequence[Attachment]) -> None:
        limit = self._size_limit()
        for attachment in attachments:
            if attachment.size > limit:
                raise ApiError(
                    413,
                    REQUEST_ENTITY_TOO_LARGE,
                    f"Request entity too large ({attachment.filename}: {attachment.size} bytes)",
                )


def _is_empty(message: Message, payload: Mapping[str, Any]) -> bool:
    return not (
        message.content.strip()
        or message.embeds
        or message.components
        or message.attachments
        or payload.get("sticker_ids")
        or payload.get("poll")
    )


def _int(value: object) -> int:
    found = _maybe_int(value)
    return 0 if found is None else found


def _maybe_int(value: object) -> int | None:
    if isinstance(value, int):
        return int(value)
    if isinstance(value, str) and value.strip().lstrip("-").isdigit():
        return int(value)
    return None
