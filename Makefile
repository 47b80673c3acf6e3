# Two commands on a fresh Debian machine:  make demo  (set up, read and score a shipped photo)
#                                          make test  (set up, run every test)
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
APT_PACKAGES := tesseract-ocr tesseract-ocr-eng postgresql chromium chromium-driver
SYSTEM_COMMANDS := tesseract pg_ctlcluster chromium chromedriver

.PHONY: setup system demo test bench train clean

$(BIN)/splitter: pyproject.toml testkit/pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test]' -e ./testkit
	touch $@

system:
	@missing=""; for c in $(SYSTEM_COMMANDS); do command -v $$c >/dev/null 2>&1 || missing="$$missing $$c"; done; \
	[ -z "$$missing" ] || { \
	  echo "missing:$$missing; installing Debian packages: $(APT_PACKAGES)"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $(APT_PACKAGES); }

setup: system $(BIN)/splitter

demo: setup
	$(BIN)/splitter scan examples/game_photo.jpg --annotate out/
	@echo "What was read, pictured: out/game_photo.png"

test: setup
	$(BIN)/python -m pytest

bench: setup
	for b in bench/*_bench.py; do $(BIN)/python $$b; done

# Retrain the shipped digit model (splitter_print/models/digits.onnx): CPU torch; two training runs of
# 6-8 min, after cutting the photo cells into build/ the first time (timed in parts: about 37 min on two busy cores).
# The CPU index keeps pip from pulling several GB of CUDA packages (TORCH_INDEX= to skip it).
TORCH_INDEX ?= https://download.pytorch.org/whl/cpu
train: setup
	$(BIN)/pip install --quiet $(if $(TORCH_INDEX),--extra-index-url $(TORCH_INDEX)) -e '.[train]'
	nice -n 10 $(BIN)/python tools/train_digits.py

clean:
	rm -rf $(VENV) build dist .pytest_cache
