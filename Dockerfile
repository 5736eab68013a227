FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1
WORKDIR /app

COPY pyproject.toml README.md ./
COPY bot ./bot
COPY cogs ./cogs
RUN pip install . && useradd --create-home --uid 10001 koikoi && mkdir -p /app/data \
    && chown koikoi:koikoi /app/data

USER koikoi
VOLUME ["/app/data"]
ENV DATABASE_PATH=/app/data/koikoi.db
CMD ["python", "-m", "bot"]
