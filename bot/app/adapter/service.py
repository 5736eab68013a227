"""The match service: what happens to a table over time, on Discord.

It opens tables, takes members' moves, redraws their private hands, publishes the public table
and the results, reminds and forfeits idle players, shows the computer's late moves, and
restores the matches after a restart. The rules and the write-ahead log are the table service's
(``bot.app.core.tables``); the messages are the presenter's.
"""

from __future__ import annotations

import functools
import logging
from typing import TYPE_CHECKING

import discord

from bot.app.adapter import logs
from bot.app.adapter.letting_go import let_go, original_response_editor
from bot.app.adapter.pings import TurnPings
from bot.app.adapter.presenter import Presenter
from bot.app.adapter.rounds_in_channel import TableInSight
from bot.app.adapter.threads import MatchThreads, start_in_thread
from bot.app.core.computer import ComputerPlayers
from bot.app.core.hands import HandMessages
from bot.app.core.preferences import MemberPreferences, Preferences
from bot.app.core.tables import Outcome, Refusal, Table, TableListener, Tables
from bot.app.core.tutorial import Tutorial
from bot.engine import Action, Player, RuleSet
from bot.i18n import choose_locale, t
from bot.review.wording import action_text, reason_text
from bot.store import Store, StoreError

if TYPE_CHECKING:
    from bot.app.adapter.client import KoiKoiBot

log = logging.getLogger(__name__)

HINT_LEVELS = ("easy", "normal")  # the expert's advice against itself would make no sense


class MatchService(TableListener):
    """Every match of this process, as the members see it on Discord."""

    def __init__(
        self,
        client: KoiKoiBot,
        store: Store,
        preferences: Preferences,
        computer: ComputerPlayers,
        presenter: Presenter,
    ) -> None:
        self.client = client
        self.preferences = preferences
        self.presenter = presenter
        self.tables = Tables(store, computer, listener=self, preferences=preferences)
        self.hands = HandMessages()
        self.in_sight = TableInSight(client, presenter, self.tables)
        self.pings = TurnPings(client, preferences)
        self.tutorial = Tutorial(store)
        self.threads = MatchThreads(client)

    # -- opening ----------------------------------------------------------------------------

    async def start(
        self, interaction: discord.Interaction, seats: tuple[Player, Player], rules: RuleSet
    ) -> None:
        """Open a match in the interaction's channel and post its table as the answer."""
        assert interaction.guild_id is not None and interaction.channel_id is not None
        if await self.threads.wanted(interaction):
            await start_in_thread(self, interaction, None, seats, rules)
            return
        try:
            self.tables.check_can_open(interaction.guild_id, interaction.channel_id, seats)
        except Refusal as refusal:
            await self.client.refuse(interaction, refusal)
            return
        await interaction.response.defer(thinking=True)
        try:
            outcome = await self.tables.open(
                interaction.guild_id, interaction.channel_id, seats, rules
            )
        except Refusal as refusal:
            await self.client.refuse(interaction, refusal)
            return
        table = outcome.table
        await self.tutorial.begin(table)
        locale = await self.public_locale(table.guild_id, interaction.guild_locale)
        try:
            rendered = await self.presenter.table_message(table, locale)
            message = await interaction.followup.send(wait=True, **rendered.as_kwargs())
        except discord.HTTPException as error:
            await self._call_off(interaction, table, error)
            return
        await self.tables.set_message(table, message.id)
        await self.announce(outcome, locale)
        seat = table.seat_of(interaction.user.id)
        if not table.match.over and seat is not None:
            await self.send_hand(interaction, table, seat)

    async def start_on(
        self,
        interaction: discord.Interaction,
        message: discord.Message,
        where: tuple[int, int],
        seats: tuple[Player, Player],
        rules: RuleSet,
    ) -> None:
        """Open a match in ``where`` (guild, channel), turning ``message`` into its table.

        The interaction is deferred already; the clicking member gets their hand.
        """
        if await self.threads.wanted(interaction):
            await start_in_thread(self, interaction, message, seats, rules)
            return
        await self.open_on(interaction, message, where, seats, rules)

    async def open_on(
        self,
        interaction: discord.Interaction,
        message: discord.Message,
        where: tuple[int, int],
        seats: tuple[Player, Player],
        rules: RuleSet,
    ) -> None:
        """Open a match in ``where`` on ``message``, in the channel itself (no thread)."""
        guild_id, channel_id = where
        try:
            outcome = await self.tables.open(guild_id, channel_id, seats, rules)
        except Refusal as refusal:
            await self.client.refuse(interaction, refusal)
            return
        table = outcome.table
        await self.tutorial.begin(table)
        locale = await self.public_locale(guild_id, interaction.guild_locale)
        try:
            rendered = await self.presenter.table_message(table, locale)
            edited = await message.edit(**rendered.as_kwargs(edit=True))
        except discord.HTTPException as error:
            await self._call_off(interaction, table, error)
            return
        await self.tables.set_message(table, edited.id)
        await self.announce(outcome, locale)
        await self.pings.after_turn(table, locale, mover=interaction.user.id)
        seat = table.seat_of(interaction.user.id)
        if seat is not None:
            await self.send_hand(interaction, table, seat)

    async def _call_off(
        self, interaction: discord.Interaction, table: Table, error: discord.HTTPException
    ) -> None:
        """The table could not be shown: end the match without a result, so nobody is held."""
        log.warning(
            "match %s called off: its table could not be posted (%s)", table.match_id, error
        )
        await self.tables.abandon(table)
        await self.client.refuse(interaction, Refusal("error-table-not-posted"))

    # -- hands ------------------------------------------------------------------------------

    async def send_hand(self, interaction: discord.Interaction, table: Table, seat: int) -> None:
        """Send the member their hand as a new private message (the interaction is deferred)."""
        locale, two_step = await self._member_choices(interaction, table)
        rendered = await self.presenter.hand_message(
            table, seat, locale, two_step=two_step, hint=await self.hints_offered(table)
        )
        message = await interaction.followup.send(ephemeral=True, wait=True, **rendered.as_kwargs())
        rendered.sent()
        # The same edit as ``message.edit``, without keeping the message and its buttons.
        edit = functools.partial(interaction.followup.edit_message, message.id)
        self.hands.remember(table.match_id, interaction.user.id, edit, locale)

    async def open_hand(self, interaction: discord.Interaction, match_id: int) -> None:
        """ "My hand" on the table opens a new hand; on a hand message it redraws that one."""
        table, seat = await self._player_at(interaction, match_id)
        if table is None or seat is None:
            return
        if _is_private(interaction.message):
            await interaction.response.defer()
            await self._redraw_own_hand(interaction, table, seat)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.send_hand(interaction, table, seat)

    async def hand_of(self, interaction: discord.Interaction) -> None:
        """``/koikoi hand``: a new private message with the member's hand."""
        assert interaction.guild_id is not None
        table = self.tables.playing(interaction.guild_id, interaction.user.id)
        seat = table.seat_of(interaction.user.id) if table is not None else None
        if table is None or seat is None:
            await self.client.refuse(interaction, Refusal("error-no-match"))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.send_hand(interaction, table, seat)

    async def pick(
        self, interaction: discord.Interaction, match_id: int, card: int, seq: int
    ) -> None:
        """Two-step play: mark ``card`` on the hand and offer to confirm it."""
        table, seat = await self._player_at(interaction, match_id, private=True)
        if table is None or seat is None:
            return
        if seq != table.seq or table.match.to_move != seat:
            key = "error-stale" if seq != table.seq else "error-not-your-turn"
            await self.client.refuse(interaction, Refusal(key))
            return
        await interaction.response.defer()
        locale, _ = await self._member_choices(interaction, table)
        rendered = await self.presenter.hand_message(
            table, seat, locale, two_step=True, picked=card, hint=await self.hints_offered(table)
        )
        await interaction.edit_original_response(**rendered.as_kwargs(edit=True))
        rendered.sent()

    async def _redraw_own_hand(
        self, interaction: discord.Interaction, table: Table, seat: int
    ) -> None:
        locale, two_step = await self._member_choices(interaction, table)
        rendered = await self.presenter.hand_message(
            table, seat, locale, two_step=two_step, hint=await self.hints_offered(table)
        )
        try:
            await interaction.edit_original_response(**rendered.as_kwargs(edit=True))
            rendered.sent()
        except discord.HTTPException as error:
            log.info("could not refresh a hand in match %s: %s", table.match_id, error)
        self.hands.remember(
            table.match_id, interaction.user.id, original_response_editor(interaction), locale
        )

    async def refresh_hands(self, table: Table, mover: int | None) -> None:
        """Redraw the hands of the members other than ``mover`` (None: all), so their buttons
        wake up."""
        others = [user for user in table.members() if user != mover]
        for user_id, hand in list(self.hands.live(table.match_id, others)):
            seat = table.seat_of(user_id)
            assert seat is not None
            two_step = (await self.preferences.member(table.guild_id, user_id)).two_step_for(
                table.match.rules
            )
            rendered = await self.presenter.hand_message(
                table, seat, hand.locale, two_step=two_step, hint=await self.hints_offered(table)
            )
            try:
                await hand.edit(**rendered.as_kwargs(edit=True))
                rendered.sent()
            except discord.HTTPException as error:
                log.info("could not refresh a hand in match %s: %s", table.match_id, error)
                self.hands.forget(table.match_id, user_id)

    # -- hints ------------------------------------------------------------------------------

    async def hints_offered(self, table: Table) -> bool:
        """Whether the table's hands carry a Hint button: against the easy or normal computer,
        in a server that allows hints."""
        if not hints_possible(table):
            return False
        try:
            return (await self.preferences.guild(table.guild_id)).hints_allowed
        except StoreError as error:
            log.warning("could not read a server's hint setting: %s", error)
            return False

    async def hint(self, interaction: discord.Interaction, match_id: int, seq: int) -> None:
        """The Hint button: the expert's choice and why, privately; the match then earns no
        ranking points (stored before the hint is shown), and the table says so."""
        table, seat = await self._player_at(interaction, match_id, private=True)
        if table is None or seat is None:
            return
        if not await self.hints_offered(table):
            key = "hint-off" if hints_possible(table) else "hint-level"
            await self.client.refuse(interaction, Refusal(key))
            return
        if seq != table.seq or table.match.to_move != seat:
            key = "error-stale" if seq != table.seq else "error-not-your-turn"
            await self.client.refuse(interaction, Refusal(key))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        first = not table.hinted
        await self.tables.mark_hinted(table)
        advice = await self.tables.computer.hint(table.view(seat), table.match.seed + table.seq)
        locale, _ = await self._member_choices(interaction, table)
        opponent = await self.presenter.name_of(table.guild_id, table.seats[1 - seat])
        why = reason_text(locale, advice.reason, advice.best, opponent)
        text = t(locale, "hint-text", better=action_text(locale, advice.best), why=why)
        await interaction.followup.send(text, ephemeral=True)
        if first:
            await self.presenter.update_table(table, await self.public_locale(table.guild_id))

    # -- moves ------------------------------------------------------------------------------

    async def move(
        self, interaction: discord.Interaction, match_id: int, action: Action, seq: int | None
    ) -> None:
        """A member's move from their hand: checked and logged by the table service (once),
        then shown."""
        table = self.tables.get(match_id)
        if (
            table is not None
            and table.seat_of(interaction.user.id) is not None
            and not _is_private(interaction.message)
        ):
            # Move buttons only ever sit on a private message: this click was forged.
            await self.client.refuse(interaction, Refusal("error-unknown-button"))
            return
        await self._act(interaction, match_id, action, seq)

    async def forfeit(self, interaction: discord.Interaction, match_id: int) -> None:
        """The forfeit confirmation was pressed (the table service puts the member's seat in)."""
        await self._act(interaction, match_id, Action("forfeit", 0), None)

    async def _act(
        self, interaction: discord.Interaction, match_id: int, action: Action, seq: int | None
    ) -> None:
        await interaction.response.defer()
        # A move may wait a while for its pictures: from here on it needs only the token.
        let_go(interaction)
        try:
            outcome = await self.tables.act(match_id, interaction.user.id, action, seq)
        except Refusal as refusal:
            await self.client.refuse(interaction, refusal)
            return
        table = outcome.table
        seat = table.seat_of(interaction.user.id)
        assert seat is not None  # the table service accepted the move from this member
        await self.presenter.prepare_table(table, await self.public_locale(table.guild_id))
        await self._redraw_own_hand(interaction, table, seat)
        if not table.against_computer:
            await self.refresh_hands(table, interaction.user.id)
        await self.publish(outcome, mover=interaction.user.id)
        await self._guide(interaction, table, action, outcome)

    async def _guide(
        self, interaction: discord.Interaction, table: Table, action: Action, outcome: Outcome
    ) -> None:
        """On a member's first match, explain the moment their move reached."""
        moments = self.tutorial.moments(table, interaction.user.id, action, outcome.events)
        if not moments:
            return
        locale, _ = await self._member_choices(interaction, table)
        text = "\n\n".join(t(locale, key) for key in moments)
        try:
            await interaction.followup.send(text, ephemeral=True)
        except discord.HTTPException as error:
            log.info("could not explain a move in match %s: %s", table.match_id, error)

    async def _player_at(
        self, interaction: discord.Interaction, match_id: int, *, private: bool = False
    ) -> tuple[Table | None, int | None]:
        """The table and the clicking member's seat; refuses and gives None otherwise.

        ``private``: the button only ever sits on a private message, so a click elsewhere
        was forged.
        """
        table = self.tables.get(match_id)
        if table is None:
            await self.client.refuse(interaction, Refusal("error-match-over"))
            return None, None
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            await self.client.refuse(interaction, Refusal("error-not-a-player"))
            return None, None
        if private and not _is_private(interaction.message):
            await self.client.refuse(interaction, Refusal("error-unknown-button"))
            return None, None
        return table, seat

    # -- publishing -------------------------------------------------------------------------

    async def publish(self, outcome: Outcome, mover: int | None = None) -> None:
        """Update the table message, post any results and call the member to move next.

        ``mover``: the member whose move this was (None: a time-out, the computer).
        """
        table = outcome.table
        locale = await self.public_locale(table.guild_id)
        if not self.in_sight.moves_down(outcome):
            await self.presenter.update_table(table, locale)
        await self.announce(outcome, locale)
        await self.pings.after_turn(table, locale, mover)
        if table.match.over:
            await self._final_in_channel(outcome, locale)
            self.tutorial.end(table.match_id)
            for user_id in table.members():
                self.hands.forget(table.match_id, user_id)

    async def announce(self, outcome: Outcome, locale: str) -> None:
        """Post the results; after a round that the match goes on from, the table below them."""
        await self.presenter.announce_results(outcome, locale)
        if self.in_sight.moves_down(outcome):
            await self.in_sight.post_below(outcome.table, locale)

    async def _final_in_channel(self, outcome: Outcome, locale: str) -> None:
        """A match played in a thread: its final result goes to the channel too."""
        if await self.threads.parent_of(outcome.table.channel_id) is None:
            return
        results = await self.presenter.result_messages(outcome, locale)
        if results:
            await self.threads.post_final(outcome.table, results[-1], locale)

    async def public_locale(self, guild_id: int, fallback: object = None) -> str:
        """The language of a server's public messages: its setting, else its Discord locale."""
        try:
            setting = (await self.preferences.guild(guild_id)).locale
        except StoreError as error:
            log.warning("could not read a server's language: %s", error)
            setting = None
        guild = self.client.get_guild(guild_id)
        return choose_locale(setting, guild.preferred_locale if guild else fallback, fallback)

    async def _member_choices(
        self, interaction: discord.Interaction, table: Table
    ) -> tuple[str, bool]:
        """The member's language and two-step choice, read once for the interaction."""
        try:
            chosen = await self.preferences.member(table.guild_id, interaction.user.id)
        except StoreError as error:
            log.warning("could not read a member's preferences: %s", error)
            chosen = MemberPreferences()
        return choose_locale(chosen.language, interaction.locale), chosen.two_step_for(
            table.match.rules
        )

    # -- outside a member's request ---------------------------------------------------------

    async def turn_timed_out(self, table: Table, seat: int, outcome: Outcome | None) -> None:
        """Half time: remind the player; expiry: they forfeited."""
        if outcome is not None:
            await self.publish(outcome)
            return
        locale = await self.public_locale(table.guild_id)
        user_id = table.seats[seat].user_id
        assert user_id is not None  # the clock runs for members only
        channel = self.client.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
        try:
            await channel.send(
                t(locale, "timeout-reminder", user=f"<@{user_id}>"),
                allowed_mentions=discord.AllowedMentions(users=[discord.Object(user_id)]),
            )
        except discord.HTTPException as error:
            log.warning("could not remind a player in %s: %s", table.channel_id, error)

    async def computer_moved(self, outcome: Outcome) -> None:
        """Show the computer's moves that the store could only save after the member's request."""
        async with self.client.working():
            # Every member's hand is redrawn (no member made these moves), so whoever is to
            # play gets live buttons; then the table and any results.
            await self.refresh_hands(outcome.table, mover=None)
            await self.publish(outcome)

    async def restore(self) -> None:
        """Bring back this process's unfinished matches and show each as it stands: a table
        whose message was never posted is posted now; the others are redrawn, since the bot
        may have stopped between logging a move and showing it."""
        for outcome in await self.tables.restore_all(self.client.owns_guild):
            table = outcome.table
            with logs.where(guild=table.guild_id, channel=table.channel_id, match=table.match_id):
                if table.message_id is None and not table.match.over:
                    await self.repost(table)
                if outcome.events:  # the computer moved, or the match ended, while we were away
                    await self.publish(outcome)
                elif table.message_id is not None:
                    await self.presenter.update_table(
                        table, await self.public_locale(table.guild_id)
                    )
        log.info("restored %d unfinished matches", len(self.tables))

    async def repost(self, table: Table) -> None:
        """Post the table of a match whose message is missing; call the match off if the
        channel will not take it."""
        locale = await self.public_locale(table.guild_id)
        channel = self.client.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
        try:
            rendered = await self.presenter.table_message(table, locale)
            message = await channel.send(**rendered.as_kwargs())
        except discord.HTTPException as error:
            log.warning(
                "match %s called off: its table could not be posted (%s)", table.match_id, error
            )
            await self.tables.abandon(table)
            return
        await self.tables.set_message(table, message.id)

    def close(self) -> None:
        """Stop the clocks and retries, and the drawing threads."""
        self.tables.close()
        self.presenter.close()


def hints_possible(table: Table) -> bool:
    """Whether hints may be offered at this table at all: against the easy or normal computer."""
    return any(seat.level in HINT_LEVELS for seat in table.seats)


def _is_private(message: discord.Message | None) -> bool:
    """Whether the clicked message is one only the clicking member sees."""
    return message is not None and message.flags.ephemeral
