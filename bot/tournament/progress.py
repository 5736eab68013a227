"""A tournament from round to round: the next round's pairings from the games decided so far,
the games settled at once (byes, a withdrawn player's walkovers) and the champion."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from bot.tournament.games import Ending, Format, Game, Pairing, Player, Round, bye
from bot.tournament.pairing import (
    advancing,
    first_elimination_round,
    next_elimination_round,
    planned_rounds,
    round_robin,
    swiss,
)
from bot.tournament.standings import standings

MIN_PLAYERS = 2


def next_round(
    form: Format,
    seeds: Sequence[Player],
    withdrawn: Collection[Player],
    past: Sequence[Sequence[Game]],
) -> Round | None:
    """The pairings of the next round, or None when the tournament is over."""
    active = [p for p in seeds if p not in withdrawn]
    if len(active) < MIN_PLAYERS and form is not Format.ELIMINATION:
        return None
    if form is Format.ELIMINATION:
        pairs = (
            first_elimination_round(seeds) if not past else next_elimination_round(past[-1], seeds)
        )
        return pairs or None
    if len(past) >= planned_rounds(form, len(seeds)):
        return None
    if form is Format.ROUND_ROBIN:
        return round_robin(seeds)[len(past)]
    games = [g for games in past for g in games]
    ranked = [line.player for line in standings(seeds, games) if line.player not in withdrawn]
    return swiss(ranked, games)


def settled_at_once(pairing: Pairing, withdrawn: Collection[Player]) -> Game | None:
    """The game decided without playing: a bye (none for a withdrawn player), or a walkover
    against a withdrawn player (both withdrawn: a double forfeit). None for a game to play."""
    if pairing.second is None:
        return (
            bye(pairing.first)
            if pairing.first not in withdrawn
            else Game(pairing, None, forfeit=True, ending=Ending.WITHDRAWN)
        )
    gone = [p for p in pairing.players if p in withdrawn]
    if not gone:
        return None
    stays = [p for p in pairing.players if p not in withdrawn]
    return Game(pairing, stays[0] if stays else None, forfeit=True, ending=Ending.WALKOVER)


def champion(
    form: Format,
    seeds: Sequence[Player],
    withdrawn: Collection[Player],
    past: Sequence[Sequence[Game]],
) -> Player | None:
    """The winner of a finished tournament (None if nobody is left to win it)."""
    if form is Format.ELIMINATION:
        if not past or len(past[-1]) != 1:
            return None
        return advancing(past[-1][0], seeds)
    games = [g for games in past for g in games]
    return next(
        (line.player for line in standings(seeds, games) if line.player not in withdrawn), None
    )


__all__ = ["MIN_PLAYERS", "champion", "next_round", "settled_at_once"]
