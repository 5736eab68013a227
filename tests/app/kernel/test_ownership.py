"""Every kind of control whose id names a record is refused, before any handler, when the record
belongs to another server or to other members: answered in one line, logged, nothing changed."""

from __future__ import annotations

import logging
import sqlite3
from dataclasses import fields
from typing import Any, Literal, get_args, get_origin, get_type_hints

import pytest

from bot.app.kernel.custom_ids import CONTROL_IDS, SELECT_IDS, ChallengeId, ControlId, Named
from bot.app.kernel.ownership import OTHER_SERVER, STRANGER
from bot.app.kernel.places import PLACES
from bot.i18n import t
from testing.fake_discord import Interaction, Member, Message
from testing.harness import World, other_server
from tests.cogs.match.test_match_between_members import challenge_buttons
from tests.cogs.match.test_threads import allow_threads

pytestmark = pytest.mark.slow

KINDS = (*CONTROL_IDS, *SELECT_IDS)
# A value for each field of an id record that does not name its record (a new field: add it).
VALUES: dict[str, Any] = {
    "card": 1,
    "seq": 0,
    "page": 1,
    "opponent": 0,
    "board": "",
    "day": "20260101",
    "level": "easy",
    "rules": "standard",
    "variants": "none",
    "accept": True,
    "round": 0,
    "post": True,  # a replay posted in the channel: only the match's players may
}
RECORD_FIELDS = ("match", "challenge", "tournament")


def example(kind: type[ControlId], number: int) -> ControlId:
    """An id of ``kind`` naming record ``number``, on the first kind of message it is drawn on."""
    hints = get_type_hints(kind)
    values: dict[str, Any] = {}
    for field in fields(kind):  # type: ignore[arg-type]
        hint = hints[field.name]
        if field.name == "on":
            values["on"] = kind.ON[0]
        elif field.name in RECORD_FIELDS:
            values[field.name] = number
        elif get_origin(hint) is Literal:
            values[field.name] = get_args(hint)[0]
        else:
            values[field.name] = VALUES[field.name]
    made = kind(**values)
    assert kind.parse(made.custom_id) == made
    return made


async def _match(world: World) -> tuple[int, Message]:
    """Alice plays the computer in the first server: its number and its table."""
    await world.koikoi(world.alice, "start", {"level": "easy"})
    assert world.bot is not None
    table = world.bot.matches.tables.playing(world.guild.id, world.alice.id)
    assert table is not None
    return table.match_id, world.table_message()


async def _challenge(world: World) -> tuple[int, Message]:
    """Alice challenges Bob in the first server: its number and its message."""
    asked = await world.koikoi(world.alice, "start", {"opponent": world.bob})
    assert asked.message is not None
    accept = ChallengeId.parse(challenge_buttons(world, asked.message)[True])
    assert accept is not None
    return accept.challenge, asked.message


async def _tournament(world: World) -> tuple[int, Message]:
    """Carol opens a tournament in the first server: its number and its sign-up message."""
    allow_threads(world)
    asked = await world.koikoi(world.carol, "tournament")
    assert world.bot is not None and asked.message is not None
    record = await world.bot.store.tournaments.in_channel(world.chan.id)
    assert record is not None
    return record.tournament_id, asked.message


MAKERS = {"match": _match, "challenge": _challenge, "tournament": _tournament}


Everything = tuple[dict[str, list[Any]], dict[int, object]]


def _everything(world: World, guild_id: int) -> Everything:
    """Every stored row, and every message of the server ``guild_id`` as it is now."""
    with sqlite3.connect(f"file:{world.db_path}?mode=ro", uri=True) as db:
        names = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        rows = {name: db.execute(f"SELECT * FROM {name}").fetchall() for name in sorted(names)}
    shown = {
        m.id: (m.content, m.embeds, m.components, [a.filename for a in m.attachments], m.deleted)
        for m in world.fake.messages.values()
        if m.guild_id == guild_id
    }
    return rows, shown


def _unchanged(world: World, guild_id: int, before: Everything) -> bool:
    """Whether the rows and the messages of ``before`` are as they were (answers aside)."""
    rows, shown = _everything(world, guild_id)
    return rows == before[0] and {i: shown[i] for i in before[1]} == before[1]


async def _press(member: Member, message: Message, made: ControlId, world: World) -> Interaction:
    if type(made) in SELECT_IDS:
        return await world.fake.select(member, message, made.custom_id, [], force=True)
    return await world.fake.click(member, message, made.custom_id, force=True)


async def _answer(clicked: Interaction) -> str:
    response = await clicked.wait_response()
    assert response.ephemeral and response.message is not None, response
    return response.message.content


async def _named_here(world: World, kind: type[ControlId]) -> tuple[ControlId, Named, Message]:
    """An id of ``kind`` naming a record made in the first server, and that record's message."""
    named = example(kind, 1).owner()
    if named is None:
        pytest.fail(f"{kind.__name__} names nothing: it is tested by the test of such ids")
    number, message = await MAKERS[named.record](world)
    made = example(kind, number)
    found = made.owner()
    assert found is not None
    return made, found, message


NAMING = [kind for kind in KINDS if example(kind, 1).owner() is not None]


def test_every_kind_of_id_says_whether_it_names_a_record() -> None:
    # A kind that names no record is resolved where it is pressed (the clicking member's own,
    # in that server): its declaration is the method itself, written on the kind.
    for kind in KINDS:
        assert "owner" in vars(kind), kind
        named = example(kind, 1).owner()
        assert named is None or named.record in MAKERS, kind


@pytest.mark.parametrize("kind", NAMING, ids=lambda kind: kind.__name__)
async def test_a_control_naming_another_servers_record_is_refused_and_changes_nothing(
    world: World, caplog: pytest.LogCaptureFixture, kind: type[ControlId]
) -> None:
    caplog.set_level(logging.INFO)
    made, _, _ = await _named_here(world, kind)
    other = other_server(world)
    # The other server's own message of the same kind: its manager's match, hand or table.
    await world.koikoi(other.dave, "start", {"level": "easy"}, channel=other.chan)
    private = PLACES[made.on or kind.ON[0]].private
    theirs = world.latest_hand(other.dave) if private else world.table_message(other.chan)
    before = _everything(world, world.guild.id)
    said = await _answer(await _press(other.dave, theirs, made, world))
    await world.settle()
    assert said == t("en-US", OTHER_SERVER)
    assert _unchanged(world, world.guild.id, before)
    logged = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert any(made.custom_id in line and "another server" in line for line in logged)


@pytest.mark.parametrize("kind", NAMING, ids=lambda kind: kind.__name__)
async def test_a_control_of_its_members_pressed_by_another_member_is_refused_and_changes_nothing(
    world: World, caplog: pytest.LogCaptureFixture, kind: type[ControlId]
) -> None:
    caplog.set_level(logging.INFO)
    made, named, message = await _named_here(world, kind)
    if not named.members:  # anyone of the server may press it (a tournament, a guess)
        assert kind.__name__ in {"TournamentId", "CallId", "AfterMatchId"}, kind
        return
    stranger = world.carol  # neither Alice's match nor the challenge to Bob is hers
    private = PLACES[made.on or kind.ON[0]].private
    pressed = world.latest_hand(world.alice) if private else message
    before = _everything(world, world.guild.id)
    said = await _answer(await _press(stranger, pressed, made, world))
    await world.settle()
    assert said == t("en-US", STRANGER[named.record])
    assert _unchanged(world, world.guild.id, before)
    logged = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert any(made.custom_id in line and "another member" in line for line in logged)


@pytest.mark.parametrize(
    "kind", [k for k in KINDS if k not in NAMING], ids=lambda kind: kind.__name__
)
async def test_a_control_naming_no_record_pressed_in_another_server_leaves_this_one_alone(
    world: World, kind: type[ControlId]
) -> None:
    await _match(world)
    other = other_server(world)
    await world.koikoi(other.dave, "start", {"level": "easy"}, channel=other.chan)
    made = example(kind, 1)
    private = PLACES[made.on or kind.ON[0]].private
    theirs = world.latest_hand(other.dave) if private else world.table_message(other.chan)
    before = _everything(world, world.guild.id)
    clicked = await _press(other.dave, theirs, made, world)
    await clicked.wait_response()
    await world.settle()
    assert _unchanged(world, world.guild.id, before)


async def test_a_click_on_a_match_of_this_process_asks_the_store_nothing_before_its_handler(
    world: World,
) -> None:
    await _match(world)
    assert world.bot is not None
    owners = world.bot.store.owners
    queries = owners.queries
    hand = next(
        b.custom_id
        for b in world.fake.find_buttons(world.latest_hand(world.alice))
        if b.custom_id.endswith(":hand")
    )
    clicked = await world.fake.click(world.alice, world.latest_hand(world.alice), hand)
    await clicked.wait_response()
    await world.settle()
    assert owners.queries == queries  # known since it was made: no read before the handler
