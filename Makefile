# The two commands of the README: `make run` and `make test`. Both start from a fresh clone.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp

.PHONY: run test models prepare install clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

install: $(STAMP)

# Models (embedder + local chat model); skips what is ready in ~/.cache/tempolex.
models: $(STAMP)
	$(BIN)/tempolex models prepare

# Models plus the statute index of this deployment (built once, in .tempolex/).
prepare: models
	$(BIN)/tempolex index build --if-missing

run: prepare
	@if [ -n "$$TELEGRAM_TOKEN" ]; then $(BIN)/tempolex bot; else $(BIN)/tempolex chat; fi

# Tests build their own small indexes; they need the models, not the deployment's index.
# The import contracts (layers; pyproject.toml [tool.importlinter]), ruff's lint and mypy (strict on
# index/ and core/contract.py, pyproject.toml [tool.mypy]) are checked first.
test: models
	$(BIN)/lint-imports
	$(BIN)/ruff check .
	$(BIN)/mypy core/contract.py index/
	$(BIN)/python -m pytest -q

clean:
	rm -rf $(VENV) .tempolex
