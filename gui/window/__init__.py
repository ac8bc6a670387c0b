"""The window shell: the only room that knows every other one.

The main window (docks around the stage panel), actions and shortcuts, menus, the dialogs
(file pickers, the unsaved-changes and restore questions) and the window's side of the
document's file (title, drops), start-up (the app, splash, preload of torch), help texts, the
test-script hook and the wiring of explanations to views. It may import every room; nothing
imports it.
"""
