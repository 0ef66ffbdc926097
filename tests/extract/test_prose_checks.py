"""Prose facts stand on their own: no lost objects, contents, complements or deictic tails."""

from __future__ import annotations

import pytest

from hanker.extract.base import ExtractionStats
from hanker.extract.prose_checks import head_problem
from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import assert_dropped
from tests.extract.conftest import run_sentence as _run


@pytest.mark.parametrize(
    ("sentence", "absent", "reason"),
    [
        # an object that is refused something the fact leaves out
        (
            "Greece has refused private humanitarian boats to dock in the past.",
            ("Greece", "refuse", "private humanitarian boats"),
            "content left out",
        ),
        # an object kept from doing something: the "from" gerund is the point (hung on a noun)
        (
            "The Clean Roads Act has already stopped 12,000 drivers with suspended licences "
            "from renewing their permits.",
            ("The Clean Roads Act", "stop", "12,000 drivers"),
            "content left out",
        ),
        (
            "The Lisbon tribunal barred Karl Weiss from bidding on state contracts.",
            ("The Lisbon tribunal", "bar", "Karl Weiss"),
            "content left out",
        ),
        # a person asked or told, with nothing of what (a photo caption)
        (
            "Ana Ruiz asks the BBC's Tom Lee",
            ("Ana Ruiz", "ask", "the BBC's Tom Lee"),
            "content left out",
        ),
        # a role is always in something
        (
            "Ana Ruiz played a major role behind the scenes during the party's revival.",
            ("Ana Ruiz", "play", "a major role behind the scenes"),
            "object needs its complement",
        ),
        # what happened in spite of something is no argument of the verb
        (
            "Tom Hale pulled the driver to safety despite the rising water.",
            ("Tom Hale", "pull driver despite", "the rising water"),
            "concession read as an argument",
        ),
        # "in terms of" links a sentence, it is no place
        (
            'Ana Ruiz said Acme has "failed to change with the times in terms of its products".',
            ("Acme", "fail to change in (according to Ana Ruiz)", "terms of its products"),
            "discourse phrase read as an argument",
        ),
        # a feeling voiced about something the fact leaves out
        (
            "Ana Ruiz expressed deep sorrow at Tom Hale's death.",
            ("Ana Ruiz", "express", "deep sorrow"),
            "object needs its complement",
        ),
        # the object of the clause would be lost from a prepositional fact
        (
            "Helen Brandt sold the farm of her parents to a developer.",
            ("Helen Brandt", "sell farm to", "a developer"),
            "object left out of the relation",
        ),
        # a time adjunct of a verb whose content is a clause says nothing
        (
            "Mayor Tom Briggs wrote on Saturday that the library would close.",
            ("Mayor Tom Briggs", "write on", "Saturday"),
            "content left out",
        ),
        (
            "Laura Finch has been in office for nine years.",
            ("Laura Finch", "be for", "nine years"),
            "copula with several adjuncts",
        ),
        (
            "Sam Ortiz used Lisbon as the setting of his second novel.",
            ("Sam Ortiz", "use", "Lisbon"),
            "object needs its complement",
        ),
        (
            "Petra Holm drew inspiration from the mountains of her childhood.",
            ("Petra Holm", "draw", "inspiration"),
            "object needs its complement",
        ),
        (  # joined someone in something: the joint thing is the fact
            "Tom Hale joined Ms Ode on a tour of the old mill.",
            ("Tom Hale", "join", "Ms Ode"),
            "object needs its complement",
        ),
        (  # moved someone somewhere: the goal is the fact
            "Ravi Sethi took Leeds United to a replay with a late goal.",
            ("Ravi Sethi", "take", "Leeds United"),
            "object needs its complement",
        ),
        (
            "Omar Reyes never visited the Alhambra.",
            ("Omar Reyes", "visit", "the Alhambra"),
            "negated clause",
        ),
        (
            "Mayor Tom Briggs urged residents to conserve water.",
            ("Mayor Tom Briggs", "urge", "residents"),
            "content left out",
        ),
        (
            "Judge Ann Berg said on Monday that she would retire.",
            ("Judge Ann Berg", "say on", "Monday"),
            "content left out",
        ),
        (
            "Ann Berg's salary stood at £400,000 six years later.",
            ("Ann Berg's salary", "stand", "six years later"),
            "time adjunct only",  # slot_words: a bare time as the object
        ),
        (
            "Nora Vance is reportedly writing a sequel to Harbour Lights.",
            ("Nora Vance", "write", "a sequel to Harbour Lights"),
            "hedged claim",
        ),
        # a hedge covers the words under it, here a gerund in a list of its object
        (
            "Tomas Berglund likely faced challenges such as self-doubt, finding buyers, and"
            " building his reputation in a crowded market.",
            ("Tomas Berglund", "find", "buyers"),
            "hedged claim",
        ),
        # a relative clause without a relative word whose gap is the verb's argument
        (
            "Mira Kaas admires the painters Jon Berg met during his years in Rome.",
            ("Jon Berg", "meet during", "his years in Rome"),
            "object is the relative antecedent",
        ),
        # a recipient and the thing given, parsed as one phrase
        (
            "Mayor Tom Briggs sent the councillor letters for two years.",
            ("Mayor Tom Briggs", "send the councillor letters for", "two years"),
            "two objects read as one",
        ),
        # the request of "ask X for Y" is the fact, not the asking
        (
            "Mayor Tom Briggs asked the Harlow trust for a loan.",
            ("Mayor Tom Briggs", "ask", "the Harlow trust"),
            "object needs its complement",
        ),
        # a noun whose "to" complement the parser hung on the verb
        (
            "Mara Quint gave a fresh twist to the old legend of Harlow.",
            ("Mara Quint", "give", "a fresh twist"),
            "object needs its complement",
        ),
        # a phrase that links sentences is no argument
        (
            "For example, the novel Salt Roads revolves around a fishing town.",
            ("the novel Salt Roads", "revolve for", "example"),
            "discourse phrase read as an argument",
        ),
        (
            "Ms Carr endured years of pain as a result.",
            ("Ms Carr", "endure as", "a result"),
            "discourse phrase read as an argument",
        ),
        # a report's setting: what was asked is the fact
        (
            "Ivo Hart asked in the Commons whether the plan was legal.",
            ("Ivo Hart", "ask in", "the Commons"),
            "content left out",
        ),
        # a winning margin with no contest named
        (
            "Tom Berg triumphed by three strokes in Perth.",
            ("Tom Berg", "triumph by", "three strokes"),
            "margin without its contest",
        ),
        # a time after the "by" of a passive is a deadline, not the agent
        (
            "By the end of the year the Harlow bypass had been finished by a local firm.",
            ("the Harlow bypass", "be finished by", "the end of the year"),
            "deadline read as agent",
        ),
        (
            "Nora Vance took readers on a journey through Sicily.",
            ("Nora Vance", "take", "readers"),
            "object needs its complement",
        ),
    ],
)
def test_facts_that_would_not_stand_alone_are_dropped_and_counted(
    extractor: SpacyExtractor, sentence: str, absent: tuple[str, str, str], reason: str
) -> None:
    assert_dropped(extractor, sentence, absent, reason)


def test_a_role_one_leaves_is_no_part_played(extractor: SpacyExtractor) -> None:
    triples, _ = _run(extractor, "Ana Ruiz left her role at City Radio last week.")
    assert any(r == "leave" and "role at City Radio" in t for _, r, t in triples), triples


def test_whole_facts_are_kept(extractor: SpacyExtractor) -> None:
    # a relative clause about a time: its other phrases are facts of their own
    # a date's year after a comma belongs to it; a name folded into a relation keeps its case
    triples, _ = _run(
        extractor, "Pablo Ortega was born in Lima, Peru on the 12th of October, 1962."
    )
    assert ("Pablo Ortega", "be born in Lima on", "the 12th of October, 1962") in triples
    triples, _ = _run(extractor, "Mira Kaas spoke about the day Jon Berg arrived in Oslo.")
    assert ("Jon Berg", "arrive in", "Oslo") in triples
    triples, _ = _run(extractor, "Helen Brandt cast her vote in Leeds on Sunday morning.")
    assert ("Helen Brandt", "cast vote on", "Sunday morning") in triples  # a bare object joins
    triples, _ = _run(extractor, "Sam Ortiz used Lisbon as the setting of his second novel.")
    assert ("Sam Ortiz", "use Lisbon as", "the setting of his second novel") in triples
    triples, _ = _run(extractor, "Helen Brandt filed a lawsuit over unpaid wages in 2019.")
    assert ("Helen Brandt", "file a lawsuit over unpaid wages in", "2019") in triples
    assert ("Helen Brandt", "file in", "2019") not in triples  # a date with what it dates
    # a participle after a passive is about the event, not the subject
    triples, _ = _run(
        extractor, "Nora Vance was honoured by the Tern Society, recognising her service to Leeds."
    )
    assert ("Nora Vance", "be honoured by", "the Tern Society") in triples
    assert not any(r == "recognise" for _, r, _ in triples), triples
    triples, _ = _run(extractor, "Last month, the Senate backed the committee's finding.")
    # a time relative to the text read as the object, a finding only the passage explains
    assert ("the Senate", "back the committee's finding", "Last month") not in triples
    assert ("the Senate", "back", "Last month") not in triples
    triples, _ = _run(extractor, "Ana Ruiz pictured with coach Tom Berg at the Harlow Open")
    assert ("Ana Ruiz", "be pictured at", "the Harlow Open") in triples  # a caption's passive
    assert not any(r.startswith("picture") for _, r, _ in triples), triples
    triples, _ = _run(extractor, "Ana Ruiz won the Harlow Open by two shots.")
    assert ("Ana Ruiz", "win the Harlow Open by", "two shots") in triples  # the contest named
    triples, _ = _run(extractor, "Ana Ruiz sent the school letters to Tom Berg.")
    assert ("Ana Ruiz", "send", "the school letters") in triples  # a compound of things
    triples, _ = _run(extractor, "Ana Ruiz wrote the team song for Harlow Town.")
    assert ("Ana Ruiz", "write", "the team song for Harlow Town") in triples  # a modifier
    triples, _ = _run(extractor, "The Kingsway school was closed by Camden Council in 2019.")
    assert ("The Kingsway school", "be closed by", "Camden Council") in triples  # a real agent
    triples, dropped = _run(extractor, "Some of Sam Ortiz's novels include Harbour Lights.")
    # a partitive names no specific entity (list_checks): no fact, the drop is counted
    assert ("Some of Sam Ortiz's novels", "include", "Harbour Lights") not in triples
    assert dropped.get("quantified head", 0) == 1, dropped


def test_heads_and_tails_must_name_something(extractor: SpacyExtractor) -> None:
    extractor.stats = ExtractionStats()
    assert list(extractor._emit("Thousands of Afghans", "flee", "Thousands", strict=True)) == []
    assert list(extractor._emit("Ann Berg", "write", "this distinctive novel", strict=True)) == []
    assert list(extractor._emit("Ann Berg", "begin", "her career", strict=True)) == []
    assert extractor.stats.dropped == {
        "tail repeats the head": 1,
        "demonstrative points into the passage": 1,  # fact_referents
        "tail not self-contained": 1,
    }
    triples, _ = _run(extractor, "Ann Berg finished her second novel.")
    assert ("Ann Berg", "finish", "her second novel") in triples  # "her" can be Ann Berg
    assert head_problem("some of them in the capital Lima", is_entity=False)
    assert head_problem("Almost all advances from the police", is_entity=False)
    assert head_problem("The ships, on the bed of the ocean", is_entity=False)
    assert head_problem("Some of Ann Berg's novels", is_entity=False) is None
    assert head_problem("a Swedish diplomat", is_entity=False) == "head is indefinite"
    assert head_problem("A Piece of Me", is_entity=True) is None  # a title
    assert head_problem("Washington, D.C.", is_entity=True) is None


@pytest.mark.parametrize("head", ["9 May", "May 9, 2023", "last Friday", "Monday", "3 June 2021"])
def test_a_date_is_no_head(head: str) -> None:
    assert head_problem(head, is_entity=True) == "head is a date"


def test_a_sentence_adverb_or_similar_opens_no_head() -> None:
    assert head_problem("Broadly TfL", is_entity=True) == "head is a fragment"
    assert head_problem("Similar changes in Wales", is_entity=True) == "head is a fragment"
    assert head_problem("Kelly Smith", is_entity=True) is None
    # a time adverb or a weekday the parse read into the subject (spacy-patterns.v38)
    assert head_problem("Tomorrow Ann Roe's family", is_entity=True) == "head is a fragment"
    assert head_problem("Sunday China", is_entity=True) == "head is a fragment"
    assert head_problem("Saturday evening's match", is_entity=True) is None
    assert head_problem("Sunday Times editor John Witherow", is_entity=True) is None
    assert head_problem("Today programme presenter Ann Roe", is_entity=True) is None


def test_a_group_noun_before_one_name_is_a_fragment() -> None:
    assert head_problem("Campaigners Ann Roe", is_entity=True) == "head is a fragment"
    assert head_problem("Actress Ann Roe", is_entity=True) is None
    assert head_problem("Sports Direct", is_entity=True) is None


@pytest.mark.parametrize("head", ["May", "Theresa May", "June Brown", "Mayor Ann Roe"])
def test_a_name_like_a_month_is_a_head(head: str) -> None:
    assert head_problem(head, is_entity=True) is None


def test_a_lower_case_entity_names_no_head(extractor: SpacyExtractor) -> None:
    """The small tagger takes ``van`` for a person: a lower-case entity is no name."""
    triples, _ = _run(
        extractor, "It was dark when the van arrived in Kyiv, but a welcome party was waiting."
    )
    assert not any(h == "the van" for h, _, _ in triples), triples


def test_titles_are_read_whole(extractor: SpacyExtractor) -> None:
    triples, _ = _run(extractor, "Former Health Secretary Anna Lind visited the ward.")
    assert ("Anna Lind", "title", "Former Health Secretary") in triples
    triples, _ = _run(extractor, "The club sacked manager Tom Hale on Monday.")
    assert not any(r == "title" for _, r, _ in triples)  # a lone "manager" says too little


def test_an_idiom_with_a_reflexive_gives_no_fact(extractor: SpacyExtractor) -> None:
    from hanker.extract.object_gaps import REFLEXIVE_IDIOM

    sentence = (
        "While Omar Reyes has made a name for himself in the crime genre, he also writes poetry."
    )
    triples, dropped = _run(extractor, sentence)
    assert not any(head == "Omar Reyes" for head, _, _ in triples), triples
    assert dropped.get(REFLEXIVE_IDIOM) == 3, dropped
