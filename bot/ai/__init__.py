"""Computer players: they see only a PlayerView and return a legal action."""

from bot.ai.determinize import NotMyDecisionError
from bot.ai.easy import EasyPlayer
from bot.ai.expert import ExpertPlayer
from bot.ai.normal import NormalPlayer
from bot.ai.player import LEVELS, ComputerPlayer, Level, choose_action, make_player

__all__ = [
    "LEVELS", "ComputerPlayer", "EasyPlayer", "ExpertPlayer", "Level", "NormalPlayer",
    "NotMyDecisionError", "choose_action", "make_player",
]  # fmt: skip
