"""``rmu``: representation misdirection (Li et al. 2024, the WMDP paper).

On the forget set, the output of decoder layer ``layer`` is pulled toward a fixed random
direction ``steering_coeff * u`` (``u`` uniform in [0, 1)^d, normalized to length 1); on
the retain set it is kept close to the frozen original's output at the same layer. Both
are mean squared errors over the answer tokens. Only the ``updated_layers`` decoder layers
ending at ``layer`` are trained (WMDP's choice: layers l-2, l-1 and l).

``L = forget_weight * MSE(h_l(forget), c*u) + retain_weight * MSE(h_l(retain), h_l^orig(retain))``.
Defaults are open-unlearning's ``RMU`` trainer config (layer 7, steering coefficient 2,
gamma = alpha = 1); layer 7 exists only in models with 8 or more layers, so small models
need ``layer`` set (any index from 0 to the number of layers - 1).
"""

from __future__ import annotations

from typing import Any

from hanker.core.errors import ConfigError
from hanker.train.methods.base import AdapterOff, Batch, UnlearningMethod, check_positive


def decoder_layers(model: Any) -> Any:
    """The model's list of decoder blocks (the module list as long as its number of layers)."""
    import torch

    if isinstance(model, AdapterOff):
        model = model.model
    count = getattr(model.config, "num_hidden_layers", None)
    for _, module in model.named_modules():
        if isinstance(module, torch.nn.ModuleList) and len(module) == count:
            return module
    raise ConfigError(f"rmu: cannot find the {count} decoder layers of {type(model).__name__}")


def layer_output(model: Any, layer: int, batch: Batch) -> Any:
    """The hidden states that decoder block ``layer`` outputs for ``batch`` (batch, seq, dim)."""
    captured: list[Any] = []

    def keep(module: Any, inputs: Any, output: Any) -> None:
        captured.append(output[0] if isinstance(output, tuple) else output)

    handle = decoder_layers(model)[layer].register_forward_hook(keep)
    try:
        model(input_ids=batch.input_ids, attention_mask=batch.attention_mask)
    finally:
        handle.remove()
    return captured[0].float()


def answer_mse(activations: Any, target: Any, labels: Any) -> Any:
    """Squared error averaged over dimensions, then over answer tokens, then over the batch."""
    mask = (labels != -100).float()
    per_token = ((activations - target) ** 2).mean(-1)
    return ((per_token * mask).sum(-1) / mask.sum(-1).clamp(min=1)).mean()


class RepresentationMisdirection(UnlearningMethod):
    """L = forget_weight * MSE(h(forget), c u) + retain_weight * MSE(h(retain), h_orig(retain))."""

    name = "rmu"
    version = "rmu.v1"
    needs_reference = True
    packable = (
        False  # its loss reads a decoder layer's hidden states, which packing does not unpack
    )

    def __init__(
        self,
        layer: float = 7,
        steering_coeff: float = 2.0,
        forget_weight: float = 1.0,
        retain_weight: float = 1.0,
        updated_layers: float = 3,
    ) -> None:
        check_positive(
            self.name,
            steering_coeff=steering_coeff,
            forget_weight=forget_weight,
            updated_layers=updated_layers,
        )
        if layer != int(layer) or layer < 0 or updated_layers != int(updated_layers):
            raise ConfigError(
                f"{self.name}: layer and updated_layers must be whole numbers, layer >= 0 "
                f"(got layer={layer}, updated_layers={updated_layers})"
            )
        if retain_weight < 0:
            raise ConfigError(f"{self.name}: retain_weight must be >= 0, got {retain_weight}")
        super().__init__(
            layer=layer,
            steering_coeff=steering_coeff,
            forget_weight=forget_weight,
            retain_weight=retain_weight,
            updated_layers=updated_layers,
        )
        self.layer = int(layer)
        self.steering_coeff = steering_coeff
        self.forget_weight = forget_weight
        self.retain_weight = retain_weight
        self.updated_layers = int(updated_layers)
        self.control: Any = None

    def prepare(self, model: Any) -> None:
        """Check ``layer`` against the model; train only the chosen decoder layers."""
        layers = decoder_layers(model)
        if self.layer >= len(layers):
            raise ConfigError(
                f"{self.name}: layer {self.layer} does not exist; the model has {len(layers)} "
                f"decoder layers (choose layer=0..{len(layers) - 1} with -p layer=N)"
            )
        trained = {
            id(p)
            for block in layers[max(0, self.layer - self.updated_layers + 1) : self.layer + 1]
            for p in block.parameters()
            if p.requires_grad  # with LoRA: only the adapter's weights in those layers
        }
        for p in model.parameters():
            p.requires_grad_(id(p) in trained)

    def loss(
        self, model: Any, reference: Any, forget: Batch, retain: Batch, idk: Batch | None = None
    ) -> Any:
        import torch

        forget_h = layer_output(model, self.layer, forget)
        if self.control is None:  # drawn once, after the trainer has seeded torch
            direction = torch.rand(forget_h.shape[-1])
            self.control = direction / direction.norm() * self.steering_coeff
        control = self.control.to(forget_h.device).expand_as(forget_h)
        loss = self.forget_weight * answer_mse(forget_h, control, forget.labels)
        if self.retain_weight:
            retain_h = layer_output(model, self.layer, retain)
            with torch.no_grad():
                original = layer_output(reference, self.layer, retain)
            loss = loss + self.retain_weight * answer_mse(retain_h, original, retain.labels)
        return loss
