"""Unlearning methods (one registry); each one small module with a versioned loss."""

from __future__ import annotations

from hanker.core.registry import Registry
from hanker.train.methods.base import UnlearningMethod

METHODS: Registry[type[UnlearningMethod]] = Registry(
    "unlearning method", group="hanker.unlearning_methods"
)
METHODS.register(
    "ga", "hanker.train.methods.ga:GradientAscent", "gradient ascent on the forget set"
)
METHODS.register(
    "gd",
    "hanker.train.methods.gd:GradientDifference",
    "ascent on forget, descent on a paired retain sample",
)
METHODS.register(
    "ukl",
    "hanker.train.methods.ukl:AscentWithKL",
    "ascent on forget, KL to the original model on retain",
)
METHODS.register(
    "ukl_answer",
    "hanker.train.methods.ukl:AscentWithAnswerKL",
    "ukl with the KL over retain answer tokens only (hanker's former definition)",
)
METHODS.register(
    "dpo",
    "hanker.train.methods.dpo:IDKPreference",
    "DPO toward 'I don't know' answers on forget (TOFU/PISTOL form)",
)
METHODS.register(
    "dpo_ou",
    "hanker.train.methods.dpo:IDKPreferenceOpenUnlearning",
    "open-unlearning's DPO: scaled by 2/beta, plus retain loss",
)
METHODS.register(
    "npo",
    "hanker.train.methods.npo:NegativePreference",
    "negative preference optimization against the frozen original",
)
METHODS.register(
    "simnpo",
    "hanker.train.methods.simnpo:SimpleNegativePreference",
    "length-normalized, reference-free NPO (SimNPO), plus retain loss",
)
METHODS.register(
    "rmu",
    "hanker.train.methods.rmu:RepresentationMisdirection",
    "steer one layer's forget activations to a random vector, keep retain activations (RMU)",
)
METHODS.register(
    "task_vector",
    "hanker.train.methods.task_vector:TaskVector",
    "subtract the weight change of fine-tuning on the forget set (task arithmetic)",
)

__all__ = ["METHODS", "UnlearningMethod"]
