"""What the command line needs beside the window: the self-check, the scaling report and the
desktop entry. The top room of core: may import any room below it, and nothing imports it but
main.py and gui's start-up.
"""
