"""A table of names run together as one sentence gives no fact; a list written as prose and a
sentence full of names are read as usual (:mod:`hanker.extract.name_tables`)."""

from __future__ import annotations

from hanker.extract.name_tables import NAME_TABLE
from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import run_sentence

CREDITS = (
    "Harbour Lights 1964 Edna MarlowTobias Grieve Martin Quill Silver Meadow Road Director"
    " Anton FellowesRuth Ambrose Colin Hatter The Glass Orchard Nora Beckett Samuel Prynne"
    " Winter Canal Lionel Ashe Peter Dunmore"
)


def test_a_run_of_names_gives_no_fact(extractor: SpacyExtractor) -> None:
    """Credits of a table with its markup stripped: no title or identity between the names."""
    triples, dropped = run_sentence(extractor, CREDITS)
    assert triples == []
    assert dropped.get(NAME_TABLE) == 1


def test_a_list_written_as_prose_is_no_table(extractor: SpacyExtractor) -> None:
    """Items set apart by semicolons are a list in a sentence, read as usual."""
    sentence = (
        "The jury named Edna Marlow of Leeds; Tobias Grieve of York; Martin Quill of Hull;"
        " Anton Fellowes of Bath; Ruth Ambrose of Derby; Colin Hatter of Ely and Nora Beckett"
        " of Ripon as the Harbour Prize finalists."
    )
    _, dropped = run_sentence(extractor, sentence)
    assert NAME_TABLE not in dropped


def test_a_sentence_with_names_is_no_table(extractor: SpacyExtractor) -> None:
    """A short sentence of names and a verb keeps its fact."""
    triples, dropped = run_sentence(
        extractor, "Edna Marlow, the Harbour Trust chair, opened the Glass Orchard in Leeds."
    )
    assert NAME_TABLE not in dropped
    assert ("Edna Marlow", "open", "the Glass Orchard") in triples
