import json

from bot.cli.main import main

# Dealer (seat 0) hand, seat 1 hand, field, then the draw pile top first.
DEALER = [0, 4, 8, 12, 16, 20, 24, 28]
OTHER = [1, 5, 9, 13, 17, 21, 25, 29]
FIELD = [2, 3, 32, 36, 40, 44, 33, 37]
DRAW = [x for x in range(48) if x not in DEALER + OTHER + FIELD]
DECK = ",".join(map(str, DEALER + OTHER + FIELD + DRAW))


def replay(capsys, *actions: str, deck: str = DECK) -> tuple[int, dict | None, str]:
    status = main(["replay", "--deck", deck, *actions])
    out, err = capsys.readouterr()
    return status, (json.loads(out) if out else None), err


def test_replay_deals_the_deck_in_the_documented_order(capsys):
    status, state, _ = replay(capsys)
    assert status == 0 and state is not None
    assert state["hands"] == [sorted(DEALER), sorted(OTHER)]
    assert state["field"] == sorted(FIELD)
    assert state["draw_pile"] == 24
    assert state["to_move"] == 0 and state["pending"] == "play"
    assert state["legal"] == [f"play:{c}" for c in sorted(DEALER)]


def test_replay_asks_which_field_card_to_take_when_two_match(capsys):
    status, state, _ = replay(capsys, "play:0")
    assert status == 0 and state is not None
    assert state["pending"] == "take"
    assert state["legal"] == ["take:2", "take:3"]


def test_replay_takes_the_chosen_card_and_draws(capsys):
    _, state, _ = replay(capsys, "play:0", "take:3")
    assert state is not None
    assert {0, 3} <= set(state["captures"][0])
    assert 2 in state["field"]
    assert state["draw_pile"] == 23
    assert state["to_move"] == 1


def test_replay_names_the_position_of_an_illegal_action_and_the_legal_ones(capsys):
    status, state, err = replay(capsys, "play:0", "play:4")
    assert status != 0 and state is None
    assert "action 2" in err
    assert "take:2" in err and "take:3" in err


def test_replay_refuses_a_deck_with_a_duplicate_card(capsys):
    bad = ",".join(map(str, [0, *range(47)]))
    status, _, err = replay(capsys, deck=bad)
    assert status != 0
    assert "appears twice" in err


def test_replay_reports_a_redeal_when_the_field_holds_four_of_a_month(capsys):
    deck = ",".join(map(str, range(48)))  # field = cards 16..23: all four May cards
    status, state, _ = replay(capsys, deck=deck)
    assert status == 0 and state is not None
    assert state["round_over"] is True
    assert state["result"]["redeal"] is True
