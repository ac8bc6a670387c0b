"""Why √d_k: score spread, softmax saturation and its Jacobian, and the √d_k lab's sweep.

``saturation`` draws random queries and keys and measures rows (spread, largest weight, the
softmax's gradient norm); ``lab`` turns a session into the lab's frames and captions. It imports
core.session, core.attention, core.limits.
"""
