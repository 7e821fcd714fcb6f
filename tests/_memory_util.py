"""A realistic memory for recall tests and the calibration bench: the traces perceivers
would write for a three-minute "quarterly budget review" talk with slides, a photo slide
(cheetah, lion), colour descriptors and scene changes; plus a second, unrelated video.

Each labelled question says which trace kind and time should answer it (None = absent:
the memory must abstain).
"""
from __future__ import annotations

from dataclasses import dataclass

from memory import Memory, Trace, Video

# (kind, t_start, t_end, text)
BUDGET_TALK = [
    ("event", 0.0, 0.0, "scene change"),
    ("ocr", 0.0, 30.0, "Quarterly Budget Review 2026"),
    ("visual", 0.0, 30.0, "mostly blue and white, bright, still"),
    ("speech", 1.0, 4.2, "Welcome to the quarterly budget review."),
    ("speech", 5.0, 9.5, "I'm Dana from finance, and I'll walk you through the numbers."),
    ("speech", 10.5, 16.0, "We have a lot to cover today, so let's get started."),
    ("event", 30.0, 30.0, "scene change"),
    ("ocr", 30.0, 60.0, "Revenue +12% Q3"),
    ("visual", 30.0, 60.0, "mostly white and green, bright, still"),
    ("speech", 31.0, 35.5, "Revenue grew twelve percent in the third quarter."),
    ("speech", 37.0, 43.0, "Most of that growth came from subscription customers in Europe."),
    ("speech", 44.0, 49.5, "Costs stayed flat, so our operating margin improved."),
    ("event", 60.0, 60.0, "scene change"),
    ("ocr", 60.0, 90.0, "Team offsite at the safari park"),
    ("visual", 60.0, 90.0, "mostly yellow and brown, bright, still"),
    ("speech", 61.0, 67.5, "Here are some photos from our team offsite at the safari park."),
    ("object", 62.0, 70.0, "cheetah"),
    ("speech", 70.0, 74.0, "Yes, that really is a cheetah, it walked right past the bus."),
    ("object", 72.0, 80.0, "lion"),
    ("event", 90.0, 90.0, "scene change"),
    ("ocr", 90.0, 120.0, "Roadmap: Launch in March"),
    ("visual", 90.0, 120.0, "mostly blue and white, bright, still"),
    ("speech", 91.0, 95.0, "Our next launch is planned for March."),
    ("speech", 96.5, 103.0, "The beta will open to a small group of customers in February."),
    ("event", 120.0, 120.0, "scene change"),
    ("ocr", 120.0, 150.0, "Hiring: 4 engineers, 2 designers"),
    ("visual", 120.0, 150.0, "mostly white and orange, bright, still"),
    ("speech", 121.0, 128.0, "Next year we plan to hire four engineers and two designers."),
    ("speech", 129.0, 134.0, "Recruiting starts in January."),
    ("event", 150.0, 150.0, "scene change"),
    ("ocr", 150.0, 180.0, "Questions?"),
    ("visual", 150.0, 180.0, "mostly dark blue, dim, still"),
    ("speech", 151.0, 155.5, "That's all from me, thank you for listening."),
    ("speech", 157.0, 161.0, "I'm happy to take any questions now."),
]

# A second video, so questions meet unrelated traces too: a short cooking clip.
COOKING_CLIP = [
    ("ocr", 0.0, 20.0, "Simple Tomato Pasta"),
    ("speech", 1.0, 5.0, "Today we are making a simple tomato pasta."),
    ("object", 8.0, 14.0, "frying pan"),
    ("speech", 8.0, 13.0, "First, heat some olive oil in a large pan."),
    ("speech", 14.0, 19.0, "Add the garlic and cook it for one minute."),
    ("visual", 0.0, 20.0, "mostly red and white, bright, moving"),
    ("event", 20.0, 20.0, "scene change"),
    ("object", 22.0, 30.0, "plate"),
    ("speech", 21.0, 26.0, "Serve it with fresh basil and parmesan."),
]


@dataclass(frozen=True)
class Case:
    question: str
    kind: str | None  # the kind of trace expected among the top citations; None = must abstain
    t: float | None = None  # a cited trace of that kind should cover this time (±2 s)
    video: str = "talk"


def video(vid: str, duration: float, name: str) -> Video:
    return Video(id=vid, name=name, path=f"/videos/{name}", content_hash=f"hash-{vid}",
                 duration=duration, width=1280, height=720, fps=30.0)


def fill(mem: Memory, vid: str, rows, *, duration: float, name: str, complete: bool = True) -> list[int]:
    mem.add_video(video(vid, duration, name))
    ids = mem.add_traces(vid, [Trace(kind, t0, t1, text) for kind, t0, t1, text in rows])
    if complete:
        mem.set_status(vid, "complete")
    return ids


def build(mem: Memory) -> None:
    fill(mem, "talk", BUDGET_TALK, duration=180.0, name="budget_review.mp4")
    fill(mem, "cook", COOKING_CLIP, duration=30.0, name="pasta.mp4")


# Questions a user would type, with what should answer them.
PRESENT = [
    Case("Welcome to the quarterly budget review", "speech", 2.0),
    Case("What did they say about revenue?", "speech", 33.0),
    Case("Revenue grew twelve percent", "speech", 33.0),
    Case("how much did sales increase?", "speech", 33.0),
    Case("What was the revenue growth in Q3?", "ocr", 40.0),
    Case("when is the next launch?", "speech", 93.0),
    Case("What was written on the roadmap slide?", "ocr", 100.0),
    Case("was there a cheetah?", "object", 65.0),
    Case("was there a big cat?", "object", 65.0),
    Case("did you see a lion?", "object", 75.0),
    Case("what was on screen at 0:40?", "ocr", 40.0),
    Case("what did they say at 1:32?", "speech", 92.0),
    Case("what colour was the background?", "visual", None),
    Case("when did the scene change?", "event", None),
    Case("how many engineers will they hire?", "speech", 124.0),
    Case("where did the team go for the offsite?", "speech", 64.0),
    Case("what happened to the margin?", "speech", 46.0),
    Case("what did they say after the slide about the roadmap?", "speech", 93.0),
    Case("what was said in the last 30 seconds?", "speech", 153.0),
    Case("what oil do you heat in the pan?", "speech", 10.0, "cook"),
    Case("what kind of pasta are they making?", "speech", 3.0, "cook"),
]

ABSENT = [
    Case("what did they say about the weather in Paris?", None),
    Case("was there a giraffe?", None),
    Case("who won the football match?", None),
    Case("what is the stock price?", None),
    Case("was there a dog?", None),
    Case("did they talk about the company picnic?", None),
    Case("which programming language do they use?", None),
    Case("what is the capital of France?", None),
    Case("what did the CEO say about the merger?", None),
    Case("how tall is the Eiffel tower?", None),
    Case("what was on screen at 5:00?", None),
]
