"""The yaku guide's words in a language, read from the yaku table: what counts toward each yaku
(any 5 animals; these 3 cards; 4 brights, the rain man among them), how it grows (+1 for each
card more), which yaku it replaces, and the rules' name.

Nothing here is written per yaku but the two yaku of a dealt hand, whose cards the table
cannot list (the round checks the hand's shape).
"""

from __future__ import annotations

from bot.app.core.house_rules import played_words
from bot.app.core.stories import house_line
from bot.engine.cards import KIND_MASK, Kind, cards_of
from bot.engine.rules import RuleSet
from bot.engine.yaku_table import BY_KEY, HAND, MONTH, YakuEntry
from bot.i18n import t
from bot.render.breaks import whole
from bot.render.guide import GuideWords, guide_yaku
from bot.render.symbols import legend_keys

KIND_WORD = {
    Kind.BRIGHT: "bright",
    Kind.ANIMAL: "animal",
    Kind.RIBBON: "ribbon",
    Kind.CHAFF: "chaff",
}


def _card_names(locale: str, mask: int) -> str:
    """The names of the cards of ``mask``, each on one line of a picture."""
    cards = cards_of(mask)
    return t(locale, "teach-list").join(whole(t(locale, f"card-{card}")) for card in cards)


def _main_kind(cards: int) -> Kind:
    """The kind most of ``cards`` belong to."""
    return max(Kind, key=lambda kind: (cards & KIND_MASK[kind]).bit_count())


def counts_text(locale: str, entry: YakuEntry, rules: RuleSet) -> str:
    """What counts toward ``entry`` under ``rules``, in words."""
    if entry.family == MONTH:
        return t(locale, "teach-counts-month", need=entry.need)
    if entry.family == HAND:
        return t(locale, f"teach-counts-{entry.key}", need=entry.need)
    cards = entry.counted(rules, 1)  # a month matters only to the month's yaku
    kind = _main_kind(cards)
    whole = KIND_MASK[kind]
    extra, missing = cards & ~whole, whole & ~cards
    if extra.bit_count() + missing.bit_count() > 1:  # a set of its own, not a kind: all of them
        return t(locale, "teach-counts-these", need=entry.need)
    word = KIND_WORD[kind]
    every = entry.need == cards.bit_count()
    text = t(locale, f"teach-counts-{'all' if every else 'any'}-{word}", need=entry.need)
    if missing:
        text = t(locale, "teach-counts-but", counts=text, cards=_card_names(locale, missing))
    if extra:
        text = t(locale, "teach-counts-too", counts=text, cards=_card_names(locale, extra))
    if entry.must:
        text = t(locale, "teach-counts-with", counts=text, cards=_card_names(locale, entry.must))
    return text


def rule_text(locale: str, entry: YakuEntry, rules: RuleSet) -> str:
    """A yaku's line in the guide: what counts, how it grows, what it replaces."""
    parts = [counts_text(locale, entry, rules)]
    if entry.grows:
        parts.append(t(locale, "teach-grows", points=entry.grows))
    if entry.outranks:
        listed = (whole(t(locale, f"yaku-{key}")) for key in entry.outranks)
        names = t(locale, "teach-list").join(listed)
        parts.append(t(locale, "teach-replaces", yaku=names))
    return t(locale, "teach-separator").join(parts)


def rules_title(locale: str, rules: RuleSet) -> str:
    """The rules' name in ``locale``, with the variants they play ('traditional + twelve
    months'); the house rules are named apart (``house_rules.played_words``)."""
    name = t(locale, f"preset-{rules.based_on}")
    variants = [t(locale, f"variant-{v.value.replace('_', '-')}") for v in rules.variants_played]
    return " + ".join([name, *variants])


def rules_description(locale: str, rules: RuleSet) -> str:
    """One description of ``rules`` as played: the preset's own where no house rule changes it,
    else the preset's name with the house rules in place of what they change, so nothing said
    contradicts the rules of the match."""
    played = played_words(locale, rules)
    if not played:
        return t(locale, f"rules-{rules.based_on}")
    house = t(locale, "teach-list").join(played)
    return t(locale, "rules-as-played", rules=rules_title(locale, rules), house=house)


def legend_text(locale: str) -> str:
    """The Symbols answer: a line for every symbol the pictures draw."""
    return "\n".join([t(locale, "teach-legend-title"), *(t(locale, key) for key in legend_keys())])


def guide_words(locale: str, rules: RuleSet) -> GuideWords:
    """Every word of the guide of ``rules`` in ``locale``."""
    keys = guide_yaku(rules)
    return GuideWords(
        title=t(locale, "teach-guide-title", rules=rules_title(locale, rules)),
        names={key: t(locale, f"yaku-{key}") for key in keys},
        rules={key: rule_text(locale, BY_KEY[key], rules) for key in keys},
        grows=t(locale, "teach-guide-grows"),
        bonus=t(locale, "teach-guide-bonus"),
        house=house_line(locale, rules),
    )


__all__ = [
    "counts_text",
    "guide_words",
    "legend_text",
    "rule_text",
    "rules_description",
    "rules_title",
]
