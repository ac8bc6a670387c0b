"""The features that open the window to every learner, registered as the window's others
(gui/window/features.py, whose ``FEATURES`` orders them): View › High contrast, View ›
Language, the keyboard (Tab stops, mnemonics, F1's list, Help › About), the screen reader's
names and announcements, and Tab skipping a dock behind a raised tab."""

from __future__ import annotations

from functools import partial

from gui.window import help_texts
from gui.window.dock_focus import DockFocusWatch
from gui.window.feature_registry import Feature, Surface
from gui.window.high_contrast import HighContrast
from gui.window.keyboard_access import KeyboardAccess
from gui.window.language import LANGUAGES, LanguageMenu, current_language
from gui.window.popup_openers import popped
from gui.window.screen_reader import ScreenReaderText, known_names


class Contrast(Feature):
    """View › High contrast, the system's wish."""
    provides = HighContrast

    def build(self, parts):
        return HighContrast(parts.menu("View"), parts.formula_bar, parts.stepper.stage_changed,
                            parts.host)


class Language(Feature):
    """View › Language ▸ (remembered)."""
    provides = LanguageMenu

    def build(self, parts):
        return LanguageMenu(parts.menu("View"), parts.show_message, current_language(),
                            parts.host)

    def surfaces(self, language):
        # each language's name is written in that language (a learner finds theirs in any)
        return (Surface("menu-view-language", "popup", partial(popped, language.menu),
                        data=tuple(LANGUAGES.values())),)


class Keyboard(Feature):
    """Tab stops, mnemonics, F1's full list, Help › About."""
    provides = KeyboardAccess

    def build(self, parts):
        self.host = parts.host          # the dialogs' parent
        keyboard = KeyboardAccess(
            parts.host, parts.host.menuBar(),
            [parts.token_editor.sentence, parts.token_editor.chips, parts.matrix_panel.view,
             parts.stage_panel.large], parts.matrix_panel.view)
        parts.actions.shortcuts.triggered.connect(partial(_shortcuts, parts.host, keyboard))
        parts.actions.about.triggered.connect(partial(help_texts.show_about, parts.host))
        return keyboard

    def surfaces(self, keyboard):
        return (Surface("shortcuts", "dialog", partial(_shortcuts, self.host, keyboard)),
                Surface("about", "dialog", partial(help_texts.show_about, self.host)))


def _shortcuts(host, keyboard: KeyboardAccess, *_checked):
    return help_texts.show_shortcuts(host, keyboard.shortcut_rows())


class ScreenReader(Feature):
    """Plain names for every control, stage announcements."""
    provides = ScreenReaderText

    def build(self, parts):
        return ScreenReaderText(
            parts.host, known_names(parts.token_editor, parts.matrix_panel,
                                    parts.stage_panel.head_box),
            parts.formula_bar, parts.stepper.stage_changed, parts.controller.trace_changed,
            parts.explanation, parts.explanation_link.explained)

    def all_available(self, reader):
        reader.name_all()               # the widgets every feature added


class DockFocus(Feature):
    """Tab skips a dock behind a raised tab (disabled while out of sight)."""
    provides = DockFocusWatch

    def build(self, parts):
        return DockFocusWatch(parts.host)   # last: every feature's docks are there (and any
        # added later are watched as they come)

    def teardown(self, watch):
        watch.stop()
