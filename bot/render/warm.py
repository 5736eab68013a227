"""Card sprites drawn ahead: a drawing process draws every card at every size the live pictures
use while it has nothing else to do after it starts, so the pictures of the first matches after
a start are not drawn card by card from the large master art (about 10 ms a card and size)
while members wait. Each is also cut for pasting then (see stamps.py), about 1 ms a sprite.
Then the results' pieces: every month's emblem, and a sample match's round results and match
result drawn and dropped, so that their boxes, plates, crowns and discs are drawn ahead too.
"""

from __future__ import annotations

from collections.abc import Iterator

from bot.engine.cards import DECK_SIZE
from bot.render import decision, hand, results, seatbar, table, watch
from bot.render.cards import BACK_CARD, card_sprite
from bot.render.compose import marked_card
from bot.render.demo import finished
from bot.render.sprites import month_emblem
from bot.render.stamps import stamp_of

SAMPLE_SEED = 7  # the sample match whose results are drawn ahead


def live_card_widths() -> tuple[int, ...]:
    """Every card width drawn by the table, the hand (with its choices and yaku watch) and the
    results."""
    return tuple(
        sorted(
            {
                table.PILE_CARD,
                table.FIELD_CARD,
                table.HAND_CARD,
                hand.PILE_CARD,
                hand.FIELD_CARD,
                hand.HAND_CARD,
                seatbar.back_width(hand.BAR_H),
                decision.WAITING_CARD,
                decision.CHOICE_CARD,
                decision.MINI,
                results.ROW_CARD,
                watch.thumb_width(table.WATCH_H),
                watch.thumb_width(hand.WATCH_H),
            }
        )
    )


def sprites_ahead() -> Iterator[None]:
    """Draw (and keep) every card and the back at every live width, and the field cards with
    their large marks, cut for pasting, one card per step."""
    widths = live_card_widths()
    # Card by card, all widths at once: each card's large master art is then drawn only once.
    for card in (*range(DECK_SIZE), BACK_CARD):
        for width in widths:
            stamp_of(card_sprite(card, width))
        if card != BACK_CARD:
            stamp_of(marked_card(card, table.FIELD_CARD, table.MONTH_BADGE, table.KIND_BADGE))
            stamp_of(marked_card(card, hand.FIELD_CARD, hand.MONTH_BADGE, hand.KIND_BADGE))
        yield
    for month in range(1, 13):
        stamp_of(month_emblem(month, results.EMBLEM))
        yield
    yield from _results_ahead()


def _results_ahead() -> Iterator[None]:
    """A sample match's round results and its match result, drawn and dropped."""
    match = finished(SAMPLE_SEED)
    names = ("Player", "Computer")
    scores = [0, 0]
    for number, result in enumerate(match.results, start=1):
        month = (number - 1) % 12 + 1
        results.render_round_result(result, names, (scores[0], scores[1]), number, month)
        scores = [scores[0] + result.points[0], scores[1] + result.points[1]]
        yield
    final = (match.scores[0], match.scores[1])
    results.render_match_result(names, final, match.winner, match.results)
    yield
