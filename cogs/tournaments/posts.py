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
from bot.store.tournaments import GameRecord
from bot.tournament.games import Format, Pairing
from bot.tournament.pairing import planned_rounds
from bot.tournament.rules import rules_of
from bot.tournament.standings import standings
from bot.tournament.steps import Snapshot

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
    state = {"running": "tournament-started", "cancelled": "tournament-cancelled"}
    lines = [head, house_rules_line(locale, snapshot), players]
    if record.status in state:
        lines.append(t(locale, state[record.status]))
    return "\n".join(lines)


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
    """A round's pairings, members mentioned, under the house rules its games play."""
    total = planned_rounds(snapshot.form, len(snapshot.entrants))
    lines = [
        t(locale, "tournament-round", round=number, rounds=total),
        house_rules_line(locale, snapshot),
    ]
    for pairing in pairs:
        if pairing.second is None:
            lines.append(t(locale, "tournament-bye", player=f"<@{pairing.first}>"))
        else:
            lines.append(
                t(
                    locale,
                    "tournament-pairing",
                    first=f"<@{pairing.first}>",
                    second=f"<@{pairing.second}>",
                )
            )
    return "\n".join(lines)


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


def standings_picture(
    snapshot: Snapshot, names: Names, locale: str
) -> tuple[StandingsPicture, str]:
    """The standings as the picture's plain data, and the same in words."""
    withdrawn = snapshot.withdrawn
    lines = []
    spoken = []
    for line in standings(snapshot.seeds, snapshot.decided()):
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
    drawn = StandingsPicture(
        t(locale, "tournament-standings-title"),
        _subtitle(snapshot, locale),
        t(locale, "tournament-record-heading"),
        t(locale, "tournament-points-heading"),
        tuple(lines),
        t(locale, "tournament-tiebreak"),
    )
    alt = t(locale, "tournament-alt-standings", lines="; ".join(spoken))
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
            drawn, said = _bracket_game(game, names, locale)
            games.append(drawn)
            spoken.append(t(locale, "tournament-alt-game", round=number, game=said))
        heading = t(locale, "tournament-round-heading", round=number)
        rounds.append(BracketRound(heading, tuple(games)))
    drawn_bracket = BracketPicture(
        t(locale, "tournament-bracket-title"),
        _subtitle(snapshot, locale),
        tuple(rounds),
        t(locale, "tournament-elimination-rule"),
    )
    alt = t(locale, "tournament-alt-bracket", games="; ".join(spoken))
    return drawn_bracket, alt


def _bracket_game(game: GameRecord, names: Names, locale: str) -> tuple[BracketGame, str]:
    first = names.get(game.first_id, "?")
    if game.second_id is None:
        bye = t(locale, "tournament-bye-short")
        return BracketGame(first, "", bye, 0), t(locale, "tournament-alt-bye", player=first)
    second = names.get(game.second_id, "?")
    if game.status != "done":
        said = t(locale, "tournament-alt-pending", first=first, second=second)
        return BracketGame(first, second, "–", None), said
    score = f"{game.first_points} – {game.second_points}"
    side = None if game.winner_id is None else int(game.winner_id != game.first_id)
    winner = names.get(game.winner_id, "?") if game.winner_id is not None else None
    said = t(
        locale,
        "tournament-alt-played",
        first=first,
        second=second,
        score=score,
        winner=winner or t(locale, "tournament-alt-nobody"),
    )
    return BracketGame(first, second, score, side), said


__all__ = [
    "PICTURE",
    "bracket_picture",
    "format_name",
    "house_rules_line",
    "picture",
    "round_text",
    "signup_text",
    "signup_view",
    "standings_picture",
]
