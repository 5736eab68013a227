"""What the bot does, counted for Prometheus: matches in play, clicks and how long they take,
the computer's thinking, database commits and Discord's errors.

The figures are always kept (a few additions per click); they are served over HTTP only when
``METRICS_PORT`` is set, on 127.0.0.1 unless ``METRICS_HOST`` says otherwise.
"""

from __future__ import annotations

import bisect
import logging
from collections.abc import Callable, Sequence
from types import SimpleNamespace

import aiohttp
from aiohttp import web

log = logging.getLogger(__name__)

SECONDS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)


def _number(value: float) -> str:
    return repr(float(value)) if value != int(value) else str(int(value))


class Counter:
    """A count that only goes up, optionally split by one label."""

    def __init__(self, name: str, help_text: str, split_by: str | None = None) -> None:
        self.name, self.help_text, self.label = name, help_text, split_by
        self.values: dict[str, float] = {}

    def inc(self, label: str = "", amount: float = 1.0) -> None:
        """Add ``amount`` (to the series of ``label``)."""
        self.values[label] = self.values.get(label, 0.0) + amount

    def render(self) -> list[str]:
        lines = [f"# HELP {self.name} {self.help_text}", f"# TYPE {self.name} counter"]
        if self.label is None:
            lines.append(f"{self.name} {_number(self.values.get('', 0.0))}")
        for label, value in sorted(self.values.items()):
            if self.label is not None:
                lines.append(f'{self.name}{{{self.label}="{label}"}} {_number(value)}')
        return lines


class Gauge:
    """A value read when the metrics are asked for."""

    def __init__(self, name: str, help_text: str, read: Callable[[], float]) -> None:
        self.name, self.help_text, self.read = name, help_text, read

    def render(self) -> list[str]:
        return [
            f"# HELP {self.name} {self.help_text}",
            f"# TYPE {self.name} gauge",
            f"{self.name} {_number(self.read())}",
        ]


class Histogram:
    """How many observations fell at or under each bound, their count and their sum."""

    def __init__(self, name: str, help_text: str, buckets: Sequence[float] = SECONDS) -> None:
        self.name, self.help_text = name, help_text
        self.buckets = tuple(sorted(buckets))
        self.counts = [0] * (len(self.buckets) + 1)
        self.count = 0
        self.sum = 0.0

    def observe(self, value: float) -> None:
        """Record one observation."""
        self.counts[bisect.bisect_left(self.buckets, value)] += 1
        self.count += 1
        self.sum += value

    def render(self) -> list[str]:
        lines = [f"# HELP {self.name} {self.help_text}", f"# TYPE {self.name} histogram"]
        running = 0
        for bound, count in zip(self.buckets, self.counts, strict=False):
            running += count
            lines.append(f'{self.name}_bucket{{le="{_number(bound)}"}} {running}')
        lines.append(f'{self.name}_bucket{{le="+Inf"}} {self.count}')
        lines.append(f"{self.name}_sum {_number(self.sum)}")
        lines.append(f"{self.name}_count {self.count}")
        return lines


class Metrics:
    """The bot's figures."""

    def __init__(self) -> None:
        self.matches_in_play: Callable[[], float] = lambda: 0.0
        self.clicks = Counter("koikoi_clicks_total", "Buttons pressed on the bot's messages.")
        self.click_seconds = Histogram(
            "koikoi_click_seconds", "From a click arriving to its answer being sent."
        )
        self.decision_seconds = Histogram(
            "koikoi_computer_decision_seconds", "Time the computer took for a decision."
        )
        self.commit_seconds = Histogram(
            "koikoi_database_commit_seconds", "Time to commit a move to the match log."
        )
        self.discord_errors = Counter(
            "koikoi_discord_errors_total",
            "Discord requests that failed, by HTTP status ('network': no answer).",
            split_by="status",
        )

    def render(self) -> str:
        """The Prometheus text format."""
        parts: list[Counter | Gauge | Histogram] = [
            Gauge("koikoi_matches_in_play", "Matches being played.", self.matches_in_play),
            self.clicks,
            self.click_seconds,
            self.decision_seconds,
            self.commit_seconds,
            self.discord_errors,
        ]
        return "\n".join(line for part in parts for line in part.render()) + "\n"

    def trace_config(self) -> aiohttp.TraceConfig:
        """Hooks for the HTTP client that count Discord's error answers."""
        trace = aiohttp.TraceConfig()

        async def ended(
            session: aiohttp.ClientSession,
            context: SimpleNamespace,
            params: aiohttp.TraceRequestEndParams,
        ) -> None:
            if params.response.status >= 400:
                self.discord_errors.inc(str(params.response.status))

        async def failed(
            session: aiohttp.ClientSession,
            context: SimpleNamespace,
            params: aiohttp.TraceRequestExceptionParams,
        ) -> None:
            self.discord_errors.inc("network")

        trace.on_request_end.append(ended)
        trace.on_request_exception.append(failed)
        return trace


async def serve(
    metrics: Metrics, healthz: Callable[[], tuple[bool, str]], host: str, port: int
) -> web.AppRunner:
    """Serve ``/metrics`` and ``/healthz`` (200 healthy, 503 not) on ``host:port``."""

    async def show_metrics(request: web.Request) -> web.Response:
        return web.Response(text=metrics.render(), content_type="text/plain", charset="utf-8")

    async def show_health(request: web.Request) -> web.Response:
        healthy, text = healthz()
        return web.Response(status=200 if healthy else 503, text=text + "\n")

    app = web.Application()
    app.router.add_get("/metrics", show_metrics)
    app.router.add_get("/healthz", show_health)
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    await web.TCPSite(runner, host, port).start()
    log.info("metrics on http://%s:%d/metrics", host, port)
    return runner
