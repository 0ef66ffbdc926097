"""Agreement clauses give the same facts however the parser attaches their phrases (real parses)."""

from __future__ import annotations

from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.text.nlp import load_spacy

SUBJECT = "Agreement between Qdzjil BV and Fchdnv SpA"


def _triples(sentence: str, inserted: tuple[str, ...] = ()) -> list[tuple[str, str, str]]:
    """The sentence's triples, ``inserted``: names coreference put in (for defined terms)."""
    extractor = SpacyExtractor()
    doc = load_spacy()(sentence)
    extractor._entities = [
        (sentence.index(name), sentence.index(name) + len(name)) for name in inserted
    ]
    return list(extractor._sentence_triples(doc, SUBJECT, sentence))


def test_a_phrase_after_a_resolved_party_belongs_to_the_verb() -> None:
    # the parser hangs "of any defect" on the name for some names, on the verb for others
    for seller, days in (("Ztuiii AG", 10), ("Keqggf LLC", 45), ("Gwkiep GmbH", 60)):
        sentence = (
            f"Fchdnv SpA shall notify {seller} of any defect within {days} days of its discovery."
        )
        triples = _triples(sentence, inserted=("Fchdnv SpA", seller))
        assert ("Fchdnv SpA", "notify", seller) in triples, triples
        assert ("Fchdnv SpA", "notify of", "any defect") in triples, triples
        assert (SUBJECT, "Fchdnv SpA notify within", f"{days} days of its discovery") in triples
        assert not any(t[2].startswith(seller + " ") for t in triples), triples


def test_a_period_on_a_noun_belongs_to_the_verb() -> None:
    triples = _triples(
        "Qdzjil BV warrants the Products against defects for 4 years from delivery.",
        inserted=("Qdzjil BV",),
    )
    assert (SUBJECT, "Qdzjil BV warrant for", "4 years") in triples, triples
    assert not any("defects for" in t[2] for t in triples), triples


def test_in_writing_reads_alike_as_noun_or_gerund() -> None:
    for customer, seller, days in (("Fchdnv SpA", "Qdzjil BV", 45), ("Mwljme Oy", "Qdzjil BV", 30)):
        sentence = f"{customer} must tell {seller} in writing within {days} days of finding it."
        triples = _triples(sentence, inserted=(customer, seller))
        assert (customer, "tell in", "writing") in triples, triples
        assert (SUBJECT, f"{customer} tell within", f"{days} days of finding it") in triples


def test_coordinated_names_inside_a_phrase_stay_whole() -> None:
    triples = _triples(
        "This Agreement is governed by, and will be interpreted under, the laws of England and Wales."
    )
    assert any(t[2] == "the laws of England and Wales" for t in triples), triples


def test_leftover_values_belong_to_the_agreement() -> None:
    # no clause pattern reads the date; it is the agreement's, not the first name's
    triples = _triples(
        "This Supply Agreement is made on 16-01-1995 by and between Qdzjil BV and Fchdnv SpA."
    )
    valued = [t for t in triples if "16-01-1995" in t[2]]
    assert valued and all(t[0] == SUBJECT for t in valued), triples
    triples = _triples("Any sum that remains unpaid after 95 days shall bear a penalty of 3%.")
    valued = [t for t in triples if "95 days" in t[1] + t[2]]
    assert valued and all(t[0] == SUBJECT for t in valued), triples
