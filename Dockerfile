# The tempolex bot: the same Makefile steps as a developer machine (models prepared at build time,
# the statute index built into /data by Qdrant Edge, the embedded default, from the shipped
# corpus embeddings). Point TEMPOLEX_QDRANT_URL at a Qdrant server to use one instead.
FROM python:3.11-slim-bookworm
RUN apt-get update && apt-get install -y --no-install-recommends build-essential cmake git \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY . .
ENV TEMPOLEX_PATHS_CACHE_DIR=/app/.cache \
    TEMPOLEX_PATHS_DATA_DIR=/data
RUN make prepare
VOLUME ["/data"]
# With -e TELEGRAM_TOKEN=… it runs the bot; without it the terminal chat starts (use docker run -it).
CMD ["make", "run"]
