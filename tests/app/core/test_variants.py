"""The traditional optional variants: chosen at the start, or as the server's default."""

from bot.app.core.variants import Variants
from bot.engine import RuleSet, preset
from bot.engine.rules import TRADITIONAL, Variant, twelve_months_variant
from testing.harness import World
from tests.cogs.match.test_match_between_members import challenge_buttons


async def test_a_match_started_with_both_variants_plays_them_and_keeps_them_after_a_restart(
    world: World,
):
    options = {"level": "easy", "rules": "traditional", "variants": "both"}
    await world.koikoi(world.alice, "start", options)
    assert world.bot is not None
    rules = world.bot.matches.tables.in_channel(world.chan.id).match.rules
    assert rules.loser_pays and rules.rounds == 12 and rules.target_score is None
    await world.stop_bot()
    bot = await world.start_bot()
    restored = bot.matches.tables.in_channel(world.chan.id)
    assert restored is not None and restored.match.rules == rules


async def test_the_servers_default_variants_apply_to_traditional_matches_only(world: World):
    await world.koikoi(world.carol, "settings", {"variants": "loser-pays"})
    assert world.bot is not None
    await world.koikoi(world.alice, "start", {"level": "easy", "rules": "traditional"})
    assert world.bot.matches.tables.in_channel(world.chan.id).match.rules.loser_pays
    await world.koikoi(
        world.bob, "start", {"level": "easy", "rules": "standard"}, channel=world.chan2
    )
    assert not world.bot.matches.tables.in_channel(world.chan2.id).match.rules.loser_pays


async def test_a_variant_with_other_rules_than_the_traditional_is_refused(world: World):
    interaction = await world.koikoi(
        world.alice, "start", {"rules": "standard", "variants": "twelve-months"}
    )
    assert interaction.response is not None and interaction.response.ephemeral
    assert "traditional" in interaction.response.message.content
    assert world.bot is not None and len(world.bot.matches.tables) == 0


async def test_a_challenge_carries_its_variants_into_the_match(world: World):
    asked = await world.koikoi(
        world.alice,
        "start",
        {"opponent": world.bob, "rules": "traditional", "variants": "twelve-months"},
    )
    message = asked.message
    assert "12 months" in message.content or "twelve months" in message.content
    accept = await world.fake.click(world.bob, message, challenge_buttons(world, message)[True])
    await accept.wait_response()
    await world.settle()
    assert world.bot is not None
    rules = world.bot.matches.tables.in_channel(world.chan.id).match.rules
    assert rules.rounds == 12 and not rules.loser_pays


BOTH = Variants(loser_pays=True, twelve_months=True)


def test_rules_based_on_the_traditional_under_another_name_accept_the_variants() -> None:
    house = TRADITIONAL.model_copy(update={"name": "house"})
    assert BOTH.applies_to(house)
    played = BOTH.apply(house)
    assert played.loser_pays and (played.rounds, played.target_score) == (12, None)


def test_rules_offering_only_one_variant_accept_that_one_alone() -> None:
    rules = RuleSet(name="house", variants_offered=(Variant.LOSER_PAYS,))
    assert Variants(loser_pays=True).applies_to(rules)
    assert not Variants(twelve_months=True).applies_to(rules)
    assert not BOTH.applies_to(rules)


def test_the_standard_and_single_deal_rules_accept_no_variant_but_no_variants() -> None:
    for name in ("standard", "single-deal"):
        assert not Variants(loser_pays=True).applies_to(preset(name))
        assert Variants().applies_to(preset(name))


def test_the_variants_of_a_match_are_read_from_its_rules_not_its_name() -> None:
    renamed = BOTH.apply(TRADITIONAL).model_copy(update={"name": "house"})
    assert Variants.of_rules(renamed) == ("traditional", BOTH)
    assert Variants.of_rules(twelve_months_variant(TRADITIONAL)) == (
        "traditional",
        Variants(twelve_months=True),
    )
    assert Variants.of_rules(TRADITIONAL) == ("traditional", Variants())
