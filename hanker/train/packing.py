"""Sequence packing: the rows of a training step run as a few dense sequences instead of padded batches.

Short QA pairs (PISTOL, TOFU) leave a padded batch mostly empty, and an unlearning step runs the
model once per batch kind (forget, retain, refusals) and micro-batch. With packing, every row the
step needs from one model is laid end to end into sequences of at most ``pack_length`` tokens,
each row keeping its own position ids (0, 1, 2, ...) so that the attention mask the model builds
from them is block-diagonal: no row sees another. One forward pass per model and step replaces
them all; its logits are gathered back into each batch's padded layout, so every loss function
runs unchanged on the same numbers as without packing (up to floating-point summation order).

Transformers builds the block-diagonal mask from the position ids when no attention mask is
given (``masking_utils.find_packed_sequence_indices``). :func:`check_packing_support` proves it on
the model at hand before a run starts, so a model whose attention ignores position ids is refused
instead of silently attending across rows.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

from hanker.core.errors import ConfigError
from hanker.train.batch import Batch

PACKING_VERSION = "pack.v1"


@dataclass(frozen=True)
class Slot:
    """Where one row lies in the packed tensor: sequence index, first position, length."""

    sequence: int
    offset: int
    length: int


def plan_bins(lengths: Sequence[int], capacity: int) -> list[list[int]]:
    """Row indices grouped into sequences of at most ``capacity`` tokens (first fit, longest first).

    A row longer than ``capacity`` gets a sequence of its own. The plan is deterministic.
    """
    if capacity < 2:
        raise ConfigError(f"pack length must be at least 2 tokens, got {capacity}")
    order = sorted(range(len(lengths)), key=lambda i: (-lengths[i], i))
    bins: list[list[int]] = []
    room: list[int] = []
    for index in order:
        for b, free in enumerate(room):
            if lengths[index] <= free:
                bins[b].append(index)
                room[b] -= lengths[index]
                break
        else:
            bins.append([index])
            room.append(capacity - lengths[index])
    return bins


def _rows(batch: Batch) -> list[list[int]]:
    """The unpadded token ids of each row of a right-padded batch."""
    lengths = batch.attention_mask.sum(-1).tolist()
    return [batch.input_ids[b, : int(n)].tolist() for b, n in enumerate(lengths)]


def pack_rows(
    rows: Sequence[Sequence[int]], capacity: int, pad: int
) -> tuple[Any, Any, list[Slot]]:
    """(input ids, position ids, one :class:`Slot` per row) of ``rows`` packed into sequences.

    Positions restart at 0 for every row; the padding after the last row of a sequence forms a
    segment of its own (positions from 0 again), so it attends to nothing real.
    """
    import torch

    bins = plan_bins([len(r) for r in rows], capacity)
    width = max(sum(len(rows[i]) for i in group) for group in bins)
    ids = torch.full((len(bins), width), pad, dtype=torch.long)
    positions = torch.zeros((len(bins), width), dtype=torch.long)
    slots: list[Slot | None] = [None] * len(rows)
    for sequence, group in enumerate(bins):
        offset = 0
        for index in group:
            n = len(rows[index])
            ids[sequence, offset : offset + n] = torch.tensor(rows[index], dtype=torch.long)
            positions[sequence, offset : offset + n] = torch.arange(n)
            slots[index] = Slot(sequence, offset, n)
            offset += n
        positions[sequence, offset:] = torch.arange(width - offset)
    return ids, positions, [s for s in slots if s is not None]


def unpack_logits(packed: Any, slots: Sequence[Slot], width: int) -> Any:
    """Per-row logits (rows x ``width`` x vocabulary) gathered from the packed logits.

    Positions past a row's length repeat its first position's logits; they carry no label and so
    no loss (the losses mask them with the labels' -100).
    """
    import torch

    device = packed.device
    steps = torch.arange(width, device=device)
    sequence = torch.tensor([s.sequence for s in slots], device=device)[:, None]
    offset = torch.tensor([s.offset for s in slots], device=device)[:, None]
    length = torch.tensor([s.length for s in slots], device=device)[:, None]
    position = offset + torch.where(steps[None, :] < length, steps[None, :], 0)
    return packed[sequence.expand(-1, width), position]


class PackedForward:
    """A stand-in for a model within one step: serves each batch's logits from packed forwards.

    ``groups`` maps a batch kind (``forget``, ``retain``, ``idk``) to the step's batches of that
    kind. The first call for a batch runs one packed forward over every batch of the kinds in
    ``together`` (or, for another kind, over that kind's batches); later calls are served from
    it. A call with a tensor that is none of the step's batches goes to the model unpacked.
    ``trainable`` runs the forward with gradients; otherwise without.
    """

    def __init__(
        self,
        model: Any,
        groups: Mapping[str, Sequence[Batch | None]],
        together: Sequence[str],
        capacity: int,
        pad: int,
        trainable: bool,
    ) -> None:
        self.model = model
        self.capacity = capacity
        self.pad = pad
        self.trainable = trainable
        self.together = [k for k in together if any(b is not None for b in groups.get(k, ()))]
        self._batches: dict[tuple[str, int], Batch] = {}
        self._where: dict[int, tuple[str, int]] = {}
        for kind, batches in groups.items():
            for index, batch in enumerate(batches):
                if batch is not None:
                    self._batches[(kind, index)] = batch
                    self._where[id(batch.input_ids)] = (kind, index)
        self._served: dict[tuple[str, int], Any] = {}
        self.forwards = 0

    def __call__(self, **inputs: Any) -> Any:
        key = self._where.get(id(inputs.get("input_ids")))
        if key is None:
            return self.model(**inputs)
        if key not in self._served:
            self._run(self.together if key[0] in self.together else [key[0]])
        logits = self._served[key]
        labels = inputs.get("labels")
        if labels is None:
            return SimpleNamespace(logits=logits, loss=None)
        from hanker.train.losses import mean_nll

        return SimpleNamespace(logits=logits, loss=mean_nll(logits, labels))

    def _run(self, kinds: Sequence[str]) -> None:
        """One packed forward over every batch of ``kinds``; fills the served logits."""
        import torch

        keys = [key for key in self._batches if key[0] in kinds]
        rows: list[list[int]] = []
        owners: list[tuple[tuple[str, int], int]] = []
        for key in keys:
            for row, ids in enumerate(_rows(self._batches[key])):
                rows.append(ids)
                owners.append((key, row))
        ids, positions, slots = pack_rows(rows, self.capacity, self.pad)
        device = self._batches[keys[0]].input_ids.device
        with torch.set_grad_enabled(self.trainable):
            packed = self.model(
                input_ids=ids.to(device), position_ids=positions.to(device), use_cache=False
            ).logits
        self.forwards += 1
        for key in keys:
            mine = [slots[i] for i, (owner, _) in enumerate(owners) if owner == key]
            self._served[key] = unpack_logits(packed, mine, self._batches[key].input_ids.shape[1])


class StepLoss:
    """The loss of one optimizer step over its micro-batches.

    Padded, each micro-batch's loss is back-propagated as it comes (its graph freed at once);
    packed, the losses share one forward graph, so they are summed and back-propagated once
    (:meth:`backward`). Either way the gradient is the same.
    """

    def __init__(self, packed: bool) -> None:
        self.packed = packed
        self.value = 0.0
        self._graph: Any = None

    def add(self, loss: Any) -> None:
        """Count one micro-batch's (already weighted) loss."""
        self.value += float(loss.item())
        if not self.packed:
            loss.backward()
        else:
            self._graph = loss if self._graph is None else self._graph + loss

    def backward(self) -> float:
        """Back-propagate what is still pending; return the step's loss."""
        if self._graph is not None:
            self._graph.backward()
            self._graph = None
        return self.value


def check_packing_support(model: Any, pad: int) -> None:
    """Raise :class:`ConfigError` unless packed rows of ``model`` attend only to themselves.

    Runs two short rows packed into one sequence and each alone (no gradients, dropout off for
    the probe) and compares the logits of the second row.
    """
    import torch

    was_training = model.training
    model.eval()
    try:
        device = next(model.parameters()).device
        first, second = [5, 6, 7, 8], [9, 10, 11]
        ids, positions, slots = pack_rows([first, second], 16, pad)
        with torch.no_grad():
            packed = model(
                input_ids=ids.to(device), position_ids=positions.to(device), use_cache=False
            ).logits.float()
            alone = model(input_ids=torch.tensor([second], device=device)).logits.float()
        served = packed[0, slots[1].offset : slots[1].offset + slots[1].length]
        tolerance = 1e-3 if next(model.parameters()).dtype == torch.float32 else 5e-2
        if not torch.allclose(served, alone[0], atol=tolerance, rtol=tolerance):
            raise ConfigError(
                f"{type(model).__name__} lets packed rows attend to each other (its attention "
                "ignores position ids); run without --pack"
            )
    finally:
        model.train(was_training)
