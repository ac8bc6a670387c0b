"""The document: the session being worked on, with no widgets of its own.

The controller (owns the Session and the QUndoStack, runs the engine, emits trace_changed), the
undo commands, session files (New, Open, Save, the title), autosave and crash recovery, recent
files, the linked selection and the stepper, and ``follow_view`` (a QObject listening to the
window's view state, core/session/view_state.py, while it lives). It may import core,
gui.palette and gui.settings, and nothing from the widget rooms (views, editors, explain,
export, classroom, window).
"""
