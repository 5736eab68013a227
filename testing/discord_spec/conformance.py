"""The bot's recorded requests held to Discord's API description and documented rules."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from testing.discord_spec.validate import load
from testing.fake_discord import FakeDiscord, RecordedRequest

_VERSION = re.compile(r"^/api/v\d+")


def _without_client_defaults(body: Any) -> Any:
    """The body less the default-valued fields discord.py 2.7 always sends and the
    document does not describe (Discord takes them): ``tts: false`` on edits, an embed's
    ``flags: 0``, a command's ``nsfw: false``. Any other value of them is kept, and checked."""
    if isinstance(body, list):
        return [_without_client_defaults(item) for item in body]
    if not isinstance(body, dict):
        return body
    kept = {k: _without_client_defaults(v) for k, v in body.items()}
    for name, default in (("tts", False), ("nsfw", False)):
        if kept.get(name, default) is default:
            kept.pop(name, None)
    for embed in kept.get("embeds") or []:
        if isinstance(embed, dict) and embed.get("flags") == 0:
            del embed["flags"]
    return kept


def request_problems(requests: Iterable[RecordedRequest]) -> list[str]:
    """Requests to an operation Discord does not have, or whose body breaks its schema
    (an unknown field, a length or count over its limit, a wrong type)."""
    spec = load()
    problems: list[str] = []
    for request in requests:
        path = _VERSION.sub("", request.path)
        operation = spec.operation(request.method, path)
        if operation is None:
            problems.append(f"{request.method} {path}: no such operation in Discord's API")
            continue
        if request.json is None or operation.body is None:
            continue
        for error in spec.errors(operation.body, _without_client_defaults(request.json)):
            problems.append(f"{request.method} {operation.template}: {error}")
    return problems


def conformance_problems(fake: FakeDiscord) -> list[str]:
    """Everything a fake recorded that Discord would refuse, ignore or has deprecated: the
    schema problems above, the fake's violations (limits, callback types per interaction
    type, locales, private answers made public) and the deprecated patterns."""
    problems = request_problems(r for r in fake.requests if r.path.startswith("/api/"))
    problems += [str(v) for v in fake.violations]
    problems += [str(d) for d in fake.deprecations]
    return problems
