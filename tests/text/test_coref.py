"""Rules coreference on real spaCy parses: defined terms, document concepts, values, pronouns."""

from __future__ import annotations

import pytest

from hanker.text.coref import COREF, apply_replacements
from hanker.text.nlp import load_spacy
from hanker.text.segment import make_chunks, parse_documents

CONTRACT = (
    'This agreement for the sale of goods (the "Agreement") takes effect on 03-02-2006 (the "Effective Date"). '
    'It is made between Empblq LLC, whose registered address is 442 Rcvvyy Boulevard (the "Seller"), and '
    'Qpubwe PLC, whose registered address is 094 Aivmae Road (the "Customer").\n'
    "The Seller will send the Customer an invoice within 7 days after the Effective Date.\n"
    "The Seller confirms that it owns the goods and the Seller's warranty covers them.\n"
)


def _resolve(text: str, doc_id: str = "doc") -> tuple[list, object]:  # type: ignore[type-arg]
    nlp = load_spacy()
    [(_, sentences)] = list(parse_documents(nlp, [(doc_id, text)]))
    result = COREF.get("rules")().resolve(doc_id, text, sentences)
    apply_replacements(sentences, result.replacements)
    return sentences, result


def test_defined_terms_resolve_to_parties_values_and_the_document() -> None:
    sentences, result = _resolve(CONTRACT)
    resolved = " ".join(s.resolved for s in sentences)
    assert "Empblq LLC will send Qpubwe PLC an invoice within 7 days after 03-02-2006." in resolved
    assert "Empblq LLC's warranty" in resolved
    assert result.subject == "Agreement between Empblq LLC and Qpubwe PLC"  # type: ignore[attr-defined]
    assert resolved.startswith(
        'Agreement between Empblq LLC and Qpubwe PLC (the "Agreement") takes effect'
    )
    # the pronoun "it" follows the last organization mentioned
    assert "Empblq LLC confirms that Empblq LLC owns the goods" in resolved
    # definitions themselves stay as written
    assert '(the "Seller")' in resolved


def test_person_pronouns_and_offsets() -> None:
    text = "Maria Lopez joined Acme Corp in 2019. She leads its research team.\nHer team has 12 people."
    sentences, _ = _resolve(text)
    assert sentences[1].resolved == "Maria Lopez leads Acme Corp's research team."
    assert sentences[2].resolved.startswith("Maria Lopez's team")
    for s in sentences:
        assert text[s.start : s.end] == s.text  # offsets point into the original document
        for start, end in s.entities:
            assert s.resolved[start:end] in {"Maria Lopez", "Acme Corp"}


def test_expletive_it_and_none_backend() -> None:
    sentences, _ = _resolve("Acme Corp opened a plant. It is likely that prices rise.")
    assert sentences[1].resolved == sentences[1].text
    for text in (
        "Acme Corp lost the vote. Last year it emerged that Mr Hale had lent money to Acme Corp.",
        "Acme Corp lost the vote. It is understood that the board will meet on Friday.",
        # "It came as X, ..., made ...": the news of the day, no organization
        "Norway asked for calm. It came as a letter, widely shared online, made false claims.",
    ):
        sentences, _ = _resolve(text)
        assert sentences[1].resolved == sentences[1].text, sentences[1].resolved
    # a lone word tagged as a person that no full name of the document contains is no antecedent
    sentences, _ = _resolve("Ann Berg left Devon in May. She moved to Leeds.")
    assert "Ann Berg" in sentences[1].resolved
    sentences, _ = _resolve("Storms hit Devon in May. She moved to Leeds.")
    assert "Devon" not in sentences[1].resolved
    none = COREF.get("none")()
    assert none.resolve("d", "x", []).replacements == []


def test_aliases_from_acronym_definitions() -> None:
    _, result = _resolve(
        'International Business Machines Corporation ("IBM") sells computers. IBM was founded in 1911.'
    )
    assert result.aliases == {"International Business Machines Corporation": {"IBM"}}  # type: ignore[attr-defined]


def test_chunks_respect_the_size_limit() -> None:
    sentences, _ = _resolve(CONTRACT)
    chunks = make_chunks("c", "doc", sentences, max_chars=120)
    assert len(chunks) >= 2 and all(len(c.sentences) >= 1 for c in chunks)
    assert [s for c in chunks for s in c.sentences] == sentences
    assert chunks[0].chunk_id == "doc#0"


def test_unknown_backend() -> None:
    from hanker.core.errors import RegistryError

    with pytest.raises(RegistryError, match="unknown coreference backend"):
        COREF.get("magic")


def test_fastcoref_backend_without_the_package_is_a_clear_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import builtins

    from hanker.core.errors import DependencyError
    from hanker.text.coref.base import Replacement
    from hanker.text.coref.neural import FastCoref, _non_overlapping, representative

    real_import = builtins.__import__

    def no_fastcoref(name: str, *args, **kwargs):  # type: ignore[no-untyped-def]
        if name == "fastcoref":
            raise ImportError("No module named 'fastcoref'")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_fastcoref)
    with pytest.raises(DependencyError, match="pip install 'hanker\\[fastcoref\\]'"):
        FastCoref()
    assert representative(["he", "Maria Lopez", "Lopez"]) == "Maria Lopez"
    assert representative(["it", "its"]) == "its"
    kept = _non_overlapping(
        [Replacement(0, 5, "A"), Replacement(2, 4, "B"), Replacement(6, 8, "C")]
    )
    assert [r.text for r in kept] == ["A", "C"]


def test_pronouns_resolve_only_when_one_antecedent_fits() -> None:
    # two persons of unknown gender, the pronoun inside a reported clause: left as written
    sentences, _ = _resolve("John Smith met Peter Brown in Leeds. Brown said that he was tired.")
    # the bare surname is the one Brown of the document (surnames); "he" stays as written
    assert sentences[1].resolved == "Peter Brown said that he was tired."
    # honorifics give the gender: each pronoun has one fitting antecedent
    sentences, _ = _resolve("Mr John Smith met Mrs Ann Brown. She thanked him for the flowers.")
    assert (
        sentences[1].resolved.removeprefix("Mrs ")
        == "Ann Brown thanked John Smith for the flowers."
    )
    # the subject chain: a main-clause subject pronoun continues the previous subject
    sentences, _ = _resolve("John Smith hired Peter Brown in 2019. He later sold the firm.")
    assert sentences[1].resolved == "John Smith later sold the firm."
    # the previous subject is a name the tagger reads as an organisation: the one person it did
    # find (inside a prepositional phrase) is no safe antecedent for a subject "she"
    text = (
        'Quinn Harlowe was suing her cousin for alleged defamation and "injurious falsehood" - '
        "including remarks in her interview with Anna Lee. She was seeking $10,000 in damages."
    )
    sentences, _ = _resolve(text)
    assert ("Quinn Harlowe", "ORG") in {(e.text, e.label_) for e in sentences[0].parse.ents}
    assert sentences[1].resolved == sentences[1].text


def test_it_is_left_alone_when_a_noun_could_be_meant() -> None:
    sentences, _ = _resolve("Acme Corp opened a plant in Lyon. It employs 200 people.")
    assert sentences[1].resolved == sentences[1].text
    sentences, _ = _resolve("Acme Corp said it would close the plant.")
    assert sentences[0].resolved == "Acme Corp said Acme Corp would close the plant."
    sentences, _ = _resolve("EasyJet cancelled flights, while Tui cancelled its packages.")
    assert "EasyJet's packages" not in sentences[0].resolved


def test_narrative_brackets_make_no_term_and_no_subject() -> None:
    text = (
        'The old teacher repeated the question ("How will you learn?") to the boy.\n'
        'Mrs. Hale smiled at Tom Price ("the Captain") and at the girl ("Little Bird").\n'
        "Little Bird ran to the harbour.\n"
    )
    sentences, result = _resolve(text)
    assert result.subject is None  # type: ignore[attr-defined]
    assert all(r.text != "How will you learn?" for r in result.replacements)  # type: ignore[attr-defined]
    assert sentences[2].resolved == "Little Bird ran to the harbour."
    resolved = " ".join(s.resolved for s in sentences)
    assert "between" not in resolved


def test_a_name_the_tagger_missed_blocks_a_lone_candidate() -> None:
    # "McAvoy" gets no entity type: the tagger missed a person, so "she" is not Anna Keller
    sentences, _ = _resolve(
        "In the film, McAvoy walks beside Anna Keller through the rain. Later she sang."
    )
    assert ("McAvoy", "") in {(t.text, t.ent_type_) for t in sentences[0].parse}
    assert sentences[1].resolved == sentences[1].text
    # without the untagged name the one candidate is taken
    sentences, _ = _resolve(
        "In the film, the boy walks beside Anna Keller through the rain. Later she sang."
    )
    assert sentences[1].resolved == "Later Anna Keller sang."


def test_a_pronoun_fused_with_a_contraction_is_left() -> None:
    sentences, _ = _resolve("Mr John Smith met Mrs Ann Brown. She'd thanked him for the flowers.")
    assert sentences[1].resolved == "She'd thanked John Smith for the flowers."


def test_her_before_its_noun_is_possessive_whatever_its_tag() -> None:
    sentences, _ = _resolve(
        "Ursula Brandt is a novelist. Ursula Brandt prefers a humorous approach when writing"
        " her Chick Lit novels."
    )
    assert sentences[1].resolved.endswith("writing Ursula Brandt's Chick Lit novels.")
