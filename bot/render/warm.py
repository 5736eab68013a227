"""Card sprites drawn ahead: a drawing process draws every card at every size the live pictures
use while it has nothing else to do after it starts, so the pictures of the first matches after
a start are not drawn card by card from the large master art (about 10 ms a card and size)
while members wait. Each is also cut for pasting then (see stamps.py), about 1 ms a sprite.
"""

from __future__ import annotations

from collections.abc import Iterator

from bot.engine.cards import DECK_SIZE
from bot.render import decision, hand, results, seatbar, table, watch
from bot.render.cards import BACK_CARD, card_sprite
from bot.render.compose import marked_card
from bot.render.stamps import stamp_of


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
