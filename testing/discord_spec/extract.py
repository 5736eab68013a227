"""Keep the part of Discord's OpenAPI document the bot's requests are checked against.

Run from the project root (the full document is not kept in the repository)::

    python -m testing.discord_spec.extract /path/to/discord-api-spec/openapi.json

It writes ``testing/discord_spec/operations.json``: the request bodies of the operations the
bot uses and every schema they refer to, unchanged, with the document's ``info``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).parent
OUT = HERE / "operations.json"

# the operations the bot calls: (method, path as the document writes it)
OPERATIONS = (
    ("post", "/interactions/{interaction_id}/{interaction_token}/callback"),
    ("post", "/webhooks/{webhook_id}/{webhook_token}"),
    ("patch", "/webhooks/{webhook_id}/{webhook_token}/messages/@original"),
    ("patch", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"),
    ("delete", "/webhooks/{webhook_id}/{webhook_token}/messages/@original"),
    ("delete", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"),
    ("get", "/webhooks/{webhook_id}/{webhook_token}/messages/@original"),
    ("get", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"),
    ("post", "/channels/{channel_id}/messages"),
    ("get", "/channels/{channel_id}/messages"),
    ("patch", "/channels/{channel_id}/messages/{message_id}"),
    ("get", "/channels/{channel_id}/messages/{message_id}"),
    ("delete", "/channels/{channel_id}/messages/{message_id}"),
    ("post", "/channels/{channel_id}/messages/{message_id}/threads"),
    ("get", "/channels/{channel_id}"),
    ("put", "/applications/{application_id}/commands"),
    ("put", "/applications/{application_id}/guilds/{guild_id}/commands"),
    ("get", "/applications/{application_id}"),
    ("get", "/applications/@me"),
    ("get", "/oauth2/applications/@me"),
    ("get", "/users/@me"),
    ("get", "/gateway/bot"),
    ("get", "/guilds/{guild_id}/members/{user_id}"),
    ("get", "/guilds/{guild_id}"),
)


def _refs(node: Any, into: set[str]) -> None:
    if isinstance(node, dict):
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/components/schemas/"):
            into.add(ref.rsplit("/", 1)[1])
        for value in node.values():
            _refs(value, into)
    elif isinstance(node, list):
        for value in node:
            _refs(value, into)


def extract(document: dict[str, Any]) -> dict[str, Any]:
    """The operations' request bodies and the schemas they need, transitively."""
    paths: dict[str, dict[str, Any]] = {}
    for method, path in OPERATIONS:
        operation = document["paths"].get(path, {}).get(method)
        if operation is None:
            continue
        body = operation.get("requestBody", {}).get("content", {})
        paths.setdefault(path, {})[method] = {
            "operationId": operation.get("operationId"),
            "requestBody": {kind: {"schema": c["schema"]} for kind, c in body.items()},
        }
    schemas = document["components"]["schemas"]
    wanted: set[str] = set()
    _refs(paths, wanted)
    done: set[str] = set()
    while wanted - done:
        name = sorted(wanted - done)[0]
        done.add(name)
        _refs(schemas[name], wanted)
    return {
        "openapi": document["openapi"],
        "info": document["info"],
        "paths": paths,
        "components": {"schemas": {name: schemas[name] for name in sorted(done)}},
    }


def main() -> None:
    source = Path(sys.argv[1])
    kept = extract(json.loads(source.read_text()))
    OUT.write_text(json.dumps(kept, indent=1, sort_keys=True) + "\n")
    print(f"{OUT}: {len(kept['paths'])} paths, {len(kept['components']['schemas'])} schemas")


if __name__ == "__main__":
    main()
