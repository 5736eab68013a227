"""Computer players: they see only a PlayerView and return a legal action."""

# ruff: noqa: E402 - the compiled build's folder goes on the search path before the playouts.
from bot.engine.native import use_build

use_build(__path__, __name__)

from bot.ai.determinize import NotMyDecisionError
from bot.ai.easy import EasyPlayer
from bot.ai.expert import ExpertPlayer
from bot.ai.normal import NormalPlayer
from bot.ai.player import LEVELS, ComputerPlayer, Level, choose_action, make_player

__all__ = [
    "LEVELS", "ComputerPlayer", "EasyPlayer", "ExpertPlayer", "Level", "NormalPlayer",
    "NotMyDecisionError", "choose_action", "make_player",
]  # fmt: skip
