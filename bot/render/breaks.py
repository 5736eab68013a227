"""Where a line may break inside a word (a run of text without spaces), as each language's
typography allows.

Japanese is written without spaces: a line breaks between phrases (bunsetsu), after the
hiragana that close a phrase (its particles and endings) or a punctuation mark, before a kanji,
katakana or Latin word or an opening mark; never inside 上がり, 月見酒 or こいこい, never before
。」 or small kana, never after 「, never between a number and its counter. A phrase wider than
the whole line breaks between its characters, still by those marks' rules.

A name put in a sentence with ``whole`` is one piece: its spaces are no-break spaces and a
word joiner (U+2060, never drawn) glues it where a line could otherwise break, so a player's
name stays with its honorific (CPU ★★さん) and a card's name stays on one line.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable

NBSP = "\u00a0"  # a space no line breaks at: between the words of a name
JOINER = "\u2060"  # WORD JOINER: no break on either side, drawn as nothing

# Japanese line breaking (kinsoku): what may not start a line, and what may not end one.
NO_LINE_START = frozenset(
    "、。，．,.:;：；!?！？)]}）］｝〉》」』】〕〙〗’”・ー…‥ゝゞヽヾ々"
    "ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ%％"
)
NO_LINE_END = frozenset("([{（［｛〈《「『【〔〘〖‘“")
# The marks a Japanese phrase may end with: a line may break after one.
PHRASE_END = frozenset("、。，．：；！？）］｝〉》」』】〕〙〗!?")
HONORIFIC = "さん"  # follows a player's name: never split from it, nor cut itself
# Nouns written in hiragana: a phrase's head, not its particles (こいこい後は is one phrase).
HIRAGANA_NOUNS = ("こいこい",)
NOUN_MARK = "\ue000"  # stands, while reading a word, for a character of a hiragana noun
# One kana between kanji that is no particle is the okurigana of a compound: 取り札, 持ち時間.
OKURIGANA = re.compile(r"(?<=[\u4e00-\u9fff々])[ぁ-ゖ](?=[\u4e00-\u9fff])")
PARTICLES = frozenset("をにはがのでともへや")


def _ideographic(char: str) -> bool:
    """Whether ``char`` is written without spaces around it (kana, kanji, their punctuation)."""
    code = ord(char)
    return 0x2E80 <= code <= 0xFAFF or 0xFF00 <= code <= 0xFFEF or code >= 0x20000


def _hiragana(char: str) -> bool:
    return "\u3041" <= char <= "\u309f"


def _glued(before: str, after: str) -> bool:
    """Whether no line may ever break between ``before`` and ``after``: next to a word joiner
    or a no-break space, before a closing mark or small kana, after an opening mark, inside a
    number with its counter ("12枚") and inside a run of Latin letters ("KOI-KOI", "+5")."""
    if JOINER in (before, after) or NBSP in (before, after):
        return True
    if after in NO_LINE_START or before in NO_LINE_END or unicodedata.combining(after):
        return True
    if before.isdigit() and (after.isdigit() or _ideographic(after)) and after not in NO_LINE_END:
        return True
    return not _ideographic(before) and not _ideographic(after)


def _keeps_together(before: str, after: str) -> bool:
    """Whether a line may not break between ``before`` and ``after``: only where a Japanese
    phrase ends (after hiragana or a closing mark) and the next begins (not with hiragana), or
    before an opening mark."""
    if _glued(before, after) or _hiragana(after):
        return True
    ends = _hiragana(before) or before in PHRASE_END
    return not (ends or after in NO_LINE_END)


def _keeps_characters(before: str, after: str) -> bool:
    """Whether ``before`` and ``after`` stay together even inside a phrase too wide for a line:
    the marks' rules, a Latin word with the kana after it (Aoiさん), and the honorific."""
    if _glued(before, after) or before + after == HONORIFIC:
        return True
    return not _ideographic(before) and _hiragana(after)


def _read(word: str) -> str:
    """``word`` with each hiragana noun's characters, and the okurigana inside a compound, read
    as part of a phrase's head (not its particles)."""
    for noun in HIRAGANA_NOUNS:
        word = word.replace(noun, NOUN_MARK * len(noun))
    return OKURIGANA.sub(lambda kana: kana[0] if kana[0] in PARTICLES else NOUN_MARK, word)


def _cut(word: str, together: Callable[[str, str], bool]) -> list[str]:
    """``word`` cut wherever ``together`` (a rule on two neighbours) lets a line break."""
    read = _read(word)
    out: list[str] = []
    for index, char in enumerate(word):
        if out and together(read[index - 1], read[index]):
            out[-1] += char
        else:
            out.append(char)
    return out


def units(word: str) -> list[str]:
    """``word`` cut where a line may break inside it: between Japanese phrases, never inside a
    name put in whole, a number with its counter, a Latin word, or before a closing mark."""
    return _cut(word, _keeps_together)


def characters(phrase: str) -> list[str]:
    """A ``phrase`` too wide for a line, cut where it may break between characters: never
    inside a name put in whole nor by the marks' rules."""
    return _cut(phrase, _keeps_characters)


def whole(name: str) -> str:
    """``name`` as one piece in a sentence: its spaces no-break, a word joiner wherever a line
    could break inside it or right after it (before its honorific)."""
    name = name.replace(" ", NBSP)
    out = ""
    for before, after in zip(name, [*name[1:], HONORIFIC[0]], strict=False):
        out += before
        if not (_keeps_together(before, after) and _keeps_characters(before, after)):
            out += JOINER
    return out


def plain(text: str) -> str:
    """A line of ``text`` as it is drawn and read: no word joiners, plain spaces."""
    return text.replace(JOINER, "").replace(NBSP, " ")


__all__ = ["JOINER", "NBSP", "characters", "plain", "units", "whole"]
