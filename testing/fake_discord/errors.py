"""Discord's JSON error responses and the codes the fake answers with."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from aiohttp import web

# JSON error codes as documented by Discord.
GENERAL_ERROR = 0
UNKNOWN_CHANNEL = 10003
UNKNOWN_GUILD = 10004
UNKNOWN_MEMBER = 10007
UNKNOWN_MESSAGE = 10008
UNKNOWN_USER = 10013
UNKNOWN_WEBHOOK = 10015
UNKNOWN_APPLICATION_COMMAND = 10063
UNKNOWN_INTERACTION = 10062
UNAUTHORIZED = 40001
REQUEST_ENTITY_TOO_LARGE = 40005
ALREADY_ACKNOWLEDGED = 40060
CANNOT_EDIT_OTHER_USERS_MESSAGE = 50005
EMPTY_MESSAGE = 50006
CANNOT_MESSAGE_USER = 50007
INVALID_WEBHOOK_TOKEN = 50027
INVALID_FORM_BODY = 50035

ErrorTree = dict[str, Any]


def json_response(
    data: Any, *, status: int = 200, headers: Mapping[str, str] | None = None
) -> web.Response:
    """JSON with exactly ``Content-Type: application/json`` (discord.py rejects a charset)."""
    all_headers = {"Content-Type": "application/json"}
    if headers:
        all_headers.update(headers)
    return web.Response(body=json.dumps(data).encode(), status=status, headers=all_headers)


class ApiError(Exception):
    """An error response; raising it from a handler sends Discord's error body."""

    def __init__(
        self,
        status: int,
        code: int,
        message: str,
        *,
        errors: ErrorTree | None = None,
        kind: str | None = None,
        violation: bool = True,
        interaction_id: int | None = None,
    ) -> None:
        super().__init__(f"{status} {code} {message}")
        self.status = status
        self.code = code
        self.message = message
        self.errors = errors
        # kind names the broken rule in ``FakeDiscord.violations``
        self.kind = kind or _default_kind(code)
        # lookups of unknown objects can be legitimate; rule breaks cannot
        self.violation = violation
        self.interaction_id = interaction_id

    def body(self) -> dict[str, Any]:
        data: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.errors is not None:
            data["errors"] = self.errors
        return data

    def to_response(self) -> web.Response:
        return json_response(self.body(), status=self.status)


def form_error(errors: ErrorTree, *, interaction_id: int | None = None) -> ApiError:
    return ApiError(
        400,
        INVALID_FORM_BODY,
        "Invalid Form Body",
        errors=errors,
        kind="invalid_form_body",
        interaction_id=interaction_id,
    )


def not_found(code: int, message: str, *, violation: bool = False) -> ApiError:
    return ApiError(404, code, message, violation=violation)


def flatten_errors(tree: ErrorTree, prefix: str = "") -> dict[str, str]:
    """Flatten a nested ``errors`` dict to ``{"a.0.b": "CODE: message"}`` for assertions."""
    out: dict[str, str] = {}
    for key, value in tree.items():
        path = f"{prefix}.{key}" if prefix else key
        if key == "_errors" and isinstance(value, list):
            out[prefix] = " ".join(f"{e.get('code')}: {e.get('message')}" for e in value)
        elif isinstance(value, dict):
            out.update(flatten_errors(value, path))
    return out


_KINDS = {
    UNKNOWN_CHANNEL: "unknown_channel",
    UNKNOWN_GUILD: "unknown_guild",
    UNKNOWN_MEMBER: "unknown_member",
    UNKNOWN_MESSAGE: "unknown_message",
    UNKNOWN_USER: "unknown_user",
    UNKNOWN_WEBHOOK: "unknown_webhook",
    UNKNOWN_INTERACTION: "unknown_interaction",
    UNKNOWN_APPLICATION_COMMAND: "unknown_application_command",
    UNAUTHORIZED: "unauthorized",
    REQUEST_ENTITY_TOO_LARGE: "request_entity_too_large",
    ALREADY_ACKNOWLEDGED: "already_acknowledged",
    CANNOT_EDIT_OTHER_USERS_MESSAGE: "cannot_edit_other_users_message",
    EMPTY_MESSAGE: "empty_message",
    CANNOT_MESSAGE_USER: "cannot_message_user",
    INVALID_WEBHOOK_TOKEN: "invalid_webhook_token",
    INVALID_FORM_BODY: "invalid_form_body",
}


def _default_kind(code: int) -> str:
    return _KINDS.get(code, f"error_{code}")
