"""The words the pictures show, with English defaults; the app builds them from the catalogs
in its players' language (``bot/app/core/picture_words.py``), so a picture and
its buttons say the same thing. The renderer never reads a catalog itself: it takes these
words as plain data, which cross to the drawing processes as they are."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields

from bot.engine.cards import card_name
from bot.engine.view import PlayerView
from bot.render.breaks import whole
from bot.render.names import DEALER, DEALER_POINT, KOIKOI, yaku_name

MONTHS = (
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Words:
    """Words for one picture: ``None`` takes the English default for the view."""

    month: str | None = None  # the round's month by name
    progress: tuple[str, ...] | None = None  # where the match stands, a line each
    stop: str = "STOP"  # the buttons' own words
    koikoi: str = "KOI-KOI"
    stop_now: str = "Stop now"  # over what stopping now would score
    closest: str = "Nearest yaku"  # over the opponent's yaku nearest to completion
    stake: tuple[str, ...] = ()  # what KOI-KOI changes under the rules in play, a line each
    seven: str = ""  # the yaku's points to STOP's base, where 7 points or more are doubled
    threats: str = "The opponent could make"  # over the opponent's nearest yaku
    no_threat: str = "The opponent has no yaku in sight"
    take: Mapping[int, str] = field(default_factory=dict)  # candidate card -> its button's label
    yaku: Mapping[str, str] = field(default_factory=dict)  # yaku key -> its name
    dealer: str = DEALER  # the dealer's chip
    dealer_point: str = DEALER_POINT  # the exhausted round's point to the dealer
    koikoi_chip: str = KOIKOI  # a seat's koi-koi calls
    waiting: str = "Waiting for {name}"  # the hand's line while the other seat is to act
    deciding: str = "{name} is deciding: STOP or KOI-KOI?"  # the public table, a decision open
    watch_any: str = "any {count}:"  # before a watched yaku's cards when only some are needed
    threat_along: str = "{yaku} and {along}"  # a threat whose cards complete another yaku too
    house: str = ""  # "House rules: Hard Koi (×2 after the other's call)", on the table's footer


def heading(text: str) -> str:
    """``text`` as a heading starts: with a capital (Polish and Norwegian write month names in
    lower case inside a sentence, "w marcu", but a heading reads "Marzec")."""
    return text[:1].upper() + text[1:]


def month_label(view: PlayerView, words: Words) -> str:
    """The round's month by name, as a heading."""
    return heading(words.month if words.month is not None else MONTHS[view.month - 1])


def progress_lines(view: PlayerView, words: Words) -> tuple[str, ...]:
    """Where the match stands: the round out of how many, or the round and the target when
    the rounds are open-ended (never "of ∞")."""
    if words.progress is not None:
        return words.progress
    if view.rounds is None:
        target = () if view.target_score is None else (f"first to {view.target_score}",)
        return (f"Round {view.round_number}", *target)
    return (f"Round {view.round_number} of {view.rounds}",)


def take_label(card: int, words: Words) -> str:
    """The label of the button that takes ``card``."""
    return words.take.get(card, f"Take {card_name(card)}")


@dataclass(frozen=True, slots=True)
class RoundWords:
    """Words for a round's result: ``None`` or empty takes the English default or nothing."""

    month: str | None = None  # the round's month by name
    round: str | None = None  # "Round 13", shown where the round is not the month's number
    sum: str | None = None  # "5 points, doubled because Aoi called KOI-KOI: +10"
    threat_along: str = "{yaku} and {along}"  # a threat whose cards complete another yaku too
    house: str = ""  # "House rules: Hard Koi (×2 after the other's call)", where any are played
    story: tuple[str, ...] = ()  # who called KOI-KOI and how often, a line each
    yaku: Mapping[str, str] = field(default_factory=dict)  # yaku key -> its name
    dealer_point: str = DEALER_POINT  # the exhausted round's point to the dealer
    winner: str = "{name} wins the round"  # over the winner's gain ({name}: put in as it is)
    draw: str = "Draw"  # a round nobody won, in one word
    draw_line: str = "Nobody scores this round"  # under it
    totals: str = "Match totals"  # over the match scores after this round


@dataclass(frozen=True, slots=True)
class MatchWords:
    """Words for a match's result: ``None`` or empty takes the English default or nothing.
    Every figure in them is the app's answer (the engine's scores, the store's ranking points)."""

    headline: str | None = None  # "Aoi wins the match" / "The match is a draw"
    margin: str | None = None  # "by 12 points, 40 to 28"
    ranking: tuple[str, ...] = ()  # "+30 ranking points for Aoi", a line per seat that earned
    totals: str = "Match totals"  # over the final scores
    rounds: str = "Points per round"  # over the grid


def yaku_label(key: str, words: Words | RoundWords) -> str:
    """The name of the yaku ``key`` in the picture's language."""
    return words.yaku.get(key) or yaku_name(key)


def named(template: str, name: str) -> str:
    """``template`` with ``{name}`` put in (plain data, as it is), one piece for wrapping."""
    return template.replace("{name}", whole(name))


def waiting_label(words: Words, name: str) -> str:
    """The hand's line while the player waits for ``name`` (plain data, put in as it is)."""
    return words.waiting.replace("{name}", name)


def deciding_label(words: Words, name: str) -> str:
    """The public table's line while ``name`` decides between STOP and KOI-KOI."""
    return words.deciding.replace("{name}", name)


# Words that follow the state (the month, the progress, a decision's labels): the parts that
# show them carry them in their own keys; the rest are the picture's language.
STATE_WORDS = frozenset({"month", "progress", "take", "stake", "seven"})


def language_key(words: Words) -> tuple[object, ...]:
    """The words of ``words`` that stay the same through a match, comparable and hashable."""
    out: list[object] = []
    for name in (f.name for f in fields(words)):
        if name in STATE_WORDS:
            continue
        value = getattr(words, name)
        out.append(tuple(sorted(value.items())) if isinstance(value, Mapping) else value)
    return tuple(out)
