"""``/koikoi help`` and the table's "How to play" button explain the game privately."""

import pytest

from bot.app.core.guide_words import guide_words
from bot.engine import PRESETS
from bot.engine.rules import loser_pays_variant, with_house_rules
from bot.i18n import LOCALES, t
from bot.render import render_yaku_guide
from testing.fake_discord import Message
from testing.harness import World, has_file
from tests.cogs.reviews.test_review import finish_a_match


@pytest.mark.slow
async def test_help_explains_the_game_a_turn_the_buttons_the_daily_and_the_yaku(world: World):
    interaction = await world.koikoi(world.alice, "help")
    message = interaction.message
    assert message is not None and message.ephemeral
    embed = message.embeds[0]
    assert "Hanafuda" in embed["description"]
    names = [field["name"] for field in embed["fields"]]
    assert names == ["Starting", "A turn", "The buttons", "The yaku", "The deal of the day"]
    assert has_file(message, "yaku.png")


@pytest.mark.slow
async def test_help_answers_in_the_members_language(world: World):
    interaction = await world.koikoi(world.alice, "help", locale="pl")
    assert interaction.message.embeds[0]["title"] != "How to play Koi-Koi"


@pytest.mark.slow
async def test_the_table_has_a_how_to_play_button_that_anyone_can_press(world: World):
    await world.koikoi(world.alice, "start", {"level": "easy"})
    table = world.table_message()
    how = next(b for b in world.fake.find_buttons(table) if b.label == "How to play")
    clicked = await world.fake.click(world.carol, table, how.custom_id)
    await clicked.wait_response()
    await world.settle()
    guide = world.fake.ephemeral_for(world.carol)[-1]
    assert guide.embeds[0]["title"] == "How to play Koi-Koi"


@pytest.mark.slow
async def test_help_names_the_hint_button_and_the_review(world: World):
    interaction = await world.koikoi(world.alice, "help")
    buttons = interaction.message.embeds[0]["fields"][2]["value"]
    assert "💡 Hint" in buttons and "/koikoi review" in buttons


def test_the_guide_names_the_hint_button_and_the_review_in_every_language():
    for locale in LOCALES:
        buttons = t(locale, "help-buttons")
        review = f"/koikoi {t(locale, 'cmd-koikoi-review-name')}"  # the command's local name
        assert f"💡 {t(locale, 'hint-button')}" in buttons and review in buttons, locale


def _guide_of(message: Message) -> bytes:
    return next(a.data for a in message.attachments if a.filename == "yaku.png")


@pytest.mark.slow
async def test_help_after_a_single_deal_match_shows_the_single_deal_guide(world: World):
    await finish_a_match(world, world.alice)  # the server's default stays the standard rules
    interaction = await world.koikoi(world.alice, "help")
    message = interaction.message
    rules = PRESETS["single-deal"]
    assert _guide_of(message) == render_yaku_guide(rules, guide_words("en", rules))
    assert "single-deal rules" in message.embeds[0]["fields"][3]["value"]
    others = await world.koikoi(world.bob, "help")  # bob has played nothing here
    assert _guide_of(others.message) == render_yaku_guide(
        PRESETS["standard"], guide_words("en", PRESETS["standard"])
    )


@pytest.mark.slow
async def test_help_during_a_match_shows_the_guide_of_its_rules_in_the_members_language(
    world: World,
):
    await world.koikoi(world.alice, "start", {"level": "easy", "rules": "traditional"})
    interaction = await world.koikoi(world.alice, "help", locale="ja")
    rules = PRESETS["traditional"]
    assert _guide_of(interaction.message) == render_yaku_guide(rules, guide_words("ja", rules))
    assert "伝統" in interaction.message.embeds[0]["fields"][3]["value"]


TRADITIONAL_LOSER_PAYS_WITH_RAIN = {
    "default_preset": "traditional",
    "default_variants": '{"loser_pays": true}',
    "default_house_rules": '{"rain": "on"}',
}


@pytest.mark.slow
async def test_help_shows_the_guide_of_the_servers_variants_and_house_rules(world: World):
    assert world.bot is not None
    await world.bot.preferences.update_guild(world.guild.id, **TRADITIONAL_LOSER_PAYS_WITH_RAIN)
    interaction = await world.koikoi(world.bob, "help")  # bob has played nothing here
    fields = {f["name"]: f["value"] for f in interaction.message.embeds[0]["fields"]}
    assert "traditional + the loser pays" in fields["The yaku"]
    assert "rain spoils the viewing yaku" in fields["House rules"]
    rules = with_house_rules(loser_pays_variant(PRESETS["traditional"]), {"rain": "on"})
    assert _guide_of(interaction.message) == render_yaku_guide(rules, guide_words("en", rules))
