"""Person, place or thing from the passage's evidence, and the wh-word it calls for."""

from __future__ import annotations

import pytest

from hanker.synth import clause as cl
from hanker.synth.answer_people import answer_kinds
from hanker.synth.base import CaseCandidate
from hanker.synth.wh_kinds import fit_wh_kind


@pytest.mark.parametrize(
    ("sentence", "answer", "context", "expected"),
    [
        (  # an honorific on another mention
            "Four years on he unseated Carys Pryce and took the party's helm.",
            "Carys Pryce",
            "Ms Pryce had run the party since 2009. Four years on he unseated Carys Pryce "
            "and took the party's helm.",
            {"person", "pronoun"},
        ),
        (  # a drug: a class noun in apposition and its name in lower case
            "Carfenil surfaced on the black market in Ohio in the late 1990s.",
            "Carfenil",
            "Carfenil, a veterinary tranquilliser, is cheap. Dealers mix carfenil into "
            "heroin. Carfenil surfaced on the black market in Ohio in the late 1990s.",
            {"thing"},
        ),
        (  # a town: the object of "in" elsewhere in the passage
            "Beit Lahia has been flattened by months of shelling",
            "Beit Lahia",
            "Families fled to tents in Beit Lahia, and aid reached the town of Beit Lahia "
            "by lorry. Beit Lahia has been "
            "flattened by months of shelling",
            {"place"},
        ),
        (  # a subject "she" goes back to
            "Pia Lenz joined the club in 2018.",
            "Pia Lenz",
            "Pia Lenz joined the club in 2018. She scored twelve goals that season.",
            {"pronoun"},
        ),
        (  # a given name as the object of a verb done to people
            "A gunman shot Olivia in the street.",
            "Olivia",
            "A gunman shot Olivia in the street.",
            {"person"},
        ),
        (  # nothing says what it is
            "The board praised Korvath for its results.",
            "Korvath",
            "The board praised Korvath for its results.",
            set(),
        ),
    ],
)
def test_answer_kinds(sentence: str, answer: str, context: str, expected: set[str]) -> None:
    span = cl.locate(cl.parse(sentence), answer)
    assert answer_kinds(span, context) == expected


@pytest.mark.parametrize(
    ("sentence", "question", "answer", "context", "expected"),
    [
        (  # a person the tagger missed, asked with "what"
            "Four years on he unseated Carys Pryce and took the party's helm.",
            "What did Rhys Owen unseat?",
            "Carys Pryce",
            "Ms Pryce had run the party since 2009. Four years on he unseated Carys Pryce "
            "and took the party's helm.",
            "Who did Rhys Owen unseat?",
        ),
        (  # a drug the tagger calls a person, asked with "who"
            "Carfenil surfaced on the black market in Ohio in the late 1990s.",
            "Who surfaced on the black market in Ohio in the late 1990s?",
            "Carfenil",
            "Carfenil, a veterinary tranquilliser, is cheap. Dealers mix carfenil into "
            "heroin. Carfenil surfaced on the black market in Ohio in the late 1990s.",
            "What surfaced on the black market in Ohio in the late 1990s?",
        ),
        (  # a town asked with "who"
            "Beit Lahia has been flattened by months of shelling",
            "Who has been flattened by months of shelling?",
            "Beit Lahia",
            "Families fled to tents in Beit Lahia, and aid reached the town of Beit Lahia "
            "by lorry. Beit Lahia has been "
            "flattened by months of shelling",
            "What has been flattened by months of shelling?",
        ),
        (  # a passive agent of people who speak elsewhere in the passage
            "Tramadol is prescribed by dentists as a mild painkiller.",
            "By what is Tramadol prescribed as a mild painkiller?",
            "dentists",
            "Dentists say the dose is small. Tramadol is prescribed by dentists as a mild "
            "painkiller.",
            "By whom is Tramadol prescribed as a mild painkiller?",
        ),
        (  # a name the passage gives an honorific and an age, asked with "by what"
            "Two shops were looted and burned by Harrowgate",
            "By what were two shops looted and burned?",
            "Harrowgate",
            "Mr Harrowgate, 58, was jailed in 1990. Two shops were looted and burned by Harrowgate",
            "By whom were two shops looted and burned?",
        ),
        (  # a school a "he" follows is no person: only a subject is a pronoun's antecedent
            "Lena Ortiz attended Bramwell College, where she read history.",
            "What did Lena Ortiz attend?",
            "Bramwell College",
            "Lena Ortiz attended Bramwell College, where she read history.",
            "What did Lena Ortiz attend?",
        ),
        (  # a doer of a transitive verb stays a "who", though called a magazine
            "The weekly Vista Nova printed letters from four former dancers.",
            "Who printed letters from four former dancers?",
            "The weekly Vista Nova",
            "The weekly Vista Nova printed letters from four former dancers.",
            "Who printed letters from four former dancers?",
        ),
        (  # a port the tagger calls an organisation, asked with "who"
            "Mariupol is also becoming part of Russia's financial system.",
            "Who is becoming part of Russia's financial system?",
            "Mariupol",
            "Vladimir Putin has paid a surprise visit to Mariupol, a Ukrainian port captured by"
            " Russia. Mariupol is also becoming part of Russia's financial system.",
            "What is becoming part of Russia's financial system?",
        ),
    ],
)
def test_wh_follows_the_evidence(
    sentence: str, question: str, answer: str, context: str, expected: str
) -> None:
    fitted = fit_wh_kind(CaseCandidate(question, answer), sentence, context)
    assert fitted.question == expected


def test_conflicting_evidence_drops_the_case() -> None:
    """A name the passage gives both a person's honorific and a drug's class noun."""
    sentence = "Valdor surfaced on the black market in Ohio in the late 1990s."
    context = "Mr Valdor is a chemist. Valdor, a cheap sedative, is sold online. " + sentence
    fitted = fit_wh_kind(
        CaseCandidate("Who surfaced on the black market in Ohio in the late 1990s?", "Valdor"),
        sentence,
        context,
    )
    assert fitted.rejected == "answer kind unclear"
