"""The pretrained dialog's memory: the model, text, layer and head of the last accepted choice
(gui.classroom.dialog_memory, the app's QSettings), put back when File › Open Pretrained Head
opens again; layer and head once the chosen model's shape is known (a decoder's after its load).
"""

from __future__ import annotations

from gui.classroom.dialog_memory import recalled_number, recalled_text, remember

MEMORY = "pretrained_dialog"       # its QSettings group
__all__ = ["MEMORY", "RecalledChoice", "recalled_text"]


class RecalledChoice:
    """Mixed into the dialog: it has model_box, text_edit, layer_box, head_box, chosen_head."""

    def _remember_choice(self) -> None:
        head = self.chosen_head()
        remember(MEMORY, {"model": self.model_box.currentData(), "text": self.text_edit.text(),
                          "layer": self.layer_box.value(), "head": -1 if head is None else head})

    def _recall_choice(self) -> None:
        """The last accepted model, layer and head (the text was set before)."""
        index = self.model_box.findData(recalled_text(MEMORY, "model"))
        if index > 0:
            self.model_box.setCurrentIndex(index)       # the model the dialog loads
        self._recalled = (recalled_number(MEMORY, "layer"), recalled_number(MEMORY, "head"))
        self._apply_recalled()

    def _apply_recalled(self) -> None:
        """Layer and head once the model's shape is known (SmolLM2's after its load)."""
        layer, head = getattr(self, "_recalled", (None, None))
        if layer is not None and self.layer_box.minimum() <= layer <= self.layer_box.maximum():
            self.layer_box.setValue(layer)
        if head is not None:
            found = 0 if head < 0 else self.head_box.findData(head)   # 0: all heads
            if found >= 0:
                self.head_box.setCurrentIndex(found)
