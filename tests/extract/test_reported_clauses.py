"""Reported clauses: verbs of finding report their clause, speaker tags name only their own
speaker, and a sentence inside a quotation opened earlier is no fact."""

from __future__ import annotations

from hanker.extract.base import ExtractionStats
from hanker.extract.reported_clauses import finding_verb, quoted_elsewhere, spoken_sentences
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.text.nlp import load_spacy
from hanker.text.segment import Chunk, Sentence
from tests.extract.conftest import run_sentence as _run


def test_finding_verb_reports_its_clause(extractor: SpacyExtractor) -> None:
    triples, _ = _run(
        extractor, "An audit by Oxfam found that Cargill was the biggest buyer of Brazilian soy."
    )
    assert triples == [
        ("Cargill", "be (according to An audit by Oxfam)", "the biggest buyer of Brazilian soy")
    ]
    triples, _ = _run(
        extractor,
        "Spain is ready to train Polish crews on modern tanks, but the ministry has indicated "
        "that Portugal is a distant prospect.",
    )
    assert ("Portugal", "be (according to the ministry)", "a distant prospect") in triples
    assert ("Portugal", "be", "a distant prospect") not in triples


def test_finding_in_a_relative_clause_names_no_speaker(extractor: SpacyExtractor) -> None:
    triples, dropped = _run(
        extractor, "Investigators built a case that showed Jones was the leader of the gang."
    )
    assert not any(h == "Jones" for h, _, _ in triples)
    assert dropped.get("unattributed claim") == 1


def test_shown_event_is_no_claim(extractor: SpacyExtractor) -> None:
    """A participle under ``show`` is a perceived event, not a reported claim."""
    triples, _ = _run(extractor, "Bodycam footage shows Sergeant Hale running to the burning car.")
    assert triples == [("Sergeant Hale", "run to", "the burning car")]


def test_final_tag_reports_the_sentence(extractor: SpacyExtractor) -> None:
    """A sentence-final tag the parse hangs on the last noun still names the source."""
    triples, _ = _run(
        extractor, "Cargill was the biggest buyer of Brazilian soy, an audit by Oxfam found."
    )
    assert triples == [
        ("Cargill", "be (according to an audit by Oxfam)", "the biggest buyer of Brazilian soy")
    ]
    triples, dropped = _run(
        extractor, "Cargill was the biggest buyer of Brazilian soy, it was reported."
    )
    assert triples == []
    assert dropped.get("unattributed claim") == 1


def test_clause_with_its_own_complement_is_no_speaker_tag(extractor: SpacyExtractor) -> None:
    """``..., X has been revealed as Y`` says something else: X is not the main clause's
    source, and the passive subject of a verb of revealing is no speaker."""
    triples, _ = _run(
        extractor,
        "Radiohead are closing the Other Stage on Sunday evening, Glastonbury organisers "
        "have been revealed as the hosts.",
    )
    assert not any("according to" in r for _, r, _ in triples), triples
    triples, dropped = _run(extractor, "It was revealed that Mr Hale had sold Baxter Farms.")
    assert triples == []
    assert dropped.get("unattributed claim") == 1


def test_quoted_elsewhere() -> None:
    passage = [
        '"Then they asked us to pay for it, which we refused.',
        "So now the council has to find rooms for him.",
        '"I think it is a shame."',
        "Police arrived at noon.",
    ]
    assert quoted_elsewhere(passage) == [False, True, False, False]
    # a quotation closed in its own sentence carries nothing; inches are no quotation
    assert quoted_elsewhere(['He said: "We are done."', "The firm is bust."]) == [False, False]
    assert quoted_elsewhere(['The 6" pipe burst.', "Police arrived."]) == [False, False]
    curly = ["“We left early.", "The roads were shut.", "It was cold,” she said.", "Rain fell."]
    assert quoted_elsewhere(curly) == [False, True, False, False]
    # a mark never closed (a stray one) carries over a few sentences only
    stray = ['"We left early.', "A.", "B.", "C.", "D.", "E."]
    assert quoted_elsewhere(stray) == [False, True, True, True, False, False]


def test_sentence_inside_an_open_quotation_is_left_out() -> None:
    texts = [
        '"They refused to help.',
        "So now Leeds Council has to pay.",
        'It is a shame," she said.',
        "Police came.",
    ]
    sentences = [Sentence("d", i, 0, len(t), t) for i, t in enumerate(texts)]
    stats = ExtractionStats()
    todo = spoken_sentences([Chunk("c", "d", "d-0", sentences)], stats)
    assert [(ci, si) for ci, si, _ in todo] == [(0, 0), (0, 2), (0, 3)]
    assert stats.dropped == {"inside a quotation": 1}


def test_self_report_keeps_its_source(extractor: SpacyExtractor) -> None:
    """What a speaker says of itself is still its claim (the head as coreference resolves it);
    what a passive says of its subject keeps the hedge in the relation, with no source."""
    triples, _ = _run(extractor, "Acme Corp said Acme Corp had bought Zeta Labs in 2019.")
    assert ("Acme Corp", "buy (according to Acme Corp)", "Zeta Labs") in triples
    assert ("Acme Corp", "buy", "Zeta Labs") not in triples
    triples, _ = _run(extractor, "Mr Hale is thought to be the oldest man in Wales.")
    assert triples == [("Mr Hale", "be thought to be", "the oldest man in Wales")]


def test_relative_clause_after_a_comma_is_no_tag(extractor: SpacyExtractor) -> None:
    """``..., which she denied`` has its own object: no tag, the main clause stays asserted."""
    triples, _ = _run(
        extractor, "Fiona Reed was initially charged with child neglect, which she denied."
    )
    assert triples == [("Fiona Reed", "be charged with", "child neglect")]


def test_finding_verb_with_an_object_reports_nothing(extractor: SpacyExtractor) -> None:
    """``showed the moment X happened``: what is shown is an object, the clause is asserted."""
    triples, _ = _run(
        extractor,
        "Video on social media showed the moment the arrest of Tom Reed took place, in the "
        "town of Ely on 3 May.",
    )
    assert ("the arrest of Tom Reed", "take place in", "the town of Ely") in triples


def test_finding_inside_a_claim_keeps_the_outer_speaker(extractor: SpacyExtractor) -> None:
    triples, _ = _run(
        extractor, "Senator Mary Cole said evidence showed the FDA had ignored the warnings."
    )
    assert ("the FDA", "ignore (according to Senator Mary Cole)", "the warnings") in triples
    assert not any("according to evidence" in r for _, r, _ in triples)


def test_content_of_a_reporting_noun_is_no_fact(extractor: SpacyExtractor) -> None:
    triples, dropped = _run(
        extractor, "There were reports that Mr Hale had sold Baxter Farms to a rival."
    )
    assert triples == []
    assert dropped.get("content of an idea") == 2


def test_according_to_reports_its_own_clause(extractor: SpacyExtractor) -> None:
    triples, _ = _run(
        extractor,
        "Tom Hale, who is one of the richest men in Wales according to Forbes, bought Baxter "
        "Farms in 2019.",
    )
    assert ("Tom Hale", "be (according to Forbes)", "one of the richest men in Wales") in triples
    assert ("Tom Hale", "buy", "Baxter Farms") in triples
    triples, dropped = _run(
        extractor, "According to him, Bristol is one of the most expensive cities in Britain."
    )
    assert triples == []
    assert dropped.get("unattributed claim") == 2


def test_speakers_own_act_and_verb_in_the_relation_carry_no_source(
    extractor: SpacyExtractor,
) -> None:
    triples, _ = _run(
        extractor,
        'Stephen Hale, the shadow housing minister, said the plan was "deeply flawed", and '
        "Stephen Hale accused Mr Reed of arrogance.",
    )
    assert triples == [("Stephen Hale", "accuse", "Mr Reed of arrogance")]
    triples, _ = _run(
        extractor, "Mary Cole acknowledges being influenced by classic biography writers."
    )
    assert triples == [
        ("Mary Cole", "acknowledge to be influenced by", "classic biography writers")
    ]


def test_what_a_theory_shows_is_a_belief(extractor: SpacyExtractor) -> None:
    """A verb of showing whose subject is a theory or picture gives no source: the belief
    check of :mod:`hanker.extract.self_contained` drops the clause."""
    triples, dropped = _run(
        extractor, "The detectives' theory showed that Carl Moss was the leader of the gang."
    )
    assert not any(h == "Carl Moss" for h, _, _ in triples)
    assert dropped.get("belief stated as fact") == 1


def test_acronym_source_is_no_pronoun(extractor: SpacyExtractor) -> None:
    triples, _ = _run(extractor, "According to the US, Russian jets flew over the Baltic Sea.")
    assert triples == [("Russian jets", "fly over (according to the US)", "the Baltic Sea")]


def test_founded_is_no_finding(extractor: SpacyExtractor) -> None:
    nlp = load_spacy()
    assert not finding_verb(nlp("Lena Ruiz founded the bakery in 1998.")[2])
    assert finding_verb(nlp("The audit found that the bakery was closed.")[2])
    triples, _ = _run(extractor, "Omar Haddad sold the bakery, which Lena Ruiz founded.")
    assert triples == [("Omar Haddad", "sell", "the bakery")]


def test_a_partys_warranty_in_an_agreement_is_a_term_not_a_claim(
    extractor: SpacyExtractor,
) -> None:
    sentence = "Acme Corp confirms that Acme Corp owns the Goods outright and may sell them."
    extractor.stats = ExtractionStats()
    doc = load_spacy()(sentence)
    subject = "Agreement between Acme Corp and Zeta Ltd"
    triples = list(extractor._sentence_triples(doc, subject, sentence))
    assert ("Acme Corp", "own", "the Goods") in triples
    assert not any("according to" in relation for _, relation, _ in triples)


def test_as_per_reports_like_according_to(extractor: SpacyExtractor) -> None:
    triples, _ = _run(extractor, "As per the union, Harlow Mills dismissed 40 workers.")
    assert triples == [("Harlow Mills", "dismiss (according to the union)", "40 workers")]
    triples, _ = _run(
        extractor, "As per recent reports, the memoir by Lena Voss is being turned into a series."
    )
    assert triples == [
        ("the memoir by Lena Voss", "be turned into (according to recent reports)", "a series")
    ]


def test_the_text_itself_is_no_source(extractor: SpacyExtractor) -> None:
    triples, _ = _run(
        extractor, "Mara Quint is best known for her crime novels, as per the provided details."
    )
    assert ("Mara Quint", "be known for", "Mara Quint's crime novels") in triples or (
        "Mara Quint",
        "be known for",
        "her crime novels",
    ) in triples
    triples, _ = _run(extractor, "According to the ONS, Mara Quint's firm employs 300 people.")
    assert all("according to the ONS" in r for _, r, _ in triples), triples


def test_a_verb_of_judging_reports_its_clause(extractor: SpacyExtractor) -> None:
    # "determined" and "ruled" with a clause: the finding is their subject's claim
    triples, _ = _run(
        extractor, "A lawyer for Globex determined Initech saved $5 million in taxes."
    )
    assert ("Initech", "save (according to A lawyer for Globex)", "$5 million in taxes") in triples
    triples, _ = _run(extractor, "The Supreme Court ruled that Acme owed $5 million to Zenith.")
    assert ("Acme", "owe (according to The Supreme Court)", "$5 million") in triples, triples
    # with an object, "ruled" reports nothing
    triples, _ = _run(extractor, "Ann Lee ruled Spain for ten years.")
    assert ("Ann Lee", "rule", "Spain") in triples, triples


def test_a_tag_of_judging_reports_and_a_participle_is_no_tag(extractor: SpacyExtractor) -> None:
    triples, _ = _run(extractor, "Tom Hale joined Globex in 2010, the judges determined.")
    assert ("Tom Hale", "join (according to the judges)", "Globex") in triples, triples
    # "ruled by" describes Troy: no one reports the sailing
    triples, _ = _run(extractor, "The Greeks sailed to Troy, ruled by King Priam.")
    assert ("The Greeks", "sail to", "Troy") in triples, triples
