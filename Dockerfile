# The tempolex bot: the same Makefile steps as a developer machine. Everything is prepared at
# build time (the venv, the compiled llama-cpp-python, the chat model and the embedder in
# /app/.cache, the statute index in /data by Qdrant Edge, the embedded default, from the shipped
# corpus embeddings), so a container needs no network to run. Point TEMPOLEX_QDRANT_URL at a
# Qdrant server to use one instead. tests/container/check.sh builds it and runs `make test` in it.
FROM python:3.11-slim-bookworm
RUN apt-get update && apt-get install -y --no-install-recommends build-essential cmake git libgomp1 \
    && rm -rf /var/lib/apt/lists/*
# Build-time pip settings only. torch comes from PyTorch's CPU index: the Linux wheel on PyPI
# pulls in CUDA libraries (gigabytes) this image never uses. A builder without that index passes
# a folder holding the torch CPU wheel instead (PIP_FIND_LINKS, see tests/container/check.sh);
# one behind a TLS-inspecting proxy passes the proxy's CA bundle (PIP_CERT). Empty = unused.
ARG PIP_EXTRA_INDEX_URL=https://download.pytorch.org/whl/cpu
ARG PIP_FIND_LINKS=
ARG PIP_CERT=
ARG PIP_NO_CACHE_DIR=1
WORKDIR /app
# The dependencies first, read from pyproject.toml alone, so a change to the code reuses this layer
# (torch and the rest take most of a build); `make prepare` below then only adds the package.
COPY pyproject.toml ./
RUN python3 -m venv .venv && .venv/bin/python -m pip install --quiet --upgrade pip \
    && .venv/bin/python -c "import tomllib; p = tomllib.load(open('pyproject.toml', 'rb'))['project']; \
print('\n'.join(p['dependencies'] + p['optional-dependencies']['test']))" > /tmp/requirements.txt \
    && .venv/bin/python -m pip install --quiet -r /tmp/requirements.txt && rm /tmp/requirements.txt
COPY . .
# An image runs on machines other than its builder, so llama.cpp is compiled for AVX2 unless the
# builder knows every host has AVX-512 (--build-arg LLAMA_CPU_KERNELS=avx512: prompts twice as fast).
ARG LLAMA_CPU_KERNELS=avx2
ENV TEMPOLEX_PATHS_CACHE_DIR=/app/.cache \
    TEMPOLEX_PATHS_DATA_DIR=/data \
    TEMPOLEX_LLM_CPU_KERNELS=$LLAMA_CPU_KERNELS
RUN make prepare
VOLUME ["/data"]
# With -e TELEGRAM_TOKEN=… it runs the bot; without it the terminal chat starts (use docker run -it).
# `docker run --rm IMAGE make test` runs the test suite against the models prepared above.
CMD ["make", "run"]
