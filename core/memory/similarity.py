"""The most similar pair over the whole bank (TALA: arg max_{p<q} cos(f(m_p), f(m_q))).

The bank's normalised vectors are one float32 matrix in memory. Each row's nearest neighbour is
computed once, block by block over the upper triangle (a matrix product per block of rows, so
memory stays at block x n floats and no pair is scored twice), and then kept up to date:

- adding a row costs one matrix-vector product (n x d) and updates every row it is now nearest to;
- removing rows recomputes only the rows whose nearest neighbour was removed;
- the most similar pair is then the arg max of the per-row best scores, O(n).

So the first pass after the bank is loaded costs about n^2 d / 2 multiply-adds (10,000 x 384:
about 19 GFLOP, under a second on two cores) and every later pass (nightly, after /end) costs a
few matrix-vector products.
"""

from __future__ import annotations

import numpy as np

BLOCK = 1024


def normalise(vector: np.ndarray) -> np.ndarray:
    vector = np.asarray(vector, dtype=np.float32)
    norm = float(np.linalg.norm(vector))
    return vector / norm if norm > 0 else vector


class PairIndex:
    """Row ids, their unit vectors and each row's nearest neighbour."""

    def __init__(self, dim: int) -> None:
        self.dim = dim
        self.ids: list[str] = []
        self._rows: dict[str, int] = {}
        self._matrix = np.zeros((0, dim), dtype=np.float32)
        self._best = np.zeros(0, dtype=np.float32)  # best cosine of each row to another row
        self._best_row = np.zeros(0, dtype=np.int64)  # which row that is (-1 = none)
        self._fresh = True  # neighbours are valid

    def __len__(self) -> int:
        return len(self.ids)

    def __contains__(self, entry_id: str) -> bool:
        return entry_id in self._rows

    def load(self, ids: list[str], vectors: np.ndarray) -> None:
        """Replace the contents; neighbours are computed lazily by the first `most_similar_pair`."""
        matrix = np.asarray(vectors, dtype=np.float32).reshape(len(ids), self.dim)
        norms = np.linalg.norm(matrix, axis=1, keepdims=True)
        self._matrix = np.ascontiguousarray(matrix / np.where(norms > 0, norms, 1))
        self.ids = list(ids)
        self._rows = {entry_id: row for row, entry_id in enumerate(self.ids)}
        self._best = np.full(len(ids), -np.inf, dtype=np.float32)
        self._best_row = np.full(len(ids), -1, dtype=np.int64)
        self._fresh = False

    def vector(self, entry_id: str) -> np.ndarray:
        return self._matrix[self._rows[entry_id]]

    def similarity(self, a: str, b: str) -> float:
        return float(self.vector(a) @ self.vector(b))

    # -- neighbours ---------------------------------------------------------------------------

    def _compute_all(self) -> None:
        """Every row's nearest neighbour, one upper-triangle block of rows at a time."""
        n = len(self.ids)
        best = np.full(n, -np.inf, dtype=np.float32)
        best_row = np.full(n, -1, dtype=np.int64)
        x = self._matrix
        for start in range(0, n, BLOCK):
            stop = min(start + BLOCK, n)
            scores = x[start:stop] @ x[start:].T  # (b, n - start): this block against itself and later rows
            b = stop - start
            scores[np.arange(b), np.arange(b)] = -np.inf  # a row is not its own neighbour
            # rows of this block: best over later columns (and this block)
            cols = scores.argmax(axis=1)
            vals = scores[np.arange(b), cols]
            better = vals > best[start:stop]
            best[start:stop] = np.where(better, vals, best[start:stop])
            best_row[start:stop] = np.where(better, cols + start, best_row[start:stop])
            # later rows: best over this block (the transpose of the same scores)
            rows = scores.argmax(axis=0)
            vals = scores[rows, np.arange(n - start)]
            better = vals > best[start:]
            best[start:] = np.where(better, vals, best[start:])
            best_row[start:] = np.where(better, rows + start, best_row[start:])
        self._best, self._best_row, self._fresh = best, best_row, True

    def _recompute_rows(self, rows: np.ndarray) -> None:
        if len(rows) == 0:
            return
        for start in range(0, len(rows), BLOCK):
            chunk = rows[start : start + BLOCK]
            scores = self._matrix[chunk] @ self._matrix.T
            scores[np.arange(len(chunk)), chunk] = -np.inf
            cols = scores.argmax(axis=1) if scores.shape[1] else np.full(len(chunk), -1)
            if scores.shape[1] > 1:
                self._best[chunk] = scores[np.arange(len(chunk)), cols]
                self._best_row[chunk] = cols
            else:
                self._best[chunk] = -np.inf
                self._best_row[chunk] = -1

    def most_similar_pair(self) -> tuple[str, str, float] | None:
        """(id, id, cosine) of the most similar pair of distinct entries, None below two entries.
        The first id is the older row (lower position)."""
        if len(self.ids) < 2:
            return None
        if not self._fresh:
            self._compute_all()
        row = int(np.argmax(self._best))
        other = int(self._best_row[row])
        a, b = sorted((row, other))
        return self.ids[a], self.ids[b], float(self._best[row])

    # -- changes ------------------------------------------------------------------------------

    def add(self, entry_id: str, vector: np.ndarray) -> None:
        if entry_id in self._rows:
            raise KeyError(f"{entry_id} is already in the index")
        unit = normalise(vector).reshape(self.dim)
        n = len(self.ids)
        scores = self._matrix @ unit if n else np.zeros(0, dtype=np.float32)
        self._matrix = np.vstack([self._matrix, unit[None, :]])
        self.ids.append(entry_id)
        self._rows[entry_id] = n
        if not self._fresh:
            self._best = np.append(self._best, np.float32(-np.inf))
            self._best_row = np.append(self._best_row, -1)
            return
        closer = scores > self._best
        self._best = np.where(closer, scores, self._best).astype(np.float32)
        self._best_row = np.where(closer, n, self._best_row)
        if n:
            other = int(np.argmax(scores))
            self._best = np.append(self._best, np.float32(scores[other]))
            self._best_row = np.append(self._best_row, other)
        else:
            self._best = np.append(self._best, np.float32(-np.inf))
            self._best_row = np.append(self._best_row, -1)

    def remove(self, entry_ids: list[str]) -> None:
        rows = sorted({self._rows[e] for e in entry_ids if e in self._rows})
        if not rows:
            return
        keep = np.ones(len(self.ids), dtype=bool)
        keep[rows] = False
        new_position = np.cumsum(keep) - 1  # old row -> new row for kept rows
        self._matrix = np.ascontiguousarray(self._matrix[keep])
        self.ids = [e for e, k in zip(self.ids, keep) if k]
        self._rows = {entry_id: row for row, entry_id in enumerate(self.ids)}
        if not self._fresh:
            self._best = self._best[keep]
            self._best_row = self._best_row[keep]
            return
        old_best_row = self._best_row[keep]
        lost = ~keep[np.clip(old_best_row, 0, None)] | (old_best_row < 0)
        self._best = self._best[keep]
        self._best_row = np.where(lost, -1, new_position[np.clip(old_best_row, 0, None)])
        self._recompute_rows(np.flatnonzero(lost))
