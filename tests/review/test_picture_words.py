"""A review picture's words: the reader's language, who chose, what stopping scores, the threat."""

from __future__ import annotations

from functools import cache

from bot.engine.actions import PLAYS, STOP
from bot.engine.cards import BOAR, BUTTERFLIES, DEER, bit
from bot.i18n import t
from bot.review import Reviewer, review_decisions
from bot.review.judge import DecisionReview
from bot.review.picture_words import review_words, stake_text, threat_cards
from bot.review.reasons import Reason
from bot.review.report import build_report
from bot.review.wording import SHARED_REASONS, reason_text
from tests.review.positions import feeding_decision, sure_five_decision


@cache
def feeding() -> DecisionReview:
    """Playing the Butterflies lays them where the opponent's Boar and Deer want them."""
    return Reviewer(seed=1, playouts=200).judge(feeding_decision(PLAYS[BUTTERFLIES]))


@cache
def stopping() -> DecisionReview:
    return Reviewer(seed=1, playouts=200).judge(sure_five_decision(STOP))


def test_the_picture_speaks_the_readers_language() -> None:
    words = review_words("ja", feeding(), "bob")
    assert words.rows == ("bob：手札と取り札", "場札", "あなたの手札", "あなたの取り札")
    assert words.headline.startswith("あなたは") and words.stop == "勝負 (STOP)"


def test_a_stop_decision_says_which_yaku_and_how_many_points_are_at_stake() -> None:
    assert stake_text("en", stopping().view) == "Stopping scores 1 point: Kasu 1"
    assert review_words("en", stopping(), "bob").stake == "Stopping scores 1 point: Kasu 1"
    assert stake_text("en", feeding().view) is None  # a play has nothing to stop


def test_the_threat_the_reason_names_is_marked_on_its_cards() -> None:
    judged = feeding()
    assert judged.reason.key == "review-why-offered" and judged.reason.yaku == "inoshikacho"
    assert threat_cards(judged) == bit(BOAR) | bit(DEER) | bit(BUTTERFLIES)
    assert review_words("en", judged, "bob").threat_cards == threat_cards(judged)
    assert threat_cards(stopping()) == 0  # its reason names no threat


def test_privately_the_review_says_you_chose() -> None:
    words = review_words("en", feeding(), "bob")
    assert words.headline.startswith("You chose playing Jun · Butterflies")
    assert words.rows[2:] == ("Your hand", "Your capture pile")


def test_shared_in_the_channel_the_review_names_who_chose() -> None:
    words = review_words("en", feeding(), "bob", shared_by="alice")
    assert words.headline.startswith("alice chose playing Jun · Butterflies")
    assert words.rows[2:] == ("alice: hand", "alice: capture pile")
    assert "you" not in f"{words.headline} {words.played}".lower()
    review = review_decisions([feeding_decision(PLAYS[BUTTERFLIES])], 0, Reviewer(1, 200))
    shared = build_report(review, "en", 7, "bob", shared_by="alice")
    assert shared.costly[0].line.startswith("Round 1: alice chose playing")
    assert build_report(review, "en", 7, "bob").costly[0].line.startswith("Round 1: you chose")


def test_a_shared_reason_names_the_player_where_the_private_one_says_you() -> None:
    reason = Reason("review-why-secures", card=BOAR)
    private = reason_text("en", reason, PLAYS[BOAR], "bob")
    shared = reason_text("en", reason, PLAYS[BOAR], "bob", shared_by="alice")
    assert "your pile" in private
    assert shared.endswith("the capture pile of alice.") and "you" not in shared.lower()
    for key, words in SHARED_REASONS.items():
        assert "you" in t("en", key, better="", card="", yaku="", points=2, opponent="").lower()
        text = t("en", words, better="", card="", yaku="", points=2, opponent="", name="alice")
        assert "you" not in text.lower() and "alice" in text, key
