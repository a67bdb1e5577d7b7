# Everything a newcomer needs is `make run` and `make test`; both set up .venv on first use.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
CONSTRAINTS := requirements/constraints.txt
PYTEST_ARGS ?=
BENCH_ARGS ?=
WORKERS ?= 2
PACKAGES := openapi simulator client bot toolkit bench

.DEFAULT_GOAL := help
.PHONY: help install browser run test check-generated lint fmt typecheck pytest models lock clean eval verify drift bench bench-profile

help:  ## List the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed 's/:.*## /\t/' | expand -t 18

$(STAMP): pyproject.toml $(CONSTRAINTS)
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -c $(CONSTRAINTS) -e '.[sim,dev]'
	touch $(STAMP)

install: $(STAMP)  ## Create .venv with pinned dependencies (automatic for the other targets)

# The console's browser tests need Debian's chromium and chromium-driver: installed with
# apt-get when missing and running as root (CI), as `make bench` installs wrk; otherwise the
# script says what to install and fails, and so would the tests (they never skip).
browser:  ## Debian's chromium + chromedriver for the browser tests (apt-get when root; DRY_RUN=1 to preview)
	@sh scripts/ensure-browser.sh $(if $(DRY_RUN),--dry-run)

run: $(STAMP)  ## Start the simulator on http://127.0.0.1:8000 with the default data
	$(BIN)/billing-sim serve $(ARGS)

test: check-generated lint typecheck pytest  ## Run every check: generated code, lint, types, tests

check-generated: $(STAMP)  ## Fail if openapi/models.py or openapi/operations.py is stale
	$(BIN)/datamodel-codegen --check
	$(BIN)/python scripts/gen_operations.py --check

lint: $(STAMP)  ## ruff check, ruff format --check, import-linter
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/lint-imports

fmt: $(STAMP)  ## Format and autofix
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

typecheck: $(STAMP)  ## mypy --strict on our packages and tests
	$(BIN)/mypy $(PACKAGES) scripts tests

pytest: $(STAMP) browser  ## The test suite (unit, contract, integration, browser), in parallel
	$(BIN)/pytest -n $(WORKERS) $(PYTEST_ARGS)

eval: $(STAMP)  ## Evaluate the reference bot (every shipped scenario) and its document retrieval
	$(BIN)/python scripts/eval_bot.py $(ARGS)
	$(BIN)/python scripts/eval_retrieval.py

verify: $(STAMP)  ## Check an implementation against the contract: BASE_URL=... (key in BILLING_TOKEN)
	@test -n "$(BASE_URL)" || { echo "usage: make verify BASE_URL=http://host:port [ARGS='--account-number N --max-examples 50']; the key goes in BILLING_TOKEN" >&2; exit 2; }
	$(BIN)/billing-sim verify --base-url '$(BASE_URL)' $(ARGS)

drift: $(STAMP)  ## Compare an implementation with the simulator: BASE_URL=... (key in BILLING_TOKEN)
	@test -n "$(BASE_URL)" || { echo "usage: make drift BASE_URL=http://host:port [ARGS=...]; the key goes in BILLING_TOKEN" >&2; exit 2; }
	$(BIN)/billing-sim drift --base-url '$(BASE_URL)' $(ARGS)

bench: $(STAMP)  ## Simulator and client against same-run ceilings (~5 min, loopback; writes bench/RESULTS.md)
	@command -v wrk >/dev/null 2>&1 || [ "$$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1 || \
		{ apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk; } >/dev/null 2>&1 || true
	@command -v wrk >/dev/null 2>&1 || echo "bench: wrk unavailable; using the Python load generator (bench/pyload.py)"
	$(BIN)/python -m bench $(BENCH_ARGS)

bench-profile: $(STAMP)  ## Where the simulator and the client spend their time (pyinstrument)
	$(BIN)/python -m bench.profile simulator --operation getBillSummary
	$(BIN)/python -m bench.profile client

models: $(STAMP)  ## Regenerate openapi/models.py and openapi/operations.py from billing.yaml
	$(BIN)/datamodel-codegen
	$(BIN)/python scripts/gen_operations.py

lock:  ## Re-resolve requirements/constraints.txt from pyproject.toml in a scratch venv
	rm -rf .lock-venv
	$(PYTHON) -m venv .lock-venv
	.lock-venv/bin/python -m pip install --quiet --disable-pip-version-check -e '.[sim,dev]'
	.lock-venv/bin/python -m pip freeze --exclude-editable | grep -v '^-e' > $(CONSTRAINTS)
	rm -rf .lock-venv

clean:  ## Remove the virtualenv and caches
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache .hypothesis
