"""Replaying a match log into one seat's decisions."""

from __future__ import annotations

import json
import random

import pytest

from bot.engine import Match, preset
from bot.review import MatchLog, decisions_of


def random_match(seed: int, rules_name: str = "standard") -> Match:
    match = Match(preset(rules_name), seed)
    rng = random.Random(seed)
    while not match.over:
        match.apply(rng.choice(match.legal_actions()))
    return match


@pytest.mark.parametrize("seat", [0, 1])
def test_every_decision_with_a_choice_is_found_with_what_the_seat_saw(seat: int) -> None:
    match = random_match(4)
    decisions = decisions_of(MatchLog.of(match), seat)
    replayed = Match(match.rules, match.seed)
    expected = []
    for index, action in enumerate(match.actions):
        if replayed.to_move == seat and len(replayed.legal_actions()) > 1:
            expected.append((index, replayed.view(seat), action))
        replayed.apply(action)
    assert [(d.index, d.view, d.action) for d in decisions] == expected
    assert decisions and all(d.view.to_move == seat and d.action in d.view.legal for d in decisions)


def test_a_decision_knows_the_round_it_was_made_in() -> None:
    match = random_match(5)
    replayed = Match(match.rules, match.seed)
    rounds = {}
    for index, action in enumerate(match.actions):
        rounds[index] = replayed.round_number
        replayed.apply(action)
    decisions = decisions_of(MatchLog.of(match), 0)
    assert [d.round_number for d in decisions] == [rounds[d.index] for d in decisions]
    assert match.round_number > 1


def test_a_saved_match_reads_back_as_its_log() -> None:
    match = random_match(6)
    log = MatchLog.from_json(json.dumps(match.to_dict()))
    assert log == MatchLog.of(match)
    assert log.replay().scores == match.scores


def test_a_log_names_its_rules_by_preset() -> None:
    text = json.dumps({"rules": "single-deal", "seed": 3, "actions": []})
    assert MatchLog.from_json(text).rules == preset("single-deal")


def test_a_log_without_its_seed_is_refused() -> None:
    with pytest.raises(ValueError, match="seed"):
        MatchLog.from_json(json.dumps({"rules": "standard", "actions": []}))
