"""Questions built on a non-finite verb or carrying a concessive aside are rejected
(:mod:`hanker.synth.question_grammar`)."""

from __future__ import annotations

import pytest

from hanker.synth.question_grammar import grammar_problem


@pytest.mark.parametrize(
    ("question", "reason"),
    [
        ("By whom being Ms Lee supported in 2019?", "no finite verb after the wh-word"),
        ("When being Ms Lee honoured by the club?", "no finite verb after the wh-word"),
        ("Who to build homes for the town?", "no finite verb after the wh-word"),
        (
            "What did there slowly crawl out of the old barn?",
            "do-support on an existential there",
        ),
        ("Did there remain a dispute?", None),
        (
            "According to the council, who to pay for the road?",
            "no finite verb after the wh-word",
        ),
        (
            "What has Norway been though on a smaller scale than Sweden?",
            "concessive aside in the question",
        ),
        ("What did Tarn Ltd sell, although at a loss?", "concessive aside in the question"),
        (
            "What did Lena face due to Lena Ruiz Ortega's illness?",
            "one name written two ways",
        ),
        ("According to Mr Dray, what was Dray's best moment?", "one name written two ways"),
        ("What did Lena Ruiz Ortega write about Lena Ruiz Ortega's mother?", None),
        ("Who founded Manchester City in Manchester?", None),
        ("Who was to blame for the fire?", None),
        ("By whom was Ms Lee supported in 2019?", None),
        ("Which bank did Ms Lee join to lead its research team?", None),
        ("How many homes did the council build?", None),
        ("For what taking Ms Lee away from the lab?", "no finite verb after the wh-word"),
        ("What building did Ms Lee design in 2019?", None),
        ("What thing has Ms Lee lost?", None),
        # a determiner straight after the wh-word; "there" for the place asked (template.v38)
        ("Who the harbour board was sent a letter said?", "no verb after the wh-word"),
        ("According to Ms Lee, what the council built?", "no verb after the wh-word"),
        (
            "Where is Ms Lee hoping to move to open a bakery there?",
            "question points back at its answer",
        ),
        ("Where was there a fire on Monday?", None),
        ("Where became the new chapels gradually established?", "no verb after the wh-word"),
        ("As what did Ms Lee serve later as town clerk?", "no verb after the wh-word"),
        ("As what did Ms Lee serve from 1990?", None),
        ("Under what will the shops trade under the new plan?", "no verb after the wh-word"),
        ("From where was Ms Lee?", None),
        ("By whom was the takeover by the Leeds group led?", None),
        ("In what year did Ms Lee invest in the firm?", None),
        ("When did the new chapels become established?", None),
        ("Where are there fewer nurses than in 2019?", None),
    ],
)
def test_grammar_problem(question: str, reason: str | None) -> None:
    assert grammar_problem(question) == reason


@pytest.mark.parametrize(
    ("answer", "reason"),
    [
        ("May of that year", "time answer relative to the passage"),
        ("the following spring", "time answer relative to the passage"),
        ("three days later", "time answer relative to the passage"),
        ("the same week", "time answer relative to the passage"),
        ("May 2019", None),
        ("the year 2004", None),
        ("a later date", None),
    ],
)
def test_relative_time_answer(answer: str, reason: str | None) -> None:
    assert grammar_problem("When did Tarn Ltd repay the loan?", answer) == reason
