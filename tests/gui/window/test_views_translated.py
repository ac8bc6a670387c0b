"""The views and windows written after the main window speak German, Spanish and Chinese too:
the Vectors and Heads docks, the √d_k lab, the training window, the pretrained-head and
worksheet dialogs, the −∞ mask lab.

Each is walked in English and in each language, and every visible label, button, group box,
tab and window title is compared with its English twin: a text left as it was in English is a
string that does not go through translate(). Texts that are maths, numbers or names only
(÷√d_k, τ = 1, d_k, A4), words a language shares with English, and texts core writes (its
catalogue is another issue's) are the only ones allowed to stay. The numbers in the German
captions are the trace's.
"""

from __future__ import annotations

import re

import numpy as np
import pytest
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QTabBar, QWidget

import gui.classroom.scaling_lab.lab_window as lab_window
from core.scaling.lab import ScalingSweep
from core.session.value import Session
from core.vectors import head_vectors
from gui.classroom.mask_lab import MaskLabDialog
from gui.classroom.pretrained_dialog import PretrainedHeadDialog
from gui.export.worksheet_dialog import WorksheetDialog
from gui.window.app import build_window
from gui.window.heads_dock import HeadsDock
from gui.window.language import install_language, remove_translators
from gui.window.scaling_lab_menu import ScalingLabLauncher
from gui.window.training_menu import TrainingLauncher
from gui.window.vectors_dock import VectorsDock

TEXT = "the teacher said that the mole on his face was not a chemistry unit"
SMALL_SWEEP = dict(d_ks=(1, 4, 16, 64, 256, 1024), tokens=8, samples=300, seed=2)
# Symbols, numbers and the lesson's maths names: the same in every language.
MATHS_NAME = re.compile(r"d_k|d_head|d_model|W\^[QKVO]|softmax|MiniLM|QKV Lab|A4|PNG|SVG|CSV|"
                        r"\b[a-zA-Zτθ]\b")
# Words a language shares with English ("Seed" is what German courses call it; "OK" is
# qtbase_de's own).
SAME_WORD = {"de": {"Text:", "Seed:", "Scores q·k", "❚❚ Pause", "OK"}, "es": {"OK", "divisor τ"},
             "zh_CN": set()}
# A few of each language's own words, seen in the walk (the catalogue really is loaded).
SEEN = {"de": {"Zweiter Satz ▾", "Alle Köpfe an", "Zufällige q und k", "Ihre Sitzung",
               "Diese Gewichte öffnen", "Köpfe ordnen", "Arbeitsblatt exportieren"},
        "es": {"Segunda frase ▾", "Todas las cabezas", "Su sesión", "Abrir estos pesos"},
        "zh_CN": {"第二个句子 ▾", "全部开启", "您的会话", "打开这些权重"}}
_ENGLISH: dict[str, list] = {}      # the English walk, made once for every language


def maths_only(text: str) -> bool:
    plain = MATHS_NAME.sub("", re.sub(r"<[^>]+>", "", text))
    return not re.search(r"[^\W\d_]{2,}", plain)


def texts(root: QWidget, skip: tuple[QWidget, ...] = ()) -> list[tuple[str, str]]:
    """(what, text) of every visible label, button, group box title, tab and window title
    under ``root``, in a fixed order (the same widgets in every language)."""
    found = [("title", root.windowTitle())]
    skipped = {id(w) for w in skip}
    for kind in (QLabel, QAbstractButton, QGroupBox, QTabBar):
        for index, widget in enumerate(root.findChildren(kind)):
            if id(widget) in skipped or not widget.isVisibleTo(root):
                continue
            where = f"{kind.__name__}{index}"
            if isinstance(widget, QTabBar):
                found += [(f"{where}/{t}", widget.tabText(t)) for t in range(widget.count())]
            elif isinstance(widget, QGroupBox):
                found.append((where, widget.title()))
            else:
                found.append((where, widget.text()))
    return [(what, text) for what, text in found if text.strip()]


def left_in_english(english: list, translated: list, code: str) -> list[str]:
    assert [what for what, _ in english] == [what for what, _ in translated]
    return [de for (_, en), (_, de) in zip(english, translated, strict=True)
            if de == en and not maths_only(de) and de not in SAME_WORD[code]]


@pytest.fixture
def small_sweep(monkeypatch):
    sweep = ScalingSweep(**SMALL_SWEEP)
    monkeypatch.setattr(lab_window, "ScalingSweep", lambda: sweep)


@pytest.fixture
def english_after(qtbot):
    yield
    remove_translators()


def shown_rooms(qtbot, code: str) -> dict[str, list[tuple[str, str]]]:
    """The window in ``code`` with every room of this issue open; their texts, by room."""
    install_language(code)
    window = build_window(Session.from_text(TEXT, d_head=4, n_heads=2), restore=False,
                          size=(1280, 800), stage="scores")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.features.get(VectorsDock).show()
    qtbot.waitUntil(lambda: window.features.get(VectorsDock).panel.redraws > 0)
    window.stage_panel.cell_clicked.emit("scores", 2, 5)     # q and k lit: the caption's numbers
    window.features.get(HeadsDock).dock.show()
    # head 2 off: note and button
    window.features.get(HeadsDock).panel.grid.tiles[1].switch.setChecked(False)
    rooms = {"vectors": texts(window.features.get(VectorsDock).dock)}
    panel = window.features.get(VectorsDock).panel
    for tab in range(panel.count()):
        panel.setCurrentIndex(tab)
        rooms["vectors"] += texts(panel.widget(tab))
    tabs = window.features.get(HeadsDock).tabs
    rooms["heads"] = []
    for tab in range(tabs.count()):
        tabs.setCurrentIndex(tab)
        rooms["heads"] += texts(window.features.get(HeadsDock).dock)
    lab = window.features.get(ScalingLabLauncher).open()
    # the lab's captions and banner are core's and the lesson's words (another catalogue)
    rooms["lab"] = texts(lab, skip=(*lab.captions.values(), *lab.banner.findChildren(QLabel)))
    lab.tabs.setCurrentIndex(1)
    session = lab.session_panel          # its caption and τ line are core.scaling's words
    rooms["lab"] += texts(session, skip=(session.caption, session.tau_label))
    training = window.features.get(TrainingLauncher).open()
    rooms["training"] = texts(training, skip=(training.status, training.sentence))
    training.driver.pause()
    pretrained = PretrainedHeadDialog(window)
    qtbot.addWidget(pretrained)
    rooms["pretrained"] = texts(pretrained, skip=(pretrained.error_label,))
    worksheet = WorksheetDialog(window.controller.session, window)
    qtbot.addWidget(worksheet)
    rooms["worksheet"] = texts(worksheet, skip=tuple(worksheet.exercises.values()))
    mask_lab = MaskLabDialog(window.controller, window, head=1)
    qtbot.addWidget(mask_lab)
    rooms["mask lab"] = texts(mask_lab)
    for top in (lab, training):
        top.close()
    return rooms


@pytest.mark.parametrize("code", ["de", "es", "zh_CN"])
def test_no_english_text_left_in_the_rooms(qtbot, english_after, small_sweep, code):
    english = _ENGLISH.get("rooms") or _ENGLISH.setdefault("rooms", shown_rooms(qtbot, "en"))
    translated = shown_rooms(qtbot, code)
    for room in ("vectors", "heads", "lab", "training", "pretrained", "worksheet", "mask lab"):
        assert len(english[room]) >= 5, room
        assert left_in_english(english[room], translated[room], code) == [], room
    seen = {text for room in translated.values() for _, text in room}
    assert SEEN[code] <= seen


def test_numbers_in_the_german_captions_are_the_traces(qtbot, english_after, small_sweep):
    install_language("de")
    window = build_window(Session.from_text(TEXT, d_head=4, n_heads=2), restore=False,
                          size=(1280, 800), stage="scores")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.features.get(VectorsDock).show()
    panel = window.features.get(VectorsDock).panel
    qtbot.waitUntil(lambda: panel.redraws > 0)
    window.stage_panel.set_head(1)
    window.stage_panel.cell_clicked.emit("scores", 2, 5)
    window.features.get(VectorsDock).dock.raise_()   # the click raised its explanation: the
    trace = window.controller.trace                  # learner brings the Vectors tab back
    assert panel.qk.header.text().startswith("Kopf 2 von 2 · q (durchgezogen) und k")
    qtbot.waitUntil(lambda: "q_3" in panel.qk.caption.text(), timeout=3000)  # drawn when seen
    caption = panel.qk.caption.text()
    number = r"-?\d+(?:\.\d+)?(?:e[-+]?\d+)?"
    numbers = [float(x) for x in re.findall(number, caption.splitlines()[0])]
    score = trace.head("scores", 1)[2, 5]
    assert min(abs(x - score) for x in numbers) <= 1e-3 * max(1.0, abs(score))
    assert "Key-Pfeile sind so breit wie die Gewichte von q3 (Zeile 3 der weights)" in caption
    assert not re.search(r"\d,\d", caption)                        # 0.42, never 0,42
    window.features.get(HeadsDock).dock.show()
    note = window.features.get(HeadsDock).panel.note.text()
    assert f"{trace.n_heads} Köpfe, eine Farbskala" in note
    assert f"d_head = d_model / h = {trace.d_model} / {trace.n_heads} = {trace.d_head}" in note \
        or f"d_head {trace.d_head} × {trace.n_heads} Köpfe = {trace.n_heads * trace.d_head}" \
        in note
    worksheet = WorksheetDialog(window.controller.session, window)
    qtbot.addWidget(worksheet)
    message = worksheet.message.text()
    exercises = len(worksheet.chosen_exercises().split(","))
    counts = rf"Aufgaben: {exercises} · Seiten einer Variante: Arbeitsblatt \d+"
    assert re.search(counts, message), message
    mask_lab = MaskLabDialog(window.controller, window, head=1)
    qtbot.addWidget(mask_lab)
    leak = mask_lab.lab.comparison.max_leak
    assert mask_lab.lab.summary.text().startswith(
        f"Größtes Leck mit M = −{mask_lab.lab.c:g} (Kopf 2 von 2): {leak:.3g} des Gewichts")
    assert mask_lab.lab.head_label.text() == "Scores von Kopf 2 von 2, dem angezeigten Kopf."
    head_box = window.stage_panel.head_box
    assert [head_box.itemText(i) for i in range(head_box.count())] == ["1 von 2", "2 von 2"]
    np.testing.assert_allclose(panel.qk.arrows.ends()[:trace.n_tokens], head_vectors(trace, 1).q)
