# Two commands on a fresh Debian machine:  make demo  (set up, read and score a shipped photo)
#                                          make test  (set up, run the static checks and every test)
# While working:                            make check (static checks and the fast tests, under a minute)
# As a clone without ../shared:             make test-without-data
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
APT_PACKAGES := tesseract-ocr tesseract-ocr-eng
TEST_APT_PACKAGES := poppler-utils postgresql chromium chromium-driver

LINT_PATHS := splitter_print tests testkit bench tools

.PHONY: setup system test-system demo lint check test test-without-data catalogues bench train clean

# The libraries at the versions the tests passed with (constraints.txt): OpenCV's and numpy's
# versions move what the reader's locator finds on small sheets.
$(BIN)/splitter: pyproject.toml testkit/pyproject.toml constraints.txt
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -c constraints.txt -e '.[test]' -e ./testkit
	touch $@

# Debian packages, each installed only when it is missing: what the reader needs (system),
# and what the tests add (a PDF text extractor, a PostgreSQL server, a browser and its driver).
define apt_install
	@missing=$$(for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "installing Debian packages:" $$missing; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi
endef

system:
	$(call apt_install,$(APT_PACKAGES))

test-system: system
	$(call apt_install,$(TEST_APT_PACKAGES))

setup: system $(BIN)/splitter

demo: setup
	$(BIN)/splitter scan examples/game_photo.jpg --annotate out/

# ruff, mypy --strict on the package, and the layers over the import graph (pyproject.toml's importlinter).
lint: setup test-system
	$(BIN)/ruff check $(LINT_PATHS)
	$(BIN)/mypy
	$(BIN)/lint-imports --no-cache

check: lint
	$(BIN)/python -m pytest -m "not slow"

# The tests spread over the machine's cores (pytest-xdist), the slowest handed out first as they free.
PYTEST_PARALLEL := -n auto --dist worksteal

test: lint
	$(BIN)/python -m pytest $(PYTEST_PARALLEL)

# The tests as a clone without ../shared runs them: the big handwriting data out of reach, so the
# tests that need it skip and say why; every made photo is the same as with the data (the test kit
# writes with the handwriting it ships), so the slow photo tests are not run twice.
test-without-data: setup test-system
	SPLITTER_DATA=$(CURDIR)/build/no-data $(BIN)/python -m pytest $(PYTEST_PARALLEL) -m "not slow" -p no:cacheprovider

# The message catalogues, splitter_print/locale/LANG/LC_MESSAGES/{splitter,page}.po (the program's
# messages, the page's words), compiled into the .mo files the package reads at run time
# (committed beside them; the tests check that they match).
catalogues: $(BIN)/splitter
	$(BIN)/pybabel compile --domain "splitter page" --directory splitter_print/locale --statistics

bench: setup
	for b in bench/*_bench.py; do $(BIN)/python $$b; done

# Retrain the shipped digit model (splitter_print/models/digits.onnx): CPU torch from PyPI. First the
# measuring protocol (the shipped model, then the recipe without each population and on 5 folds of
# UNIPEN writers, up to about 15 min a run on one busy core), then the candidate into build/candidate/,
# copied into splitter_print/models by hand when the protocol says it reads new writers better.
train: setup
	$(BIN)/pip install --quiet -c constraints.txt -e '.[train]'
	nice -n 10 $(BIN)/python tools/evaluate_digits.py --runs current lopo folds
	nice -n 10 $(BIN)/python tools/train_digits.py

clean:
	rm -rf $(VENV) build dist .pytest_cache
