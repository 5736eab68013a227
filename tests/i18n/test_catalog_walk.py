"""Every word the pictures and messages show is translated: each key the pictures' words and
the messages use is in every catalog, and none is left in English unless it is a word every
language keeps (KOI-KOI, STOP …) or the name that language's players use for a yaku."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace

import pytest
from fluent.syntax import FluentSerializer, ast

from bot.app.core import picture_words as core_picture_words
from bot.engine.round import Phase
from bot.engine.rules import preset
from bot.i18n import DEFAULT_LOCALE, t
from bot.render.demo import deciding, mid_round
from tests.i18n.catalogs import FILES, TRANSLATIONS, messages

MESSAGE_FILES = tuple(file for file in FILES if file != "commands.ftl")

# Words every language keeps: the game's calls, and each language's name in itself.
KEPT = {
    "button-koikoi", "review-action-koikoi", "picture-koikoi-chip",  # KOI-KOI
    "thread-name", "result-multiplier",  # "Koi-Koi · A vs B", "6 × 2 (koi-koi) = 12"
    "language-en", "language-ja", "language-ms", "language-pl", "language-nb",
    "rating-board-rating",  # "1043?": a provisional rating's mark, explained in the footer
}  # fmt: skip
ROMAJI = ("tane", "tan", "kasu", "tsukifuda", "teshi", "kuttsuki", "hanami", "tsukimi")
# Words a language writes as English does: its own words, or the yaku names its players use
# (the Polish rules text names every yaku in romaji; the Malay and Norwegian ones name some).
KEPT_BY: dict[str, set[str]] = {
    "ja": set(),
    "ms": {"month-4", "month-9", "month-11", "preset-standard"}
    | {f"yaku-{key}" for key in ROMAJI[:6]},
    "pl": {"button-stop", "review-action-stop"}
    | {f"yaku-{key}" for key in ("goko", "shiko", "ame_shiko", "sanko", "inoshikacho")}
    | {f"yaku-{key}" for key in ("akatan", "aotan", *ROMAJI) if key != "tan"},  # Tanzaku
    "nb": {"preset-standard", "rules-tips-title", "hint-button"}
    | {f"yaku-{key}" for key in ROMAJI[3:]},
}


def _value(message: ast.Message) -> str:
    """A message's pattern as written (its selectors included)."""
    return FluentSerializer().serialize_entry(message).split("=", 1)[1].strip()


def _has_words(message: ast.Message) -> bool:
    """Whether a message says anything beside its placeholders and signs ('{ $a }: { $b }.')."""
    return any(char.isalpha() for char in re.sub(r"\{[^{}]*\}", "", _value(message)))


def _catalog(locale: str) -> dict[str, ast.Message]:
    found: dict[str, ast.Message] = {}
    for file in MESSAGE_FILES:
        found.update(messages(locale, file))
    return found


def _picture_keys() -> set[str]:
    """The keys the pictures' words are built from, for a table, a capture choice, a STOP or
    KOI-KOI decision and an open-ended match."""
    asked: set[str] = set()

    def recording(locale: str, key: str, **args: object) -> str:
        asked.add(key)
        return t(locale, key, **args)

    views = [
        mid_round(1).view(0),
        replace(mid_round(1, preset("traditional")).view(0), rounds=None, target_score=50),
        *(m.view(m.round.to_move) for m in (deciding(3, Phase.TAKE), deciding(3, Phase.KOIKOI))),
    ]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(core_picture_words, "t", recording)
        for view in views:
            core_picture_words.picture_words(view, "en")
        core_picture_words.term_words("en")
    return asked


def _walked() -> Iterator[str]:
    yield from sorted(_picture_keys() | set(_catalog(DEFAULT_LOCALE)))


def test_the_pictures_words_come_from_the_catalogs() -> None:
    keys = _picture_keys()
    assert {"picture-dealer", "picture-dealer-point", "yaku-goko", "button-take"} <= keys


@pytest.mark.parametrize("locale", TRANSLATIONS)
def test_no_word_of_the_pictures_or_messages_is_missing_or_left_in_english(locale: str) -> None:
    english, translated = _catalog(DEFAULT_LOCALE), _catalog(locale)
    missing = [key for key in _walked() if key not in translated]
    untranslated = [
        key
        for key in _walked()
        if key in translated
        and _has_words(english[key])
        and _value(translated[key]) == _value(english[key])
        and key not in KEPT | KEPT_BY[locale]
    ]
    assert missing == []
    assert untranslated == []


@pytest.mark.parametrize("locale", TRANSLATIONS)
def test_every_word_kept_in_english_is_still_kept(locale: str) -> None:
    """The lists above name no key that has since been translated (they would hide nothing)."""
    english, translated = _catalog(DEFAULT_LOCALE), _catalog(locale)
    stale = sorted(
        key
        for key in KEPT_BY[locale]
        if key in translated and _value(translated[key]) != _value(english[key])
    )
    assert stale == []
