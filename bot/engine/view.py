"""PlayerView: everything one seat may see, and nothing it may not (docs/rules.md 2.1)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import NamedTuple, Protocol

from bot.engine.actions import Action
from bot.engine.cards import FULL_DECK, bit, cards_of, matches_on
from bot.engine.round import Phase, Round
from bot.engine.rules import RuleSet
from bot.engine.scoring import KoikoiStake, koikoi_stake, multiplier
from bot.engine.yaku import Yaku, score, total
from bot.engine.yaku_table import RAIN_SPOILERS


class MatchStanding(Protocol):
    """What a view reads of the match around its round (``bot.engine.match.Match`` is one)."""

    @property
    def scores(self) -> list[int]: ...
    @property
    def round_number(self) -> int: ...
    @property
    def over(self) -> bool: ...


class StopScore(NamedTuple):
    """What stopping now scores (docs/rules.md 4): the yaku formed, each with its points, their
    total as it scores before koi-koi (``base``), the koi-koi multiplier, and the score."""

    yaku: tuple[Yaku, ...]
    base: int
    multiplier: int
    total: int


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One seat's view: its own hand, the field, both capture piles and counts."""

    seat: int
    rules: RuleSet
    month: int
    dealer: int
    hand: int  # mask; 0 in a spectator's view
    hand_count: int
    field: int  # mask
    captures: tuple[int, int]  # masks, by seat
    opponent_hand_count: int
    draw_pile_count: int
    koikoi_calls: tuple[int, int]
    last_total: tuple[int, int]  # each seat's yaku total at its last decision
    to_move: int | None
    phase: Phase
    pending_card: int | None  # the played or drawn card awaiting a capture choice
    legal: tuple[Action, ...]  # the viewer's legal actions (empty when not its turn)
    turn_cards: int  # mask of the cards moved in the last turn (public)
    scores: tuple[int, int] = (0, 0)
    round_number: int = 1
    rounds: int | None = None
    target_score: int | None = None
    match_over: bool = False
    spectator: bool = False  # the public table: no hand is shown
    multiplier: int = 1  # what koi-koi calls multiply a stop by now (docs/rules.md 4)
    stop_base: int = 0  # this seat's points if it stopped now, before the multiplier
    stop_value: int = 0  # what this seat would score by stopping now

    @classmethod
    def of(cls, round_: Round, seat: int, match: MatchStanding | None = None) -> PlayerView:
        """The view of ``seat`` on ``round_`` (and on ``match``, when given)."""
        mine = round_.to_move == seat
        return cls(
            seat=seat,
            rules=round_.rules,
            month=round_.month,
            dealer=round_.dealer,
            hand=round_.hands[seat],
            hand_count=round_.hands[seat].bit_count(),
            field=round_.field,
            captures=(round_.captures[0], round_.captures[1]),
            opponent_hand_count=round_.hands[1 - seat].bit_count(),
            draw_pile_count=len(round_.draw_pile),
            koikoi_calls=(round_.koikoi_calls[0], round_.koikoi_calls[1]),
            last_total=(round_.last_total[0], round_.last_total[1]),
            to_move=round_.to_move,
            phase=round_.phase,
            pending_card=round_.pending_card if mine else None,
            legal=tuple(round_.legal_actions()) if mine else (),
            turn_cards=round_.turn_cards,
            scores=(match.scores[0], match.scores[1]) if match else (0, 0),
            round_number=match.round_number if match else 1,
            rounds=round_.rules.rounds,
            target_score=round_.rules.target_score,
            match_over=match.over if match else round_.over,
            multiplier=round_.multiplier(seat),
            stop_base=round_.stop_base(seat),
            stop_value=round_.stop_value(seat),
        )

    @classmethod
    def public(cls, round_: Round, match: MatchStanding | None = None) -> PlayerView:
        """What everyone in the channel may see: seat 0's side, with no hand shown."""
        view = cls.of(round_, 0, match)
        return replace(
            view, hand=0, pending_card=None, legal=(), spectator=True, stop_base=0, stop_value=0
        )

    @property
    def unseen(self) -> int:
        """Cards this seat cannot see: the opponent's hand and the draw pile together.

        (For a spectator, both hands and the draw pile.)"""
        # The turn's cards are face up, including one held apart while its capture is chosen.
        seen = self.hand | self.field | self.captures[0] | self.captures[1] | self.turn_cards
        return FULL_DECK & ~seen

    @property
    def has_multiplier(self) -> bool:
        """Whether koi-koi calls multiply a stop under these rules (else none is shown)."""
        return self.rules.koikoi_doubles

    @property
    def opponent(self) -> int:
        """The other seat."""
        return 1 - self.seat

    def captures_with(self, card: int) -> int:
        """The field cards ``card`` would capture if played now, as a mask: those of its month
        (two of them: the player chooses one; none: it is laid on the field)."""
        return matches_on(self.field, card)

    def can_capture(self, card: int) -> bool:
        """Whether playing ``card`` now takes something from the field."""
        return bool(matches_on(self.field, card))

    def koikoi_stake(self) -> KoikoiStake:
        """What calling koi-koi now would put at stake, for this seat and the other: each one's
        multiplier before and after, and this seat's stop now against after one more yaku."""
        if self.spectator:
            return koikoi_stake(self.rules, self.seat, self.koikoi_calls)
        return koikoi_stake(
            self.rules, self.seat, self.koikoi_calls, self.yaku_total(), self._rained_total()
        )

    def yaku_total(self) -> int:
        """This seat's yaku total now, before seven-point doubling and koi-koi."""
        return total(self.captures[self.seat], self.rules, self.month)

    def _rained_total(self) -> int:
        """The least this seat's total may fall to before a new yaku counts: where the rain
        spoils the viewing yaku, its pile with a rain card captured later (docs/rules.md 10)."""
        pile = self.captures[self.seat]
        if not self.rules.rain_spoils_viewing:
            return total(pile, self.rules, self.month)
        rains = [r for r in cards_of(RAIN_SPOILERS) if not pile & bit(r)]
        both = sum(bit(r) for r in rains)
        rained = [pile | bit(r) for r in rains] + ([pile | both] if len(rains) > 1 else [])
        return min(total(p, self.rules, self.month) for p in [pile, *rained])

    def multipliers(self) -> tuple[int, int]:
        """What the koi-koi calls so far multiply a stop by each seat by, by seat: the same for
        both under the standard doubling, each seat's own under Soft and Hard Koi."""
        calls = self.koikoi_calls
        return multiplier(self.rules, 0, calls), multiplier(self.rules, 1, calls)

    def stop_score(self) -> StopScore:
        """What this seat would score by stopping now (nothing in a spectator's view)."""
        made = (
            () if self.spectator else tuple(score(self.captures[self.seat], self.rules, self.month))
        )
        return StopScore(made, self.stop_base, self.multiplier, self.stop_value)
