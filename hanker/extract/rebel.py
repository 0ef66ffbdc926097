"""``rebel``: end-to-end relation extraction with REBEL (``Babelscape/rebel-large``) or any local seq2seq model.

REBEL writes its triples as one marked-up string per input::

    <s><triplet> Acme Corp <subj> Lyon <obj> headquarters location <subj> 1999 <obj> inception</s>

that is ``<triplet> HEAD`` followed by one or more ``<subj> TAIL <obj> RELATION`` pairs. The
output is decoded with ``skip_special_tokens=False`` (the markers are special tokens) and cut
with a regex on the three markers; malformed pieces (a pair without a relation, an empty
head, unknown markers) are skipped and counted. Generation is batched with the inputs sorted
by length and each batch sized by tokens (inputs x beams), not by a fixed count, so short
sentences travel in large batches and long ones in small; on GPU the model runs in bfloat16
where supported. Beams and returned sequences follow the model card.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from hanker.core.errors import ConfigError, InputError
from hanker.core.fact import ExtractorInfo
from hanker.core.progress import progress
from hanker.extract.base import ExtractionStats, RawTriple
from hanker.text.segment import Chunk

REBEL_VERSION = "rebel.v1"
# Padded input tokens x beams per generate call: beam search holds one decoder state per beam.
DEFAULT_BATCH_TOKENS = {"cuda": 98304, "cpu": 12288}
DEFAULT_REBEL_MODEL = "Babelscape/rebel-large"
_MARKERS = re.compile(r"(<triplet>|<subj>|<obj>)")
_OTHER_SPECIALS = re.compile(r"</?s>|<pad>|<unk>|<mask>")


def parse_rebel_output(text: str) -> tuple[list[tuple[str, str, str]], int]:
    """Triples ``(head, relation, tail)`` of one decoded REBEL string, and the number of malformed pieces."""
    text = _OTHER_SPECIALS.sub(" ", text)
    triples: list[tuple[str, str, str]] = []
    malformed = 0
    head: str | None = None
    tail: str | None = None
    state = None
    for piece in _MARKERS.split(text):
        if piece in {"<triplet>", "<subj>", "<obj>"}:
            state = piece
            continue
        value = " ".join(piece.split())
        if state is None:
            if value:
                malformed += 1  # text before the first marker
        elif state == "<triplet>":
            head, tail = value or None, None
            if head is None:
                malformed += 1
        elif state == "<subj>":
            tail = value or None
            if tail is None:
                malformed += 1
        elif state == "<obj>":
            if head and tail and value:
                triples.append((head, value, tail))
                tail = None
            else:
                malformed += 1  # an empty relation keeps its tail for a following "<obj> relation"
    return triples, malformed


class RebelExtractor:
    """Batched REBEL generation over chunks."""

    max_chunk_chars = 600

    def __init__(
        self,
        model: str = DEFAULT_REBEL_MODEL,
        device: str | None = None,
        dtype: str | None = None,
        batch_size: int | None = None,
        batch_tokens: int | None = None,
        num_beams: int = 3,
        num_return_sequences: int = 3,
        max_input_tokens: int = 256,
        max_new_tokens: int = 256,
        length_penalty: float = 0.0,
    ) -> None:
        from hanker.core.device import pick_device, pick_dtype

        try:
            from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

            self.tokenizer = AutoTokenizer.from_pretrained(model)
            self.device = pick_device(device)
            self.model = AutoModelForSeq2SeqLM.from_pretrained(
                model, dtype=pick_dtype(self.device, dtype)
            )
        except OSError as exc:
            raise InputError(
                model,
                f"cannot load the REBEL model ({str(exc).splitlines()[0]}); give a local path when the hub is unreachable",
            ) from None
        self.model.to(self.device).eval()
        if batch_size is not None and batch_size < 1:
            raise ConfigError(f"rebel batch_size must be at least 1, got {batch_size}")
        if batch_tokens is not None and batch_tokens < 1:
            raise ConfigError(f"rebel batch_tokens must be at least 1, got {batch_tokens}")
        self.batch_size = batch_size  # an optional cap on sentences per batch
        self.batch_tokens = (
            batch_tokens
            or DEFAULT_BATCH_TOKENS["cuda" if self.device.startswith("cuda") else "cpu"]
        )
        self.per_input = num_return_sequences
        self.generate_options: dict[str, int | float] = {
            "num_beams": max(num_beams, num_return_sequences),
            "num_return_sequences": num_return_sequences,
            "max_new_tokens": max_new_tokens,
            "length_penalty": length_penalty,
        }
        self.max_input_tokens = max_input_tokens
        self.info = ExtractorInfo(name="rebel", model=model, version=REBEL_VERSION)
        self.stats = ExtractionStats()

    def batches(self, lengths: Sequence[int]) -> list[list[int]]:
        """Input indices grouped shortest first, each group within the token budget.

        A group's cost is its longest input (what padding makes every row) times its size times
        the beams; a single input over the budget still gets a group of its own.
        """
        beams = int(self.generate_options["num_beams"])
        order = sorted(range(len(lengths)), key=lambda i: lengths[i])
        groups: list[list[int]] = []
        current: list[int] = []
        for index in order:
            longest = max(lengths[index], 1)  # sorted, so the newest input is the longest
            too_many = self.batch_size is not None and len(current) >= self.batch_size
            if current and (too_many or longest * (len(current) + 1) * beams > self.batch_tokens):
                groups.append(current)
                current = []
            current.append(index)
        if current:
            groups.append(current)
        return groups

    def generate(self, texts: Sequence[str]) -> list[list[str]]:
        """Decoded outputs (``num_return_sequences`` strings) per input text, batched by tokens."""
        import torch

        encoded_all = self.tokenizer(
            list(texts), truncation=True, max_length=self.max_input_tokens
        )["input_ids"]
        outputs: list[list[str]] = [[] for _ in texts]
        per_input = self.per_input
        batches = self.batches([len(ids) for ids in encoded_all])
        for batch in progress(batches, desc="rebel", unit="batch"):
            encoded = self.tokenizer.pad(
                {"input_ids": [encoded_all[i] for i in batch]}, return_tensors="pt"
            ).to(self.device)
            with torch.inference_mode():
                generated = self.model.generate(**encoded, **self.generate_options)
            decoded = self.tokenizer.batch_decode(generated, skip_special_tokens=False)
            for position, index in enumerate(batch):
                outputs[index] = decoded[position * per_input : (position + 1) * per_input]
        return outputs

    def extract(self, chunks: Sequence[Chunk]) -> Iterator[RawTriple]:
        """Triples of each chunk's resolved text, merged over the returned sequences."""
        texts = [chunk.resolved_text for chunk in chunks]
        for chunk_index, decoded in enumerate(self.generate(texts)):
            seen: set[tuple[str, str, str]] = set()
            for text in decoded:
                triples, malformed = parse_rebel_output(text)
                if malformed:
                    self.stats.drop("malformed output", malformed)
                for triple in triples:
                    if triple in seen:
                        continue
                    seen.add(triple)
                    self.stats.triples += 1
                    yield RawTriple(triple[0], triple[1], triple[2], chunk_index, None)
