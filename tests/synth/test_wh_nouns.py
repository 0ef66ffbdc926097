"""The wh-word for people named by a noun, products closed or bought, ranks and documents."""

from __future__ import annotations

import pytest

from hanker.synth import clause as cl
from hanker.synth.base import CaseCandidate
from hanker.synth.wh_kinds import fit_wh_kind
from hanker.synth.wh_nouns import people_noun


@pytest.mark.parametrize(
    ("sentence", "question", "answer", "expected"),
    [
        (  # plural agent noun after a passive "by"
            "The painkiller is used by farmers as a strong sedative for cattle.",
            "By what is the painkiller used as a strong sedative for cattle?",
            "farmers",
            "By whom is the painkiller used as a strong sedative for cattle?",
        ),
        (  # a short person noun no agent ending catches
            "Her poems have been warmly praised by vets, hailed for their wit.",
            "By what have her poems been warmly praised?",
            "vets",
            "By whom have her poems been warmly praised?",
        ),
        (  # the forces of a people or a named body are people (v36)
            "The envoy was captured by Northern Alliance forces three days ago.",
            "By what was the envoy captured three days ago?",
            "Northern Alliance forces",
            "By whom was the envoy captured three days ago?",
        ),
        (  # armed groups named by a plural noun (v36)
            "The two villages were shelled by rebels overnight.",
            "By what were the two villages shelled overnight?",
            "rebels",
            "By whom were the two villages shelled overnight?",
        ),
        (  # "with" after a verb of joint action
            "The firm said it had collaborated closely with marine biologists on the design.",
            "With what had the firm collaborated closely?",
            "marine biologists",
            "With whom had the firm collaborated closely?",
        ),
        (  # "diagnosed with": no partner, the "what" stays
            "Her brother, Tom Hale, was later diagnosed with cancer and died in 2010.",
            "With what was Tom Hale later diagnosed?",
            "cancer",
            "With what was Tom Hale later diagnosed?",
        ),
        (  # a thing with an agent ending after "by": the "what" stays
            "The clerks were replaced by computers within a decade.",
            "By what were the clerks replaced within a decade?",
            "computers",
            "By what were the clerks replaced within a decade?",
        ),
        (  # a service closed: "what", though the tagger may call it a person
            "Maria says she was not surprised that Meta chose to close Threadline.",
            "According to Maria, who did Meta choose to close?",
            "Threadline",
            "According to Maria, what did Meta choose to close?",
        ),
        (  # a document as the subject
            "Indeed, the UK Climate Review recently stressed the dangers of a warmer Arctic.",
            "Who recently stressed the dangers of a warmer Arctic?",
            "the UK Climate Review",
            "What recently stressed the dangers of a warmer Arctic?",
        ),
        (  # people named by a noun as the object
            "The app, which pays local chemists for each delivery, has grown fast.",
            "What does the app pay for each delivery?",
            "local chemists",
            "Who does the app pay for each delivery?",
        ),
        (  # an -er ending or a group as the object: the "what" stays
            "The nurses voted to accept a new pay offer from the board.",
            "What did the nurses vote to accept from the board?",
            "a new pay offer",
            "What did the nurses vote to accept from the board?",
        ),
        (
            "The party has boycotted the regional government since May.",
            "What has the party boycotted since May?",
            "the regional government",
            "What has the party boycotted since May?",
        ),
        (  # a group "of" something as the object: the "what" stays
            "The club sent a group of supporters to the final.",
            "What did the club send to the final?",
            "a group of supporters",
            "What did the club send to the final?",
        ),
        (  # a rank asked as a count in a question about rankings
            "Nadal, who has spent 200 weeks at the top, has dropped to 12th in the rankings.",
            "To how many has Nadal dropped in the rankings?",
            "12th",
            "To what position has Nadal dropped in the rankings?",
        ),
    ],
)
def test_fit_noun_wh(sentence: str, question: str, answer: str, expected: str) -> None:
    fitted = fit_wh_kind(CaseCandidate(question, answer), sentence)
    assert fitted.question == expected


def test_ordinal_count_without_ranking_is_dropped() -> None:
    sentence = "The bill rose to 5th on the agenda after the vote."
    case = CaseCandidate("To how many did the bill rise after the vote?", "5th")
    fitted = fit_wh_kind(case, sentence)
    assert (fitted.question, fitted.rejected) == ("", "ordinal asked as a count")


def test_person_bought_keeps_who() -> None:
    sentence = "Last summer Leeds bought Ana Ruiz from Porto for a record fee."
    case = CaseCandidate("Who did Leeds buy from Porto for a record fee?", "Ana Ruiz")
    assert fit_wh_kind(case, sentence).question.startswith("Who did Leeds buy")


@pytest.mark.parametrize(
    ("sentence", "index", "expected"),
    [
        ("The readers loved it.", 1, True),
        ("Two psychologists agreed.", 1, True),
        ("The computer crashed.", 1, False),
        ("An equaliser followed.", 1, False),
        ("The lake froze.", 1, False),
    ],
)
def test_people_noun(sentence: str, index: int, expected: bool) -> None:
    assert people_noun(cl.parse(sentence)[index]) is expected


def test_company_bought_is_what() -> None:
    sentence = "In 2019 Fenwick Group bought Google for a record sum."
    case = CaseCandidate("Who did Fenwick Group buy for a record sum?", "Google")
    assert fit_wh_kind(case, sentence).question == "What did Fenwick Group buy for a record sum?"


def test_person_axed_keeps_who() -> None:
    sentence = "The network axed Dana Vale from its breakfast show last spring."
    case = CaseCandidate(
        "Who did the network axe from its breakfast show last spring?", "Dana Vale"
    )
    assert fit_wh_kind(case, sentence).question.startswith("Who did the network axe")
