# Everything a newcomer needs is `make run` and `make test`; both set up .venv on first use.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
CONSTRAINTS := requirements/constraints.txt
PYTEST_ARGS ?=
BENCH_ARGS ?=
WORKERS ?= 2
PACKAGES := src/billing_sim bench evaluation

.DEFAULT_GOAL := help
.PHONY: help install packages dist run test check-generated lint fmt typecheck pytest models lock clean eval verify drift bench bench-profile

help:  ## List the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed 's/:.*## /\t/' | expand -t 18

$(STAMP): pyproject.toml $(CONSTRAINTS)
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -c $(CONSTRAINTS) -e '.[sim,dev]'
	touch $(STAMP)

install: $(STAMP)  ## Create .venv with pinned dependencies (automatic for the other targets)

# Debian packages the test suite runs for real, as COMMAND=PACKAGE: the console's browser tests
# drive chromium and chromedriver; the Redis store's tests start redis-server. Installed with
# apt-get when missing and running as root (CI); otherwise the script says what to install and
# fails, and so would the tests (they never skip). `make bench` installs its own the same way.
TEST_PACKAGES := chromium=chromium chromedriver=chromium-driver redis-server=redis-server
BENCH_PACKAGES := wrk=wrk redis-server=redis-server

packages:  ## Debian packages the tests run (chromium, chromedriver, redis-server): apt-get when root; DRY_RUN=1 to preview
	@sh scripts/ensure-packages.sh $(if $(DRY_RUN),--dry-run) $(TEST_PACKAGES)

run: $(STAMP)  ## Start the simulator on http://127.0.0.1:8000 with the default data
	$(BIN)/billing-sim serve $(ARGS)

test: check-generated lint typecheck pytest  ## Run every check: generated code, lint, types, tests

check-generated: $(STAMP)  ## Fail if a generated file (src/billing_sim/openapi/models.py, operations.py, the client's surface, docs/tools.md) is stale
	$(BIN)/datamodel-codegen --check
	$(BIN)/python scripts/gen_operations.py --check
	$(BIN)/python scripts/gen_client.py --check
	$(BIN)/python scripts/gen_tools_doc.py --check

lint: $(STAMP)  ## ruff check, ruff format --check, import-linter
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/lint-imports

fmt: $(STAMP)  ## Format and autofix
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

typecheck: $(STAMP)  ## mypy --strict on our packages and tests
	$(BIN)/mypy $(PACKAGES) scripts tests

pytest: $(STAMP) packages  ## The test suite (unit, contract, integration, browser, Redis), in parallel
	$(BIN)/pytest -n $(WORKERS) --dist loadgroup $(PYTEST_ARGS)

eval: $(STAMP)  ## Evaluate the reference bot (every shipped scenario; the WhatsApp-style set per family) and its document retrieval
	$(BIN)/python scripts/eval_bot.py $(ARGS)
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp.yaml --scenarios
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh2.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh3.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh4.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh5.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh6.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh7.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh8.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh9.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh10.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh11.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh12.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh13.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh14.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh15.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh16.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh17.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh18.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh19.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh20.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh21.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh22.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh23.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh24.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh25.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh26.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh27.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh28.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh29.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh30.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh31.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh32.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh33.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh34.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh35.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh36.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh37.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh38.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh39.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh40.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh41.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh42.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh43.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh44.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh45.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh46.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh47.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh48.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh49.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh50.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh51.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh52.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh53.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh54.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh55.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh56.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh57.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh58.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh59.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh60.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh61.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh62.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh63.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh64.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_bot.py --cases evaluation/whatsapp_fresh65.yaml --scenarios --verbose
	$(BIN)/python scripts/eval_retrieval.py
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh2.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh3.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh4.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh5.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh6.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh7.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh8.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh9.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh10.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh11.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh12.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh13.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh14.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh15.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh16.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh17.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh18.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh19.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh20.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh21.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh22.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh23.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh24.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh25.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh26.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh27.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh28.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh29.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh30.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh31.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh32.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh33.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh34.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh35.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh36.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh37.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh38.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh39.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh40.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh41.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh42.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh43.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh44.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh45.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh46.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh47.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh48.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh49.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh50.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh51.yaml
	$(BIN)/python scripts/eval_retrieval.py --questions evaluation/documents_fresh52.yaml

verify: $(STAMP)  ## Check an implementation against the contract: BASE_URL=... (key in BILLING_TOKEN)
	@test -n "$(BASE_URL)" || { echo "usage: make verify BASE_URL=http://host:port [ARGS='--account-number N --max-examples 50']; the key goes in BILLING_TOKEN" >&2; exit 2; }
	$(BIN)/billing-sim verify --base-url '$(BASE_URL)' $(ARGS)

drift: $(STAMP)  ## Compare an implementation with the simulator: BASE_URL=... (key in BILLING_TOKEN)
	@test -n "$(BASE_URL)" || { echo "usage: make drift BASE_URL=http://host:port [ARGS=...]; the key goes in BILLING_TOKEN" >&2; exit 2; }
	$(BIN)/billing-sim drift --base-url '$(BASE_URL)' $(ARGS)

bench: $(STAMP)  ## Simulator and client against same-run ceilings (~5 min, loopback; writes bench/RESULTS.md)
	@sh scripts/ensure-packages.sh $(BENCH_PACKAGES) >/dev/null 2>&1 || true
	@command -v wrk >/dev/null 2>&1 || echo "bench: wrk unavailable; using the Python load generator (bench/pyload.py)"
	@command -v redis-server >/dev/null 2>&1 || echo "bench: redis-server unavailable; the Redis store rows are left out"
	$(BIN)/python -m bench $(BENCH_ARGS)

bench-profile: $(STAMP)  ## Where the simulator and the client spend their time (pyinstrument)
	$(BIN)/python -m bench.profile simulator --operation getBillSummary
	@sh scripts/ensure-packages.sh $(BENCH_PACKAGES) >/dev/null 2>&1 || true
	$(BIN)/python -m bench.profile simulator --operation getBillSummary --store redis
	$(BIN)/python -m bench.profile client

models: $(STAMP)  ## Regenerate src/billing_sim/openapi/models.py, operations.py, the client's surface (src/billing_sim/client/_sync.py, _async.py, models.py), docs/tools.md and openapi/tool_operations.py
	$(BIN)/datamodel-codegen
	$(BIN)/python scripts/gen_operations.py
	$(BIN)/python scripts/gen_client.py
	$(BIN)/python scripts/gen_tools_doc.py

lock:  ## Re-resolve requirements/constraints.txt from pyproject.toml in a scratch venv
	rm -rf .lock-venv
	$(PYTHON) -m venv .lock-venv
	.lock-venv/bin/python -m pip install --quiet --disable-pip-version-check -e '.[sim,dev]'
	.lock-venv/bin/python -m pip freeze --exclude-editable | grep -v '^-e' > $(CONSTRAINTS)
	rm -rf .lock-venv

dist:  ## Build the wheel into dist/ (pip install 'dist/billing_sim-*.whl[testing]' anywhere; no venv needed)
	$(PYTHON) -m pip wheel --quiet --disable-pip-version-check --no-deps -w dist .
	@ls dist/billing_sim-*.whl

clean:  ## Remove the virtualenv and caches
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache .hypothesis dist build
