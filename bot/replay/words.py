"""A replay in words: the line under each table (what the move did), the round's heading, and
the alt text that tells the replayed round to a screen reader."""

from __future__ import annotations

from collections.abc import Sequence

from bot.app.core.narration import narrate, yaku_line
from bot.engine import events as ev
from bot.i18n import t
from bot.replay.scenes import Scene

MOST_DESCRIBED = 1024  # Discord's limit on an attachment's description
CAPTION_LINES = 2  # a move tells at most its hand step and its draw step


def caption(scene: Scene, names: Sequence[str], locale: str) -> tuple[str, ...]:
    """What the scene's action did, a line each (the last ``CAPTION_LINES``)."""
    told = [e for e in scene.events if not isinstance(e, ev.MatchOver)]
    return tuple(narrate(locale, told, names, last=CAPTION_LINES))


def hand_label(name: str, locale: str) -> str:
    """The line over a player's own hand in their private replay."""
    return t(locale, "replay-hand", name=name)


def description(scenes: Sequence[Scene], names: Sequence[str], locale: str) -> str:
    """The replay told in words for a screen reader: each round's deal, the yaku formed, the
    KOI-KOI calls and stops, how the round ended, and the match's end; cut to Discord's limit
    at a sentence where the whole would not fit."""
    sentences = [t(locale, "replay-alt-intro")]
    for scene in scenes:
        if scene.kind == "round_over" and scene.result is not None:
            sentences += _round_end(scene.result, names, locale)
            continue
        told = [e for e in scene.events if _worth_telling(e)]
        sentences += narrate(locale, told, names)
    return _cut(sentences)


def _worth_telling(event: ev.Event) -> bool:
    """The moments a listener follows a round by (not every card laid)."""
    kinds = (ev.RoundStarted, ev.YakuFormed, ev.KoiKoiCalled, ev.Stopped, ev.Forfeited)
    return isinstance(event, (*kinds, ev.MatchOver))


def _round_end(result: ev.RoundResult, names: Sequence[str], locale: str) -> list[str]:
    """How the round ended: who won it with what, or a draw."""
    told = narrate(locale, [ev.RoundOver(result)], names)
    if result.winner is not None and result.yaku:
        told.append(t(locale, "replay-alt-yaku", yaku=yaku_line(locale, result.yaku)))
    return told


def _cut(sentences: Sequence[str]) -> str:
    """The sentences joined, as many whole ones as fit ``MOST_DESCRIBED``, then '…'."""
    kept: list[str] = []
    length = 0
    for sentence in sentences:
        if length + len(sentence) + 1 > MOST_DESCRIBED - 2:
            kept.append("…")
            break
        kept.append(sentence)
        length += len(sentence) + 1
    return " ".join(kept)
