"""The plane a set of vectors is drawn in: exact for two numbers, else the best plane through the
origin (no centring, so a dot product still reads from the origin).

Given the stacked rows M (m, d):
- d = 2: the plane is the space itself (basis = identity, captured = 1, exact);
- d = 1: a line (basis [[1], [0]], the second coordinate always 0, exact, said so);
- d > 2: the top two right singular vectors of M; coordinates are projections M Bᵀ and
  ``captured`` = (σ₁² + σ₂²) / Σσ² is the share of ‖M‖² the plane shows (a tall M through
  the eigenvectors of Mᵀ M, the same vectors, four times faster at n = 512).
Zero, all-equal and huge vectors are handled without a division by zero: rows are scaled by
their largest magnitude before the SVD (the directions and the share do not change), and a
stack with nothing in it captures everything there is (1.0) with a note that says why.
Rows with inf/NaN are left out of the plane; their coordinates are NaN and a note says so.
The SVD and products run in torch (float64), on the engine's thread budget, not numpy's BLAS.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import torch

from core.i18n import translate


@dataclass(frozen=True)
class Plane:
    basis: np.ndarray   # (2, d): orthonormal rows (d = 1: [[1], [0]])
    exact: bool         # the 2-D coordinates are the vectors themselves (d ≤ 2)
    captured: float     # share of ‖M‖² the plane shows, 0..1
    notes: tuple[str, ...] = ()

    @property
    def d(self) -> int:
        return int(self.basis.shape[1])

    @property
    def is_line(self) -> bool:
        return self.d == 1

    def project(self, vectors: np.ndarray) -> np.ndarray:
        """(m, d) -> (m, 2): the coordinates in the plane (exact ones copied for d ≤ 2)."""
        vectors = np.asarray(vectors, dtype=np.float64)
        if self.d == 2:
            return vectors.copy()
        if self.d == 1:
            return np.column_stack([vectors[:, 0], np.zeros(len(vectors))])
        return matmul(vectors, self.basis.T)

    def description(self) -> str:
        """"exact (d = 2)", "a line (d = 1)" or "projected: the plane shows 87 % of ‖M‖²"."""
        if self.is_line:
            return translate("Vectors", "d = 1: a line, exact")
        if self.exact:
            return translate("Vectors", "exact (2 numbers per vector)")
        return translate("Vectors", "projected from {d} numbers: the plane shows {share}").format(
            d=self.d, share=f"{self.captured:.0%}")


def best_plane(stack: np.ndarray) -> Plane:
    """The plane for the rows of ``stack`` (m, d) as described in the module docstring."""
    stack = np.asarray(stack, dtype=np.float64)
    if stack.ndim != 2 or stack.shape[1] < 1:
        raise ValueError(f"vectors must be an (m, d) matrix with d ≥ 1, got shape {stack.shape}")
    m, d = stack.shape
    finite_rows = np.isfinite(stack).all(axis=1)
    notes = []
    if not finite_rows.all():
        notes.append(translate("Vectors", "{bad} of {m} vectors hold inf/NaN: not drawn").format(
            bad=m - int(finite_rows.sum()), m=m))
    rows = stack[finite_rows]
    biggest = float(np.max(np.abs(rows))) if rows.size else 0.0
    if biggest == 0.0:
        notes.append(translate("Vectors", "every vector is zero: nothing to see but the origin"))
    if d <= 2:
        basis = np.eye(2)[:, :1] if d == 1 else np.eye(2)
        if d == 1:
            notes.append(translate("Vectors", "d = 1: every vector lies on one line"))
        return Plane(basis, True, 1.0, tuple(notes))
    if biggest == 0.0:
        return Plane(np.eye(d)[:2], False, 1.0, tuple(notes))
    scaled = rows / biggest                       # (m', d), |entries| ≤ 1: no overflow below
    energy, vt = _right_singular(scaled)          # (k,), (k, d): largest first
    total = float(energy.sum())
    if vt.shape[0] < 2:                           # one vector: any second direction will do
        vt = np.vstack([vt, _orthogonal_to(vt[0])])
        energy = np.append(energy, 0.0)
    basis = np.vstack([_signed(vt[0]), _signed(vt[1])])          # (2, d)
    captured = float(min(1.0, (energy[0] + energy[1]) / total))
    if energy[1] <= total * 1e-24:
        notes.append(translate("Vectors", "the vectors all lie on one line through the origin"))
    return Plane(basis, False, captured, tuple(notes))


GRAM_RATIO = 4        # rows per column from which the d × d Gram matrix is decomposed
NEAR_LINE = 1e-10     # a second energy below this share of the first: the SVD decides


def _right_singular(scaled: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(σ², right singular vectors as rows), largest first, of ``scaled`` (m, d).

    A tall stack (m ≥ GRAM_RATIO · d: 1,024 × 64 at n = 512) takes the eigenvectors of the
    d × d matrix Sᵀ S (0.3 ms, the SVD of S took 1.2): the same vectors and σ² = eigenvalues.
    Squaring costs the small σ their accuracy, so when the second is under NEAR_LINE of the
    first (all on one line, or nearly) the SVD of S itself decides.
    """
    m, d = scaled.shape
    tensor = torch.from_numpy(scaled)
    if m >= GRAM_RATIO * d:
        values, vectors = torch.linalg.eigh(tensor.T @ tensor)  # ascending, columns
        energy = values.flip(0).clamp(min=0.0).numpy()           # (d,)
        if len(energy) < 2 or energy[1] > NEAR_LINE * energy[0]:
            return energy, vectors.flip(1).T.numpy()             # (d, d) rows
    _, sigma, vt = (part.numpy() for part in torch.linalg.svd(tensor, full_matrices=False))
    return sigma ** 2, vt                                        # vt (min(m, d), d)


def matmul(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """a @ b in float64 through torch, which keeps to the app's one interactive thread (numpy's
    BLAS starts its own threads: on a busy 2-core machine a 128 × 64 SVD took 25 to 170 ms
    there, 1.5 ms here)."""
    return (torch.tensor(a, dtype=torch.float64) @ torch.tensor(b, dtype=torch.float64)).numpy()


def _signed(row: np.ndarray) -> np.ndarray:
    """A singular vector with its largest entry positive: the same plane drawn the same way."""
    return row if row[np.argmax(np.abs(row))] >= 0 else -row


def _orthogonal_to(row: np.ndarray) -> np.ndarray:
    """A unit vector orthogonal to the unit vector ``row`` (d ≥ 2)."""
    axis = np.zeros_like(row)
    axis[int(np.argmin(np.abs(row)))] = 1.0
    other = axis - (axis @ row) * row
    return other / np.linalg.norm(other)
