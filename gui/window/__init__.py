"""The window shell: the only room that knows every other one.

The main window (docks around the stage panel), actions and shortcuts, menus, start-up (the
app, splash, preload of torch), help texts, the test-script hook and the wiring of
explanations to views. It may import every room; nothing imports it.
"""
