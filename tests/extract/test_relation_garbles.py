"""Relations garbled from their verb phrase are dropped, plain facts of the same shapes kept,
and two lemmatiser slips mended where relations are built (:mod:`hanker.extract.relation_garbles`,
through :func:`hanker.extract.triple_context.triple_problem`)."""

from __future__ import annotations

import pytest

from hanker.extract.relation_forms import GERUND_READ
from hanker.extract.relation_garbles import (
    COPULA_NON_COMPLEMENT,
    FOLDED_MODIFIERS,
    OWN_PREPOSITION,
    PARTICIPLE_ADJECTIVE,
    PERSON_AS_EVENT,
    PUNCTUATED_VERB,
    RELATIVE_OBJECT,
    copula_problem,
    relation_garble_problem,
    repaired_lemma,
)
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.text.nlp import load_spacy
from tests.extract.conftest import assert_dropped, run_sentence


@pytest.mark.parametrize(
    ("sentence", "absent", "reason"),
    [
        # "acclaimed novels like": the folded noun "novel" loses the adjective that says what
        (
            "Tomas Marek has published acclaimed novels like 'Cold Harbour' and 'Glass River'.",
            ("Tomas Marek", "publish novel like", "Cold Harbour"),
            FOLDED_MODIFIERS,
        ),
        # "focuses on X in BOOK": "focus in | BOOK" drops what the verb is about
        (
            "In 'Iron Tides', Tomas Berg focuses on the career of Ada Lovelace.",
            ("Tomas Berg", "focus in", "Iron Tides"),
            OWN_PREPOSITION,
        ),
        # "points to X as an example": "point as" drops what is pointed to
        (
            "Dr Okafor points to the Ghana league as an example of what can work.",
            ("Dr Okafor", "point as", "an example of what can work"),
            OWN_PREPOSITION,
        ),
        # the garden is what he used to visit: "use to visit as | a boy" lost its object
        (
            "We sat in the small garden Omar Haddad used to visit as a boy.",
            ("Omar Haddad", "use to visit as", "a boy"),
            RELATIVE_OBJECT,
        ),
        # "had distinguished careers": an adjective, no past perfect of "distinguish"
        (
            "Ivo Horvat's parents had distinguished careers.",
            ("Ivo Horvat's parents", "distinguish", "careers"),
            PARTICIPLE_ADJECTIVE,
        ),
        # "died defending": the manner of dying, not its purpose ("die to defend")
        (
            "Marta Kovac died defending the bridge.",
            ("Marta Kovac", "die to defend", "the bridge"),
            GERUND_READ,
        ),
        # "stood waiting": the same with a verb of posture
        (
            "Kai Brandt stood waiting for the bus.",
            ("Kai Brandt", "stand to wait for", "the bus"),
            GERUND_READ,
        ),
    ],
)
def test_garbled_relation_dropped(
    extractor: SpacyExtractor, sentence: str, absent: tuple[str, str, str], reason: str
) -> None:
    assert_dropped(extractor, sentence, absent, reason)


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        # a possessive pronoun on the folded noun mostly names the subject: kept
        ("Nils Berg cast his vote in Oslo.", ("Nils Berg", "cast vote in", "Oslo")),
        # the verb's own preposition kept
        (
            "In 'Iron Tides', Tomas Berg focuses on the sea.",
            ("Tomas Berg", "focus on", "the sea"),
        ),
        # a real past perfect with a bare object
        (
            "Ivo Horvat's parents had published poems.",
            ("Ivo Horvat's parents", "publish", "poems"),
        ),
        # a to-infinitive in the sentence itself
        (
            "Marta Kovac tried to defend the bridge.",
            ("Marta Kovac", "try to defend", "the bridge"),
        ),
        # the lemmatiser's "trialle" and "fin" mended where the relation is built
        (
            "The Irish regulator fined Vortex Media.",
            ("The Irish regulator", "fine", "Vortex Media"),
        ),
    ],
)
def test_plain_relation_kept(
    extractor: SpacyExtractor, sentence: str, kept: tuple[str, str, str]
) -> None:
    triples, _ = run_sentence(extractor, sentence)
    assert kept in triples, triples


def test_ranked_noun_folded_without_its_infinitive() -> None:
    doc = load_spacy()(
        "In March, Ivo Lenka became the first Estonian prime minister to visit the Elysee"
    )
    relation = "become the first Estonian prime minister in"
    assert relation_garble_problem("Ivo Lenka", relation, "March", doc) == FOLDED_MODIFIERS


def test_a_name_read_as_a_deed() -> None:
    doc = load_spacy()(
        "Mr Hale has denied the murder of Olivia, the attempted murder of Mr Nee, and two"
        " counts of possession of a firearm."
    )
    tail = "the attempted murder of Mr Nee"
    assert copula_problem("Olivia", "be", tail, doc) == PERSON_AS_EVENT
    assert copula_problem("Olivia", "be attempted murder of", "Mr Nee", doc) == PERSON_AS_EVENT
    named = load_spacy()("Ann Roe, the attempted murder victim, spoke to the court.")
    assert copula_problem("Ann Roe", "be", "the attempted murder victim", named) is None


def test_a_tail_right_after_its_head_is_no_complement() -> None:
    doc = load_spacy()("A new Winnie the Pooh horror movie will not be released in Macau.")
    assert copula_problem("Winnie", "be", "the Pooh horror movie", doc) == COPULA_NON_COMPLEMENT
    role = load_spacy()("Unison head of health Sara Gorton said the rise was due to pressure.")
    assert copula_problem("Unison", "be", "head of health", role) == COPULA_NON_COMPLEMENT
    kept = load_spacy()("Sara Gorton, head of health at Unison, said the rise was steep.")
    assert copula_problem("Sara Gorton", "be", "head of health at Unison", kept) is None


def test_copula_tail_that_is_no_complement() -> None:
    doc = load_spacy()(
        "Ilse Brandt's approach to storytelling is distinctive in her attention to detail and"
        " strong character development."
    )
    tail = "strong character development"
    got = copula_problem("Ilse Brandt's approach to storytelling", "be", tail, doc)
    assert got == COPULA_NON_COMPLEMENT
    court = load_spacy()("Ben Hale KC, defending, said the evidence was thin.")
    assert copula_problem("Ben Hale KC", "be", "defending", court) == COPULA_NON_COMPLEMENT
    plain = load_spacy()("Ilse Brandt is a novelist from Hamburg.")
    assert copula_problem("Ilse Brandt", "be", "a novelist from Hamburg", plain) is None


def test_relative_clause_with_time_noun_kept() -> None:
    doc = load_spacy()("Sara Lind remembers the year she spent in Lagos as a nurse.")
    assert relation_garble_problem("Sara Lind", "spend in", "Lagos", doc) is None


def test_own_preposition_check_reads_the_sentence() -> None:
    doc = load_spacy()("In 'Iron Tides', Tomas Berg focuses on the career of Ada Lovelace.")
    problem = relation_garble_problem("Tomas Berg", "focus in", "Iron Tides", doc)
    assert problem == OWN_PREPOSITION


@pytest.mark.parametrize(
    ("sentence", "word", "lemma"),
    [
        ("The council trialled a shorter week.", "trialled", "trial"),
        ("Staff have been trialling a new rota.", "trialling", "trial"),
        ("The regulator fined Meta.", "fined", "fine"),
        ("Ana hoped for rain.", "hoped", "hope"),
        ("They pinned the note.", "pinned", "pin"),
        ("He filled the tank.", "filled", "fill"),
        ("She opened the door.", "opened", "open"),
        ("She travelled to Rome.", "travelled", "travel"),
        ("Ana hopes to win.", "hopes", "hope"),
        ("The council fines drivers.", "fines", "fine"),
        ("He fixes bikes.", "fixes", "fix"),
    ],
)
def test_repaired_lemma(sentence: str, word: str, lemma: str) -> None:
    token = next(t for t in load_spacy()(sentence) if t.text == word)
    assert repaired_lemma(token) == lemma


def test_have_before_a_participle_is_the_auxiliary(extractor: SpacyExtractor) -> None:
    from hanker.extract.relation_garbles import AUXILIARY_AS_VERB

    triples, dropped = run_sentence(
        extractor, '"It was a good day," said Lewis, who has out-scored Henson twice this season.'
    )
    assert not any(r == "have" for _, r, _ in triples), triples
    assert dropped.get(AUXILIARY_AS_VERB, 0) >= 1, dropped
    kept, _ = run_sentence(extractor, "Ms Ruiz had a dog.")
    assert ("Ms Ruiz", "have", "a dog") in kept


def test_a_verb_run_into_a_dash_gives_no_fact(extractor: SpacyExtractor) -> None:
    sentence = (
        "Mr. Monroe, in lending his name to the treaty of 1818, did so upon the ground of the "
        "deference due to allies; and, as he afterwards declared- The Treaty of Ghent, though on "
        "the first reading held to be unwise, received the Executive approval."
    )
    triples, dropped = run_sentence(extractor, sentence)
    assert not any(relation.endswith("-") for _, relation, _ in triples), triples
    assert dropped.get(PUNCTUATED_VERB) == 1, dropped
