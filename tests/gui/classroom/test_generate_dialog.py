"""Generate ▶ appends SmolLM2's token, shows the likeliest ones, the cache and the times."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from gui.classroom.generate_dialog import GenerateDialog
from tests.core.shipped_decoder import needs_wheel, one_torch_thread, shipped_decoder

pytestmark = needs_wheel
PROMPT = "The capital of France is"


@pytest.fixture(scope="module")
def decoder():
    with one_torch_thread():
        yield shipped_decoder()


def _press(dialog, qtbot) -> None:
    qtbot.mouseClick(dialog.generate_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.busy(), timeout=20000)


def test_generate_appends_paris_and_shows_the_cache_growing(qtbot, decoder):
    dialog = GenerateDialog(decoder, PROMPT)
    qtbot.addWidget(dialog)
    _press(dialog, qtbot)
    assert dialog.written.text() == PROMPT + "<b> Paris</b>"
    assert dialog.top_list.count() == 10 and dialog.top_list.item(0).text().startswith("␣Paris")
    assert "cache: 5 keys and values per layer × 30 layers" in dialog.status.text()
    assert "KB" in dialog.status.text() and "recomputed" not in dialog.status.text()
    dialog.compare_box.setChecked(True)
    _press(dialog, qtbot)                                          # " Paris" then "."
    assert dialog.written.text() == PROMPT + "<b> Paris.</b>"
    assert "cache: 6 keys" in dialog.status.text() and "same token: yes" in dialog.status.text()
    dialog.text_edit.setText("Paris is the capital of")                 # a new text restarts
    _press(dialog, qtbot)
    assert dialog.written.text().startswith("Paris is the capital of<b> ")
    assert "cache: 5 keys" in dialog.status.text()
    dialog.restart_button.click()
    dialog.text_edit.setText("   ")
    _press(dialog, qtbot)
    assert "empty" in dialog.status.text() and dialog.written.text() == ""


def test_the_pretrained_dialog_opens_it_for_smollm2(qtbot, decoder):
    from gui.classroom.pretrained_dialog import PretrainedHeadDialog

    dialog = PretrainedHeadDialog()
    qtbot.addWidget(dialog)
    assert not dialog.generate_button.isVisibleTo(dialog)
    dialog.model_box.setCurrentIndex(dialog.model_box.findData("smollm2"))
    qtbot.waitUntil(lambda: dialog.generate_button.isVisibleTo(dialog), timeout=20000)
    dialog.text_edit.setText(PROMPT)
    dialog.generate_button.click()
    assert dialog.generate_dialog.text_edit.text() == PROMPT
    dialog.generate_dialog.reject()
