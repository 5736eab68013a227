"""``koikoi play``: a whole match against the computer in the terminal.

Every choice is a numbered list; type its number. ``t`` shows the table again, ``q`` quits.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable, Iterable

from bot.ai.player import LEVELS, ComputerPlayer, Level, make_player
from bot.engine.actions import KOIKOI, STOP, Action
from bot.engine.cards import Kind, card_name, iter_cards, kind_of
from bot.engine.events import (
    CardDrawn,
    CardLaid,
    CardPlayed,
    CardsCaptured,
    DealerChosen,
    Event,
    Forfeited,
    KoiKoiCalled,
    MatchOver,
    Redealt,
    RoundOver,
    RoundStarted,
    Stopped,
    YakuFormed,
)
from bot.engine.match import Match
from bot.engine.round import Phase
from bot.engine.rules import PRESETS, RuleSet, preset
from bot.engine.view import PlayerView
from bot.engine.yaku import Yaku, scorer_for

InputFn = Callable[[str], str]
OutputFn = Callable[[str], None]

MONTH_NAMES = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
)  # fmt: skip
KIND_NAMES = {Kind.BRIGHT: "brights", Kind.ANIMAL: "animals", Kind.RIBBON: "ribbons",
              Kind.CHAFF: "chaff"}  # fmt: skip
REDEAL_REASONS = {
    "field_four_of_a_month": "four cards of one month on the field",
    "field_four_pairs": "four pairs on the field",
    "both_hands_bonus": "both hands hold a bonus",
}


class Quit(Exception):
    """The player left the game (q, end of input or Ctrl-C)."""

    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


def cards_text(mask: int) -> str:
    """Card names, comma-separated, or a dash for none."""
    return ", ".join(card_name(c) for c in iter_cards(mask)) or "-"


def pile_text(mask: int) -> str:
    """A capture pile grouped by kind."""
    groups = {kind: [c for c in iter_cards(mask) if kind_of(c) is kind] for kind in Kind}
    parts = [
        f"{KIND_NAMES[kind]} ({len(cards)}): {', '.join(map(card_name, cards))}"
        for kind, cards in groups.items()
        if cards
    ]
    return "; ".join(parts) or "nothing yet"


def yaku_text(yaku: Iterable[Yaku]) -> str:
    """Yaku as 'sanko 5, tan 1'."""
    return ", ".join(f"{y.key} {y.points}" for y in yaku) or "none"


class Game:
    """One terminal match: the human in one seat, the computer in the other."""

    def __init__(
        self,
        input_fn: InputFn,
        output_fn: OutputFn,
        computer: ComputerPlayer,
        rules: RuleSet,
        seed: int,
        human_seat: int = 0,
    ) -> None:
        self.ask = input_fn
        self.say = output_fn
        self.computer = computer
        self.human = human_seat
        self.match = Match(rules, seed)

    def who(self, seat: int) -> str:
        """'You' or 'The computer'."""
        return "You" if seat == self.human else "The computer"

    def play(self) -> int:
        """Play the match to its end; returns the exit status."""
        self.say(f"Koi-Koi against the {self.computer.level} computer ({self.match.rules.name}).")
        self.narrate(self.match.opening_events)
        while not self.match.over:
            seat = self.match.round.to_move
            assert seat is not None
            view = self.match.view(seat)
            action = self.choose(view) if seat == self.human else self.computer.decide(view)
            self.narrate(self.match.apply(action))
        return 0

    # -- the human's choices -----------------------------------------------------------------

    def choose(self, view: PlayerView) -> Action:
        """Show the table and the options, and read a choice until it is a valid one."""
        self.show_table(view)
        options = self.options(view)
        while True:
            for number, (_, text) in enumerate(options, 1):
                self.say(f"  {number}) {text}")
            answer = self.read("Your choice: ").strip().lower()
            if answer in ("q", "quit", "exit"):
                raise Quit(0)
            if answer in ("t", "table"):
                self.show_table(view)
                continue
            if answer.isdigit() and 1 <= int(answer) <= len(options):
                return options[int(answer) - 1][0]
            self.say(f"Please type a number from 1 to {len(options)} (t: table, q: quit).")

    def read(self, prompt: str) -> str:
        """One line of input; the end of input or Ctrl-C leaves the game."""
        try:
            return self.ask(prompt)
        except EOFError:
            raise Quit(0) from None
        except KeyboardInterrupt:
            raise Quit(130) from None

    def options(self, view: PlayerView) -> list[tuple[Action, str]]:
        """The legal actions with a description each."""
        if view.phase is Phase.KOIKOI:
            pot = view.stop_score().total
            return [(STOP, f"Stop and score {pot} points"), (KOIKOI, "Koi-koi: play on")]
        if view.phase is Phase.TAKE:
            assert view.pending_card is not None
            self.say(f"Your {card_name(view.pending_card)} matches two field cards. Take which?")
            return [(a, card_name(a.card)) for a in view.legal]
        return [(a, f"{card_name(a.card)} {self.play_outcome(a.card, view)}") for a in view.legal]

    @staticmethod
    def play_outcome(card: int, view: PlayerView) -> str:
        """What playing ``card`` does with the field as it is."""
        matches = list(iter_cards(view.captures_with(card)))
        if not matches:
            return "(joins the field)"
        if len(matches) == 2:
            return f"(choose: {card_name(matches[0])} or {card_name(matches[1])})"
        return f"(captures {', '.join(map(card_name, matches))})"

    def show_table(self, view: PlayerView) -> None:
        """The round, scores, field, both piles and the hand."""
        me, them = view.seat, view.opponent
        scorer = scorer_for(view.rules)
        dealer = "you" if view.dealer == me else "the computer"
        self.say("")
        self.say(
            f"Round {view.round_number} ({MONTH_NAMES[view.month - 1]}), dealer: {dealer}. "
            f"Score: you {view.scores[me]}, computer {view.scores[them]}. "
            f"Draw pile: {view.draw_pile_count}, computer's hand: {view.opponent_hand_count}."
        )
        if any(view.koikoi_calls):
            self.say(f"Koi-koi calls: you {view.koikoi_calls[me]}, computer "
                     f"{view.koikoi_calls[them]}.")  # fmt: skip
        self.say(f"Field: {cards_text(view.field)}")
        for seat, label in ((them, "Computer's pile"), (me, "Your pile")):
            yaku = scorer.yaku(view.captures[seat], view.month)
            extra = f"  [yaku: {yaku_text(yaku)}]" if yaku else ""
            self.say(f"{label}: {pile_text(view.captures[seat])}{extra}")
        self.say(f"Your hand: {cards_text(view.hand)}")

    # -- narration ---------------------------------------------------------------------------

    def narrate(self, events: Iterable[Event]) -> None:
        """Tell what happened, the computer's moves included."""
        for event in events:
            line = self.describe(event)
            if line:
                self.say(line)

    def describe(self, event: Event) -> str | None:
        """One event in words (None for events that need no line)."""
        match event:
            case DealerChosen(dealer=dealer):
                return f"{self.who(dealer)} deal{'' if dealer == self.human else 's'} first."
            case RoundStarted(number=number, month=month):
                return f"\n=== Round {number}: {MONTH_NAMES[month - 1]} ==="
            case Redealt(reason=reason):
                return f"The deal is void ({REDEAL_REASONS[reason]}); dealing again."
            case CardPlayed(seat=seat, card=card):
                return f"{self.who(seat)} play{self._s(seat)} {card_name(card)}."
            case CardDrawn(seat=seat, card=card):
                return f"{self.who(seat)} draw{self._s(seat)} {card_name(card)}."
            case CardLaid(card=card):
                return f"  {card_name(card)} joins the field."
            case CardsCaptured(seat=seat, cards=cards):
                names = ", ".join(map(card_name, cards))
                return f"  {self.who(seat)} capture{self._s(seat)} {names}."
            case YakuFormed(seat=seat, yaku=yaku, total=total):
                return f"{self.who(seat)} now score{self._s(seat)} {total}: {yaku_text(yaku)}."
            case KoiKoiCalled(seat=seat):
                return f"{self.who(seat)} call{self._s(seat)} KOI-KOI!"
            case Stopped(seat=seat, automatic=automatic):
                why = " (no cards left: scored at once)" if automatic else ""
                return f"{self.who(seat)} stop{self._s(seat)}{why}."
            case RoundOver(result=result):
                if result.redeal:
                    return None
                if result.winner is None or not any(result.points):
                    return "The round ends with no score."
                points = result.points[result.winner]
                return f"{self.who(result.winner)} score{self._s(result.winner)} {points} points."
            case Forfeited(seat=seat):
                return f"{self.who(seat)} forfeit{self._s(seat)}."
            case MatchOver(winner=winner, scores=scores):
                final = f"Match over: you {scores[self.human]}, computer {scores[1 - self.human]}."
                if winner is None:
                    return f"{final} A draw."
                return f"{final} {'You win!' if winner == self.human else 'The computer wins.'}"
        return None

    def _s(self, seat: int) -> str:
        return "" if seat == self.human else "s"


def run_game(
    input_fn: InputFn = input,
    output_fn: OutputFn = print,
    level: Level = "normal",
    rules: RuleSet | None = None,
    seed: int = 0,
    human_seat: int = 0,
    **settings: float,
) -> int:
    """Play one match against the computer through ``input_fn``/``output_fn``; the exit status."""
    rules = rules if rules is not None else preset("standard")
    # The computer's seed follows from the match seed, so the same seed replays the same game.
    computer = make_player(level, seed, **settings)
    game = Game(input_fn, output_fn, computer, rules, seed, human_seat)
    try:
        return game.play()
    except Quit as leaving:
        output_fn("\nGame abandoned.")
        return leaving.status


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``play`` subcommand."""
    p = subparsers.add_parser("play", help="play a match against the computer", description=__doc__)
    p.add_argument("--level", choices=LEVELS, default="normal", help="default: normal")
    p.add_argument("--rules", choices=list(PRESETS), default="standard", help="rule preset")
    p.add_argument("--seed", type=int, default=None, help="deal seed (default: random)")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Play in the terminal."""
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**9)
    print(f"(seed {seed}: `koikoi play --seed {seed}` deals this match again)")
    level: Level = args.level
    return run_game(input, print, level, preset(args.rules), seed)
