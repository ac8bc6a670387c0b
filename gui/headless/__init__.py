"""Commands with no window: what `python main.py export` and `worksheet` run (main.py's table
of commands).

The cheap first step (refuse a bad session file before torch and Qt are imported) and the run
itself (matrices, images, code into a folder, one line per file). It may import core and the
gui rooms that draw offscreen (gui.export and below); never the window, and nothing imports it
but main.py.
"""
