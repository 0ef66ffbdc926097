"""Facts only the passage explains, or not asserted, are dropped (:mod:`hanker.extract.self_contained`)."""

from __future__ import annotations

import pytest

from hanker.extract.chain_checks import OBJECT_RELATIVE
from hanker.extract.clause_structure import PREDICTION
from hanker.extract.self_contained import (
    BELIEF,
    CLAUSE_LEFT_OUT,
    GOAL,
    OBJECT_PREDICATE,
    RANK_LEFT_OUT,
    REFERRING_OBJECT,
    RELATIVE_TIME,
)
from hanker.extract.spacy_objects import NAME_FOLDED
from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.extract.triple_context import (
    AMBIGUOUS_POSSESSIVE,
    COMMALESS_APPOSITIVE,
    CONTAINER_HEAD,
    CUT_COORDINATION,
    POSSESSOR_LOST,
    PREDICATE_POSSESSIVE,
    referring_tail,
    relative_time_tail,
    triple_problem,
)
from tests.extract.conftest import assert_dropped, run_sentence

# family 1: referring nouns, nominalisations of the verb


@pytest.mark.parametrize(
    ("sentence", "absent"),
    [
        (
            "Nadia Petrov made the announcement shortly after the vote.",
            ("Nadia Petrov", "make", "the announcement"),
        ),
        (
            "Omar Haddad noted an observation shared by several diplomats.",
            ("Omar Haddad", "note", "an observation"),
        ),
        (
            "Greta Holm won the title in 1958.",
            ("Greta Holm", "win the title in", "1958"),
        ),
        (
            "Tomas Weller kept his promise.",
            ("Tomas Weller", "keep", "his promise"),
        ),
    ],
)
def test_referring_object_is_dropped(
    extractor: SpacyExtractor, sentence: str, absent: tuple[str, str, str]
) -> None:
    assert_dropped(extractor, sentence, absent, REFERRING_OBJECT)


def test_object_with_its_content_is_kept(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "Greta Holm won the Wimbledon title in 1958.")
    assert ("Greta Holm", "win", "the Wimbledon title") in triples, triples


def test_a_claim_of_a_pronoun_speaker_is_dropped() -> None:
    from hanker.extract.triple_context import UNNAMED_SPEAKER, triple_problem
    from hanker.text.nlp import load_spacy

    doc = load_spacy()(
        "The police told the BBC its main theory is that Levi Davis fell into the sea."
    )
    relation = "fall into (according to its)"
    assert triple_problem("Levi Davis", relation, "the sea", doc, True) == UNNAMED_SPEAKER
    said = "fall into (according to the police)"
    assert triple_problem("Levi Davis", said, "the sea", doc, True) is None


def test_referring_tail_words() -> None:
    assert referring_tail(["an", "observation"])
    assert referring_tail(["Ana", "Ruiz's", "promise"])
    assert not referring_tail(["the", "Wimbledon", "title"])
    assert not referring_tail(["announcement"])


# family 2: time adverbials read as objects


@pytest.mark.parametrize(
    ("sentence", "absent"),
    [
        (
            "One morning Hugo Brandt found a letter under the door.",
            ("Hugo Brandt", "find", "One morning"),
        ),
        (
            "Last month, Norway joined Iceland in opposing the quota.",
            ("Norway", "join Iceland", "Last month"),
        ),
        (
            "According to his website, Mr Lund has worked in the past with stars including Adele.",
            ("Mr Lund", "work in (according to his website)", "the past"),
        ),
    ],
)
def test_relative_time_tail_is_dropped(
    extractor: SpacyExtractor, sentence: str, absent: tuple[str, str, str]
) -> None:
    assert_dropped(extractor, sentence, absent, RELATIVE_TIME)


def test_time_as_prepositional_object_is_kept(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "Pablo Ortiz was signed for next season.")
    assert ("Pablo Ortiz", "be signed for", "next season") in triples, triples


def test_relative_time_tail_words() -> None:
    assert relative_time_tail("spot", ["One", "day"])
    assert relative_time_tail("pad up in", ["the", "day"])
    assert not relative_time_tail("be signed for", ["next", "season"])
    assert not relative_time_tail("win", ["the", "2019", "season"])


# family 3: possessive pronouns that name someone the fact leaves out


def test_possessive_in_a_copula_tail_is_dropped(extractor: SpacyExtractor) -> None:
    assert_dropped(
        extractor,
        '"Prices will fall," said Dana Whitfield, its chief buyer.',
        ("Dana Whitfield", "be", "its chief buyer"),
        PREDICATE_POSSESSIVE,
    )


def test_pronoun_after_a_named_possessive_is_ambiguous(extractor: SpacyExtractor) -> None:
    assert_dropped(
        extractor,
        "Senator Paul Greer praised Mona Adler's courage as well as her calm manner.",
        ("Senator Paul Greer", "praise", "her calm manner"),
        AMBIGUOUS_POSSESSIVE,
    )


def test_coreference_against_binding_is_dropped() -> None:
    assert triple_problem("Mia Sol", "become", "Mia Sol's manager", None) == PREDICATE_POSSESSIVE
    assert triple_problem("Mia Sol", "publish", "Mia Sol's first novel", None) is None


# family 4: goals and beliefs


@pytest.mark.parametrize(
    ("sentence", "absent"),
    [
        (
            'The Irish government wants to achieve "energy security" by 2030, improving '
            "access to grants and reducing bills.",
            ("The Irish government", "reduce", "bills"),
        ),
        (
            'The Irish government wants to achieve "energy security" by 2030, improving '
            "access to grants and reducing bills.",
            ("The Irish government", "improve", "access to grants"),
        ),
    ],
)
def test_goal_is_not_stated_as_done(
    extractor: SpacyExtractor, sentence: str, absent: tuple[str, str, str]
) -> None:
    assert_dropped(extractor, sentence, absent, GOAL)


def test_wanted_infinitive_keeps_its_verb(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(
        extractor, "The Danish government aims to close the plant by 2031, retraining workers."
    )
    assert ("The Danish government", "aim to close", "the plant") in triples, triples


def test_belief_content_is_not_a_fact(extractor: SpacyExtractor) -> None:
    assert_dropped(
        extractor,
        "Officers formed a theory that showed Brandon Kail was the leader of the gang.",
        ("Brandon Kail", "be", "the leader of the gang"),
        BELIEF,
    )


# family 5: container heads


def test_container_head_is_dropped(extractor: SpacyExtractor) -> None:
    assert_dropped(
        extractor,
        "The sight of Luis Romero running onto the pitch thrilled the crowd.",
        ("The sight of Luis Romero", "thrill", "the crowd"),
        CONTAINER_HEAD,
    )
    assert triple_problem("The main plank of Ann Lee's plan", "cut", "taxes", None) == (
        CONTAINER_HEAD
    )
    assert triple_problem("The body of Ann Lee", "be found in", "the river", None) is None


# family 6: relations that lost a word, titles inside names, cut coordinations


def test_named_fold_is_whole_or_dropped(extractor: SpacyExtractor) -> None:
    assert_dropped(
        extractor,
        "Ian Moss walked in the Elm Road area of east Leeds in May 2001.",
        ("Ian Moss", "walk in area in", "May 2001"),
        NAME_FOLDED,
    )
    triples, _ = run_sentence(extractor, "Ian Moss walked in the Elm Road area in May 2001.")
    assert ("Ian Moss", "walk in the Elm Road area in", "May 2001") in triples, triples


def test_half_of_a_hyphenated_word_is_not_folded(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "Greece has been preparing a counter-attack for weeks.")
    assert ("Greece", "prepare counter for", "weeks") not in triples, triples
    assert ("Greece", "prepare for", "weeks") not in triples, triples
    assert ("Greece", "prepare counter-attack for", "weeks") in triples, triples


def test_favourite_to_win_is_a_prediction(extractor: SpacyExtractor) -> None:
    assert_dropped(
        extractor,
        "While the gap has closed, the liberals and Mr Dorne are favourites to win.",
        ("Mr Dorne", "be", "favourites"),
        PREDICTION,
    )


def test_recipient_in_an_object_relative_is_dropped(extractor: SpacyExtractor) -> None:
    assert_dropped(
        extractor,
        "Lena Marsh uses methods from forensic science, a skill Lena Marsh attributes to "
        "her father, to build her plots.",
        ("Lena Marsh", "attribute to", "her father"),
        OBJECT_RELATIVE,
    )


def test_rank_left_out_of_the_relation(extractor: SpacyExtractor) -> None:
    assert_dropped(
        extractor,
        "The Green Union finished second in the 2021 regional vote.",
        ("The Green Union", "finish in", "the 2021 regional vote"),
        RANK_LEFT_OUT,
    )


def test_second_object_is_no_appositive(extractor: SpacyExtractor) -> None:
    assert_dropped(
        extractor,
        "One teacher bought Mary Kate O'Brien a guitar and set her up with a music tutor.",
        ("Mary Kate O'Brien", "be", "a guitar"),
        COMMALESS_APPOSITIVE,
    )


def test_title_inside_a_name_is_no_title(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "Tobias Baron Kessler is planning a new comedy tour.")
    assert not [t for t in triples if t[1] == "title"], triples


def test_coordination_cut_and_lost_possessor(extractor: SpacyExtractor) -> None:
    sentence = '"We are delighted," said Clara Dunne, the museum\'s head of prints and drawings.'
    triples, dropped = run_sentence(extractor, sentence)
    assert ("Clara Dunne", "be", "the museum's head of prints") not in triples, triples
    assert dropped.get(CUT_COORDINATION, 0) >= 1, dropped
    assert triple_problem("Clara Dunne", "be 's head of", "prints", None) == POSSESSOR_LOST


def test_measure_before_a_preposition_is_no_tail(extractor: SpacyExtractor) -> None:
    sentence = (
        "Copies of Harbour Lights went on sale in Peru several days before the official "
        "launch date."
    )
    triples, dropped = run_sentence(extractor, sentence)
    assert ("Copies of Harbour Lights", "go before", "several days") not in triples, triples
    # "go [on sale in Peru] before": the idiom is skipped (hanker.extract.verb_gaps)
    assert ("Copies of Harbour Lights", "go before", "the official launch date") not in triples
    assert dropped.get(RELATIVE_TIME, 0) >= 1, dropped


def test_clause_complement_left_out(extractor: SpacyExtractor) -> None:
    assert_dropped(
        extractor,
        'In the memo, Maria Lund also referred to "shifting customer habits".',
        ("Maria Lund", "refer in", "the memo"),
        CLAUSE_LEFT_OUT,
    )


def test_names_and_durations_are_no_relative_times(extractor: SpacyExtractor) -> None:
    triples, _ = run_sentence(extractor, "Speaking to the Times, Mr Holt said he was tired.")
    assert ("Mr Holt", "speak to", "the Times") in triples, triples
    triples, _ = run_sentence(extractor, "Cher's greatest hits span several decades.")
    assert ("Cher's greatest hits", "span", "several decades") in triples, triples


def test_coordinated_phrases_are_no_cut_coordination(extractor: SpacyExtractor) -> None:
    sentence = (
        "Ivan Petrov slotted in the winner from Jon Lee's low cross and Fulham's men saw out "
        "the rest of the game."
    )
    triples, dropped = run_sentence(extractor, sentence)
    assert ("Ivan Petrov", "slot in", "the winner from Jon Lee's low cross") in triples, triples
    assert CUT_COORDINATION not in dropped, dropped


def test_object_predicate_left_out(extractor: SpacyExtractor) -> None:
    assert_dropped(
        extractor,
        'Sir Tom Jones called Adele a "true legend on record and on stage".',
        ("Sir Tom Jones", "call", "Adele"),
        OBJECT_PREDICATE,
    )


def test_label_given_is_no_appositive(extractor: SpacyExtractor) -> None:
    assert_dropped(
        extractor,
        "Critics dubbed Mia Lund the queen of pop.",
        ("Mia Lund", "be", "the queen of pop"),
        COMMALESS_APPOSITIVE,
    )
