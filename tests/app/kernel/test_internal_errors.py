"""A bug behind a command or a control is told in words that fit it: only what concerns a
match says the match is safe, and a house menu sends the member back to its own command."""

from types import SimpleNamespace
from typing import Any

import pytest

from bot.app.core.refusal import Refusal
from bot.app.kernel.controls import internal_error as control_error
from bot.app.kernel.custom_ids import CONTROL_IDS, SELECT_IDS
from bot.app.kernel.tree import internal_error as command_error
from bot.i18n import LOCALES, t
from cogs.match.cog import HouseStartMenu
from cogs.settings.cog import HouseRulesMenu
from tests.app.kernel.test_ownership import example
from tests.i18n.catalogs import command_tree

MATCH_COMMANDS = {"start", "hand", "forfeit"}


def test_only_the_match_commands_say_the_match_is_safe() -> None:
    _, commands = command_tree()
    seen = set()
    for command in commands:
        for sub in getattr(command, "commands", [command]):
            seen.add(sub.name)
            expected = "error-internal-match" if sub.name in MATCH_COMMANDS else "error-internal"
            assert command_error(sub) == expected, sub.qualified_name
    assert {"seasons", "tournament", "start"} <= seen


def test_a_command_that_is_not_known_gets_the_plain_words() -> None:
    assert command_error(None) == "error-internal"


def test_only_the_controls_of_a_match_say_the_match_is_safe() -> None:
    for kind in (*CONTROL_IDS, *SELECT_IDS):
        control = example(kind, 7)
        named = control.owner()
        about_a_match = named is not None and named.record == "match"
        assert control_error(control) == (
            "error-internal-match" if about_a_match else "error-internal"
        ), kind.__name__


@pytest.mark.parametrize("locale", sorted(LOCALES))
def test_the_plain_words_of_a_bug_name_no_match(locale: str) -> None:
    plain, for_a_match = t(locale, "error-internal"), t(locale, "error-internal-match")
    assert plain != for_a_match and for_a_match.startswith(plain.split(".")[0].split("。")[0])


@pytest.mark.parametrize(
    ("menu", "command"), [(HouseStartMenu, "/koikoi start"), (HouseRulesMenu, "/koikoi settings")]
)
async def test_a_house_menu_sends_a_member_back_to_its_own_command(menu: Any, command: str) -> None:
    chosen = menu.__new__(menu)  # the choice is checked before the menu needs anything else

    interaction = SimpleNamespace(data={"values": ["no-such-rule:on"]})
    with pytest.raises(Refusal) as refused:
        await chosen.act(interaction)
    assert refused.value.key == "error-house-rule-unknown"
    assert command in t("en", refused.value.key, **refused.value.args_)
