"""``/koikoi review``: a member's finished match, reviewed by the expert, shown privately first.

The work waits its turn in the process's review queue (one at a time, behind every computer
move); the private message says the queue position, then the progress, then shows the review
with a button that shares it in the channel.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Iterator
from typing import Any

import discord

from bot.app.core.descriptions import review_description
from bot.app.core.preferences import Preferences
from bot.app.core.refusal import Refusal
from bot.app.kernel import deferral
from bot.app.kernel.custom_ids import ReplayId, ReviewShareId
from bot.app.kernel.languages import Languages
from bot.app.kernel.messages import TABLE_COLOUR, button, png_file, stopped_view
from bot.app.kernel.names import COMPUTER_NAMES, MemberNames
from bot.app.kernel.picture_wait import picture_in_time
from bot.app.kernel.safe_text import plain_name, shown_name
from bot.engine import Action, Match
from bot.engine.view import PlayerView
from bot.i18n import choose_locale, t
from bot.render.pool import DrawingPool
from bot.render.review import render_decision
from bot.review import Decision, MatchLog, MatchReview, Reviewer, decisions_of
from bot.review.queue import ReviewQueue
from bot.review.report import Reader, ReviewReport, build_report, picture_args
from bot.store import MatchNotFoundError, MatchRecord, Store, StoreError
from bot.workers import LOST

log = logging.getLogger(__name__)

KEPT_REVIEWS = 64  # finished reviews kept for their share button; older ones are redone
PROGRESS_EVERY = 2.0  # seconds between progress edits of the private message
LARGEST_ID = 2**63 - 1  # the databases' ids are signed 64-bit: a larger one names no match
# What a review is kept under: (match, seat), or the daily deal's (kind, server, member, day).
ReviewKey = tuple[int | str, ...]


class Reviews:
    """Members' reviews of their finished matches."""

    def __init__(
        self,
        client: discord.Client,
        store: Store,
        preferences: Preferences,
        languages: Languages,
        names: MemberNames,
        drawing: DrawingPool,
        queue: ReviewQueue,
        playouts: int,
    ) -> None:
        self.client = client
        self.store = store
        self.preferences = preferences
        self.languages = languages
        self.names = names
        self.drawing = drawing
        self.queue = queue
        self.reviewer = Reviewer(playouts=playouts)
        self.progress_every = PROGRESS_EVERY
        self._kept: OrderedDict[ReviewKey, MatchReview] = OrderedDict()
        # A review asked for again while it waits or runs: the repeat waits for the same one.
        self._pending: dict[ReviewKey, asyncio.Future[MatchReview]] = {}
        # Reviews shared already, by (match, seat). In memory: the store has no place for it,
        # so after a restart a review may be shared once more.

    # -- asking ------------------------------------------------------------------------------

    async def review(self, interaction: discord.Interaction, match_id: int | None) -> None:
        """Review the member's match ``match_id`` (None: their last finished one here)."""
        assert interaction.guild_id is not None
        await deferral.defer(interaction, private=True)  # the store and the queue may wait
        user_id = interaction.user.id
        record = await self._own_match(interaction.guild_id, user_id, match_id)
        seat = 0 if record.players[0].user_id == user_id else 1
        locale = await self.languages.of_member(interaction)
        decisions = await self._decisions(record, seat)
        edits = _Edits(locale, record.match_id, len(decisions), self.progress_every)
        edits.message = await deferral.send(
            interaction, private=True, content=edits.text(len(self.queue))
        )
        try:
            with _in_a_minute():
                review = await self._reviewed(record, seat, edits, decisions)
                report = await self._report(review, record, seat, locale)
        except Refusal as refusal:
            # The progress message itself says so, rather than stopping at "3 of 40".
            await edits.edit(content=t(locale, refusal.key))
            return
        embeds, files = _embeds(report, locale)
        share = button(
            ReviewShareId(record.match_id).custom_id,
            t(locale, "review-share"),
            discord.ButtonStyle.primary,
            emoji="📣",
        )
        replay = button(
            ReplayId(record.match_id, "best", on="review").custom_id,
            t(locale, "button-replay"),
            emoji="🎞️",
        )
        shown = await edits.edit(
            content=None, embeds=embeds, attachments=files, view=stopped_view(share, replay)
        )
        if not shown:  # the review outlived its interaction's 15 minutes
            await self._send_directly(interaction.user, locale, report)

    async def review_of(
        self,
        interaction: discord.Interaction,
        match: Match,
        seat: int,
        *,
        key: ReviewKey,
        title: str,
    ) -> None:
        """Review ``seat``'s play in a finished ``match`` that has no record of its own (a
        daily deal, named ``key`` and titled ``title``), privately; not shared. The interaction
        may be deferred privately already."""
        if not interaction.response.is_done():
            await deferral.defer(interaction, private=True)
        locale = await self.languages.of_member(interaction)

        async def make() -> MatchReview:
            decisions = decisions_of(MatchLog.of(match), seat)
            return await self.queue.review(
                decisions, seat, self.reviewer, owner=interaction.user.id
            )

        with _in_a_minute():
            review = await self._merged(key, make)
            pictures = [
                await picture_in_time(self.drawing, render_decision, *picture_args(judged))
                for judged in review.costliest()
            ]
        report = build_report(review, locale, 0, COMPUTER_NAMES["expert"], pictures, title=title)
        embeds, files = _embeds(report, locale)
        try:
            await deferral.send(interaction, private=True, embeds=embeds, files=files)
        except discord.HTTPException as error:
            if not deferral.token_expired(error):
                raise
            await self._send_directly(interaction.user, locale, report)

    async def _send_directly(
        self, user: discord.User | discord.Member, locale: str, report: ReviewReport
    ) -> None:
        """A review finished after its interaction's token stopped working: sent to the member
        in a direct message (not shared from there), or logged when they take none."""
        embeds, files = _embeds(report, locale)  # the first files were read already
        try:
            channel = await user.create_dm()
            told = t(locale, "review-sent-directly")
            await channel.send(content=told, embeds=embeds, files=files)
        except discord.HTTPException as error:
            log.info("could not send a finished review to member %s: %s", user.id, error)

    async def share(self, interaction: discord.Interaction, match_id: int) -> None:
        """Post the clicking member's review of ``match_id`` in the channel."""
        assert interaction.guild_id is not None
        await deferral.defer(interaction, private=True)  # the store may wait; a refusal fills it
        record = await self._own_match(interaction.guild_id, interaction.user.id, match_id)
        seat = 0 if record.players[0].user_id == interaction.user.id else 1
        # Claimed before any wait, in the store: a burst of clicks or a restart shares it once.
        if not await self.store.claim_review_share(record.match_id, seat):
            raise Refusal("review-already-shared")
        try:
            await self._post_shared(interaction, record, seat)
        except BaseException:
            await self.store.release_review_share(record.match_id, seat)
            raise
        with contextlib.suppress(discord.HTTPException):  # the share itself is the answer
            await deferral.done_thinking(interaction)

    async def _post_shared(
        self, interaction: discord.Interaction, record: MatchRecord, seat: int
    ) -> None:
        assert interaction.guild_id is not None
        locale = await self._public_locale(interaction)
        name = plain_name(getattr(interaction.user, "display_name", interaction.user.name))
        with _in_a_minute():
            review = await self._reviewed(record, seat, None)
            report = await self._report(review, record, seat, locale, shared_by=name)
        name = shown_name(name)
        embeds, files = _embeds(report, locale)
        content = t(locale, "review-shared", name=name, match=record.match_id)
        channel = self.client.get_partial_messageable(
            record.channel_id if interaction.channel_id is None else interaction.channel_id,
            guild_id=interaction.guild_id,
        )
        try:
            await channel.send(content, embeds=embeds, files=files)
        except discord.HTTPException as error:
            log.warning("could not share a review in %s: %s", interaction.channel_id, error)
            await self.store.release_review_share(record.match_id, seat)  # it may be tried again

    # -- work --------------------------------------------------------------------------------

    async def _own_match(self, guild_id: int, user_id: int, match_id: int | None) -> MatchRecord:
        """The member's finished match in this server; raises Refusal when there is none."""
        if match_id is None:
            found = await self.store.finished_matches_of(guild_id, user_id, limit=1)
            if not found:
                raise Refusal("review-none")
            return found[0]
        if not 0 < match_id <= LARGEST_ID:
            raise Refusal("review-not-yours")
        try:
            record = await self.store.get_match(match_id)
        except MatchNotFoundError as error:
            raise Refusal("review-not-yours") from error
        mine = user_id in (p.user_id for p in record.players)
        if record.guild_id != guild_id or record.status != "finished" or not mine:
            raise Refusal("review-not-yours")
        return record

    async def _decisions(self, record: MatchRecord, seat: int) -> list[Decision]:
        """The member's decisions in the match, replayed from its log."""
        restored = await self.store.restore(record.match_id, mark_damaged=False)
        return decisions_of(MatchLog.of(restored.match), seat)

    async def _reviewed(
        self,
        record: MatchRecord,
        seat: int,
        edits: _Edits | None,
        decisions: list[Decision] | None = None,
    ) -> MatchReview:
        """The review of ``seat`` in the match: kept from before, or made in the queue."""

        async def make() -> MatchReview:
            found = decisions if decisions is not None else await self._decisions(record, seat)
            return await self.queue.review(
                found,
                seat,
                self.reviewer,
                position=edits.position if edits else None,
                progress=edits.progress if edits else None,
                owner=record.players[seat].user_id,
            )

        return await self._merged((record.match_id, seat), make)

    async def _merged(
        self, key: ReviewKey, make: Callable[[], Awaitable[MatchReview]]
    ) -> MatchReview:
        """The review ``key`` names: kept from before, awaited if it is being made (a burst of
        clicks makes one), or made now by ``make``."""
        kept = self._kept.get(key)
        if kept is not None:
            self._kept.move_to_end(key)
            return kept
        pending = self._pending.get(key)
        if pending is not None:
            return await asyncio.shield(pending)
        future: asyncio.Future[MatchReview] = asyncio.get_running_loop().create_future()
        future.add_done_callback(_retrieved)
        self._pending[key] = future
        try:
            review = await make()
        except BaseException as error:
            if isinstance(error, Exception):
                future.set_exception(error)
            else:
                future.cancel()
            raise
        finally:
            del self._pending[key]
        future.set_result(review)
        self._kept[key] = review
        if len(self._kept) > KEPT_REVIEWS:
            self._kept.popitem(last=False)
        return review

    async def _report(
        self,
        review: MatchReview,
        record: MatchRecord,
        seat: int,
        locale: str,
        shared_by: str | None = None,
    ) -> ReviewReport:
        """The review in ``locale``: to the player, or naming ``shared_by`` in the channel."""
        plain = plain_name(await self.names.name_of(record.guild_id, record.players[1 - seat]))
        opponent = shown_name(plain)
        reader = Reader(locale, plain, shared_by)  # a picture prints names as they are
        pictures = [
            await picture_in_time(self.drawing, render_decision, *picture_args(judged, reader))
            for judged in review.costliest()
        ]
        shown_by = None if shared_by is None else shown_name(shared_by)
        return build_report(review, locale, record.match_id, opponent, pictures, shown_by)

    async def _public_locale(self, interaction: discord.Interaction) -> str:
        assert interaction.guild_id is not None
        try:
            setting = (await self.preferences.guild(interaction.guild_id)).locale
        except StoreError:
            setting = None
        return choose_locale(setting, interaction.guild_locale)

    # -- judging ahead -------------------------------------------------------------------------

    def decided(self, match_id: int, index: int, view: PlayerView, action: Action) -> None:
        """A member's decision in a match in play: judged ahead, while no review waits."""
        self.queue.ahead(match_id, self.reviewer, Decision(index, view, action))

    def ended(self, match_id: int) -> None:
        """A match ended: its decisions are judged ahead first."""
        self.queue.finished(match_id)

    def close(self) -> None:
        """Stop the review worker."""
        self.queue.close()


class _Edits:
    """The private message of a review: its place in the queue, then its progress."""

    def __init__(self, locale: str, match_id: int, total: int, every: float) -> None:
        self.locale, self.match_id, self.total, self.every = locale, match_id, total, every
        self.message: discord.Message | None = None
        self.expired = False  # Discord no longer takes edits through the interaction's token
        self._last = 0.0

    def text(self, ahead: int, done: int = 0) -> str:
        """'Waits its turn: number 2 in the queue', or 'Reviewing …: 3 of 40 decisions'."""
        if ahead > 0:
            return t(self.locale, "review-queued", position=ahead)
        return t(self.locale, "review-working", match=self.match_id, done=done, total=self.total)

    async def edit(self, **changes: Any) -> bool:
        """Edit the private message; False once its interaction's token no longer works."""
        if self.message is None or self.expired:
            return False
        try:
            await self.message.edit(**changes)
        except discord.HTTPException as error:
            if not deferral.token_expired(error):
                raise
            self.expired = True
            return False
        return True

    async def position(self, ahead: int) -> None:
        await self.edit(content=self.text(ahead))

    async def progress(self, done: int, total: int) -> None:
        now = time.monotonic()
        if self.message is None or (done < total and now - self._last < self.every):
            return
        self._last = now
        await self.edit(content=self.text(0, done))


@contextlib.contextmanager
def _in_a_minute() -> Iterator[None]:
    """A review whose worker was stuck twice (killed and replaced each time) is turned down with
    "try again in a minute", rather than left waiting."""
    try:
        yield
    except LOST as error:
        log.warning("a review was given up: its worker gave no answer (%s)", error)
        raise Refusal("workers-review-later") from error


def _retrieved(future: asyncio.Future[MatchReview]) -> None:
    """Mark a failed review's error as seen: the one who asked has it already."""
    if not future.cancelled():
        future.exception()


def _embeds(report: ReviewReport, locale: str) -> tuple[list[discord.Embed], list[discord.File]]:
    """A finished review: a summary embed, then one per costly decision with its picture."""
    summary = discord.Embed(
        title=report.title,
        description="\n".join([*report.summary, report.rounds]),
        colour=TABLE_COLOUR,
    )
    embeds = [summary]
    files = []
    for number, costly in enumerate(report.costly, start=1):
        name = f"review-{number}.png"
        embed = discord.Embed(title=costly.line[:256], description=costly.why, colour=TABLE_COLOUR)
        if costly.picture is None:  # late: the decision in words alone
            embeds.append(embed.set_footer(text=t(locale, "picture-late-in-words")))
            continue
        embeds.append(embed.set_image(url=f"attachment://{name}"))
        described = review_description(f"{costly.line} {costly.why}", locale)
        files.append(png_file(costly.picture, name, described))
    return embeds, files
