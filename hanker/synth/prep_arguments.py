"""Prepositional arguments: which fronted "Prep + what" questions ask an argument of the verb.

A question may front a preposition with "what" only when the prepositional phrase is an
argument of its head, i.e. when the head selects the preposition. "In what does X specialise?",
"With what was X charged?", "From what did X recover?" ask what the verb needs; an adjunct
(manner, circumstance, an appositive predicate, a time) is no such thing, and the question
built on it is unnatural or has no one answer: "In what did X take to the witness stand? -- a
risky move", "With what did the couple go through the rituals? -- a twist of modern signals",
"After what did X die? -- a crash" (the phrase does not answer "after what": many things came
before). A phrase is taken for an argument when

* its head (a verb, a participle or an adjective, by lemma) selects the preposition
  (a lexicon of prepositional verbs and collocations: "depend on", "specialise in", "charged
  with", "suffer from", "interested in", "proud of"); a particle verb is looked up with its
  particle, written ``verb_particle`` ("come_up" with, "crack_down" on);
* a noun the head takes as object or complement selects it (a light verb + noun collocation:
  "take part in", "have an impact on", "face criticism from", "raise concerns about");
* or, for "at", its object names an event ("was arrested at a protest", "performed at the
  World Cup"): "at" then places the clause at that event, and the event is the one answer,
  as "in" does with a stage of a contest ("beat X in the final", "in the second round");
  for "in"/"on", a vehicle or a part of one ("in the back of a van", "on a fishing boat"),
  which locates the subject as a place does.

The passive agent ("by") is always an argument; the prepositions outside :data:`GATED` ("for",
"to", "into", "during", "as", ...) read naturally as fronted adjuncts too and are not judged
here. Places, dates and counts are asked "where", "when" and "how many" before this check.
"""

from __future__ import annotations

from typing import Any

from hanker.synth.question_checks import Rejection

# prepositions whose fronted "what" question must ask an argument
GATED = frozenset({"in", "with", "from", "at", "on", "upon", "after", "about", "of", "behind"})

_HEADS = {
    "in": """invest participate result specialise specialize believe engage involve succeed
        persist indulge interfere intervene excel confide enrol enroll enlist immerse embroil
        entangle implicate dress clothe wrap cloak coat drench soak steep bathe abound culminate
        consist lie remain stay live trade deal share rejoice delight revel wallow bask compete
        feature star appear assist aid collaborate cooperate join publish print reflect see end
        grow rise fall keep hold trap catch help fail major qualify train vote lose lead rank
        finish interested involved engaged skilled versed steeped rooted embedded engrossed
        absorbed immersed trapped caught dressed clad wrapped covered mired embroiled implicated
        instrumental fluent lacking proficient expert rich poor active prominent successful work
        travel ride""",
    "on": """depend rely focus concentrate work insist comment elaborate reflect dwell center
        centre base build draw feed live spend impose inflict blame congratulate agree decide
        vote act report lecture speak write advise consult collaborate cooperate campaign embark
        frown prey capitalise capitalize pounce clamp hinge bank count lean touch border verge
        model pattern rule testify negotiate deliver renege default waste suck chew step sit
        serve hang weigh impact improve expand operate see broadcast air show stream appear post
        publish share sell purchase buy levy fire remark check spy eavesdrop turn crack
        crackdown based keen dependent reliant focused intent hooked fixated available release
        crack_down clamp_down carry_on go_on move_on miss_out take_on
        brief question quiz press grill""",
    "upon": """depend rely base call insist dwell impose inflict embark reflect stumble""",
    "at": """look stare gaze glance point aim target laugh smile wink shout yell scream hint
        marvel guess excel nod wave swing strike fire shoot throw hurl jab snap grab clutch peer
        rage glare frown sneer scoff balk baulk bristle chip arrive good bad skilled adept
        expert angry annoyed furious surprised shocked amazed delighted disappointed horrified
        appalled aimed targeted directed devastate devastated saddened dismayed upset""",
    "with": """deal cope charge diagnose provide supply equip arm present fill cover load pack
        replace associate compare combine blend mix merge link connect credit honour honor
        reward treat threaten meet agree disagree side collide clash interfere tamper experiment
        struggle grapple battle wrestle contend comply coincide correspond align identify
        sympathise sympathize empathise empathize familiarise familiarize acquaint flirt toy
        play help assist collaborate cooperate work partner team negotiate communicate target
        hit strike attack bombard pelt shower greet welcome receive imbue infuse inject feed
        decorate adorn furnish endow bless burden saddle plague riddle lace line stuff litter
        flood inundate swamp overwhelm impress satisfy trust entrust task infect find fit tie
        pair match share happy pleased satisfied disappointed familiar popular compatible
        consistent concerned obsessed preoccupied busy filled packed crowded lined laden fraught
        rife replete synonymous identical level equipped armed associated confronted faced
        charged diagnosed credited endowed tasked entrusted infected unhappy content comfortable
        uncomfortable involved come_up put_up catch_up keep_up do_away get_away go_ahead
        break_up split_up team_up fall_out meet_up""",
    "from": """suffer recover benefit profit withdraw resign retire emerge derive stem result
        arise differ distinguish separate borrow steal buy hear learn escape flee rescue save
        protect shield ban bar exclude expel remove release free discharge prevent stop refrain
        abstain deter dissuade evolve graduate originate hail descend date range vary transfer
        fall drop die quit exempt draw receive face take import export translate switch shift
        convert change turn sack dismiss oust omit delete eliminate disqualify suspend evacuate
        pull recruit choose select raise collect obtain get inherit seek demand expect different
        free absent immune safe distinct separate exempt far missing come break_away walk_away
        step_down stay_away back_away""",
    "about": """talk speak think worry care know learn hear read write complain argue joke laugh
        boast brag lie dream forget remember ask inquire enquire warn tell inform remind wonder
        protest campaign testify comment teach debate disagree agree agonise fret rave rant
        speculate chat sing blog tweet post educate feel bring go set concerned worried anxious
        nervous excited happy sad upset angry passionate serious curious optimistic pessimistic
        confident sure certain unsure uncertain right wrong honest open clear sceptical
        skeptical cautious careful unhappy enthusiastic go_about set_about bring_about
        brief question quiz""",
    "of": """die consist accuse convict acquit suspect rob deprive strip clear cure rid warn
        remind inform approve disapprove dream think speak talk tell hear know smell taste reek
        despair tire beware boast complain conceive partake notify assure convince persuade
        relieve cheat dispose avail afraid aware capable certain conscious critical fond full
        guilty innocent ignorant jealous proud scared sure suspicious tired typical worthy wary
        mindful supportive short devoid independent representative indicative reminiscent
        respectful sick envious ashamed confident convinced accused convicted suspected get_rid
        run_out""",
    "after": """name look take chase ask run hanker lust seek model pattern be""",
    "behind": """put throw stand get fall lag trail""",
}
_NOUNS = {
    "in": """part role interest stake hand lead investment degree career experience expertise
        training qualification belief faith confidence trust increase rise fall drop decline
        change cut share pride delight legacy mark name""",
    "on": """impact effect influence pressure emphasis focus ban sanction tax tariff attack
        strike assault raid crackdown limit cap restriction embargo view opinion stance position
        decision vote report research study book paper talk lecture work time money bet hold
        grip eye claim comment debate agreement update fire toll burden blame
        light doubt spotlight""",
    "with": """deal agreement contract relationship talk meeting link tie contact problem
        trouble issue difficulty experience help connection partnership affair dispute row clash
        fight battle war interview conversation""",
    "from": """criticism support help funding donation letter call message warning pressure
        backing permission approval advice opposition complaint resignation retirement exit
        withdrawal break escape recovery""",
    "about": """concern question fear worry doubt story book film documentary article report
        information detail joke comment debate discussion talk row warning complaint speculation""",
    "of": """sense fear charge accusation allegation use control possession loss knowledge sight
        advantage care note""",
    "at": """look glance shot attempt go aim swipe dig jab stab chance""",
}
# nouns of an event: "at" + an event answers "at what (event)" with one event
_EVENT_WORDS = """funeral protest rally demonstration ceremony event conference summit meeting festival
    concert match game tournament championship wedding party inquest hearing trial service
    show premiere reception dinner launch vigil memorial gathering celebration parade awards
    cup games olympics congress convention gala session election exhibition fair auction
    coronation race final semi-final opening"""
_EVENTS = frozenset(_EVENT_WORDS.split())
# stages of a contest: "in" one places a result in it ("beat X in the final")
_STAGES = frozenset(
    {
        *("round", "final", "semi-final", "semifinal", "quarter-final", "quarterfinal", "heat"),
        *("play-off", "playoff", "match", "game", "tie", "leg", "group", "stage", "series"),
        *("tournament", "championship", "competition", "contest", "election", "race", "cup"),
    }
)
# vehicles (and a queue): "in"/"on" one (or its back, its deck) locates the subject as a place
# does
_VEHICLES = frozenset(
    {
        *("van", "car", "vehicle", "truck", "lorry", "bus", "coach", "train", "taxi", "cab"),
        *("ambulance", "boat", "ship", "ferry", "plane", "aircraft", "jet", "helicopter"),
        *("convoy", "carriage", "wagon", "trailer", "vessel", "yacht", "dinghy", "canoe"),
        *("limousine", "motorcade", "tram", "minibus", "jeep", "raft", "submarine", "flight"),
        "queue",
    }
)
_OBJECT_DEPS = {"dobj", "attr", "nsubjpass", "oprd", "npadvmod"}


def _table(words: dict[str, str]) -> dict[str, frozenset[str]]:
    return {prep: frozenset(text.split()) for prep, text in words.items()}


HEAD_PREPS = _table(_HEADS)
NOUN_PREPS = _table(_NOUNS)


def _lemmas(token: Any) -> set[str]:
    """The token's lemma, and its word when it is an adjective or a passive participle ("is
    faced with", "was accused of"; not the active "faced the storm with courage")."""
    passive = any(c.dep_ in {"auxpass", "nsubjpass"} for c in token.children)
    if token.pos_ == "ADJ" or passive or token.dep_ in {"acomp", "amod"}:
        return {token.lemma_.lower(), token.lower_}
    return {token.lemma_.lower()}


def head_selects(head: Any, prep: str) -> bool:
    """Whether the head (a verb, participle or adjective) selects the preposition: by its
    lemma, by its lemma with a particle ("come up with"), by an adjective complement
    ("is proud of"), or by a noun it takes ("take part in")."""
    heads, nouns = HEAD_PREPS.get(prep, frozenset()), NOUN_PREPS.get(prep, frozenset())
    if _lemmas(head) & heads:
        return True
    for child in head.children:
        if child.dep_ == "prt" and f"{head.lemma_.lower()}_{child.lower_}" in heads:
            return True
        if child.dep_ in {"acomp", "xcomp"} and child.pos_ == "ADJ" and _lemmas(child) & heads:
            return True
        if child.dep_ in _OBJECT_DEPS and child.lemma_.lower() in nouns:
            return True
    return False


def _vehicle(noun: Any) -> bool:
    """A vehicle or a queue, or a part of one ("the back of a van", "the deck of a ferry")."""
    if noun.lemma_.lower() in _VEHICLES:
        return True
    of = [g for c in noun.children if c.lower_ == "of" for g in c.children if g.dep_ == "pobj"]
    return bool(of) and of[0].lemma_.lower() in _VEHICLES


def is_argument(arg: Any) -> bool:
    """Whether the prepositional phrase headed by ``arg`` is an argument its head selects (see
    the module): a passive agent, a selected preposition, or "at" with an event."""
    prep = arg.lower_
    if arg.dep_ == "agent" or prep not in GATED:
        return True
    if head_selects(arg.head, prep):
        return True
    objects = [c for c in arg.children if c.dep_ == "pobj"]
    if not objects:
        return False
    if prep in {"in", "on", "aboard"} and _vehicle(objects[0]):
        return True  # "taken to court in the back of a prison van"
    noun = objects[0].lemma_.lower()
    return (prep == "at" and noun in _EVENTS) or (prep == "in" and noun in _STAGES)


def adjunct_problem(arg: Any, asked: str) -> str:
    """ "adjunct question" when a fronted "Prep + what" would ask an adjunct, else ''."""
    if asked != "what" or arg.dep_ not in {"prep", "agent"}:
        return ""
    return "" if is_argument(arg) else "adjunct question"


def fronted_adjunct(arg: Any, phrase: str) -> Rejection | None:
    """Why the fronted wh-phrase ``phrase`` ("in what") asks an adjunct of the clause, or None
    (checked after the other clause checks, so that their more specific reasons come first)."""
    words = phrase.lower().split()
    if len(words) != 2 or words[0] != arg.lower_:
        return None
    problem = adjunct_problem(arg, words[1])
    return Rejection(problem) if problem else None
