"""Titles before a name are the whole role phrase or nothing (``hanker.extract.title_checks``)."""

from __future__ import annotations

import pytest

from hanker.extract.spacy_patterns import SpacyExtractor
from hanker.extract.title_checks import (
    EVENT_STATUS,
    GLUED_RANK,
    QUOTED_TITLE,
    RELATIONAL_TITLE,
    RUN_ON_TITLE,
    SUPERLATIVE_TITLE,
    TITLE_CUT,
    TITLE_IN_PHRASE,
)
from tests.extract.conftest import assert_dropped, run_sentence


def _titles(extractor: SpacyExtractor, sentence: str) -> set[tuple[str, ...]]:
    triples, _ = run_sentence(extractor, sentence)
    return {t for t in triples if t[1] == "title"}


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (  # the quotation closed here was opened in an earlier sentence: the speaker is outside
            'We have waited long enough," council leader Ann Reid said.',
            ("Ann Reid", "title", "council leader"),
        ),
        (  # a proper noun is no praise word
            "Great Britain captain Adam Peaty won gold in Tokyo.",
            ("Adam Peaty", "title", "Great Britain captain"),
        ),
        (  # praise describes the man, not the office
            "Everyone admired worthy Captain Hale.",
            ("Hale", "title", "Captain"),
        ),
        (  # a particle verb inside the compound: the title is not "Minister"
            "Hundreds of fans, including Clean Up Minister Tom Baker, joined the march.",
            ("Tom Baker", "title", "Clean Up Minister"),
        ),
        (  # a hyphened place: not "East MP"
            "Burton-upon-Trent East MP Jacob Collier said the plant would close.",
            ("Jacob Collier", "title", "Burton-upon-Trent East MP"),
        ),
        (  # "then" changes the role: not "Home Secretary"
            "The then Home Secretary Priti Patel signed the order.",
            ("Priti Patel", "title", "then Home Secretary"),
        ),
        (
            "However, shadow transport secretary Louise Haigh criticised the delays.",
            ("Louise Haigh", "title", "shadow transport secretary"),
        ),
        (
            "A report criticised former Environment Secretary Therese Coffey over the delays.",
            ("Therese Coffey", "title", "former Environment Secretary"),
        ),
        (  # two titles coordinated: the second is whole
            "Lord Chancellor and Justice Secretary Dominic Raab said the law was clear.",
            ("Dominic Raab", "title", "Justice Secretary"),
        ),
        (  # the courtesy word is the name's
            "Sitting at the Old Bailey, Mr Justice Andrew Baker said the case was grave.",
            ("Andrew Baker", "title", "Justice"),
        ),
        (  # "of" inside the body's capitalised name: not "Lords Speaker"
            "Later, House of Lords Speaker John McFall told peers the vote would wait.",
            ("John McFall", "title", "House of Lords Speaker"),
        ),
    ],
)
def test_whole_title_kept(extractor: SpacyExtractor, sentence: str, expected: tuple) -> None:
    assert _titles(extractor, sentence) == {expected}


@pytest.mark.parametrize(
    ("sentence", "absent", "reason"),
    [
        (  # "season" is the object's noun; the name opens a relative clause
            "It was the highlight of a season sports writer Tom Jenkins thinks beats all others.",
            ("Tom Jenkins", "title", "season sports writer"),
            TITLE_IN_PHRASE,
        ),
        (  # a fellow of whom?
            "Fellow singer Adele praised the album.",
            ("Adele", "title", "Fellow singer"),
            RELATIONAL_TITLE,
        ),
        (  # whose friend?
            "Family friend Anna Price said he was kind.",
            ("Anna Price", "title", "Family friend"),
            RELATIONAL_TITLE,
        ),
        (  # a descriptive role and a rank run together
            "British commander Admiral Horatio Nelson won the battle.",
            ("Horatio Nelson", "title", "British commander Admiral"),
            GLUED_RANK,
        ),
        (  # a relation, capitalised only by the sentence's start
            "Friend Tom Keane, a marine biologist, described her as brave.",
            ("Tom Keane", "title", "Friend"),
            RELATIONAL_TITLE,
        ),
        (  # a party the tagger put in a person's name: not "deputy leader" alone
            "Fianna Fáil deputy leader Jack Chambers said the plan was welcome.",
            ("Jack Chambers", "title", "deputy leader"),
            TITLE_CUT,
        ),
        (  # a noun that ends a fronted phrase runs into the title
            "Before the match Leeds coach Dara Quinn was cheered by the crowd.",
            ("Dara Quinn", "title", "match Leeds coach"),
            RUN_ON_TITLE,
        ),
        (  # "own": whose leader only the left-out possessor says
            "She won the backing of her own party leader Nora Beck.",
            ("Nora Beck", "title", "own party leader"),
            RUN_ON_TITLE,
        ),
        (  # how long, not what
            "Dutch veteran Lotte Visser said the fall was painful.",
            ("Lotte Visser", "title", "Dutch veteran"),
            EVENT_STATUS,
        ),
        (  # how she entered one tournament, no role
            "Dutch qualifier Lotte Visser beat the top seed in Sydney.",
            ("Lotte Visser", "title", "Dutch qualifier"),
            EVENT_STATUS,
        ),
        (  # a rank within the possessor's scope: not "largest carmaker" anywhere
            "Wales's youngest MP Owen Pryce spoke in the debate.",
            ("Owen Pryce", "title", "youngest MP"),
            SUPERLATIVE_TITLE,
        ),
        (  # what the speaker wished to be, inside the quotation
            '"I always wanted to be Admiral Nelson," the skipper told reporters in 2019.',
            ("Nelson", "title", "Admiral"),
            QUOTED_TITLE,
        ),
        (  # one office's coordinated name, cut at "and"
            "Dozens of guests, including Housing and Communities Secretary Angela Rayner, came.",
            ("Angela Rayner", "title", "Communities Secretary"),
            TITLE_CUT,
        ),
    ],
)
def test_partial_title_dropped(
    extractor: SpacyExtractor, sentence: str, absent: tuple[str, str, str], reason: str
) -> None:
    assert_dropped(extractor, sentence, absent, reason)
    assert _titles(extractor, sentence) == set()
