"""What a tournament posts: the sign-up message and its buttons, each round's pairings, and the
standings or bracket picture described in words for screen readers."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence

import discord

from bot.app.core.guide_words import rules_title
from bot.app.core.house_rules import played_words
from bot.app.kernel.custom_ids import TournamentId
from bot.app.kernel.messages import button, png_file, stopped_view
from bot.i18n import t
from bot.render.tournament import (
    BracketGame,
    BracketPicture,
    BracketRound,
    StandingLine,
    StandingsPicture,
    render_bracket,
    render_standings,
)
from bot.store.tournaments import GameRecord, TournamentRecord
from bot.tournament.games import NOT_PLAYED_OUT, Ending, Format, Pairing
from bot.tournament.pairing import TieBreak, advancing, planned_rounds, tie_break
from bot.tournament.rules import rules_of
from bot.tournament.standings import standings
from bot.tournament.steps import Snapshot, as_game, ending_of

PICTURE = "tournament.png"
Names = dict[int, str]
Draw = Callable[..., Awaitable[bytes]]
LateDraw = Callable[..., Awaitable[bytes | None]]  # None: the picture was late


def format_name(locale: str, form: str) -> str:
    """The format in words."""
    return t(locale, f"tournament-format-{form}")


def house_rules_line(locale: str, snapshot: Snapshot) -> str:
    """The house rules the tournament's games play, in words ('none' when they play none)."""
    named = ", ".join(played_words(locale, rules_of(snapshot.record)))
    return t(locale, "tournament-house-rules", rules=named or t(locale, "house-rules-none"))


def signup_text(locale: str, snapshot: Snapshot) -> str:
    """The sign-up message: the format, rules, house rules and clock, who opened it, who
    joined."""
    record = snapshot.record
    head = t(
        locale,
        "tournament-signup",
        format=format_name(locale, record.format),
        rules=rules_title(locale, rules_of(record)),
        minutes=record.turn_seconds // 60,
        manager=f"<@{record.manager_id}>",
    )
    joined = [f"<@{e.user_id}>" for e in snapshot.entrants if not e.withdrawn]
    players = (
        t(locale, "tournament-players", count=len(joined), names=", ".join(joined))
        if joined
        else t(locale, "tournament-no-players")
    )
    lines = [head, house_rules_line(locale, snapshot), players, _state_line(locale, record)]
    return "\n".join(lines)


def _state_line(locale: str, record: TournamentRecord) -> str:
    """Where the tournament is: open to join, started, over (with its champion), cancelled."""
    if record.status == "open":
        return t(locale, "tournament-join-below")
    if record.status == "finished":
        if record.champion_id is None:
            return t(locale, "tournament-no-winner")
        return t(locale, "tournament-finished", player=f"<@{record.champion_id}>")
    key = "tournament-started" if record.status == "running" else "tournament-cancelled"
    return t(locale, key)


def signup_view(tournament_id: int, locale: str, *, open_: bool) -> discord.ui.View:
    """Join and Leave for members, Start and Cancel for the manager (only Cancel once running)."""

    def make(verb: str, style: discord.ButtonStyle) -> discord.ui.Button[discord.ui.View]:
        custom_id = TournamentId(tournament_id, verb).custom_id  # type: ignore[arg-type]
        return button(custom_id, t(locale, f"button-tournament-{verb}"), style)

    if not open_:
        return stopped_view(make("cancel", discord.ButtonStyle.danger))
    return stopped_view(
        make("join", discord.ButtonStyle.success),
        make("leave", discord.ButtonStyle.secondary),
        make("start", discord.ButtonStyle.primary),
        make("cancel", discord.ButtonStyle.danger),
    )


def round_text(locale: str, snapshot: Snapshot, number: int, pairs: Sequence[Pairing]) -> str:
    """A round's pairings, members mentioned, under the house rules its games play, with the
    deadline to be free by and the turn clock; a withdrawn player's game said a walkover."""
    total = planned_rounds(snapshot.form, len(snapshot.entrants))
    lines = [
        t(locale, "tournament-round", round=number, rounds=total),
        house_rules_line(locale, snapshot),
    ]
    deadline = next((g.deadline for g in snapshot.games if g.round == number), None)
    if deadline is not None:
        stamp = int(deadline.timestamp())
        lines.append(
            t(
                locale,
                "tournament-round-clock",
                deadline=f"<t:{stamp}:f>",
                until=f"<t:{stamp}:R>",
                minutes=max(snapshot.record.turn_seconds // 60, 1),
            )
        )
    lines.extend(filter(None, (_pairing_line(locale, p, snapshot.withdrawn) for p in pairs)))
    return "\n".join(lines)


def _pairing_line(locale: str, pairing: Pairing, withdrawn: set[int]) -> str | None:
    """A pairing in words (None for a withdrawn player's bye)."""
    if pairing.second is None:
        if pairing.first in withdrawn:
            return None
        return t(locale, "tournament-bye", player=f"<@{pairing.first}>")
    gone = [p for p in pairing.players if p in withdrawn]
    if len(gone) == 1:
        stays = pairing.second if gone[0] == pairing.first else pairing.first
        return t(locale, "tournament-walkover", winner=f"<@{stays}>", player=f"<@{gone[0]}>")
    if gone:
        return None  # both withdrawn: nobody to play
    first, second = f"<@{pairing.first}>", f"<@{pairing.second}>"
    return t(locale, "tournament-pairing", first=first, second=second)


async def picture(draw: Draw, snapshot: Snapshot, names: Names, locale: str) -> discord.File:
    """The standings (round robin, Swiss) or the bracket (elimination), with its alt text."""
    if snapshot.form is Format.ELIMINATION:
        bracket, alt = bracket_picture(snapshot, names, locale)
        return png_file(await draw(render_bracket, bracket), PICTURE, alt)
    table, alt = standings_picture(snapshot, names, locale)
    return png_file(await draw(render_standings, table), PICTURE, alt)


async def picture_or_words(
    draw: LateDraw, snapshot: Snapshot, names: Names, locale: str
) -> tuple[discord.File | None, str]:
    """The standings or the bracket as ``picture`` draws them (None when ``draw`` gave no
    picture in time), and the same in words (for a post without its picture)."""
    if snapshot.form is Format.ELIMINATION:
        bracket, words = bracket_picture(snapshot, names, locale)
        drawn = await draw(render_bracket, bracket)
    else:
        table, words = standings_picture(snapshot, names, locale)
        drawn = await draw(render_standings, table)
    return (None if drawn is None else png_file(drawn, PICTURE, words)), words


def _subtitle(snapshot: Snapshot, locale: str) -> str:
    total = planned_rounds(snapshot.form, len(snapshot.entrants))
    return t(
        locale,
        "tournament-subtitle",
        format=format_name(locale, snapshot.record.format),
        round=max(snapshot.record.round, 1),
        rounds=total,
    )


def played_rounds(snapshot: Snapshot) -> int:
    """The last round whose games are all decided and played: while a tournament runs, the
    round being played is not (its byes and walkovers are settled before it is played)."""
    record = snapshot.record
    last = record.round - 1 if record.status == "running" else record.round
    return max(0, last)


def _counted(snapshot: Snapshot) -> list[GameRecord]:
    """The decided games of the rounds played."""
    last = played_rounds(snapshot)
    return [g for g in snapshot.games if g.status == "done" and g.round <= last]


def _standings_subtitle(snapshot: Snapshot, locale: str) -> str:
    total = planned_rounds(snapshot.form, len(snapshot.entrants))
    form = format_name(locale, snapshot.record.format)
    played = played_rounds(snapshot)
    if not played:
        return t(locale, "tournament-subtitle-before", format=form, rounds=total)
    return t(locale, "tournament-subtitle-after", format=form, round=played, rounds=total)


def note(locale: str, game: GameRecord, names: Names) -> str | None:
    """What happened in a game not simply played out (None for one that was)."""
    ending = ending_of(game)
    first, second = names.get(game.first_id, "?"), names.get(game.second_id or 0, "?")
    if ending is Ending.BYE:
        return t(locale, "tournament-note-bye", round=game.round, player=first)
    if ending is Ending.UNFINISHED:
        return t(locale, "tournament-note-unfinished", round=game.round, first=first, second=second)
    if ending is Ending.PLAYED or game.second_id is None:
        return None
    if game.winner_id is None:
        return t(locale, "tournament-note-nobody", round=game.round, first=first, second=second)
    winner, loser = (first, second) if game.winner_id == game.first_id else (second, first)
    key = f"tournament-note-{ending.value}"
    return t(locale, key, round=game.round, winner=winner, loser=loser)


def standings_picture(
    snapshot: Snapshot, names: Names, locale: str
) -> tuple[StandingsPicture, str]:
    """The standings of the rounds played as the picture's plain data (equal players share a
    place; what the last round played did not decide by play said below), and the same in
    words."""
    withdrawn = snapshot.withdrawn
    counted = _counted(snapshot)
    lines = []
    spoken = []
    for line in standings(snapshot.seeds, [as_game(g) for g in counted]):
        name = names.get(line.player, "?")
        record = f"{line.wins}–{line.draws}–{line.losses}"
        lines.append(
            StandingLine(line.place, name, record, str(line.match_points), line.player in withdrawn)
        )
        spoken.append(
            t(
                locale,
                "tournament-alt-line",
                place=line.place,
                name=name,
                points=line.match_points,
                wins=line.wins,
                draws=line.draws,
                losses=line.losses,
            )
        )
    last = played_rounds(snapshot)
    notes = tuple(filter(None, (note(locale, g, names) for g in counted if g.round == last)))
    drawn = StandingsPicture(
        t(locale, "tournament-standings-title"),
        _standings_subtitle(snapshot, locale),
        t(locale, "tournament-record-heading"),
        t(locale, "tournament-points-heading"),
        tuple(lines),
        t(locale, "tournament-tiebreak"),
        notes,
    )
    alt = t(locale, "tournament-alt-standings", lines="; ".join((*spoken, *notes)))
    return drawn, alt


def bracket_picture(snapshot: Snapshot, names: Names, locale: str) -> tuple[BracketPicture, str]:
    """The bracket as the picture's plain data, and the same in words."""
    by_round: dict[int, list[GameRecord]] = {}
    for game in snapshot.games:
        by_round.setdefault(game.round, []).append(game)
    rounds = []
    spoken = []
    for number in sorted(by_round):
        games = []
        for game in by_round[number]:
            drawn, said = _bracket_game(game, names, locale, snapshot.seeds)
            games.append(drawn)
            spoken.append(t(locale, "tournament-alt-game", round=number, game=said))
        heading = t(locale, "tournament-round-heading", round=number)
        rounds.append(BracketRound(heading, tuple(games)))
    drawn_bracket = BracketPicture(
        t(locale, "tournament-bracket-title"),
        _subtitle(snapshot, locale),
        tuple(rounds),
        "",
        (*tie_break_notes(locale, snapshot, names), *_legend(snapshot, locale)),
    )
    alt = t(locale, "tournament-alt-bracket", games="; ".join(spoken))
    return drawn_bracket, alt


def _legend(snapshot: Snapshot, locale: str) -> tuple[str, ...]:
    """What the bracket's words mean, for the endings it shows: each way of winning without
    play under a game won so (a drawn match tells its own tie-break, ``tie_break_notes``)."""
    done = [g for g in snapshot.games if g.status == "done" and g.second_id is not None]
    endings = {ending_of(g) for g in done}
    return tuple(
        t(locale, f"tournament-legend-{ending.value}")
        for ending in Ending
        if ending in endings and (ending in NOT_PLAYED_OUT or ending is Ending.UNFINISHED)
    )


def going_on(game: GameRecord, seeds: Sequence[int]) -> tuple[int, TieBreak] | None:
    """Who goes on from an elimination game nobody won (drawn, or ended without a result),
    and which tie-break sent them; None for a game won, a bye, or one nobody goes on from."""
    if game.status != "done" or game.second_id is None:
        return None
    played = as_game(game)
    why, going = tie_break(played), advancing(played, seeds)
    return None if why is None or going is None else (going, why)


def _tie_break_words(
    locale: str, game: GameRecord, names: Names, decided: tuple[int, TieBreak]
) -> dict[str, str]:
    """The words of a game sent on by its tie-break: its result, who goes on and why."""
    # No-break spaces: a wrapped note keeps the score on one line.
    score = f"{game.first_points}\u00a0–\u00a0{game.second_points}"
    unfinished = ending_of(game) is Ending.UNFINISHED
    result = (
        t(locale, "tournament-ending-unfinished")
        if unfinished
        else t(locale, "tournament-drawn", score=score)
    )
    going, why = decided
    return {
        "first": names.get(game.first_id, "?"),
        "second": names.get(game.second_id or 0, "?"),
        "result": result,
        "player": names.get(going, "?"),
        "reason": t(locale, f"tournament-tie-break-{why.value}"),
    }


def tie_break_notes(
    locale: str, snapshot: Snapshot, names: Names, number: int | None = None
) -> tuple[str, ...]:
    """An elimination's games nobody won, each with who goes on and why ("Round 1: Aoi
    against Zoë, drawn 3 – 3; Aoi goes on: higher seed"), of round ``number`` or of all."""
    if snapshot.form is not Format.ELIMINATION:
        return ()
    notes = []
    for game in snapshot.games:
        decided = going_on(game, snapshot.seeds)
        if decided is None or number not in (None, game.round):
            continue
        words = _tie_break_words(locale, game, names, decided)
        notes.append(t(locale, "tournament-note-goes-on", round=game.round, **words))
    return tuple(notes)


def _bracket_game(
    game: GameRecord, names: Names, locale: str, seeds: Sequence[int]
) -> tuple[BracketGame, str]:
    first = names.get(game.first_id, "?")
    if game.second_id is None:
        bye = t(locale, "tournament-bye-short")
        return BracketGame(first, "", bye, 0), t(locale, "tournament-alt-bye", player=first)
    second = names.get(game.second_id, "?")
    if game.status != "done":
        said = t(locale, "tournament-alt-pending", first=first, second=second)
        return BracketGame(first, second, "–", None), said
    score = f"{game.first_points} – {game.second_points}"
    ending = ending_of(game)
    decided = going_on(game, seeds)
    if decided is not None:  # nobody won: the one going on is drawn as the winner
        shown = t(locale, "tournament-ending-unfinished") if ending is Ending.UNFINISHED else score
        words = _tie_break_words(locale, game, names, decided)
        on = int(decided[0] != game.first_id)
        return BracketGame(first, second, shown, on), t(locale, "tournament-alt-goes-on", **words)
    side = None if game.winner_id is None else int(game.winner_id != game.first_id)
    winner = names.get(game.winner_id, "?") if game.winner_id is not None else None
    winner = winner or t(locale, "tournament-alt-nobody")
    if ending in NOT_PLAYED_OUT or ending is Ending.UNFINISHED:
        how = t(locale, f"tournament-ending-{ending.value}")
        said = t(
            locale, "tournament-alt-ending", first=first, second=second, how=how, winner=winner
        )
        return BracketGame(first, second, how, side), said
    said = t(
        locale,
        "tournament-alt-played",
        first=first,
        second=second,
        score=score,
        winner=winner,
    )
    return BracketGame(first, second, score, side), said


__all__ = [
    "PICTURE",
    "bracket_picture",
    "format_name",
    "going_on",
    "house_rules_line",
    "note",
    "picture",
    "played_rounds",
    "round_text",
    "signup_text",
    "signup_view",
    "standings_picture",
    "tie_break_notes",
]
