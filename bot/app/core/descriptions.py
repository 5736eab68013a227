"""What each picture shows, in words, for screen readers (a Discord attachment's description):
the table, a hand, a round's and a match's result, the yaku guide and a review's position.

Every fact comes from the engine's view or result; the words come from the catalogs, in the
language of the message the picture is attached to.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.app.core.narration import card_list
from bot.app.core.picture_words import seven_line, stake_lines
from bot.app.core.stories import house_line, koikoi_lines, sum_sentence
from bot.engine.cards import KIND_MASK, Kind, cards_of
from bot.engine.events import RoundResult
from bot.engine.progress import koikoi_threats
from bot.engine.round import Phase
from bot.engine.rules import RuleSet
from bot.engine.view import PlayerView
from bot.engine.yaku import Yaku, score
from bot.i18n import format_list, t

LIMIT = 1024  # Discord's longest attachment description
_KINDS = (
    (Kind.BRIGHT, "story-alt-brights"),
    (Kind.ANIMAL, "story-alt-animals"),
    (Kind.RIBBON, "story-alt-ribbons"),
    (Kind.CHAFF, "story-alt-chaff"),
)


FULL_STOPS = ("。", "！", "？")  # sentences ending so are written without a space after them


def joined(sentences: Sequence[str]) -> str:
    """Sentences one after another: a space between them, none after a Japanese full stop."""
    text = ""
    for sentence in (s for s in sentences if s):
        text += sentence if not text or text.endswith(FULL_STOPS) else " " + sentence
    return text


def _cut(sentences: Sequence[str]) -> str:
    """The sentences joined, cut to Discord's limit after a word or a sentence."""
    text = joined(sentences)
    if len(text) <= LIMIT:
        return text
    head = text[: LIMIT - 1]
    end = max(head.rfind(" "), *(head.rfind(stop) + 1 for stop in FULL_STOPS))
    return (head[:end] if end > 0 else head).rstrip() + "…"


def full_stop(sentence: str, locale: str) -> str:
    """``sentence`` ended with its language's full stop ("." or "。")."""
    return t(locale, "results-full-stop", sentence=sentence)


def _yaku_names(yaku: Sequence[Yaku], locale: str) -> str:
    return format_list(locale, [f"{t(locale, f'yaku-{y.key}')} {y.points}" for y in yaku])


def pile_sentence(view: PlayerView, seat: int, name: str, locale: str) -> str:
    """How many cards ``seat`` captured, of each kind, and the yaku they hold."""
    pile = view.captures[seat]
    if not pile:
        return t(locale, "story-alt-pile-none", name=name)
    kinds = [
        t(locale, key, count=(pile & KIND_MASK[kind]).bit_count())
        for kind, key in _KINDS
        if pile & KIND_MASK[kind]
    ]
    held = t(locale, "story-alt-pile", name=name, count=pile.bit_count())
    sentence = t(locale, "story-alt-pile-kinds", pile=held, kinds=format_list(locale, kinds))
    made = score(pile, view.rules, view.month)
    if made:
        held_yaku = t(locale, "story-alt-yaku", name=name, yaku=_yaku_names(made, locale))
        sentence = joined([sentence, held_yaku])
    return sentence


def _field(view: PlayerView, locale: str) -> str:
    if not view.field:
        return t(locale, "story-alt-field-empty")
    return t(locale, "story-alt-field", cards=card_list(locale, cards_of(view.field)))


def _turn(view: PlayerView, names: Sequence[str], locale: str) -> str:
    if view.match_over or view.to_move is None:
        return t(locale, "table-match-over")
    if view.to_move == view.seat and not view.spectator:
        return t(locale, "story-alt-your-turn")
    return t(locale, "story-alt-turn", name=names[view.to_move])


def table_description(view: PlayerView, names: Sequence[str], locale: str) -> str:
    """The public table: the round and month, the field, each pile, the draw pile, the turn."""
    return _cut(
        [
            t(
                locale,
                "story-alt-round",
                number=view.round_number,
                month=t(locale, f"month-{view.month}"),
            ),
            _field(view, locale),
            pile_sentence(view, 0, names[0], locale),
            pile_sentence(view, 1, names[1], locale),
            t(locale, "story-alt-draw-pile", count=view.draw_pile_count),
            _turn(view, names, locale),
            house_sentence(locale, view.rules),
        ]
    )


def house_sentence(locale: str, rules: RuleSet) -> str:
    """The house rules in play as a sentence ('' where the preset is played as it is)."""
    line = house_line(locale, rules)
    return full_stop(line, locale) if line else ""


def hand_description(view: PlayerView, names: Sequence[str], locale: str) -> str:
    """A player's hand: the turn, the hand, the field, both piles and the decision at hand."""
    sentences = [
        _turn(view, names, locale),
        t(locale, "story-alt-hand", cards=card_list(locale, cards_of(view.hand))),
        _field(view, locale),
    ]
    if view.phase is Phase.KOIKOI and view.to_move == view.seat:
        sentences.append(t(locale, "story-alt-stop", points=view.stop_score().total))
        told = [seven_line(view, locale), *stake_lines(view, locale, names[view.opponent])]
        sentences += [full_stop(line, locale) for line in told if line]
        for threat in koikoi_threats(view):
            progress = threat.progress
            sentences.append(
                t(
                    locale,
                    "story-alt-threat",
                    name=names[view.opponent],
                    missing=progress.missing,
                    yaku=_threat_yaku(locale, progress.key, threat.along),
                    points=threat.after_koikoi,
                )
            )
    sentences += [
        pile_sentence(view, seat, names[seat], locale) for seat in (view.seat, view.opponent)
    ]
    return _cut([*sentences, house_sentence(locale, view.rules)])


def round_description(
    result: RoundResult,
    names: Sequence[str],
    scores: Sequence[int],
    number: int,
    locale: str,
    rules: RuleSet,
) -> str:
    """A round's result under ``rules``: who scored what with which yaku, the arithmetic step
    by step, the calls, the match score and the house rules in play."""
    said = sum_sentence(result, names, locale, rules)
    return _cut(
        [
            _round_first(result, names, number, locale),
            full_stop(said, locale) if said else "",
            *(full_stop(line, locale) for line in koikoi_lines(result, names, locale)),
            _scores(names, scores, locale),
            house_sentence(locale, rules),
        ]
    )


def _round_first(result: RoundResult, names: Sequence[str], number: int, locale: str) -> str:
    """Who scored how much with which yaku in round ``number`` (or that nobody did)."""
    if result.winner is None:
        return t(locale, "story-alt-round-drawn", number=number)
    yaku = _yaku_names(result.yaku, locale) if result.yaku else t(locale, "story-alt-oya-ken")
    return t(
        locale,
        "story-alt-round-won",
        number=number,
        name=names[result.winner],
        points=result.points[result.winner],
        yaku=yaku,
    )


def _scores(names: Sequence[str], scores: Sequence[int], locale: str) -> str:
    return t(
        locale,
        "story-alt-scores",
        name0=names[0],
        score0=scores[0],
        name1=names[1],
        score1=scores[1],
    )


def match_description(
    names: Sequence[str],
    scores: Sequence[int],
    winner: int | None,
    rounds: Sequence[RoundResult],
    locale: str,
) -> str:
    """A match's result: who won by how much after how many rounds, then each round's points."""
    if winner is None:
        first = t(
            locale, "story-alt-match-drawn", score0=scores[0], score1=scores[1], rounds=len(rounds)
        )
    else:
        first = t(
            locale,
            "story-alt-match-won",
            name=names[winner],
            winner_score=scores[winner],
            loser_score=scores[1 - winner],
            rounds=len(rounds),
        )
    lines = [
        _round_first(result, names, number, locale)
        for number, result in enumerate(rounds, start=1)
        if len(rounds) > 1
    ]
    return _cut([first, *lines])


def guide_description(rules_name: str, locale: str) -> str:
    """The yaku guide of a rule set."""
    return _cut([t(locale, "story-alt-guide", rules=rules_name)])


def review_description(line: str, locale: str) -> str:
    """A position of a review: the decision it is about, as the review words it."""
    return _cut([t(locale, "story-alt-review", line=line)])


def _threat_yaku(locale: str, key: str, along: tuple[str, ...]) -> str:
    """A threat's yaku by name, with each other yaku its cards would complete at once (the
    points said are theirs together)."""
    named = t(locale, f"yaku-{key}")
    for other in along:
        named = t(locale, "panel-threat-along", yaku=named, along=t(locale, f"yaku-{other}"))
    return named
