"""Names chosen to trick the table: shown as text, never as links, pings or reversed text."""

import json

import pytest

from testing.harness import World

HOSTILE = "[Nitro](https://x.co) @everyone \u202eevil"


def _embed_text(message) -> str:
    return json.dumps(message.embeds, ensure_ascii=False)


@pytest.mark.slow
async def test_a_hostile_nickname_shows_as_plain_text_in_the_table(world: World):
    mallory = world.fake.add_member(world.guild, "mallory", nick=HOSTILE)
    await world.koikoi(mallory, "start", {"level": "easy"})
    text = _embed_text(world.table_message())
    assert "[Nitro](https://x.co)" not in text
    assert "\u202e" not in text
    assert "Nitro" in text


@pytest.mark.slow
async def test_messages_ping_nobody_unless_they_say_whom(world: World):
    await world.koikoi(world.alice, "start", {"level": "easy"})
    posts = [
        r
        for r in world.fake.requests
        if r.method in ("POST", "PATCH")
        and isinstance(r.json, dict)
        and ("content" in r.json or "embeds" in r.json)
    ]
    assert posts
    for request in posts:
        mentions = request.json.get("allowed_mentions")
        assert mentions is not None and mentions.get("parse") == [], request.path
