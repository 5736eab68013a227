"""A review made ready to show."""

from __future__ import annotations

from bot.engine.actions import KOIKOI, PLAYS, STOP
from bot.review import Reviewer, review_decisions
from bot.review.report import build_report
from tests.review.positions import feeding_decision, sure_five_decision


def test_the_report_shows_the_costliest_decisions_first_with_a_picture_each() -> None:
    decisions = [
        feeding_decision(PLAYS[20], index=0),
        sure_five_decision(STOP, index=1),
        sure_five_decision(KOIKOI, index=2),
    ]
    review = review_decisions(decisions, 0, Reviewer(seed=1, playouts=300))
    report = build_report(review, "en", 7, "CPU")
    assert report.title == "Review of match #7"
    assert len(report.costly) == 2  # the matched decision cost nothing
    assert report.costly[0].why.startswith("Stopping at 1 point gave up Sankō")
    assert "CPU" in report.costly[1].why
    assert all(c.picture.startswith(b"\x89PNG") for c in report.costly)
    assert report.summary[0].startswith("Decisions reviewed: 3")
