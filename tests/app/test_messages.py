"""The message builders: words the players read in embeds and narration."""

from __future__ import annotations

import pytest

from bot.app.messages import match_result_title
from bot.app.narration import narrate
from bot.engine import events as ev
from bot.i18n.catalog import LOCALES

NAMES = ("alice", "bob")


def _winner_first(text: str) -> bool:
    return text.index("55") < text.index("22")


@pytest.mark.parametrize("locale", LOCALES)
def test_the_match_result_puts_the_winners_score_first(locale: str) -> None:
    assert _winner_first(match_result_title(locale, NAMES, 1, (22, 55)))
    assert _winner_first(match_result_title(locale, NAMES, 0, (55, 22)))


@pytest.mark.parametrize("locale", LOCALES)
def test_the_narration_of_a_won_match_puts_the_winners_score_first(locale: str) -> None:
    [line] = narrate(locale, [ev.MatchOver(1, (22, 55))], NAMES)
    assert "bob" in line and _winner_first(line)
