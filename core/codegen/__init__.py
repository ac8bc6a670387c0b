"""A session's forward pass as short PyTorch code: the text per stage, a script, a notebook.

No Qt here: the GUI's code view shows ``generate_program(session).script`` and highlights
``program.spans[stage]``; ``main.py export --formats py,ipynb`` writes the files.
The notebook writer (core.codegen.notebook) imports nbformat, so it is imported when used.
"""

from core.codegen.files import CODE_FORMATS, code_payloads, export_code, file_stem, write_code_file
from core.codegen.literals import float_literal, string_literal
from core.codegen.program import Program, StageBlock, generate_program
from core.codegen.tensor_text import additive_mask_text, torch_tensor_text

__all__ = [
    "CODE_FORMATS", "Program", "additive_mask_text", "StageBlock", "code_payloads", "export_code",
    "file_stem", "float_literal", "generate_program",
    "string_literal", "torch_tensor_text", "write_code_file",
]
