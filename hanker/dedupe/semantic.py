"""The optional ``semantic`` level: embedding cosine between facts that share an entity.

Only pairs that share the head or tail entity (after alias resolution) are compared, so a
paraphrased relation such as ``(Acme, has its headquarters in, Paris)`` against
``(Acme, is based in, Paris)`` is caught without comparing every fact with every fact.
"""

from __future__ import annotations

from hanker.dedupe.aliases import UnionFind
from hanker.dedupe.normalize import entity_key


def semantic_matches(
    forget_triples: list[tuple[str, str, str]],
    retain_blocks: dict[str, list[int]],
    retain_texts: dict[int, str],
    clusters: UnionFind,
    threshold: float,
    model: str | None,
) -> dict[int, tuple[int, float]]:
    """Map forget-triple position -> (best retain line index, cosine) for pairs at or above ``threshold``."""
    import numpy as np

    from hanker.text.embeddings import embed

    candidates: dict[int, list[int]] = {}
    for position, (head, _relation, tail) in enumerate(forget_triples):
        pool: set[int] = set()
        for entity in {clusters.find(entity_key(head)), clusters.find(entity_key(tail))}:
            pool.update(retain_blocks.get(entity, ()))
        if pool:
            candidates[position] = sorted(pool)
    if not candidates:
        return {}
    forget_texts = {p: " ".join(forget_triples[p]) for p in candidates}
    retain_needed = sorted({i for pool in candidates.values() for i in pool})
    forget_vectors = embed([forget_texts[p] for p in candidates], model)
    retain_vectors = embed([retain_texts[i] for i in retain_needed], model)
    retain_row = {index: row for row, index in enumerate(retain_needed)}
    matches: dict[int, tuple[int, float]] = {}
    for vector, (position, members) in zip(forget_vectors, candidates.items(), strict=True):
        rows = [retain_row[i] for i in members]
        scores = retain_vectors[rows] @ vector
        best = int(np.argmax(scores))
        if float(scores[best]) >= threshold:
            matches[position] = (members[best], float(scores[best]))
    return matches
