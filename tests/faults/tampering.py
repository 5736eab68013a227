"""Random and tampered interactions: what a buggy or malicious client, or a stale one, may send."""

from __future__ import annotations

import random
import string
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from bot.app.core.table import Table
from bot.engine.actions import KOIKOI, PLAYS, STOP, TAKES
from testing.buttons import MatchControl, parse_control
from testing.fake_discord import Interaction, Member, Message
from testing.fake_discord.models import Channel
from testing.harness import World

MATCH_VERBS = ("play", "pick", "take", "stop", "koikoi", "hand", "forfeit")
JUNK_VERBS = ("dance", "PLAY", "p", "playy", "koi", "stop0")
LEVELS = ("easy", "normal", "expert")
PRESETS = ("standard", "traditional", "single-deal")


def junk_text(rng: random.Random, longest: int) -> str:
    """Printable, odd and non-ASCII characters, up to ``longest`` of them."""
    alphabet = string.printable.strip() + "ｋｏｉ花札🎴\u200b\u202e:"
    return "".join(rng.choice(alphabet) for _ in range(rng.randint(1, longest)))


@dataclass
class Scene:
    """Two matches in play, the members around them and the messages they can click."""

    world: World
    tables: list[Table]
    members: list[Member]
    messages: list[Message]
    channels: list[Channel]

    def match_ids(self) -> list[int]:
        return [table.match_id for table in self.tables]

    def is_legitimate(self, member: Member, custom_id: str) -> bool:
        """Whether the click is a real move (or forfeit) by a player of a match in play.

        Those change a match by design, so the fuzzing leaves them out.
        """
        control = parse_control(custom_id)
        if not isinstance(control, MatchControl):
            return False
        table = next((t for t in self.tables if t.match_id == control.match_id), None)
        if table is None or table.match.over:
            return False
        seat = table.seat_of(member.id)
        if seat is None:
            return False
        if control.verb == "forfeit":
            return True
        if control.verb not in ("play", "take", "stop", "koikoi") or control.arg is None:
            return False
        action = {"play": PLAYS, "take": TAKES}.get(control.verb)
        chosen = action[control.arg] if action else (KOIKOI if control.verb == "koikoi" else STOP)
        return (
            control.seq == table.seq
            and table.match.to_move == seat
            and table.match.why_illegal(chosen) is None
        )


def tampered_custom_id(rng: random.Random, scene: Scene) -> str:
    """A custom_id the bot never drew, or drew for another turn, match or member."""
    table = rng.choice(scene.tables)
    seq = max(0, table.seq + rng.choice([-2, -1, 0, 0, 0, 1, 50]))
    card = rng.randrange(48)
    kind = rng.random()
    if kind < 0.40:  # well-formed, on a match in play: a card not in hand, another's turn ...
        verb = rng.choice(["play", "play", "pick", "take", "stop", "koikoi"])
        return (
            f"kk1:m:{table.match_id}:{verb}:{card if verb in ('play', 'pick', 'take') else 0}:{seq}"
        )
    if kind < 0.50:
        return f"kk1:m:{table.match_id}:{rng.choice(['hand', 'forfeit'])}"
    if kind < 0.60:  # a match that does not exist (or no longer does)
        match_id = rng.choice([0, 3, 10**18, 9_999_999_999_999_999_999])
        return f"kk1:m:{match_id}:{rng.choice(MATCH_VERBS)}:{card}:{seq}"
    if kind < 0.67:  # out of range, or the wrong shape
        verb = rng.choice(MATCH_VERBS + JUNK_VERBS)
        return (
            f"kk1:m:{table.match_id}:{verb}:{rng.choice([48, 99, card])}:{rng.choice([seq, 10**6])}"
        )
    if kind < 0.72:
        return f"kk1:c:{rng.randrange(1 << 40)}:{rng.choice(['yes', 'no', 'maybe'])}"
    if kind < 0.77:
        return f"kk1:lb:{rng.choice([0, 1, 2, 999_999, rng.randrange(10**6)])}"
    if kind < 0.87:
        return "kk1:" + junk_text(rng, 96)
    if kind < 0.93:  # longer than Discord allows, or than the bot's own pattern takes
        return rng.choice(["kk1:m:", "kk1:", "kk1:m:1:play:3:"]) + "9" * rng.randint(90, 400)
    return rng.choice(["kk0:", "kk2:", "KK1:", "x:", "button_"]) + junk_text(rng, 60)


@dataclass(frozen=True)
class SlashCall:
    """A slash command as a tampering (or out-of-date) client may send it."""

    command: str
    sub: str | None
    options: dict[str, object]


def nonsense_slash(rng: random.Random, scene: Scene) -> SlashCall:
    """A command with options out of range, off its choices, of the wrong type or unknown."""
    huge = "x" * rng.choice([101, 1000, 6000])
    bad_int = rng.choice([0, -1, 13, 1441, 10**12, -(10**15)])
    bad_text = rng.choice([huge, junk_text(rng, 40), "", "EASY", "normal "])
    choices: list[SlashCall] = [
        SlashCall("koikoi", "start", {"level": bad_text}),
        SlashCall("koikoi", "start", {"rules": bad_text}),
        SlashCall("koikoi", "start", {"level": rng.choice(LEVELS), "rules": bad_text}),
        SlashCall("koikoi", "profile", {"birth_month": bad_int}),
        SlashCall("koikoi", "profile", {"language": bad_text}),
        SlashCall("koikoi", "profile", {"two_step": rng.choice(["yes", 2])}),
        SlashCall("koikoi", "settings", {"turn_timeout": bad_int}),
        SlashCall("koikoi", "settings", {"default_rules": bad_text}),
        SlashCall("koikoi", "settings", {"language": bad_text}),
        SlashCall("koikoi", "rules", {"preset": bad_text}),
        SlashCall("koikoi", "hand", {"extra": bad_text}),
        SlashCall("leaderboard", None, {"page": bad_int}),
        SlashCall("leaderboard", None, {"page": rng.choice(["2", 1.5])}),
        SlashCall("koikoi", rng.choice(["dance", "startt", "admin", "sql"]), {}),
        SlashCall(rng.choice(["hanafuda", "koikoi2", "ping"]), None, {}),
    ]
    return rng.choice(choices)


Send = Callable[[], Awaitable[Interaction]]


def random_interaction(rng: random.Random, scene: Scene) -> Send:
    """One tampered interaction, ready to send (never a real move of a player)."""
    fake = scene.world.fake
    member = rng.choice(scene.members)
    if rng.random() < 0.25:
        call = nonsense_slash(rng, scene)
        channel = rng.choice(scene.channels)
        return lambda: fake.slash(member, channel, call.command, call.sub, call.options, force=True)
    message = rng.choice(scene.messages)
    while True:
        custom_id = tampered_custom_id(rng, scene)
        if custom_id and not scene.is_legitimate(member, custom_id):
            break
    return lambda: fake.click(member, message, custom_id, force=True)
