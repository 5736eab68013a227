"""Events told in words: the 'last moves' lines of the table message."""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine import events as ev
from bot.engine.rules import YAKU_NAMES
from bot.engine.yaku import Yaku
from bot.i18n import format_list, t


def card_name(locale: str, card: int) -> str:
    """A card's name, e.g. 'Jan · Crane'."""
    return t(locale, f"card-{card}")


def card_list(locale: str, cards: Sequence[int]) -> str:
    """Several card names joined."""
    return format_list(locale, [card_name(locale, c) for c in cards])


def yaku_name(locale: str, key: str) -> str:
    """A yaku's romanised name with its gloss, e.g. 'Sankō (three brights)'."""
    return t(
        locale,
        "yaku-with-gloss",
        name=t(locale, f"yaku-{key}"),
        gloss=t(locale, f"yaku-{key}-gloss"),
    )


def yaku_line(locale: str, yaku: Sequence[Yaku]) -> str:
    """'Sankō 5 · Tane 2'."""
    return " · ".join(f"{t(locale, f'yaku-{y.key}')} {y.points}" for y in yaku)


def narrate(
    locale: str, events: Sequence[ev.Event], names: Sequence[str], last: int | None = None
) -> list[str]:
    """One line per thing that happened, in ``locale``; only the ``last`` few lines, if given
    (each line tells one event, so the earlier ones need not be told at all)."""
    lines: list[str] = []
    resolved = {(e.cards[0], e.step) for e in events if isinstance(e, ev.CardsCaptured)}
    for event in reversed(events):
        if last is not None and len(lines) >= last:
            break
        if isinstance(event, ev.ChoiceNeeded) and (event.card, event.step) in resolved:
            continue  # the choice was made in the same batch: the capture line tells it
        line = _line(locale, event, names)
        if line:
            lines.append(line)
    lines.reverse()
    return lines


def _line(locale: str, event: ev.Event, names: Sequence[str]) -> str | None:
    match event:
        case ev.CardPlayed():
            return None  # told together with what it captured
        case ev.CardLaid(seat, card, "hand"):
            return t(
                locale, "narrate-played-to-field", name=names[seat], card=card_name(locale, card)
            )
        case ev.CardLaid(seat, card, "draw"):
            return t(
                locale, "narrate-drew-to-field", name=names[seat], card=card_name(locale, card)
            )
        case ev.CardsCaptured(seat, cards, "hand"):
            return t(
                locale,
                "narrate-played-and-took",
                name=names[seat],
                card=card_name(locale, cards[0]),
                taken=card_list(locale, cards[1:]),
            )
        case ev.CardsCaptured(seat, cards, "draw"):
            return t(
                locale,
                "narrate-drew-and-took",
                name=names[seat],
                card=card_name(locale, cards[0]),
                taken=card_list(locale, cards[1:]),
            )
        case ev.ChoiceNeeded(seat, card, _, step):
            key = "narrate-choosing-hand" if step == "hand" else "narrate-choosing-draw"
            return t(locale, key, name=names[seat], card=card_name(locale, card))
        case ev.YakuFormed(seat, yaku, total):
            return t(
                locale, "narrate-yaku", name=names[seat], yaku=yaku_line(locale, yaku), total=total
            )
        case ev.KoiKoiCalled(seat, calls):
            return t(locale, "narrate-koikoi", name=names[seat], calls=calls)
        case ev.Stopped(seat, automatic):
            key = "narrate-stop-automatic" if automatic else "narrate-stop"
            return t(locale, key, name=names[seat])
        case ev.RoundOver(result):
            if result.redeal:
                return None
            if result.winner is None:
                return t(locale, "narrate-round-drawn")
            return t(
                locale,
                "narrate-round-won",
                name=names[result.winner],
                points=result.points[result.winner],
            )
        case ev.RoundStarted(number, month, dealer):
            return t(
                locale,
                "narrate-round-started",
                number=number,
                month=t(locale, f"month-{month}"),
                dealer=names[dealer],
            )
        case ev.Redealt(reason):
            return t(locale, f"narrate-redeal-{reason.replace('_', '-')}")
        case ev.DealerChosen(dealer, revealed, _):
            if revealed is None:
                return None
            return t(
                locale, "narrate-first-dealer", name=names[dealer], card=card_name(locale, revealed)
            )
        case ev.Forfeited(seat):
            return t(locale, "narrate-forfeit", name=names[seat])
        case ev.MatchOver(winner, scores):
            if winner is None:
                return t(locale, "narrate-match-drawn", score0=scores[0], score1=scores[1])
            return t(
                locale,
                "narrate-match-won",
                name=names[winner],
                winner_score=scores[winner],
                loser_score=scores[1 - winner],
            )
    return None


__all__ = ["YAKU_NAMES", "card_list", "card_name", "narrate", "yaku_line", "yaku_name"]
