"""Challenges between members: stored, posted with Accept / Decline, lapsing after a while.

A challenge lives in the store until it is answered or lapses, so Accept still works after a
restart; the lapse timers are set again when the bot starts.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from datetime import timedelta
from typing import TYPE_CHECKING

import discord

from bot.app.core.house_rules import house_of, with_house
from bot.app.core.refusal import Refusal
from bot.app.core.rules_in_play import MatchChoices, Settled, rules_in_play
from bot.app.core.variants import Variants
from bot.app.kernel import deferral
from bot.app.kernel.custom_ids import ChallengeId
from bot.app.kernel.languages import Languages
from bot.app.kernel.messages import button, stopped_view
from bot.engine import Player
from bot.i18n import t
from bot.store import ChallengePendingError, PendingChallenge, Store, StoreError
from bot.store.timestamps import utc_now

if TYPE_CHECKING:
    from cogs.match import MatchService

log = logging.getLogger(__name__)

CHALLENGE_SECONDS = 300


def seats_of(challenge: PendingChallenge) -> tuple[Player, Player]:
    """Seat 0 is the challenger, seat 1 the challenged member."""
    return Player.member(challenge.challenger_id), Player.member(challenge.challenged_id)


class Challenges:
    """The challenges waiting for an answer, as stored; this process's lapse timers."""

    def __init__(
        self, client: discord.Client, store: Store, languages: Languages, matches: MatchService
    ) -> None:
        self.client = client
        self.store = store  # where the challenges are kept
        self.languages = languages
        self.matches = matches
        self._timers: dict[int, asyncio.Task[None]] = {}
        self._messages: dict[int, int] = {}  # challenge -> the message with its Accept / Decline

    async def post(
        self,
        interaction: discord.Interaction,
        challenger: discord.abc.User,
        challenged: discord.abc.User,
        played: Settled,
    ) -> None:
        """Post a challenge in the interaction's channel, mentioning the challenged member, to
        play the choices ``played``."""
        assert interaction.guild_id is not None and interaction.channel_id is not None
        self.check(interaction, challenger, challenged)
        guild_id, channel_id = interaction.guild_id, interaction.channel_id
        await deferral.defer(interaction, private=False)  # before the store is asked
        try:
            challenge = await self.store.create_challenge(
                guild_id,
                channel_id,
                challenger.id,
                challenged.id,
                played.preset,
                utc_now() + timedelta(seconds=CHALLENGE_SECONDS),
                variant_json=with_house(played.variants.to_json(), played.house),
            )
        except ChallengePendingError as error:
            raise Refusal("error-challenge-pending") from error
        except StoreError as error:
            log.error("could not store a challenge in %s: %s", channel_id, error)
            raise Refusal("error-store") from error
        self.matches.remember_name(guild_id, challenged)
        locale = await self.languages.of_server(guild_id, interaction.guild_locale)
        view = stopped_view(
            button(
                ChallengeId(challenge.challenge_id, True).custom_id,
                t(locale, "button-accept"),
                discord.ButtonStyle.success,
            ),
            button(
                ChallengeId(challenge.challenge_id, False).custom_id,
                t(locale, "button-decline"),
                discord.ButtonStyle.danger,
            ),
        )
        text = t(
            locale,
            "challenge-posted",
            challenger=f"<@{challenger.id}>",
            challenged=f"<@{challenged.id}>",
            rules=_rules_words(locale, played.preset, played.variants),
            minutes=CHALLENGE_SECONDS // 60,
        )
        mentions = discord.AllowedMentions(users=[challenged], everyone=False, roles=False)
        try:
            message = await deferral.send(
                interaction, private=False, content=text, view=view, allowed_mentions=mentions
            )
        except Exception as error:
            # Nobody could Accept it, and it would stop its challenger challenging again.
            log.warning(
                "challenge %s withdrawn: it could not be posted (%s)", challenge.challenge_id, error
            )
            with contextlib.suppress(StoreError):
                await self.store.delete_challenge(challenge.challenge_id)
            raise Refusal("error-challenge-not-posted") from error
        with contextlib.suppress(StoreError):  # the lapse finds the message by id only
            await self.store.set_challenge_message(challenge.challenge_id, message.id)
        self._time(challenge, CHALLENGE_SECONDS, message.id)

    def check(
        self,
        interaction: discord.Interaction,
        challenger: discord.abc.User,
        challenged: discord.abc.User,
    ) -> None:
        """Refuse, from what is known without waiting, a challenge that cannot be played."""
        assert interaction.guild_id is not None and interaction.channel_id is not None
        if challenged.id == challenger.id:
            raise Refusal("error-challenge-self")
        if challenged.bot:
            raise Refusal("error-challenge-bot")
        seats = (Player.member(challenger.id), Player.member(challenged.id))
        self.matches.check_can_open(interaction.guild_id, interaction.channel_id, seats)

    def _time(self, challenge: PendingChallenge, seconds: float, message_id: int | None) -> None:
        if message_id is not None:
            self._messages[challenge.challenge_id] = message_id
        self._timers[challenge.challenge_id] = asyncio.get_running_loop().create_task(
            self._lapse(challenge, seconds, message_id), name=f"challenge-{challenge.challenge_id}"
        )

    async def _lapse(
        self, challenge: PendingChallenge, seconds: float, message_id: int | None
    ) -> None:
        await asyncio.sleep(max(seconds, 0))
        self._timers.pop(challenge.challenge_id, None)
        self._messages.pop(challenge.challenge_id, None)
        try:
            if not await self.store.delete_challenge(challenge.challenge_id):
                return  # answered meanwhile
        except StoreError as error:
            log.warning("could not close challenge %s: %s", challenge.challenge_id, error)
            return
        if message_id is None:
            return
        locale = await self.languages.of_server(challenge.guild_id)
        channel = self.client.get_partial_messageable(
            challenge.channel_id, guild_id=challenge.guild_id
        )
        with contextlib.suppress(discord.HTTPException):  # the message may be gone
            await channel.get_partial_message(message_id).edit(
                content=t(locale, "challenge-lapsed", challenged=f"<@{challenge.challenged_id}>"),
                view=None,
            )

    async def answer(
        self, interaction: discord.Interaction, challenge_id: int, accept: bool
    ) -> None:
        """Accept or Decline, pressed by the challenged member."""
        # acknowledged before the store is asked: a refusal or the hand fills this in
        await deferral.defer(interaction, private=True)
        try:
            challenge: PendingChallenge | None = await self.store.get_challenge(challenge_id)
        except StoreError:  # not found, or the store is away: either way it cannot start
            challenge = None
        if challenge is None or challenge.expires_at <= utc_now():
            raise Refusal("error-challenge-gone")
        if interaction.user.id != challenge.challenged_id:
            raise Refusal("error-challenge-not-yours")
        try:
            answered = await self.store.delete_challenge(challenge_id)
        except StoreError as error:
            log.error("could not answer challenge %s: %s", challenge_id, error)
            raise Refusal("error-store") from error
        if not answered:
            raise Refusal("error-challenge-gone")
        self._messages.pop(challenge_id, None)
        timer = self._timers.pop(challenge_id, None)
        if timer is not None:
            timer.cancel()
        if not accept:
            locale = await self.languages.of_server(challenge.guild_id, interaction.guild_locale)
            assert interaction.message is not None
            await interaction.message.edit(
                content=t(
                    locale,
                    "challenge-declined",
                    challenged=f"<@{challenge.challenged_id}>",
                    challenger=f"<@{challenge.challenger_id}>",
                ),
                view=None,
            )
            await deferral.done_thinking(interaction)
            return
        assert interaction.message is not None
        stored = challenge.variant_json  # its variants, and its house rules (None: the server's)
        chosen = MatchChoices(challenge.rules_preset, Variants.from_json(stored), house_of(stored))
        rules = rules_in_play(chosen, await self.store.guild_settings(challenge.guild_id))
        await self.matches.start_on(
            interaction,
            interaction.message,
            (challenge.guild_id, challenge.channel_id),
            seats_of(challenge),
            rules,
        )

    async def restore(self, owns: Callable[[int], bool]) -> None:
        """Set the lapse timers of the stored challenges again (closing the lapsed ones)."""
        try:
            pending = await self.store.pending_challenges()
        except StoreError as error:
            log.warning("could not read the pending challenges: %s", error)
            return
        now = utc_now()
        for challenge in pending:
            if owns(challenge.guild_id):
                left = (challenge.expires_at - now).total_seconds()
                self._time(challenge, left, challenge.message_id)
        log.info("restored %d pending challenges", len(self._timers))

    def message_of(self, challenge_id: int) -> int | None:
        """The message a pending challenge was posted as (None: unknown or not pending)."""
        return self._messages.get(challenge_id)

    def posted_on(self, message_id: int) -> bool:
        """Whether ``message_id`` is a pending challenge's message."""
        return message_id in self._messages.values()

    def close(self) -> None:
        """Stop the lapse timers (on shutdown; the store keeps the challenges)."""
        for timer in self._timers.values():
            timer.cancel()
        self._timers.clear()


def _rules_words(locale: str, rules: str, variants: Variants) -> str:
    """The preset's name, with the variants chosen."""
    words = t(locale, f"preset-{rules}")
    chosen = [
        t(locale, key)
        for key, on in (
            ("variant-loser-pays", variants.loser_pays),
            ("variant-twelve-months", variants.twelve_months),
        )
        if on
    ]
    return f"{words} + {', '.join(chosen)}" if chosen else words
