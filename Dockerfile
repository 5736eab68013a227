# The bot in a container: `docker compose up -d` (compose.yaml), or see the README for docker run.
# Pinned base: Python 3.11.11 on Debian 12 (bookworm), slim.
FROM python:3.11.11-slim-bookworm

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1
# tini runs as PID 1: it passes SIGTERM to the bot and reaps the computer's worker processes.
RUN apt-get update \
    && apt-get install --yes --no-install-recommends tini \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /app
COPY pyproject.toml README.md constraints.txt ./
COPY bot ./bot
COPY cogs ./cogs
# The engine compiled (koikoi compile-engine); the compiler and mypy are removed again after.
RUN apt-get update \
    && apt-get install --yes --no-install-recommends gcc libc6-dev \
    && pip install --constraint constraints.txt ".[compile]" \
    && koikoi compile-engine --strict \
    && pip uninstall --yes mypy \
    && apt-get purge --yes --auto-remove gcc libc6-dev \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --create-home --uid 10001 koikoi \
    && mkdir -p /app/data && chown koikoi:koikoi /app/data && chmod 0700 /app/data

USER koikoi
# A named volume mounted here starts as a copy of this folder, owned by the koikoi user.
VOLUME ["/app/data"]
ENV DATABASE_PATH=/app/data/koikoi.db HEALTH_FILE=/app/data/health.json

STOPSIGNAL SIGTERM
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 \
    CMD ["python", "-m", "bot.app.adapter.health", "/app/data/health.json"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["python", "-m", "bot"]
