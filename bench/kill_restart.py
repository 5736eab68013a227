"""Kill the bot (SIGKILL) at random moments while members play, restart it, and check the books.

Run from the project root::

    nice python -m bench.kill_restart [--players 8] [--kills 10] [--level normal] [--seed 1]

The bot runs in a child process (``bench.botproc``, the real process-pool computer players)
against the fake Discord in this process. Each member plays the computer in a channel of their
own, clicking a random enabled button of their hand; when a match ends they start another.
Every ``--min-gap``..``--max-gap`` seconds the bot's whole process group is killed with SIGKILL
and a new bot is started on the same database; members whose click went unanswered fetch a
fresh hand with ``/koikoi hand`` (or start a match) and go on, as people would.

Afterwards (and after one more clean start, which finishes matches whose last move was saved
but not their result) the database is checked against what the members did:

- every member move in a match's log is a click that member made, at that very turn; every
  click the bot answered as done is in the log; no click is in it twice;
- every computer move in a log is the one the computer makes at that point (its choices are
  seeded by the match and turn), so none was lost or made twice across restarts;
- every log replays; a match is finished exactly when its log ends it;
- each member's ranking points and records equal what their finished matches award, once each.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import random
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path

from bench.botproc import TOKEN, BotProcess
from bench.fakehost import FakeHost, Player
from bot.ai import choose_action
from bot.app.core.tables import _decision_seed
from bot.engine import Match
from bot.engine.takes import automatic_take
from bot.engine.view import PlayerView
from bot.store import DamagedMatchError, Store
from bot.store.stats import seat_stats
from testing.fake_discord import Interaction

WAIT = 30.0  # seconds an answer may take before the click counts as lost


@dataclass
class Click:
    """One button press and what the member saw come of it."""

    user_id: int
    match_id: int
    seq: int
    action: str
    start: int  # which start of the bot it was sent to
    outcome: str = "unknown"  # "done", "refused", or "unknown" (the bot died first)


@dataclass
class Report:
    """What a run did and what the checks found."""

    kills: int = 0
    kills_while_starting: int = 0
    starts: int = 0
    clicks: list[Click] = field(default_factory=list)
    matches: int = 0
    finished: int = 0
    member_actions: int = 0
    computer_actions: int = 0
    members_checked: int = 0
    problems: list[str] = field(default_factory=list)
    failed_interactions: int = 0
    other_violations: list[str] = field(default_factory=list)
    bot_errors: list[str] = field(default_factory=list)
    refusals: Counter[str] = field(default_factory=Counter)

    def lines(self) -> list[str]:
        outcomes = Counter(c.outcome for c in self.clicks)
        return [
            f"kills: {self.kills} (SIGKILL of the bot's process group; "
            f"{self.kills_while_starting} of a bot still starting up), bot starts: {self.starts}",
            f"clicks: {len(self.clicks)} ({outcomes['done']} answered as done, "
            f"{outcomes['refused']} refused, {outcomes['unknown']} unanswered because the bot "
            f"died); interactions Discord would show as failed: {self.failed_interactions}",
            f"matches checked: {self.matches} ({self.finished} finished), actions checked: "
            f"{self.member_actions} members' and {self.computer_actions} computer's",
            f"members' ranking points and records checked: {self.members_checked}",
            *(f"  refused {n}×: {text[:70]}" for text, n in self.refusals.most_common(5)),
            f"other Discord rule violations: {len(self.other_violations)}; "
            f"bot ERROR log lines: {len(self.bot_errors)}",
            f"problems: {len(self.problems)}",
            *(f"  {p}" for p in self.problems[:20]),
            *(f"  violation: {v}" for v in self.other_violations[:5]),
            *(f"  bot log: {e}" for e in self.bot_errors[:5]),
        ]


class Supervisor:
    """The bot process of the moment: killed and replaced, with events for the players."""

    def __init__(self, host: FakeHost, db: Path, workdir: Path, ai_processes: int) -> None:
        self.host = host
        self.db = db
        self.workdir = workdir
        self.ai_processes = ai_processes
        self.bot: BotProcess | None = None
        self.ready = asyncio.Event()
        self.died = asyncio.Event()
        self.starts = 0

    async def start(self, *, kill_after: float | None = None) -> None:
        """Start a bot and wait until it is ready; or kill it ``kill_after`` s into its start."""
        self.starts += 1
        self.bot = BotProcess(
            self.host.fake.api_base,
            self.host.fake.gateway_url,
            self.db,
            ai_processes=self.ai_processes,
            log_path=self.workdir / "bot.log",
        )
        await self.bot.start()
        if kill_after is not None:
            await asyncio.sleep(kill_after)
            self.bot.kill()
            await self.bot.wait_dead()
            return
        await self.bot.wait_ready()
        self.died.clear()
        self.ready.set()

    async def kill_and_restart(self, *, kill_while_starting: float | None = None) -> None:
        """Kill the bot; start another (and, if asked, kill that one while it starts, too)."""
        assert self.bot is not None
        self.ready.clear()
        self.bot.kill()
        self.died.set()
        await self.bot.wait_dead()
        if kill_while_starting is not None:
            await self.start(kill_after=kill_while_starting)
        await self.start()

    async def stop(self) -> None:
        self.ready.clear()
        if self.bot is not None:
            await self.bot.stop()


class Member:
    """A member playing through the fake Discord, who recovers from a dead bot as people do."""

    def __init__(
        self, host: FakeHost, player: Player, boss: Supervisor, level: str, rules: str, seed: float
    ) -> None:
        self.host = host
        self.player = player
        self.boss = boss
        self.level = level
        self.rules = rules
        self.rng = random.Random(seed)
        self.clicks: list[Click] = []
        self.stale_on_fresh_hands = 0
        self.refusals: Counter[str] = Counter()
        self.lost: list[str] = []
        self.one_step_play = False

    async def play(self, stop: asyncio.Event, think: float) -> None:
        fresh = False  # whether the hand was just fetched
        while not self.one_step_play:  # play a card in one click, whatever the rules suggest
            await self.boss.ready.wait()
            with contextlib.suppress(BotGone):
                asked = await self._send(
                    lambda: self.host.fake.slash(
                        self.player.member,
                        self.player.channel,
                        "koikoi",
                        "profile",
                        {"two_step": False},
                    )
                )
                self.one_step_play = await self._first({"ok": self._response(asked)}) == "ok"
        while not stop.is_set():
            await self.boss.ready.wait()
            try:
                if self.player.hand_id is None:
                    await self._fetch_hand()
                    fresh = True
                    continue
                hand = self.host.fake.message(self.player.hand_id)
                choices = self.host.action_buttons(hand)
                if not choices:  # match over, or a hand drawn before a restart: ask again
                    self.player.hand_id = None
                    continue
                await asyncio.sleep(self.rng.uniform(0, think))
                outcome = await self._click(*self.rng.choice(choices))
                if outcome == "refused-stale" and fresh:
                    self.stale_on_fresh_hands += 1
                if outcome != "done":
                    self.player.hand_id = None
                fresh = False
            except BotGone:
                self.player.hand_id = None
            except TimeoutError as error:  # the bot is alive but did not answer: a bug
                self.lost.append(str(error))
                self.player.hand_id = None

    async def _click(self, custom_id: str, control: object) -> str:
        from testing.buttons import MatchControl

        assert isinstance(control, MatchControl) and control.seq is not None
        assert control.arg is not None
        fake, host = self.host.fake, self.host
        hand = fake.message(self.player.hand_id or 0)
        action = (
            control.verb
            if control.verb in ("stop", "koikoi")
            else (f"{control.verb}:{control.arg}")
        )
        click = Click(
            self.player.member.id, control.match_id, control.seq, action, self.boss.starts
        )
        interaction = await self._send(lambda: fake.click(self.player.member, hand, custom_id))
        self.clicks.append(click)
        answer = asyncio.ensure_future(host.click_answer(interaction, WAIT))
        if await self._first({"answered": answer}) != "answered":
            answer.cancel()
            return "unknown"
        kind, _ = answer.result()
        outcome = "done" if kind == "hand" else "refused"
        click.outcome = outcome
        # The answer has arrived; wait until the fake has applied it (unless the bot died sending).
        shown = outcome == "done" and await self._first({"s": self._redrawn(control.seq)}) == "s"
        if outcome == "done" and not shown:
            return "done-not-shown"
        if outcome == "refused":
            await asyncio.sleep(0.05)  # let the follow-up's text land
            text = host.answer_text(interaction)
            self.refusals[text] += 1
            if "earlier turn" in text:
                return "refused-stale"
        return outcome

    async def _fetch_hand(self) -> None:
        """``/koikoi hand``; ``/koikoi start`` when the member plays no match."""
        fake, player = self.host.fake, self.player
        asked = await self._send(
            lambda: fake.slash(player.member, player.channel, "koikoi", "hand")
        )
        answer = await self._first({"answered": self._response(asked)})
        if answer != "answered" or asked.response is None:
            raise BotGone
        if asked.response.type == 5:  # deferred: the hand fills in the deferred answer
            if await self._first({"hand": asked.wait_done(WAIT)}) != "hand":
                raise BotGone
            assert asked.message is not None
            player.hand_id = asked.message.id
            return
        started = await self._send(
            lambda: fake.slash(
                player.member,
                player.channel,
                "koikoi",
                "start",
                {"level": self.level, "rules": self.rules},
            )
        )
        if await self._first({"answered": self._response(started)}) != "answered":
            raise BotGone
        assert started.response is not None
        if started.response.type != 5:  # refused (already playing, say): ask for the hand again
            return
        # The table fills in the deferred answer; the private hand follows it.
        if await self._first({"started": self._followups(started, 1)}) != "started":
            raise BotGone
        assert started.message is not None
        player.table_id, player.hand_id = started.message.id, started.followups[0].id

    async def _send(self, send: Callable[[], Awaitable[Interaction]]) -> Interaction:
        try:
            return await send()
        except RuntimeError as error:  # no bot connected to the fake's gateway
            raise BotGone from error
        except AssertionError as error:  # the hand changed under the member's finger
            raise BotGone from error

    async def _response(self, interaction: Interaction) -> None:
        await self.host.fake.wait_for(lambda: interaction.response is not None, WAIT)

    async def _redrawn(self, seq: int) -> None:
        def redrawn() -> bool:
            hand = self.host.fake.message(self.player.hand_id or 0)
            return not any(c.endswith(f":{seq}") for c in hand.custom_ids if c.count(":") == 5)

        await self.host.fake.wait_for(redrawn, WAIT)

    async def _followups(self, interaction: Interaction, count: int) -> None:
        await self.host.fake.wait_for(lambda: len(interaction.followups) >= count, WAIT)

    async def _first(self, waits: dict[str, Awaitable[object]]) -> str:
        """The name of the first wait to finish; "unknown" if the bot died first."""
        tasks = {asyncio.ensure_future(w): name for name, w in waits.items()}
        died = asyncio.ensure_future(self.boss.died.wait())
        try:
            done, _ = await asyncio.wait(
                {*tasks, died}, timeout=WAIT, return_when=asyncio.FIRST_COMPLETED
            )
            for task in done:
                if task in tasks and task.exception() is None:
                    return tasks[task]
            if died in done:
                return "unknown"
            raise TimeoutError(f"no answer within {WAIT} s: {list(waits)}")
        finally:
            for task in (*tasks, died):
                task.cancel()


class BotGone(Exception):
    """The bot died (or was not connected) while a member was acting."""


async def check(db: Path, report: Report, level: str, guild_id: int) -> None:
    """Compare the database with the clicks; fills ``report``."""
    store = await Store.open(db)
    try:
        by_turn: dict[tuple[int, int], list[Click]] = defaultdict(list)
        for click in report.clicks:
            by_turn[(click.match_id, click.seq)].append(click)
        awarded: dict[int, int] = defaultdict(int)
        records: dict[int, Counter[str]] = defaultdict(Counter)
        records_seen: set[int] = set()
        statuses = ("active", "finished", "abandoned", "damaged")
        matches = [m for status in statuses for m in await _matches(store, status)]
        report.matches = len(matches)
        for record in matches:
            if record.status in ("abandoned", "damaged"):
                report.problems.append(f"match {record.match_id} is {record.status}")
                continue
            try:
                match = (await store.restore(record.match_id, mark_damaged=False)).match
            except DamagedMatchError as error:
                report.problems.append(str(error))
                continue
            log = await store.match_log(record.match_id)
            _check_log(record.match_id, record.players, match, log, by_turn, report, level)
            if match.over != (record.status == "finished"):
                report.problems.append(
                    f"match {record.match_id}: over={match.over} but status {record.status}"
                )
            if record.status == "finished":
                report.finished += 1
                for share in seat_stats(match, record.players):
                    awarded[share.user_id] += share.points_awarded
                    records[share.user_id][f"{share.opponent}:{share.result}"] += 1
            for player in record.players:
                if player.user_id is not None:
                    records_seen.add(player.user_id)
        for click in report.clicks:
            if click.outcome == "done":
                log = await store.match_log(click.match_id)
                if click.seq >= len(log) or log[click.seq] != click.action:
                    report.problems.append(
                        f"match {click.match_id}: the answered click {click.action} at turn "
                        f"{click.seq} is not in the log"
                    )
        for user_id in sorted(records_seen):
            profile = await store.profile(guild_id, user_id)
            report.members_checked += 1
            if profile.ranking_points != awarded[user_id]:
                report.problems.append(
                    f"member {user_id}: {profile.ranking_points} ranking points, "
                    f"their finished matches award {awarded[user_id]}"
                )
            stored: Counter[str] = Counter()
            for opponent, rec in profile.records.items():
                for result, count in (("won", rec.won), ("lost", rec.lost), ("drawn", rec.drawn)):
                    if count:
                        stored[f"{opponent}:{result}"] = count
            if stored != records[user_id]:
                report.problems.append(
                    f"member {user_id}: records {dict(stored)}, finished matches "
                    f"{dict(records[user_id])}"
                )
    finally:
        await store.close()


async def _matches(store: Store, status: str) -> list:  # type: ignore[type-arg]
    from bot.store import matches as rows

    return await store._db.run(lambda c: rows.list_matches(c, status))  # type: ignore[arg-type]


def _check_log(
    match_id: int,
    players: tuple,  # type: ignore[type-arg]
    match: Match,
    log: list[str],
    by_turn: dict[tuple[int, int], list[Click]],
    report: Report,
    level: str,
) -> None:
    """Walk the log again: members' moves must be their clicks, the computer's its own."""
    replay = Match(match.rules, match.seed, match.birth_months)
    for seq, text in enumerate(log):
        seat = replay.to_move
        if seat is None:
            report.problems.append(f"match {match_id}: action #{seq} after the end")
            return
        player = players[seat]
        action = next((a for a in replay.legal_actions() if str(a) == text), None)
        if action is None and text.startswith("forfeit"):
            from bot.engine import Action

            action = Action.parse(text)
        if player.level is not None and not text.startswith("forfeit"):
            report.computer_actions += 1
            view = replay.view(seat)
            expected = view.legal[0] if len(view.legal) == 1 else None
            if expected is None and level in ("easy", "normal"):
                expected = choose_action(player.level, view, seed=_decision_seed(replay))
            if expected is not None and str(expected) != text:
                report.problems.append(
                    f"match {match_id}: the computer's move #{seq} is {text}, "
                    f"it would play {expected}"
                )
        elif player.user_id is not None and _taken_for_the_member(replay.view(seat), text):
            report.member_actions += 1  # a choice between equivalent cards is made unasked
        elif player.user_id is not None:
            report.member_actions += 1
            mine = [
                c
                for c in by_turn.get((match_id, seq), [])
                if c.user_id == player.user_id and c.action == text
            ]
            if not mine:
                report.problems.append(
                    f"match {match_id}: member move #{seq} {text} was never clicked"
                )
        assert action is not None, f"match {match_id}: {text} does not replay"
        replay.apply(action)


async def run(
    *,
    players: int = 8,
    kills: int = 10,
    level: str = "normal",
    rules: str = "single-deal",
    seed: int = 1,
    min_gap: float = 0.5,
    max_gap: float = 3.0,
    think: float = 0.05,
    starting_kills: float = 0.3,
    ai_processes: int = 1,
    workdir: Path | None = None,
) -> Report:
    """Play, kill and restart, then check; returns the report."""
    rng = random.Random(seed)
    workdir = workdir or Path(tempfile.mkdtemp(prefix="koikoi-kill-"))
    host = FakeHost(players, TOKEN)
    # The fake logs every request cut short by a kill: that is the point here.
    logging.getLogger("aiohttp.server").setLevel(logging.CRITICAL)
    await host.start()
    boss = Supervisor(host, workdir / "koikoi.db", workdir, ai_processes)
    members = [Member(host, p, boss, level, rules, rng.random()) for p in host.players]
    report = Report()
    stop = asyncio.Event()
    try:
        await boss.start()
        playing = [asyncio.ensure_future(m.play(stop, think)) for m in members]
        for _ in range(kills):
            await asyncio.sleep(rng.uniform(min_gap, max_gap))
            early = rng.uniform(0.05, 1.0) if rng.random() < starting_kills else None
            await boss.kill_and_restart(kill_while_starting=early)
            report.kills += 1 + (early is not None)
            report.kills_while_starting += early is not None
        last_start = boss.starts

        def everyone_moved() -> bool:
            return all(
                any(c.outcome == "done" and c.start == last_start for c in m.clicks)
                for m in members
            )

        # Every member gets back to their match after the last restart (or the check says not).
        with contextlib.suppress(TimeoutError):
            await host.fake.wait_for(everyone_moved, WAIT)
        await asyncio.sleep(min_gap)
        stop.set()
        await asyncio.wait_for(asyncio.gather(*playing), WAIT * 2)
        await boss.stop()
        await boss.start()  # a clean start: finishes matches whose end was not recorded
        await boss.stop()
    finally:
        stop.set()
        await boss.stop()
        await host.stop()
    report.starts = boss.starts
    report.clicks = [c for m in members for c in m.clicks]
    for member in members:
        if not any(c.outcome == "done" and c.start == last_start for c in member.clicks):
            report.problems.append(
                f"member {member.player.member.id} made no move after the last restart"
            )
        report.refusals.update(member.refusals)
        report.problems.extend(f"member {member.player.member.id}: {e}" for e in member.lost)
        if member.stale_on_fresh_hands:
            report.problems.append(
                f"member {member.player.member.id}: {member.stale_on_fresh_hands} clicks on a "
                "freshly fetched hand were refused as stale"
            )
    violations = host.fake.violations
    report.failed_interactions = sum(v.kind == "interaction_failed" for v in violations)
    report.other_violations = [str(v) for v in violations if v.kind != "interaction_failed"]
    log_path = workdir / "bot.log"
    if log_path.exists():
        report.bot_errors = [
            line for line in log_path.read_text().splitlines() if " ERROR " in line
        ]
    await check(workdir / "koikoi.db", report, level, host.guild.id)
    return report


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--players", type=int, default=8)
    parser.add_argument("--kills", type=int, default=10)
    parser.add_argument("--level", choices=("easy", "normal", "expert"), default="normal")
    parser.add_argument(
        "--rules",
        choices=("single-deal", "standard", "traditional"),
        default="single-deal",
        help="rule preset (single-deal: one round, so many matches finish)",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--min-gap", type=float, default=0.5, help="seconds between kills, least")
    parser.add_argument("--max-gap", type=float, default=3.0, help="seconds between kills, most")
    parser.add_argument("--think", type=float, default=0.05, help="most seconds between clicks")
    parser.add_argument(
        "--starting-kills",
        type=float,
        default=0.3,
        help="share of restarts whose new bot is killed again while starting up",
    )
    args = parser.parse_args()
    started = time.perf_counter()
    report = asyncio.run(
        run(
            players=args.players,
            kills=args.kills,
            level=args.level,
            rules=args.rules,
            seed=args.seed,
            min_gap=args.min_gap,
            max_gap=args.max_gap,
            think=args.think,
            starting_kills=args.starting_kills,
        )
    )
    print(
        f"{args.players} members vs the {args.level} computer ({args.rules}), "
        f"{time.perf_counter() - started:.0f} s"
    )
    for line in report.lines():
        print(line)
    raise SystemExit(1 if report.problems or report.other_violations else 0)


if __name__ == "__main__":
    main()


def _taken_for_the_member(view: PlayerView, text: str) -> bool:
    """Whether ``text`` is the take the bot makes unasked (its cards are all equivalent)."""
    take = automatic_take(view)
    return take is not None and text == f"take:{take}"
