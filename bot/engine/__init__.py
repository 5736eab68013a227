"""The rules of Koi-Koi: pure Python, no I/O (but for finding a compiled build, see native)."""

# ruff: noqa: E402 - the compiled build's folder goes on the search path before any rule module.
from bot.engine.native import use_build

BUILD = use_build(__path__, __name__)

from bot.engine.actions import KOIKOI, STOP, Action, ActionSyntaxError
from bot.engine.cards import Kind
from bot.engine.events import Event, RoundResult
from bot.engine.match import Match, MatchOverError, deal_for
from bot.engine.players import LEVELS, Level, Player
from bot.engine.round import IllegalActionError, InvalidDeckError, Phase, Round
from bot.engine.rules import PRESETS, YAKU_NAMES, PresetName, RuleSet, UnknownPresetError, preset
from bot.engine.view import PlayerView
from bot.engine.yaku import Yaku, score, total

__all__ = [
    "BUILD", "KOIKOI", "LEVELS", "PRESETS", "STOP", "YAKU_NAMES", "Action", "ActionSyntaxError",
    "Event", "IllegalActionError", "InvalidDeckError", "Kind", "Level", "Match", "MatchOverError",
    "Phase", "Player", "PlayerView", "PresetName", "Round", "RoundResult", "RuleSet",
    "UnknownPresetError", "Yaku", "deal_for", "preset", "score", "total",
]  # fmt: skip
