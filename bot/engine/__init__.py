"""The rules of Koi-Koi: pure Python, no I/O (an entry point may run a compiled build of it,
see ``bot.compiled``)."""

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
    "KOIKOI", "LEVELS", "PRESETS", "STOP", "YAKU_NAMES", "Action", "ActionSyntaxError",
    "Event", "IllegalActionError", "InvalidDeckError", "Kind", "Level", "Match", "MatchOverError",
    "Phase", "Player", "PlayerView", "PresetName", "Round", "RoundResult", "RuleSet",
    "UnknownPresetError", "Yaku", "deal_for", "preset", "score", "total",
]  # fmt: skip
