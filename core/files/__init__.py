"""Files on disk: session files (JSON, versioned), their checks, atomic writes, the lessons.

``session_io`` loads and saves sessions; ``session_json`` turns JSON into checked values without
torch; ``file_checks`` refuses a file before reading it (size, kind); ``atomic`` writes through a
temporary file and a rename; ``examples`` lists and opens the built-in lessons;
``resource_files`` finds package data. May import session, masks, scaling, attention, limits.
"""
