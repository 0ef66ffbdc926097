"""Unlearning metrics of the field: PISTOL (ROUGE-1, MRR, top-hit, deviation score), TOFU, RESTOR.

The formula functions take plain numbers and are what the tests check against the papers'
definitions; ``hanker.metrics.answer_scores`` computes their inputs (ranks, log-probabilities,
greedy answers) from a model.
"""
