"""Per-route rate limits: Discord's buckets, answered with 429, ``retry_after`` and headers.

https://discord.com/developers/docs/topics/rate-limits
"""

from __future__ import annotations

import math
import re
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from aiohttp import web

from .errors import json_response

# sending, editing and deleting a channel's messages share one bucket per channel
_CHANNEL_MESSAGES = re.compile(r"/api/v\d+/channels/(\d+)/messages(?:/\d+)?$")
# X-RateLimit-Bucket: "non-inclusive of top-level resources in the path" (the channel)
CHANNEL_MESSAGES_BUCKET = "4f2b9c0e6a1d8e3b"


@dataclass(frozen=True)
class BucketLimit:
    """``requests`` in every ``per`` seconds."""

    requests: int
    per: float


@dataclass
class Bucket:
    """One bucket's recent requests (their times), oldest first."""

    name: str
    limit: BucketLimit
    times: deque[float] = field(default_factory=deque)

    def _forget_old(self, now: float) -> None:
        while self.times and now - self.times[0] >= self.limit.per:
            self.times.popleft()

    def take(self, now: float) -> float:
        """Count a request; 0 when it may go, else the seconds until it could."""
        self._forget_old(now)
        if len(self.times) >= self.limit.requests:
            return self.times[0] + self.limit.per - now
        self.times.append(now)
        return 0.0

    def headers(self, now: float) -> dict[str, str]:
        """The ``X-RateLimit-*`` headers Discord sends with every answer on this route."""
        self._forget_old(now)
        remaining = max(0, self.limit.requests - len(self.times))
        reset_after = (self.times[0] + self.limit.per - now) if self.times else self.limit.per
        return {
            "X-RateLimit-Limit": str(self.limit.requests),
            "X-RateLimit-Remaining": str(remaining),
            "X-RateLimit-Reset": f"{time.time() + reset_after:.3f}",
            "X-RateLimit-Reset-After": f"{reset_after:.3f}",
            "X-RateLimit-Bucket": self.name,
        }


@dataclass
class RateLimitHit:
    """A request Discord refused with 429 (it is retried by discord.py after ``retry_after``)."""

    method: str
    path: str
    bucket: str
    retry_after: float
    time: float


class RateLimits:
    """Discord's per-route buckets that the fake keeps; ``channel_messages`` None turns the
    per-channel message limit off (Discord's is about 5 sends or edits in 5 seconds)."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self.clock = clock
        self.channel_messages: BucketLimit | None = None
        self.hits: list[RateLimitHit] = []
        self._buckets: dict[str, Bucket] = {}

    def bucket_for(self, method: str, path: str) -> Bucket | None:
        """The bucket a request counts in, or None if the fake keeps no limit on its route."""
        found = _CHANNEL_MESSAGES.search(path)
        if found is None or self.channel_messages is None or method == "GET":
            return None
        # the bucket's name leaves the channel out, as Discord's does; each channel counts apart
        key = f"{CHANNEL_MESSAGES_BUCKET}:{found.group(1)}"
        bucket = self._buckets.get(key)
        if bucket is None or bucket.limit != self.channel_messages:
            bucket = self._buckets[key] = Bucket(CHANNEL_MESSAGES_BUCKET, self.channel_messages)
        return bucket

    def check(self, method: str, path: str) -> tuple[web.Response | None, dict[str, str]]:
        """A 429 answer if the request is over its bucket's limit, else the headers to add."""
        bucket = self.bucket_for(method, path)
        if bucket is None:
            return None, {}
        now = self.clock()
        wait = bucket.take(now)
        if wait <= 0:
            return None, bucket.headers(now)
        self.hits.append(RateLimitHit(method, path, bucket.name, wait, now))
        return too_many_requests(wait, bucket.headers(now), scope="user"), {}


def too_many_requests(
    retry_after: float, headers: dict[str, str], *, scope: str, is_global: bool = False
) -> web.Response:
    """Discord's 429: ``retry_after`` in the body and the ``X-RateLimit-*`` headers."""
    body = {
        "message": "You are being rate limited.",
        "retry_after": round(retry_after, 3),
        "global": is_global,
        "code": 0,
    }
    all_headers = {
        **headers,
        "Retry-After": str(max(1, math.ceil(retry_after))),
        "X-RateLimit-Remaining": "0",
        "X-RateLimit-Reset-After": f"{retry_after:.3f}",
        "X-RateLimit-Scope": scope,
        # discord.py only retries a 429 that came through Discord's proxy
        "Via": "1.1 google",
    }
    if is_global:
        all_headers["X-RateLimit-Global"] = "true"
    return json_response(body, status=429, headers=all_headers)
