# The bot in a container: `docker compose up -d` (compose.yaml), or docker run as in
# docs/operations.md ("Docker").
# Pinned base: Python 3.11.11 on Debian 12 (bookworm), slim.
FROM python:3.11.11-slim-bookworm AS base
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1
WORKDIR /src
COPY pyproject.toml constraints.txt ./
# The dependencies pyproject.toml names (and the extras given), for a layer without the code.
RUN printf '%s\n' \
    'import sys, tomllib' \
    'project = tomllib.load(open("pyproject.toml", "rb"))["project"]' \
    'extras = [project["optional-dependencies"][name] for name in sys.argv[1:]]' \
    'print("\n".join(project["dependencies"] + sum(extras, [])))' > /usr/local/bin/requirements

# The compiled engine is made here, with a C compiler and mypy; none of them reach the image.
FROM base AS build
RUN apt-get update \
    && apt-get install --yes --no-install-recommends gcc libc6-dev \
    && rm -rf /var/lib/apt/lists/*
RUN python /usr/local/bin/requirements postgres compile > requirements.txt \
    && pip install --constraint constraints.txt --requirement requirements.txt
COPY README.md ./
COPY bot ./bot
COPY cogs ./cogs
# Installed under /out as it will lie in the image, then compiled there (from / so that the
# installed package, not /src, is the one found), where the installed package looks for it.
RUN pip install --no-deps --no-build-isolation --root /out . \
    && cd / && PYTHONPATH="$(echo /out/usr/local/lib/python3.11/*-packages)" \
        python -m bot.cli.main compile-engine --strict

FROM base
# tini runs as PID 1: it passes SIGTERM to the bot and reaps the computer's worker processes.
RUN apt-get update \
    && apt-get install --yes --no-install-recommends tini \
    && rm -rf /var/lib/apt/lists/*
# The dependencies first: a change to the code alone reuses this layer.
RUN python /usr/local/bin/requirements postgres > requirements.txt \
    && pip install --constraint constraints.txt --requirement requirements.txt \
    && cd / && rm -rf /src /usr/local/bin/requirements
# The bot and its compiled engine, installed; no source folder in the working directory
# stands in front of them.
COPY --from=build /out/ /
WORKDIR /app
RUN useradd --create-home --uid 10001 koikoi \
    && mkdir -p /app/data && chown koikoi:koikoi /app/data && chmod 0700 /app/data

USER koikoi
# A named volume mounted here starts as a copy of this folder, owned by the koikoi user.
VOLUME ["/app/data"]
ENV DATABASE_PATH=/app/data/koikoi.db HEALTH_FILE=/app/data/health.json

STOPSIGNAL SIGTERM
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 \
    CMD ["python", "-m", "bot.app.kernel.health", "/app/data/health.json"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["python", "-m", "bot"]
