"""The window shell: the only room that knows every other one.

The main window (docks around the stage panel), actions and shortcuts, menus, the dialogs
(file pickers, the unsaved-changes and restore questions) and the window's side of the
document's file (title, drops), start-up (the app, splash, preload of torch), help texts and
the wiring of explanations to views. main_window.py and features.py are the composition root:
they build the parts and hand each feature the ones it uses; no other module takes the window
(the test-script driver that does lives in gui/automation). It may import every room; nothing
imports it.
"""
