"""Tournaments on Discord: opened by a manager in a channel, joined with a button, each round's
pairings posted with the standings or the bracket, each game an ordinary match in its own
thread, results read from the finished matches, the winner announced.

Every step is stored first and taken by the one process the store lets take it, so several
processes (and a restart) go on from where the rows say. A sweep looks at every unfinished
tournament now and then; a match that ends in this process nudges its tournament at once."""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import discord

from bot.app.core.events import MatchEnded
from bot.app.core.refusal import Refusal
from bot.app.core.rules_in_play import Settled
from bot.app.kernel import deferral
from bot.app.kernel.languages import Languages
from bot.app.kernel.picture_wait import picture_in_time
from bot.engine import Player
from bot.i18n import t
from bot.render.pool import DrawingPool
from bot.store import Store, StoreError
from bot.store.tournaments import GameRecord, TournamentError, TournamentRecord
from bot.tournament.games import Ending, Format
from bot.tournament.rules import rules_of, stored_choices
from bot.tournament.steps import (
    Snapshot,
    Step,
    advance,
    no_show,
    result_of,
    snapshot_of,
)
from cogs.match import MatchService
from cogs.tournaments.notices import GameNotices
from cogs.tournaments.posts import (
    picture_or_words,
    round_text,
    signup_text,
    signup_view,
    tie_break_notes,
)

log = logging.getLogger(__name__)

SWEEP_SECONDS = 30.0  # how often unfinished tournaments are looked at


def may_manage(interaction: discord.Interaction) -> bool:
    """Whether the member manages the server (Manage Server or Administrator)."""
    permissions = interaction.permissions
    return permissions.manage_guild or permissions.administrator


class TournamentDesk:
    """Every tournament of the servers this process serves."""

    def __init__(
        self,
        client: discord.Client,
        store: Store,
        matches: MatchService,
        languages: Languages,
        drawing: DrawingPool,
    ) -> None:
        self.client = client
        self.store = store
        self.matches = matches
        self.languages = languages
        self.drawing = drawing
        self.every = SWEEP_SECONDS
        self._locks: dict[int, asyncio.Lock] = {}
        self._sweeping: asyncio.Task[None] | None = None
        self._by_match: dict[int, int] = {}  # match id -> tournament id, for the nudge
        self._opening: set[int] = set()  # channels where a request is opening a tournament
        self._posts: dict[tuple[int, int], int] = {}  # (tournament, round) -> its post here
        self.notices = GameNotices(client, store.tournaments, languages, matches)

    # -- a manager's and a member's requests ------------------------------------------------

    async def open(
        self, interaction: discord.Interaction, form: Format, played: Settled, minutes: int
    ) -> None:
        """Open a tournament in the interaction's channel, its games to play ``played``, and
        post its sign-up message."""
        assert interaction.guild_id is not None and interaction.channel_id is not None
        if not may_manage(interaction):
            raise Refusal("error-tournament-manager")
        if not isinstance(interaction.channel, discord.TextChannel):
            raise Refusal("error-tournament-channel")  # its games need threads
        # Acknowledged before anything is stored: an answer refused as late leaves no
        # tournament, and the sign-up replaces the "thinking" message however slow the store.
        await deferral.defer(interaction, private=False)
        channel_id = interaction.channel_id
        if channel_id in self._opening:
            raise Refusal("error-tournament-busy")  # another request is opening one there
        self._opening.add(channel_id)
        try:
            record, again = await self._create(interaction, form, played, minutes)
            snapshot = await snapshot_of(self.store.tournaments, record.tournament_id)
            locale = await self.languages.of_server(interaction.guild_id, interaction.guild_locale)
            text = signup_text(locale, snapshot)
            if again:
                text = f"{t(locale, 'tournament-signup-again')}\n{text}"
            open_ = snapshot.record.status == "open"
            message = await deferral.send(
                interaction,
                private=False,
                content=text[:2000],
                view=signup_view(record.tournament_id, locale, open_=open_),
            )
            await self.store.tournaments.set_message(record.tournament_id, message.id)
        finally:
            self._opening.discard(channel_id)

    async def _create(
        self, interaction: discord.Interaction, form: Format, played: Settled, minutes: int
    ) -> tuple[TournamentRecord, bool]:
        """A new tournament in the interaction's channel; or the one open or running there,
        whose sign-up is then posted again (its first one may never have reached the channel,
        or was deleted: with it the manager can always cancel). True for the one there."""
        assert interaction.guild_id is not None and interaction.channel_id is not None
        variants, house_rules = stored_choices(played)
        try:
            record = await self.store.tournaments.create(
                interaction.guild_id,
                interaction.channel_id,
                interaction.user.id,
                form.value,
                played.preset,
                minutes * 60,
                variants=variants,
                house_rules=house_rules,
            )
        except TournamentError as error:
            there = await self.store.tournaments.in_channel(interaction.channel_id)
            if error.reason != "busy" or there is None:
                raise Refusal(f"error-tournament-{error.reason}") from error
            return there, True
        return record, False

    async def join(self, interaction: discord.Interaction, tournament_id: int) -> None:
        """Join (or, with ``leave``, leave) the tournament while it is open."""
        try:
            added = await self.store.tournaments.join(tournament_id, interaction.user.id)
        except TournamentError as error:
            raise Refusal(f"error-tournament-{error.reason}") from error
        if not added:
            raise Refusal("error-tournament-joined-already")
        assert interaction.guild_id is not None
        self.matches.remember_name(interaction.guild_id, interaction.user)
        await self._redraw_signup(interaction, tournament_id)

    async def leave(self, interaction: discord.Interaction, tournament_id: int) -> None:
        """Leave the tournament before it starts."""
        record = await self._record(tournament_id)
        if record.status != "open":
            raise Refusal("error-tournament-closed")
        if not await self.store.tournaments.leave(tournament_id, interaction.user.id):
            raise Refusal("error-tournament-not-in", player=f"<@{interaction.user.id}>")
        await self._redraw_signup(interaction, tournament_id)

    async def start(self, interaction: discord.Interaction, tournament_id: int) -> None:
        """The manager starts the tournament: joining ends, the first round is posted."""
        record = await self._record(tournament_id)
        self._check_manager(interaction, record)
        entrants = await self.store.tournaments.entrants(tournament_id)
        if record.status == "open" and len(entrants) < 2:
            raise Refusal("error-tournament-few")
        if not await self.store.tournaments.set_status(tournament_id, ["open"], "running"):
            raise Refusal("error-tournament-closed")
        await self._redraw_signup(interaction, tournament_id)
        await self.tick(tournament_id)

    async def cancel(self, interaction: discord.Interaction, tournament_id: int) -> None:
        """The manager cancels the tournament (matches being played go on, counting for
        nothing more)."""
        record = await self._record(tournament_id)
        self._check_manager(interaction, record)
        moved = await self.store.tournaments.set_status(
            tournament_id, ["open", "running"], "cancelled"
        )
        if not moved:
            raise Refusal("error-tournament-closed")
        await self._redraw_signup(interaction, tournament_id)

    async def remove(self, interaction: discord.Interaction, member: discord.abc.User) -> None:
        """The manager takes a member out of this channel's tournament: before the start off
        the list, after it withdrawn, their game in play lost."""
        assert interaction.channel_id is not None
        record = await self.store.tournaments.in_channel(interaction.channel_id)
        if record is None:
            raise Refusal("error-tournament-none")
        self._check_manager(interaction, record)
        if not await self.store.tournaments.leave(record.tournament_id, member.id):
            raise Refusal("error-tournament-not-in", player=f"<@{member.id}>")
        await self._forfeit_game_of(record, member.id)
        locale = await self.languages.of_server(record.guild_id, interaction.guild_locale)
        await interaction.response.send_message(
            t(locale, "tournament-removed", player=f"<@{member.id}>")
        )
        await self._refresh_signup(record.tournament_id, locale)
        await self.tick(record.tournament_id)

    # -- going on by itself -----------------------------------------------------------------

    def run(self, owns: Callable[[int], bool]) -> None:
        """Start the sweep over the unfinished tournaments of the servers this process owns."""
        self._sweeping = asyncio.get_running_loop().create_task(self._sweep(owns))

    def close(self) -> None:
        """Stop the sweep (the rows say where each tournament is)."""
        if self._sweeping is not None:
            self._sweeping.cancel()

    async def _sweep(self, owns: Callable[[int], bool]) -> None:
        while True:
            try:
                for record in await self.store.tournaments.unfinished():
                    if owns(record.guild_id) and record.status == "running":
                        await self.tick(record.tournament_id)
            except StoreError as error:
                log.warning("could not look at the tournaments: %s", error)
            except Exception:
                log.exception("the tournament sweep failed")
            await asyncio.sleep(self.every)

    async def match_ended(self, ended: MatchEnded) -> None:
        """A match ended in this process: its tournament, if any, goes on at once."""
        tournament_id = self._by_match.pop(ended.table.match_id, None)
        if tournament_id is not None:
            await self.tick(tournament_id)

    async def tick(self, tournament_id: int) -> None:
        """Record finished games, open the waiting ones, and post the next round or the end."""
        lock = self._locks.setdefault(tournament_id, asyncio.Lock())
        async with lock:
            for _ in range(64):  # a round of byes and walkovers only leads straight to the next
                snapshot = await snapshot_of(self.store.tournaments, tournament_id)
                if snapshot.record.status != "running":
                    return
                await self._settle(snapshot)
                snapshot = await snapshot_of(self.store.tournaments, tournament_id)
                await self._tell(snapshot)
                step = await advance(self.store.tournaments, snapshot, datetime.now(UTC))
                if not (step.number or step.finished):
                    return
                await self._post_step(tournament_id, step)
                if step.finished:
                    return

    async def _settle(self, snapshot: Snapshot) -> None:
        """Read the results of the round's finished matches and open its waiting games."""
        record = snapshot.record
        for game in snapshot.current():
            if game.status == "playing" and game.match_id is not None:
                self._by_match[game.match_id] = record.tournament_id
                table = self.matches.table(game.match_id)
                if table is not None:
                    table.turn_seconds = record.turn_seconds  # a match restored here
                end = await self.store.tournaments.match_result(game.match_id)
                if end is not None:
                    result = result_of(game, end)
                    await self.store.tournaments.decide(
                        record.tournament_id, game.round, game.slot, result.winner_id,
                        result.points, forfeit=result.forfeit, ending=result.ending.value,
                    )  # fmt: skip
            elif game.status == "waiting":
                await self._open_game(record, game)

    async def _tell(self, snapshot: Snapshot) -> None:
        """Tell each member of the round's games still to play of theirs, once."""
        record = snapshot.record
        post = self._posts.get((record.tournament_id, record.round))
        await self.notices.tell(record, snapshot.current(), post)

    async def _open_game(self, record: TournamentRecord, game: GameRecord) -> None:
        """Open the game's match in a thread; past its deadline, whoever is still busy
        elsewhere loses it."""
        assert game.second_id is not None  # byes are decided when stored
        seats = (Player.member(game.first_id), Player.member(game.second_id))
        locale = await self.languages.of_server(record.guild_id)
        heading = t(
            locale,
            "tournament-game",
            round=game.round,
            first=f"<@{game.first_id}>",
            second=f"<@{game.second_id}>",
        )
        where = (record.guild_id, record.channel_id)
        try:
            match_id = await self.matches.open_in_thread(
                where, seats, rules_of(record), record.turn_seconds, heading
            )
        except Refusal:
            match_id = None
        if match_id is not None:
            self._by_match[match_id] = record.tournament_id
            await self.store.tournaments.set_match(
                record.tournament_id, game.round, game.slot, match_id
            )
            return
        if datetime.now(UTC) >= game.deadline:
            busy = {p for p in (game.first_id, game.second_id) if self._busy(record, p)}
            result = no_show(game, busy)
            await self.store.tournaments.decide(
                record.tournament_id, game.round, game.slot, result.winner_id, forfeit=True,
                ending=result.ending.value,
            )  # fmt: skip

    def _busy(self, record: TournamentRecord, user_id: int) -> bool:
        """Whether the member kept the game from opening: playing elsewhere, or waiting out
        the pause after a forfeit."""
        return self.matches.busy(record.guild_id, user_id)

    async def _forfeit_game_of(self, record: TournamentRecord, user_id: int) -> None:
        """A removed player's game of the current round is lost (their match forfeited)."""
        snapshot = await snapshot_of(self.store.tournaments, record.tournament_id)
        for game in snapshot.current():
            players = (game.first_id, game.second_id)
            if game.status == "done" or user_id not in players:
                continue
            other = game.second_id if user_id == game.first_id else game.first_id
            await self.store.tournaments.decide(
                record.tournament_id, game.round, game.slot, other, forfeit=True,
                ending=Ending.WITHDRAWN.value,
            )  # fmt: skip
            if game.match_id is not None:
                await self.matches.forfeit_for(game.match_id, user_id)

    # -- posting ----------------------------------------------------------------------------

    async def _post_step(self, tournament_id: int, step: Step) -> None:
        """Post a new round's pairings, or the champion, with the picture."""
        snapshot = await snapshot_of(self.store.tournaments, tournament_id)
        record = snapshot.record
        locale = await self.languages.of_server(record.guild_id)
        names = {
            user: await self.matches.name_of(record.guild_id, Player.member(user))
            for user in snapshot.seeds
        }
        if step.finished:
            key, who = (
                ("tournament-winner", f"<@{step.champion_id}>")
                if step.champion_id is not None
                else ("tournament-no-winner", "")
            )
            text = t(locale, key, player=who)
            await self._refresh_signup(tournament_id, locale)
        else:
            text = round_text(locale, snapshot, step.number, step.pairings)
        # The last round's games nobody won: who went on, and why.
        last = record.round if step.finished else step.number - 1
        text = "\n".join((text, *tie_break_notes(locale, snapshot, names, last)))
        in_time = functools.partial(picture_in_time, self.drawing)
        file, words = await picture_or_words(in_time, snapshot, names, locale)
        pictured: dict[str, Any] = {"file": file}
        if file is None:  # late: the standings in words
            text = f"{text}\n{words}\n{t(locale, 'picture-late-in-words')}"[:2000]
            pictured = {}
        channel = self.client.get_partial_messageable(record.channel_id, guild_id=record.guild_id)
        try:
            posted = await channel.send(
                text,
                **pictured,
                allowed_mentions=discord.AllowedMentions(users=True, everyone=False, roles=False),
            )
            self._posts[(tournament_id, step.number)] = posted.id  # the notices link to it
        except discord.HTTPException as error:
            log.warning(
                "tournament %s: could not post in %s: %s", tournament_id, record.channel_id, error
            )

    async def _redraw_signup(self, interaction: discord.Interaction, tournament_id: int) -> None:
        """Answer a click on the sign-up message by redrawing it."""
        snapshot = await snapshot_of(self.store.tournaments, tournament_id)
        assert interaction.guild_id is not None
        locale = await self.languages.of_server(interaction.guild_id, interaction.guild_locale)
        content, view = signup_text(locale, snapshot), self._signup_view(snapshot, locale)
        if interaction.response.is_done():  # acknowledged before the click was stored
            await interaction.edit_original_response(content=content, view=view)
        else:
            await interaction.response.edit_message(content=content, view=view)

    async def _refresh_signup(self, tournament_id: int, locale: str) -> None:
        """Redraw the sign-up message without a click (a removal, the end)."""
        snapshot = await snapshot_of(self.store.tournaments, tournament_id)
        record = snapshot.record
        if record.message_id is None:
            return
        channel = self.client.get_partial_messageable(record.channel_id, guild_id=record.guild_id)
        try:
            await channel.get_partial_message(record.message_id).edit(
                content=signup_text(locale, snapshot), view=self._signup_view(snapshot, locale)
            )
        except discord.HTTPException as error:
            log.info("tournament %s: sign-up message not redrawn: %s", tournament_id, error)

    def _signup_view(self, snapshot: Snapshot, locale: str) -> discord.ui.View | None:
        status = snapshot.record.status
        if status in ("finished", "cancelled"):
            return None
        return signup_view(snapshot.record.tournament_id, locale, open_=status == "open")

    async def _record(self, tournament_id: int) -> TournamentRecord:
        try:
            return await self.store.tournaments.get(tournament_id)
        except TournamentError as error:
            raise Refusal("error-tournament-closed") from error

    @staticmethod
    def _check_manager(interaction: discord.Interaction, record: TournamentRecord) -> None:
        if interaction.user.id != record.manager_id and not may_manage(interaction):
            raise Refusal("error-tournament-manager")
