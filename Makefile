# The two commands of the README: `make run` and `make test`. Both start from a fresh clone.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp

.PHONY: run test prepare install clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

install: $(STAMP)

# Models (embedder + local chat model) and the statute index; each step skips what is ready.
prepare: $(STAMP)
	$(BIN)/tempolex models prepare
	$(BIN)/tempolex index build --if-missing

run: prepare
	@if [ -n "$$TELEGRAM_TOKEN" ]; then $(BIN)/tempolex bot; else $(BIN)/tempolex chat; fi

test: prepare
	$(BIN)/python -m pytest -q

clean:
	rm -rf $(VENV) .tempolex
