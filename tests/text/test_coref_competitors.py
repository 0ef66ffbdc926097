"""Pronouns left as written when a rival antecedent competes with the one named candidate."""

from __future__ import annotations

import pytest

from hanker.text.coref.competitors import quote_spans
from tests.text.conftest import resolved_text as _resolved


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an unnamed person between the name and the pronoun could be meant: left as written
        (
            "A teenage girl was charged on Saturday. Care worker Helen Marsh was hurt on Friday. "
            "The girl, who cannot be named because of her age, is in custody. She was arrested "
            "in a village near the hospital.",
            "A teenage girl was charged on Saturday. Care worker Helen Marsh was hurt on Friday. "
            "The girl, who cannot be named because of her age, is in custody. She was arrested "
            "in a village near the hospital.",
        ),
        # a definite description that brought in nobody new is as likely the named person
        (
            "Ann Roe won the race in Leeds on Sunday. The 45-year-old said she was tired.",
            "Ann Roe won the race in Leeds on Sunday. The 45-year-old said Ann Roe was tired.",
        ),
        (
            "Tom Kirk waited for three hours at Leeds station. One man said he had to stand "
            "in the rain for an hour.",
            "Tom Kirk waited for three hours at Leeds station. One man said he had to stand "
            "in the rain for an hour.",
        ),
        # a noun that describes the named person is that person, again when repeated
        (
            "Maths teacher John Hale was hurt on Monday. The teacher said he was grateful.",
            "Maths teacher John Hale was hurt on Monday. The teacher said John Hale was grateful.",
        ),
        # a person noun of the other gender is no rival
        (
            "Ms Ada Grey met a man at the station. She said the train was late.",
            "Ms Ada Grey met a man at the station. Ada Grey said the train was late.",
        ),
    ],
)
def test_unnamed_person_blocks_the_named_candidate(text: str, expected: str) -> None:
    assert _resolved(text) == expected


def test_a_work_titled_after_a_person_is_no_antecedent() -> None:
    text = (
        "Tom Bolton lost his job in 2005. A 2009 documentary series, Becoming Bolton, "
        "chronicled the actor's efforts to return. While he never regained his fame, he later "
        "had a role in a TV drama."
    )
    assert _resolved(text).endswith(
        "While he never regained his fame, he later had a role in a TV drama."
    )


def test_copular_possessive_is_not_the_subject() -> None:
    text = "Paul Reid died in May. Anna Cole and Mark Dunn are his business partners."
    assert _resolved(text).endswith("Anna Cole and Mark Dunn are Paul Reid's business partners.")
    # two people named Reid: "his" is left for any of them (coref.identity.People)
    text = "Paul Reid died in May. Anna and Mark Reid are his children from his first marriage."
    assert _resolved(text).endswith("Anna and Mark Reid are his children from his first marriage.")
    text = "Paul Reid died in May. Anna and Mark Oduya are his children."
    assert _resolved(text).endswith("Anna and Mark Oduya are Paul Reid's children.")
    # a name hanging on the subject is not the subject
    text = "A novel by Ann Lee is a story about her childhood in Hull."
    assert _resolved(text) == "A novel by Ann Lee is a story about Ann Lee's childhood in Hull."


def test_extraposed_it_with_take_is_left() -> None:
    text = "Mr Dean left Acme Corp in May. He said it had taken months for the board to agree."
    assert _resolved(text).endswith("said it had taken months for the board to agree.")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a rival less salient than the name (an object after a subject) does not block
        (
            "Tom Kirk thanked the officer for the help. He said the train was late.",
            "Tom Kirk thanked the officer for the help. Tom Kirk said the train was late.",
        ),
        # a bare role noun refers to nobody
        (
            "Tom Kirk ran for mayor in 2019. He lost by ten votes.",
            "Tom Kirk ran for mayor in 2019. Tom Kirk lost by ten votes.",
        ),
    ],
)
def test_less_salient_or_bare_person_nouns_do_not_block(text: str, expected: str) -> None:
    assert _resolved(text) == expected


def test_pronouns_stay_on_their_side_of_a_quotation() -> None:
    text = 'Tom Kirk spoke after the match. He said: "He was the best coach I ever had."'
    assert _resolved(text).endswith('Tom Kirk said: "He was the best coach I ever had."')
    text = 'Acme Corp lost the vote. "Brightline Group will appeal," it said.'
    assert _resolved(text).endswith('"Brightline Group will appeal," Acme Corp said.')
    text = '"We thank Tom Kirk for the work," the club said. He left in May.'
    assert _resolved(text).endswith("the club said. He left in May.")


def test_quote_spans_run_on_over_paragraphs() -> None:
    text = 'Ann said: "We won.\n"It was hard." Then "ok".\nTom wrote "no'
    spans = quote_spans(text)
    assert [(text[s:e], n) for s, e, n in spans] == [
        ('"We won.', 1),
        ('"It was hard."', 1),
        ('"ok"', 2),
        ('"no', 3),
    ]


def test_a_pronoun_resolved_inside_a_quote_carries_its_person_out() -> None:
    text = 'Carl Ruben died in May. His sister said: "He loved the sea." He was 80.'
    assert _resolved(text) == (
        "Carl Ruben died in May. Carl Ruben's sister said: "
        '"Carl Ruben loved the sea." Carl Ruben was 80.'
    )


def test_possessive_of_a_crime_under_a_charge_is_the_victim() -> None:
    text = "PC Owen Hart was found guilty of the manslaughter of Dale Adkins but cleared of his murder."
    assert _resolved(text) == text
    plain = "Owen Hart was found guilty of fraud. He was jailed after his trial."
    assert (
        _resolved(plain)
        == "Owen Hart was found guilty of fraud. Owen Hart was jailed after Owen Hart's trial."
    )
