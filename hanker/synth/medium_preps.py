"""A medium or occasion of speaking is not asked as "On what" (``template.v40``).

"The mayor spoke on a radio phone-in and said ..." asked "On what did the mayor speak? -- a
radio phone-in" reads as asking for the topic ("speak on the budget"): with a verb of
speaking, "on" + a medium or an occasion (a call, a show, the radio, a podcast, a panel) says
where the words were heard, not what they were about, and the case is left out (rejected as
``medium asked as a topic``).
"""

from __future__ import annotations

from typing import Any

from hanker.synth.question_checks import Rejection

_SPEAKING = frozenset(
    {
        *("speak", "talk", "say", "comment", "testify", "remark", "chat", "appear", "tell"),
        *("explain", "reveal", "admit", "argue", "insist", "announce", "joke", "state"),
        *("claim", "note", "add", "confirm", "deny", "discuss", "speculate", "muse", "vow"),
    }
)
_MEDIA = frozenset(
    {
        *("call", "show", "programme", "program", "radio", "television", "tv", "podcast"),
        *("panel", "air", "broadcast", "interview", "phone", "telephone", "line", "stage"),
        *("camera", "video", "livestream", "stream", "channel", "network", "episode"),
        *("segment", "airwave", "webinar", "phone-in", "broadcaster", "station", "vlog"),
        *("twitter", "facebook", "instagram", "tiktok", "youtube", "blog", "website"),
    }
)


def medium_as_topic(verb: Any, arg: Any, span: Any) -> Rejection | None:
    """``medium asked as a topic`` when the answer is the object of "on" after a verb of
    speaking and names a medium or occasion (see the module), else None."""
    if arg.dep_ != "prep" or arg.lower_ != "on" or verb.lemma_.lower() not in _SPEAKING:
        return None
    root = span.root
    if root.lemma_.lower() in _MEDIA or root.lower_ in _MEDIA:
        return Rejection("medium asked as a topic")
    return None
