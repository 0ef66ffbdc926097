"""``hanker evaluate``: answer a suite with each model, judge, count knowledge memorization cases."""

from __future__ import annotations

from hanker.evaluate.evaluate import EvaluateConfig, ModelSpec, evaluate_suite

__all__ = ["EvaluateConfig", "ModelSpec", "evaluate_suite"]
