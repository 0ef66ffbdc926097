"""Unlearning methods (one registry); each one small module with a versioned loss."""

from __future__ import annotations

from hanker.registry import Registry
from hanker.unlearn.base import UnlearningMethod

METHODS: Registry[type[UnlearningMethod]] = Registry(
    "unlearning method", group="hanker.unlearning_methods"
)
METHODS.register("ga", "hanker.unlearn.ga:GradientAscent", "gradient ascent on the forget set")
METHODS.register(
    "gd",
    "hanker.unlearn.gd:GradientDifference",
    "ascent on forget, descent on a paired retain sample",
)
METHODS.register(
    "ukl", "hanker.unlearn.ukl:AscentWithKL", "ascent on forget, KL to the original model on retain"
)
METHODS.register(
    "ukl_answer",
    "hanker.unlearn.ukl:AscentWithAnswerKL",
    "ukl with the KL over retain answer tokens only (hanker's former definition)",
)
METHODS.register(
    "dpo",
    "hanker.unlearn.dpo:IDKPreference",
    "DPO toward 'I don't know' answers on forget (TOFU/PISTOL form)",
)
METHODS.register(
    "dpo_ou",
    "hanker.unlearn.dpo:IDKPreferenceOpenUnlearning",
    "open-unlearning's DPO: scaled by 2/beta, plus retain loss",
)
METHODS.register(
    "npo",
    "hanker.unlearn.npo:NegativePreference",
    "negative preference optimization against the frozen original",
)
METHODS.register(
    "simnpo",
    "hanker.unlearn.simnpo:SimpleNegativePreference",
    "length-normalized, reference-free NPO (SimNPO), plus retain loss",
)
METHODS.register(
    "rmu",
    "hanker.unlearn.rmu:RepresentationMisdirection",
    "steer one layer's forget activations to a random vector, keep retain activations (RMU)",
)
METHODS.register(
    "task_vector",
    "hanker.unlearn.task_vector:TaskVector",
    "subtract the weight change of fine-tuning on the forget set (task arithmetic)",
)

__all__ = ["METHODS", "UnlearningMethod"]
