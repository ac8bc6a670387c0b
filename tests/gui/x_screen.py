"""The X screen an app under test runs on, made another size (RandR, as a display's settings,
a laptop unplugged from its monitor or a projector's mode change it): ``resize_screen(width,
height, display)``. Xvfb's screen cannot be resized, its RandR output can: a mode of that size
is made, or reused, and the screen set to it; ``turn_output_off(display)`` leaves it dark
(the only monitor unplugged) until the next ``resize_screen``. Used by tests only (the app
never resizes a screen): tests/gui/window/test_screen_shrink_real_x.py shrinks the screen
under open windows.

libX11 and libXrandr are called through ctypes (`.ci/system-deps --with-xvfb` installs both); an X
server without RandR, or one that refuses the size, raises OSError naming it.
"""

from __future__ import annotations

import ctypes
import os

_ulong, _int, _uint, _pointer = ctypes.c_ulong, ctypes.c_int, ctypes.c_uint, ctypes.c_void_p
MM_PER_INCH = 25.4
DOTS_PER_INCH = 96          # the physical size the screen reports, as Xvfb's default


class _Resources(ctypes.Structure):      # XRRScreenResources
    _fields_ = [("timestamp", _ulong), ("config_timestamp", _ulong),
                ("ncrtc", _int), ("crtcs", ctypes.POINTER(_ulong)),
                ("noutput", _int), ("outputs", ctypes.POINTER(_ulong)),
                ("nmode", _int), ("modes", _pointer)]


class _Mode(ctypes.Structure):           # XRRModeInfo
    _fields_ = [("id", _ulong), ("width", _uint), ("height", _uint), ("dot_clock", _ulong),
                ("h_sync_start", _uint), ("h_sync_end", _uint), ("h_total", _uint),
                ("h_skew", _uint), ("v_sync_start", _uint), ("v_sync_end", _uint),
                ("v_total", _uint), ("name", ctypes.c_char_p), ("name_length", _uint),
                ("flags", _ulong)]


def _libraries():
    x11, randr = ctypes.CDLL("libX11.so.6"), ctypes.CDLL("libXrandr.so.2")
    x11.XOpenDisplay.restype, x11.XOpenDisplay.argtypes = _pointer, [ctypes.c_char_p]
    x11.XDefaultRootWindow.restype, x11.XDefaultRootWindow.argtypes = _ulong, [_pointer]
    x11.XSync.argtypes, x11.XCloseDisplay.argtypes = [_pointer, _int], [_pointer]
    resources = ctypes.POINTER(_Resources)
    randr.XRRGetScreenResources.restype = resources
    randr.XRRGetScreenResources.argtypes = [_pointer, _ulong]
    randr.XRRFreeScreenResources.argtypes = [resources]
    randr.XRRCreateMode.restype = _ulong
    randr.XRRCreateMode.argtypes = [_pointer, _ulong, ctypes.POINTER(_Mode)]
    randr.XRRAddOutputMode.argtypes = [_pointer, _ulong, _ulong]
    randr.XRRSetScreenSize.argtypes = [_pointer, _ulong, _int, _int, _int, _int]
    randr.XRRSetCrtcConfig.restype = _int
    randr.XRRSetCrtcConfig.argtypes = [_pointer, resources, _ulong, _ulong, _int, _int, _ulong,
                                       ctypes.c_ushort, ctypes.POINTER(_ulong), _int]
    return x11, randr


def resize_screen(width: int, height: int, display: str | None = None) -> None:
    """The first output of ``display`` ($DISPLAY) shows a ``width``×``height`` screen."""
    _with_output(display, lambda *opened: _set_size(*opened, width, height))


def turn_output_off(display: str | None = None) -> None:
    """The first output of ``display`` shows nothing (the only monitor unplugged: no screen
    until ``resize_screen`` turns it on again; Qt puts its windows on a placeholder screen)."""
    def off(x11, randr, connection, _root, resources) -> None:
        randr.XRRSetCrtcConfig(connection, resources, resources.contents.crtcs[0], 0, 0, 0, 0,
                               1, None, 0)
        x11.XSync(connection, 0)

    _with_output(display, off)


def _with_output(display: str | None, action) -> None:
    """``action(x11, randr, connection, root, resources)`` on ``display``'s screen resources."""
    try:
        x11, randr = _libraries()
    except OSError as error:
        raise OSError(f"no RandR to resize the screen: {error}") from None
    connection = x11.XOpenDisplay((display or os.environ.get("DISPLAY", "")).encode())
    if not connection:
        raise OSError(f"cannot open the X display {display or os.environ.get('DISPLAY')!r}")
    try:
        root = x11.XDefaultRootWindow(connection)
        resources = randr.XRRGetScreenResources(connection, root)
        if not resources or resources.contents.ncrtc < 1 or resources.contents.noutput < 1:
            raise OSError("the X server has no RandR output to resize")
        try:
            action(x11, randr, connection, root, resources)
        finally:
            randr.XRRFreeScreenResources(resources)
    finally:
        x11.XCloseDisplay(connection)


def _set_size(x11, randr, connection, root, resources, width: int, height: int) -> None:
    listed = resources.contents
    output, crtc = listed.outputs[0], listed.crtcs[0]
    modes = ctypes.cast(listed.modes, ctypes.POINTER(_Mode))
    mode = next((modes[i].id for i in range(listed.nmode)
                 if (modes[i].width, modes[i].height) == (width, height)), 0)
    if not mode:        # a mode of that size, with made-up timings (Xvfb draws at any rate)
        name = f"{width}x{height}".encode()
        made = _Mode(0, width, height, 60 * (width + 40) * (height + 10), width + 10,
                     width + 20, width + 40, 0, height + 2, height + 5, height + 10, name,
                     len(name), 0)
        mode = randr.XRRCreateMode(connection, root, ctypes.byref(made))
        randr.XRRAddOutputMode(connection, output, mode)
    randr.XRRSetCrtcConfig(connection, resources, crtc, 0, 0, 0, 0, 1, None, 0)   # off, then
    millimetres = [max(1, round(px * MM_PER_INCH / DOTS_PER_INCH)) for px in (width, height)]
    randr.XRRSetScreenSize(connection, root, width, height, *millimetres)         # resized,
    outputs = (_ulong * 1)(output)
    status = randr.XRRSetCrtcConfig(connection, resources, crtc, 0, 0, 0, mode, 1, outputs, 1)
    x11.XSync(connection, 0)                                                    # on again
    if status != 0:
        raise OSError(f"the X server refused a {width}x{height} screen (RandR status {status})")
