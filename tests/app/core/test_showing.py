"""What an outcome asks the channel to see."""

from bot.app.core.showing import rounds_ended, table_moves_down
from bot.app.core.table import Outcome, Table
from bot.engine import Match, Player, preset
from bot.engine import events as ev
from bot.engine.events import RoundResult

WON = RoundResult(winner=0, points=(6, 0), end="stop")
REDEAL = RoundResult(winner=None, points=(0, 0), end="redeal")


def _table() -> Table:
    seats = (Player.member(1), Player.computer("easy"))
    return Table(1, 10, 20, seats, Match(preset("standard"), seed=5))


def test_a_redeal_is_no_round_ended() -> None:
    events: list[ev.Event] = [ev.RoundOver(REDEAL), ev.RoundOver(WON)]
    assert rounds_ended(events) == [WON]


def test_the_table_moves_below_a_rounds_result_while_the_match_goes_on() -> None:
    table = _table()
    assert table_moves_down(Outcome(table, [ev.RoundOver(WON)]))
    assert not table_moves_down(Outcome(table, [ev.RoundOver(REDEAL)]))
    assert not table_moves_down(Outcome(table, []))


def test_the_table_stays_where_it_is_once_the_match_is_over() -> None:
    table = _table()
    table.match.over = True
    assert not table_moves_down(Outcome(table, [ev.RoundOver(WON)]))
