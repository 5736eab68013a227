"""Injected REST failures (rate limits and server errors) for fault tests."""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

from aiohttp import web

from .errors import json_response


@dataclass
class FaultRule:
    remaining: int
    status: int
    path_contains: str | None
    method: str | None
    retry_after: float
    is_global: bool

    def matches(self, method: str, path: str) -> bool:
        if self.remaining <= 0:
            return False
        if self.method is not None and self.method.upper() != method.upper():
            return False
        return self.path_contains is None or self.path_contains in path

    def response(self) -> web.Response:
        if self.status == 429:
            body = {
                "message": "You are being rate limited.",
                "retry_after": self.retry_after,
                "global": self.is_global,
                "code": 0,
            }
            headers = {
                "Retry-After": str(max(1, math.ceil(self.retry_after))),
                "X-RateLimit-Limit": "5",
                "X-RateLimit-Remaining": "0",
                "X-RateLimit-Reset": f"{time.time() + self.retry_after:.3f}",
                "X-RateLimit-Reset-After": f"{self.retry_after:.3f}",
                "X-RateLimit-Scope": "global" if self.is_global else "user",
                # discord.py only retries a 429 that came through Discord's proxy
                "Via": "1.1 google",
            }
            if self.is_global:
                headers["X-RateLimit-Global"] = "true"
            return json_response(body, status=429, headers=headers)
        # 5xx from Discord's edge is plain text, not JSON
        return web.Response(
            status=self.status,
            body=b"upstream connect error or disconnect/reset before headers",
            headers={"Content-Type": "text/plain"},
        )


class FaultInjector:
    def __init__(self) -> None:
        self.rules: list[FaultRule] = []

    def add(self, rule: FaultRule) -> None:
        self.rules.append(rule)

    def take(self, method: str, path: str) -> FaultRule | None:
        for rule in self.rules:
            if rule.matches(method, path):
                rule.remaining -= 1
                return rule
        return None

    @property
    def pending(self) -> int:
        return sum(max(0, r.remaining) for r in self.rules)

    def clear(self) -> None:
        self.rules.clear()
