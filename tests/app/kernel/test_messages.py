"""The message builders: words the players read in embeds and narration."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.app.core.narration import narrate
from bot.app.core.picture_words import stake_lines
from bot.app.kernel.messages import (
    koikoi_value,
    match_result_title,
    round_result_embed,
    round_value,
)
from bot.engine import events as ev
from bot.engine.events import RoundResult
from bot.engine.round import Phase
from bot.engine.rules import preset, with_house_rules
from bot.i18n.catalog import LOCALES, t
from bot.render.demo import deciding

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


def _view(rules: str, round_number: int = 15):  # type: ignore[no-untyped-def]
    from dataclasses import replace

    from bot.engine.match import Match
    from bot.engine.rules import preset

    return replace(Match(preset(rules), 1).view(0), round_number=round_number)  # type: ignore[arg-type]


@pytest.mark.parametrize("locale", LOCALES)
def test_open_ended_rounds_show_the_target_not_infinity(locale: str) -> None:
    text = round_value(_view("traditional"), locale)
    assert "∞" not in text and "50" in text and "15" in text


def test_the_english_round_says_first_to_50() -> None:
    assert round_value(_view("traditional"), "en") == "15 · January · first to 50"


def test_counted_rounds_show_which_of_how_many() -> None:
    assert round_value(_view("standard", 3), "en") == "3 of 12 · January"


@pytest.mark.parametrize("locale", LOCALES)
def test_the_koikoi_field_hides_a_multiplier_the_rules_do_not_have(locale: str) -> None:
    assert "×" not in koikoi_value(_view("traditional"), NAMES, locale)
    assert "×1" in koikoi_value(_view("standard"), NAMES, locale)


@pytest.mark.parametrize("locale", LOCALES)
def test_the_koikoi_field_gives_each_seat_its_own_multiplier_under_hard_koi(locale: str) -> None:
    hard = with_house_rules(preset("standard"), {"multiplier": "after_rival_call"})
    view = replace(_view("standard"), rules=hard, koikoi_calls=(1, 0))
    said = koikoi_value(view, NAMES, locale)
    assert said.index("×1") < said.index("×2")  # the caller's own stops stay ×1


@pytest.mark.parametrize("locale", LOCALES)
def test_an_oya_ken_round_is_explained_in_words(locale: str) -> None:
    result = RoundResult(winner=1, points=(0, 1), end="exhausted", base=1)
    embed = round_result_embed(result, NAMES, locale, 4)
    assert embed.description and "bob" in embed.description


def test_a_drawn_round_still_has_no_oya_ken_text() -> None:
    result = RoundResult(winner=None, points=(0, 0), end="exhausted")
    assert not round_result_embed(result, NAMES, "en", 4).description


def test_the_pictures_words_follow_the_locale_and_the_rules() -> None:
    from bot.app.core.picture_words import picture_words

    words = picture_words(_view("traditional"), "ja")
    assert words.month == "1月"
    assert words.progress == ("第15回戦", "50点先取")
    assert words.stop == "勝負 (STOP)"


def test_a_sent_picture_is_freed_without_the_garbage_collector() -> None:
    import io

    from bot.app.kernel.messages import png_file
    from tests.garbage import garbage_kept

    with garbage_kept() as garbage:
        picture = png_file(b"\x89PNG not really", "table.png")
        picture.close()  # what discord.py does once the request is over
        del picture
    assert [o for o in garbage if isinstance(o, io.BytesIO)] == []


def _played_events(count: int) -> list[ev.Event]:
    import random

    from bot.engine import Match
    from bot.engine.rules import STANDARD

    match, rng, events = Match(STANDARD, 5), random.Random(5), []
    while len(events) < count and not match.over:
        events += match.apply(rng.choice(match.legal_actions()))
    return events[-count:]


def test_the_last_lines_of_a_narration_are_those_of_the_whole() -> None:
    events = _played_events(40)
    whole = narrate("en", events, NAMES)
    for last in (1, 3, 8, 60):
        assert narrate("en", events, NAMES, last=last) == whole[-last:]


def test_the_table_tells_only_the_events_it_shows(monkeypatch: pytest.MonkeyPatch) -> None:
    from collections import deque
    from types import SimpleNamespace

    from bot.app.core import narration
    from bot.app.kernel import messages

    told: list[ev.Event] = []
    line = narration._line

    def counted(locale: str, event: ev.Event, names: list[str]) -> str | None:
        told.append(event)
        return line(locale, event, names)

    monkeypatch.setattr(narration, "_line", counted)
    table = SimpleNamespace(recent_events=deque(_played_events(40)))
    lines = messages.table_lines(table, NAMES, "en")  # type: ignore[arg-type]
    assert len(lines) == messages.MAX_NARRATION_LINES
    assert len(told) <= 2 * messages.MAX_NARRATION_LINES  # not all 40


def test_the_koikoi_stake_line_differs_between_presets() -> None:
    match = deciding(1, Phase.KOIKOI)
    view = match.view(match.round.to_move or 0)
    lines = {
        name: stake_lines(replace(view, rules=preset(name)), "en", "Ren")
        for name in ("standard", "traditional", "single-deal")
    }
    assert "×2" in lines["standard"][0]
    assert len(set(lines.values())) == 3


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", ["standard", "traditional", "single-deal"])
def test_the_koikoi_stake_names_the_gain_and_the_risk_under_every_preset(
    name: str, locale: str
) -> None:
    match = deciding(1, Phase.KOIKOI)
    view = replace(match.view(match.round.to_move or 0), rules=preset(name))
    stake = view.koikoi_stake()
    lines = stake_lines(view, locale, "Ren")
    doubles = stake.multiplier_after > stake.multiplier_now
    assert lines[0] == (
        t(locale, "panel-gain-doubles", after=stake.multiplier_after, name="Ren")
        if doubles
        else t(locale, "panel-gain")
    )
    assert (f"×{stake.multiplier_after}" in lines[0]) is doubles
    assert t(locale, "panel-risk", name="Ren") in lines  # stopping first wipes the caller out
    exhausted = "panel-exhausted-pays" if stake.exhausted_pays_caller else "panel-exhausted-nothing"
    assert t(locale, exhausted) in lines
