import pytest

from testing.harness import World
from testing.pace import allow

EXPECTED_SUBCOMMANDS = {
    "start": {"level", "opponent", "rules", "variants", "house_rules"},
    "hand": set(),
    "daily": {"show"},
    "rules": {"preset"},
    "forfeit": set(),
    "stats": {"member"},
    "profile": {"birth_month", "two_step", "language"},
    "settings": {
        "default_rules", "turn_timeout", "language", "turn_pings", "threads", "variants", "hints",
        "spectators_call", "house_rules",
    },
    "review": {"match"},
    "help": set(),
    "seasons": {"length", "channel"},
    "tournament": {"format", "rules", "house_rules", "turn_clock", "remove"},
    "replay": {"match", "length", "day"},
}  # fmt: skip


def _synced(world: World) -> dict[str, dict]:
    payload = world.fake.command_sync_payloads[-1]
    return {command["name"]: command for command in payload}


@pytest.mark.slow
async def test_the_bot_logs_in_and_syncs_every_command_with_descriptions(world: World):
    commands = _synced(world)
    assert set(commands) == {"koikoi", "leaderboard"}
    koikoi = commands["koikoi"]
    assert koikoi["description"]
    subcommands = {option["name"]: option for option in koikoi["options"]}
    assert set(subcommands) == set(EXPECTED_SUBCOMMANDS)
    for name, expected in EXPECTED_SUBCOMMANDS.items():
        sub = subcommands[name]
        assert sub["type"] == 1 and sub["description"]
        options = {option["name"]: option for option in sub.get("options", [])}
        assert set(options) == expected, name
        assert all(option["description"] for option in options.values())
    leaderboard = commands["leaderboard"]
    assert leaderboard["description"]
    assert [o["name"] for o in leaderboard["options"]] == ["page", "public", "view", "season"]


@pytest.mark.slow
async def test_the_start_command_offers_the_three_levels_and_presets(world: World):
    start = next(o for o in _synced(world)["koikoi"]["options"] if o["name"] == "start")
    options = {option["name"]: option for option in start["options"]}
    assert [c["value"] for c in options["level"]["choices"]] == ["easy", "normal", "expert"]
    assert [c["value"] for c in options["rules"]["choices"]] == [
        "standard",
        "traditional",
        "single-deal",
    ]


@pytest.mark.slow
async def test_the_computers_workers_start_with_the_bot_before_any_match_asks(
    offline_world: World,
):
    # A first match against the computer would otherwise wait for a process to start.
    bot = await offline_world.start_bot(ai_processes=1)
    assert len(bot.computer.worker_pids()) == 1
    assert await bot.computer.workers.probe(allow(30))
