"""Probe -> echo ranking: every probe activates every trace; the ranking orders the evidence
and says how familiar the question is.

After MINERVA 2 (Hintzman 1984, 1988, the multiple-trace memory model): each experience
is its own trace, a probe activates trace i with a_i = s_i ** 3 (the cube keeps weak,
accidental similarities from adding up), the echo content is the activation-weighted
trace set and its intensity says whether the memory knows the probe at all. Here s_i
blends dense cosine (MiniLM) with exact word evidence from FTS5, and intensity is a
logistic on the best match, calibrated on labelled questions (bench/calibrate_recall.py),
which is what lets the answer abstain instead of inventing.
"""
from __future__ import annotations

import dataclasses
import math
import re
from collections.abc import Collection
from dataclasses import dataclass
from difflib import SequenceMatcher
from functools import lru_cache

import numpy as np

from .compounds import closed_compounds, headed_compounds, trace_vocabulary
from .glossary import names_a_place, names_people, role_definitions
from .memo import cached
from .probes import _CLAUSE, WH_ASKED, ProbeSet, is_cue_word, names_a_kind, people_described, someone_described
from .roles import (ASKERS_STATEMENT, CALENDAR, COMMONEST_VERBS, DETERMINERS, OBJECT_PRONOUNS, asks_sentences,
                    commonest_verb, holds_person, only_asking, parts_of_speech, word_forms)
from .store import Memory
from .temporal import JOINED_HERE, quoted_words
from .text import STOP_WORDS, asks_code, content_words, holds_amount, is_content_word, names_a_day, owned, words
from .types import TRACE_KINDS
from .vectors import KIND_CODE, TraceMatrix

# Probe forms that say what the whole question means; keyword probes rank but do not
# count towards familiarity (a lone word like "giraffe" sits close to every animal).
_SEMANTIC = {"question": 1.0, "topic": 1.0, "paraphrase": 0.9, "kind": 0.8}


# With no words to match and no kind asked for, what people mean by "what happened at
# 1:30" is mostly said or shown text; a bare "scene change" is the least telling.
_KIND_PRIOR = np.array([{"speech": 1.0, "ocr": 1.0, "caption": 1.0, "object": 0.9, "visual": 0.8,
                         "event": 0.7}[k] for k in TRACE_KINDS])

# Traces in free wording, which a paraphrase can match by meaning alone; labels and
# descriptors come from closed vocabularies ("tiger" sits close to "lion").
_WORDED = np.array([k in ("speech", "ocr", "caption") for k in TRACE_KINDS])


@dataclass
class RecallConfig:
    kind_boost: float = 0.25  # activation x (1 + boost) for traces of the kind a probe is worded for
    lexical_weight: float = 0.15  # share of question words a trace contains (stemmed)
    phrase_weight: float = 0.10  # a run of question words appears verbatim
    bm25_weight: float = 0.05
    agreement_weight: float = 0.35  # another kind of trace near the same time also echoes
    agreement_gap_s: float = 5.0
    neighbour_weight: float = 0.10  # same-kind trace right before/after also echoes
    neighbour_gap_s: float = 2.0
    proximity_weight: float = 0.10  # closeness to the asked-about moment
    proximity_scale_s: float = 20.0
    candidates: int = 64
    max_anchors: int = 3  # "after X" when X occurs more than once: the near-best X's tried
    anchor_tie: float = 0.9  # ... scoring at least this share of the best one
    time_tolerance_s: float = 2.0
    # intensity = sigmoid((match - familiar_at) / familiar_width); match = best semantic
    # cosine + coverage_bonus * (share of question words found) ** 2, so a partial word
    # match earns little. Calibrated on labelled questions, see the module doc.
    coverage_bonus: float = 0.30
    label_discount: float = 0.85  # semantic match to an object label that shares no word
    familiar_at: float = 0.47
    # A question naming things the memory never heard of next to things it has ("the
    # roadmap lawsuit", "the tennis tournament") is about something else: the match of a
    # trace sharing its words drops by this much times the share of named things found
    # nowhere in the searched videos.
    unknown_penalty: float = 0.3
    unknown_rank_weight: float = 1.0  # the same penalty, taken off the rank score
    sound_alike_weight: float = 0.6  # coverage of a word heard as a sound-alike (sounds.py)
    run_alike_weight: float = 0.8  # ... as part of a run of words that sounds alike
    head_penalty: float = 0.45  # ... and by this much when the unknown word heads a compound
    familiar_width: float = 0.035
    lead_margin: float = 0.1  # of match, by which a trace holding question words beats one holding none to lead
    # A trace holding a word a dictionary gives for a question word that no trace holds
    # (glossary.py: "insect" -> "mantis") is nearer in meaning by this much per such word: a
    # dictionary gives many senses, so it is evidence of meaning, not a match of words
    meaning_weight: float = 0.07
    # A paraphrase shares no word with what was said, so only its meaning can find it: a
    # worded trace sharing no question word whose cosine beats every unrelated trace (one far in
    # time, unlike it and sharing no question word either: a shared word explains its closeness)
    # by more than distinct_margin earns distinct_gain x the excess, in its match (familiarity)
    # and its score; for a wh-question naming three things or more, so does a worded trace
    # sharing some of its words (see _rank). Plain questions that name two things or more
    # only: a window has few traces, a lone thing ("was there a giraffe?") is found by its
    # name, not by a sentence about its neighbour in meaning (a cheetah), and a compound
    # with an unknown head ("the roadmap freeze") is something else however close in meaning.
    distinct_margin: float = 0.05
    distinct_gain: float = 2.5
    distinct_rank_gain: float = 1.0
    unlike_below: float = 0.8  # traces this close in meaning to the best one are repeats of it
    abstain_below: float = 0.5
    # Questions that name no content ("what was on screen at 0:40?") are as familiar as
    # the window is full: traces of the asked-for kind there, other traces, an overview.
    window_intensity: float = 0.9
    other_kind_intensity: float = 0.75
    overview_intensity: float = 0.6
    # A question naming a time and a kind of trace whose other words match nothing there
    # ("pause it at 9:13: what is on the slide?") is answered from the window, this familiar.
    asked_window_intensity: float = 0.7

    def __post_init__(self) -> None:
        for f in dataclasses.fields(self):
            v = getattr(self, f.name)
            if not (isinstance(v, (int, float)) and math.isfinite(v) and v >= 0):
                raise ValueError(f"RecallConfig.{f.name} must be a finite number >= 0, got {v!r}")
        if self.familiar_width <= 0 or self.candidates < 1 or self.max_anchors < 1:
            raise ValueError("familiar_width must be > 0, candidates and max_anchors >= 1")
        if not 0 <= self.abstain_below <= 1:
            raise ValueError(f"abstain_below must be in [0, 1], got {self.abstain_below}")


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, x))))


def _gap(m: TraceMatrix, i: np.ndarray, j: np.ndarray) -> np.ndarray:
    """Seconds between the spans of traces i and j (0 when they overlap)."""
    return np.maximum(0.0, np.maximum(m.t_start[i] - m.t_end[j], m.t_start[j] - m.t_end[i]))


def _beside(m: TraceMatrix, i: np.ndarray, j: np.ndarray, cfg: RecallConfig) -> np.ndarray:
    """Traces i and j are of one video and of two kinds, at most cfg.agreement_gap_s apart (a slide
    and what was said over it)."""
    return (m.video[i] == m.video[j]) & (m.kind[i] != m.kind[j]) & (_gap(m, i, j) <= cfg.agreement_gap_s)


@dataclass
class _Ranked:
    order: np.ndarray  # trace rows, best first
    score: np.ndarray  # (N,) final scores (-inf outside the window)
    intensity: float
    parts: dict[str, np.ndarray]  # (N,) activations shown on each echo


def _rank(memory: Memory, m: TraceMatrix, ps: ProbeSet, q: np.ndarray, cfg: RecallConfig,
          allowed: np.ndarray, focus: np.ndarray | None, *, starts: bool = False) -> _Ranked:
    """`starts`: closeness is measured from where a trace begins (what came right after
    an anchor begins as it ends; the anchor's own slide, still showing, does not)."""
    n = len(m)
    hinted = m.kind_mask(ps.kind_hints) if ps.kind_hints else np.ones(n, bool)
    prox = np.zeros(n)
    if focus is not None:
        if starts:
            dist = np.abs(m.t_start - focus)
        else:
            dist = np.maximum(0.0, np.maximum(focus - m.t_end, m.t_start - focus))
        prox = np.exp(-dist / cfg.proximity_scale_s)
    zeros = np.zeros(n)
    parts: dict[str, np.ndarray] = dict(time=prox, dense=zeros, cosine=zeros, lexical=zeros, phrase=zeros,
                                        bm25=zeros, match=zeros)

    if not ps.concepts:
        # Nothing to match by meaning ("what was on screen at 0:40?"): the traces of the
        # asked-for kind at that time, or the opening ones when no time is given.
        near = prox if focus is not None else np.exp(-m.t_start / 60.0)
        # The first kind the wording points at wins a tie ("what appeared after the chart":
        # the next slide, not the object label that begins with it).
        primary = m.kind_mask(ps.kind_hints[:1]) if ps.kind_hints else hinted
        prior = _KIND_PRIOR[m.kind] if not ps.kind_hints else np.where(primary, 1.0, np.where(hinted, 0.9, 0.5))
        score = prior * (0.5 + 0.5 * near)
        if not allowed.any() or (ps.time is None and not ps.probes):
            intensity = 0.0  # an empty window, or a "question" with no words at all
        elif ps.time is None:
            intensity = cfg.overview_intensity
        else:
            intensity = cfg.window_intensity if (allowed & hinted).any() else cfg.other_kind_intensity
        score = np.where(allowed, score, -np.inf)
        order = np.argsort(-score, kind="stable")
        return _Ranked(order[np.isfinite(score[order])], score, intensity, parts)

    sims = q @ m.vecs.T  # (P, N) cosines
    act = np.maximum(sims, 0.0) ** 3
    weights = np.array([p.weight for p in ps.probes])
    for k, p in enumerate(ps.probes):
        hint = [p.kind_hint] if p.form == "kind" else list(ps.kind_hints)
        if hint and hint[0] is not None:
            act[k] *= np.where(m.kind_mask(hint), 1.0 + cfg.kind_boost, 1.0)
    dense = (weights[:, None] * act).sum(0) / weights.sum()  # (N,)
    # A one-word topic is a keyword in disguise ("dog" sits as close to "lion" as a
    # paraphrase does to its source), so it ranks but does not count as familiarity.
    # "What colour was the giraffe's umbrella?": the colour probe finds colours in any
    # video; only the umbrella can make the question familiar.
    specific = [c for c in ps.concepts if not is_cue_word(c.word)]
    sem_rows = [k for k, p in enumerate(ps.probes)
                if p.form in _SEMANTIC and not (p.form == "topic" and len(p.text.split()) == 1)
                and not (p.form == "kind" and specific)]
    sem = (np.max(sims[sem_rows] * np.array([_SEMANTIC[ps.probes[k].form] for k in sem_rows])[:, None], 0)
           if sem_rows else np.zeros(n))

    # Lexical evidence, gathered for the candidates only (dense top-k and BM25 hits).
    terms = [w for c in ps.concepts for w in (c.word, *c.alternatives, *c.sounds)]
    bm25 = np.zeros(n)
    hits = dict(memory.search_text(terms, list(m.video_ids), limit=cfg.candidates))
    rows = m.rows_of(hits)
    bm25[rows] = [hits[int(t)] for t in m.ids[rows]]
    if bm25.max() > 0:
        bm25 /= bm25.max()
    k = min(cfg.candidates, n)
    cand = np.union1d(np.argpartition(-np.where(allowed, dense, -1.0), k - 1)[:k], np.flatnonzero(bm25 > 0))
    cand = cand[allowed[cand]]
    by_meaning = [c for c in ps.concepts if c.meant]
    for c in by_meaning:  # traces holding a word a dictionary gives for a question word are candidates too
        more = m.rows_of(dict(memory.search_text(list(c.meant), list(m.video_ids), limit=cfg.candidates)))
        cand = np.union1d(cand, more[allowed[more]])
    cand_ids = [int(t) for t in m.ids[cand]]
    # A trace holding what an unknown run of question words sounds like ("milrode" for
    # "mill road") heard it there: a whole run alike is better evidence than one word.
    heard_ids = memory.matching(list(ps.heard), cand_ids) if ps.heard else set()
    cover = np.zeros(n)
    held = np.zeros(n)  # question words a trace holds as they are
    worded = np.zeros(n, bool)  # holds a question word as it is or in another of its forms
    named = np.zeros(n, bool)  # holds a word that can name a thing (a noun, or a name the lexicon lacks)
    proper = _proper_names(ps.question)
    holds_name = np.zeros(n, bool)  # holds, or heard, a name the question spells with a capital
    name_heard = np.zeros(n, bool)  # ... only heard alike
    others = np.zeros(n)  # ... and other words of the question as they are
    name_alike = {}  # the rows holding each such name only heard alike
    holding: dict[str, np.ndarray] = {}  # the rows holding each counted word, in any of its ways
    # Words that say where to look ("the animal *photo*", "the *colour* of") are not what
    # is looked for: they count only when nothing else is named.
    counted = specific or ps.concepts
    # "who gives out the hooked blades for cutting the stems?": the words describing a thing no
    # trace names need not be found, and count neither for nor against a trace naming it otherwise
    group = _asked_of_a_group(memory, m, ps.question, ps.unknown, specific)  # looked up once, used twice
    describing = _describing(memory, m, specific, ps.question, ps.unknown, group)
    counted = [c for c in counted if c.word not in describing] or counted
    # "what did the head of logistics do before he *came* to us, and from which *town*?": a verb as
    # common as "come" names nothing (with a particle it does: "who's *taking over* the hiring plan?"),
    # and the sort asked for, held nowhere, is named otherwise ("Kindersley"); a trace naming the rest
    # ("before joining us, our head of logistics ...") lacks neither
    sort = _asked_sort(ps.question)
    unsought = sort & (ps.unknown or frozenset())
    # ... but "the hut ... has a lock on it - what's the combination?" is answered by the figures a trace
    # shows ("Grass store padlock code 6952"), however it names them: they hold the combination
    by_figures: dict[str, set[int]] = {}
    if asks_code(ps.question) and (coded := sort & {c.word for c in counted}):
        shown = {t.id for t in memory.traces_by_id(cand_ids) if holds_amount(t.text, ps.question)}
        by_figures = {w: shown for w in coded}
        unsought -= coded
    # ... nor the words of the sort of thing the asker guesses it is ("Something with big farm
    # machinery, I think": the trace may say "combine harvesters"), which rank by meaning alone
    if guess := _GUESSED_SORT.search(ps.question):
        unsought |= set(words(guess.group(1).lower()))
    # ... nor the words of the day someone joined, in the asker's words: "what did our procurement head do
    # before she came to *work* here?" of "Before joining us, our head on procurement ..."
    joined = {w for j in JOINED_HERE.finditer(ps.question) for w in words(j.group().lower())}
    plain = [c for c in counted if not (commonest_verb(c.word) and not _with_particle(c.word, ps.question))
             and c.word not in unsought and c.word not in joined]
    counted = plain if len(plain) >= 2 else counted
    # "a Waylon Jennings song": a name of several words is heard alike only where all of it is held
    # ("Jennings" heard alike as the "joining" of "Before joining us ..." is no one's name there)
    by_word = {c.word: c for c in ps.concepts}
    rest_of_name = {w: [by_word[o] for o in ws if o != w and o in by_word]
                    for ws in (words(r.lower()) for r in _named_runs(ps.question)) for w in ws}
    for c in counted:
        direct = memory.matching([c.word], cand_ids)
        if c.word in by_figures:
            direct = direct | by_figures[c.word]
        alt = memory.matching(c.alternatives, cand_ids) - direct
        by_sound = memory.matching(c.sounds, cand_ids) - direct - alt
        cover[m.rows_of(direct)] += 1.0
        held[m.rows_of(direct)] += 1
        worded[m.rows_of(direct | alt)] = True
        cover[m.rows_of(alt)] += 0.8
        cover[m.rows_of(by_sound & heard_ids)] += cfg.run_alike_weight
        cover[m.rows_of(by_sound - heard_ids)] += cfg.sound_alike_weight
        holding[c.word] = m.rows_of(direct | alt | by_sound)
        # ("what does his boy *make* his light covers out of?": a verb as common as "make" names
        # nothing, however a dictionary has "a make of car")
        # ... nor does one going on into a doing ("what *keeps* roaming onto the schoolyard?"), however
        # a castle has a keep
        if (("NOUN" in parts_of_speech(c.word) or not parts_of_speech(c.word)) and not commonest_verb(c.word)
                and not _goes_on(c.word, ps.question)):
            named[m.rows_of(direct | alt | by_sound)] = True
        if c.word in proper:
            rest_held = set(cand_ids)  # the traces holding the rest of a name of several words, in any way
            for o in rest_of_name.get(c.word, ()):
                rest_held &= memory.matching([o.word, *o.alternatives, *o.sounds], cand_ids)
            if parts_of_speech(c.word):
                # a name spelled like a dictionary word ("Anaconda", "Wolf Point") is held as a name
                # only where it is spelled so ("old road atlases" hold no "Silk Road"), and is another
                # word of the question wherever it is held ("Pelington *Gardens*"), as it was before
                # it was read as a name (so the one sentence holding "Hazard" tells of "that empty
                # building in Hazard ...", below, however little else of the question it holds)
                # (a word of a name of several, where the rest of it is held too: "Key West" holds no other
                # word of a question on "Cudjoe Key")
                others[m.rows_of(direct & rest_held)] += 1
                spelled = _spelled_as_name(memory, c.word, direct | alt | by_sound)
                direct, alt, by_sound = direct & spelled, alt & spelled, by_sound & spelled
            by_sound = by_sound & rest_held
            holds_name[m.rows_of(direct | alt | by_sound)] = True
            name_heard[m.rows_of(by_sound)] = True
            name_alike[c.word] = m.rows_of(by_sound)
        else:
            others[m.rows_of(direct)] += 1
    cover /= len(counted)
    # a trace holding the words a dictionary gives for question words no trace holds is that
    # much nearer in meaning ("the green insect" and "a praying mantis")
    meant = np.zeros(n)
    meant_rows = {c.word: m.rows_of(memory.matching(c.meant, cand_ids)) for c in by_meaning}  # used twice
    for rows in meant_rows.values():
        meant[rows] += 1.0
    sem = sem + cfg.meaning_weight * meant
    phrase = np.zeros(n)
    if ps.phrases:
        phrase[m.rows_of(memory.matching(ps.phrases, cand_ids))] = 1.0

    # Object traces are labels from a closed vocabulary: a question naming another label
    # ("a tiger" vs "lion") is a different thing however close the embeddings sit.
    sem = np.where((m.kind == KIND_CODE["object"]) & (cover == 0), sem * cfg.label_discount, sem)
    # Only traces that share words with the question are suspected of a partial match;
    # a paraphrase that shares none is judged by meaning alone.
    share = _unknown_share(memory, m, specific, ps.phrases, ps.unknown, ps.question, group)
    unknown = cfg.head_penalty if share == _HEAD_UNKNOWN else cfg.unknown_penalty * share
    yes_no = _asks_yes_no(_main_clause(ps.question))  # whether something was so is asked
    if (0 < share < _HEAD_UNKNOWN and not ps.heard and yes_no
            and any(c.word in (ps.unknown or ()) and not (c.sounds or c.alternatives or c.meant)
                    and parts_of_speech(c.word) == {"ADJ"} for c in specific)):
        # "was anyone made redundant because of the security review?": what is asked to have been
        # so (a word only ever an adjective, held nowhere, not even alike or in other words) is said
        # of nothing here; a trace naming the rest is no answer (a doing, "untangle", may be a
        # slide's "tangled" undone)
        unknown = cfg.head_penalty
    heard = np.zeros(n, bool)
    heard[m.rows_of(heard_ids)] = True
    # a trace that heard the words no trace holds is not suspected for them (another word may be
    # misheard too); in a yes/no question it still is when the others name a thing or a doing
    # that is nowhere ("move the *kittiwakes* off the town hall, or just *leave* them?":
    # "Kit-A-Wakes nesting on the town hall" says nothing of leaving them)
    still = 0.0
    if heard.any() and share == _HEAD_UNKNOWN and _asks_yes_no(ps.question):
        # (words heard alike in those traces: "dogs" is no less missing for a "decos" said elsewhere)
        alike = {c.word for c in specific if c.sounds and memory.matching(list(c.sounds), list(heard_ids))}
        rest = _unknown_share(memory, m, specific, ps.phrases, frozenset(ps.unknown or ()) - alike, ps.question)
        still = cfg.head_penalty if rest == _HEAD_UNKNOWN else 0.0
    partial = np.where(cover > 0, np.where(heard, still, unknown), 0.0)
    if share == _HEAD_UNKNOWN and not yes_no and _asks_wh(ps.question):
        # "who works the leather air bags that *keep* the coals roaring?": a trace sharing only a doing
        # of the question ("The goatskin bellows are pumped by hand to keep the charcoal white hot")
        # names nothing of what is asked, no more than one sharing no word, and is not suspected of
        # naming something else (one sharing "audit" with "the head of audit ... at Virgin Valley" is)
        acting = _acting_on(ps.question)
        suspect = np.zeros(n, bool)
        for w, rows in holding.items():
            if w not in acting:
                suspect[rows] = True
        partial = np.where(suspect, partial, 0.0)
    if 0 < share < _HEAD_UNKNOWN and by_meaning:
        # "won a singing competition" of "... once won the yodeling contest": words no trace holds
        # that a dictionary gives in a trace's words are said otherwise there, not missing from it
        # (not a word saying what is asked, "colour", nor an attribute, "visitor numbers": "nine" is
        # one of the numbers, not the one asked)
        lacking = [c.word for c in specific if c.word in (ps.unknown or ()) and c.word not in describing
                   and not is_cue_word(c.word) and c.word not in _ATTRIBUTE_HEADS]
        if lacking:
            said = np.zeros(n)
            for w in lacking:
                if w in meant_rows:
                    said[meant_rows[w]] += 1.0
                # ... and a name no trace holds, heard alike in one ("the Eureka cafe" of "the cafe in
                # Urica ... for breakfast"), is said there
                if w in name_alike:
                    said[name_alike[w]] += 1.0
            partial = partial * (1.0 - np.minimum(said, len(lacking)) / len(lacking))
    if share == _HEAD_UNKNOWN and not _YES_NO.search(ps.question):
        # "the Saltburn beach warden ... that crate" and "the beach water at Saltburn thinks the
        # fishing crate ...": a trace holding most of the words named, together, is the one
        # asked about with a word misheard or said otherwise; it lacks only its share of them
        # (not so for whether something was so: "did they say what the lobster pot had *inside*?")
        # (a day or a weekend no trace holds tells when it happens, no word of what is named: "what does our
        # sales head run classes in over in Prairie City at the weekends?" of "... teaches ... in Prairie City")
        # (... and so does the part of a day named after it: "on Tuesday *nights*")
        asked = words(ps.question.lower())
        day_parts = {b for a, b in zip(asked, asked[1:]) if names_a_day(a) and b in _DAY_PARTS}
        when = [c for c in counted if c.word in (ps.unknown or ()) and (names_a_day(c.word) or c.word in day_parts)]
        most = (held >= MIN_HELD_TOGETHER) & (held >= HELD_SHARE * (len(counted) - len(when)))
        if most.any():
            absent = ps.unknown if ps.unknown is not None else _unknown_words(memory, list(m.video_ids), specific)
            for t in memory.traces_by_id([int(i) for i in m.ids[most]]):
                if _other_head(t.text, ps.question, absent):
                    most[m.rows_of({t.id})] = False
        partial = np.where(most, cfg.unknown_penalty * (1.0 - cover), partial)
    if len(specific) >= 3 and share != _HEAD_UNKNOWN and _asks_wh(ps.question):
        # "how long did the honey farmer's shelled reptile pet manage to *live*?" shares only a
        # doing with "the beekeeper had a tortoise that lived to 106": a paraphrase, judged by meaning
        partial = np.where(named, partial, 0.0)
    match = sem + cfg.coverage_bonus * cover ** 2 - partial
    if share == _HEAD_UNKNOWN and yes_no:
        # "Did the documentation end in a buyout?": whether a thing named, part of it unheard-of,
        # was so; a trace sharing none of its words ("the supplier contract") is no answer
        match = np.where(cover > 0, match, np.minimum(match, cfg.familiar_at - cfg.familiar_width))
    # ... and ranks lower by as much: it shares words with the question, not its subject
    score = (dense + cfg.lexical_weight * cover + cfg.phrase_weight * phrase
             + cfg.bm25_weight * bm25 + cfg.proximity_weight * prox - cfg.unknown_rank_weight * partial)
    # "Did anyone say the Aldbourne pumpkin show is moving indoors?": a yes/no question naming a
    # place or person no trace holds, even as heard alike, asks whether something unheard-of was
    # so; its meaning near a trace ("the office move") is no answer (a paraphrase in common words,
    # "did the caretaker clean the ground level?", still is judged by meaning)
    # (other words of it heard alike in a trace do not make the name heard: "a friend says the cliff
    # railway at Lynmouth *shut* for good", "shut" as a "sheet" said elsewhere)
    unheard = (not worded.any() and not heard.any() and any(not parts_of_speech(c.word) and not c.sounds
                                                             for c in specific)
               and yes_no)
    # ... so is one naming a day or an event in capitalised common words that no trace holds
    # together ("Is the boatyard canteen open on New Year's Day?")
    unheard = unheard or (yes_no and not ps.heard
                          and any(not memory.search_text([run], list(m.video_ids), limit=1)
                                  for run in _named_runs(ps.question)))
    # ... and so is one naming a place or person no trace holds nor heard alike, where it names
    # something else some trace holds ("Did the Prestonsburg still end up in a museum in
    # *Louisville*?" of "... near Preston's bird found an old moonshine still": where it ended up
    # is never said)
    unheard = unheard or (yes_no and any(c.word in proper and c.word in (ps.unknown or ())
                                         and not (c.sounds or c.alternatives or c.meant) for c in specific))
    # ... and so is any question on what holds on a named day no trace names ("What are the factory
    # shop's hours on St Stephen's Day?": the shop's hours are told, not that day's)
    # (unless the day was heard alike: other words heard alike, "the factory shop's hours", say nothing of it)
    unheard = unheard or any(not memory.search_text([d.group(1)], list(m.video_ids), limit=1)
                             and not any(set(words(d.group(1).lower())) & set(words(h)) for h in ps.heard)
                             for d in _ON_A_DAY.finditer(ps.question))
    # ... and so is whether the name of a thing no trace names was said ("Did anybody mention what the
    # ballet company is called, or which city it's based in?"): a name is its own words, and a trace near
    # in meaning ("Our stage manager was born in a lift at a theatre in Odessa.") names something else
    unheard = unheard or (_ASKED_IF_SAID.match(ps.question) is not None and any(
        (thing := [w for w in words(next(g for g in t.groups() if g)) if is_content_word(w)])
        and not memory.search_text(thing, list(m.video_ids), limit=1) for t in _NAME_ASKED.finditer(ps.question)))
    candidate = np.zeros(n, bool)
    candidate[cand] = True
    in_cand = candidate
    if people_described(ps.question) is not None or (
            someone_described(ps.question) is not None and _asks_wh(ps.question)):
        # "the chap who takes the X-ray pictures - which ... route did he trek?": what is asked is told
        # of the person described ("Our radiographer ..."); a trace telling of no one ("Field trip photos
        # / Next review in January") is about something else, however near a dictionary puts its words
        # (so it is where the question after the dash opens otherwise: "... - his boy bangs on which
        # Basque folk instrument ...?" is not told by "The ... cloth ... was woven on a foot loom ...")
        in_cand = _narrowed(in_cand, _telling_of_someone(memory, m, cand, ps.question, cfg))
    if any(names_a_place(w) for w in sort):
        # "... - which town are they from?": a slide naming no place ("Trimming table / The lace is freed
        # ... by Dionisia") does not tell it, however near in meaning; what was said may hold it misheard
        in_cand = _narrowed(in_cand, ~_slides_naming_no_place(memory, m, cand))
    ruled_out = candidate & ~in_cand
    if (focus is None and len(specific) >= 2 and share != _HEAD_UNKNOWN and not unheard
            and not _one_compound(ps, specific)):
        # "the man whose job is to blow up the rocket ... - which town in Kashmir, ringed by fields of purple
        # crocuses ..., was he raised in?": a trace the question rules out (the "Kiln room" slide, naming no
        # place) is no rival to one saying a word of the asking sentence in the dictionary's words ("... grew
        # upon a saffron farm near Pamport")
        wh_of_three = len(specific) >= 3 and _asks_wh(ps.question)
        glossed = np.zeros(n, bool)
        if wh_of_three:
            for w in {w for ws in asks_sentences(ps.question) for w in ws} & set(meant_rows):
                glossed[meant_rows[w]] = True
        distinct = np.where((cover == 0) & _WORDED[m.kind],
                            _standing_out(m, sem, allowed & (cover == 0), glossed, ruled_out, cfg), 0.0)
        # "what did the shoe mender sew on the boots?" shares "boots" with "the cobbler stitched
        # new soles onto my walking boots": its other words, unknown here, are said otherwise,
        # not missing. A question asking for a part of what happened (what, where, which ...)
        # and naming three things or more is judged by meaning there too; a yes/no question
        # ("has the mayor been *sacked*?") asks whether the words it lacks are so.
        # So is a trace that holds them only as heard alike ("the tide mill" for "the tidemill"),
        # when the question's words are nowhere else.
        spread = (cover > 0) if share > 0 else heard & (cover > 0)
        # "who puts on that first dark sticky coat? she stirs the tree resin up with burnt powder ...": a
        # trace sharing none of its words stands out only above those sharing some, where they are
        # nearer in meaning ("... brushed with black sap mixed with ash"), unless it says a word of the
        # asking sentence in the dictionary's words ("who does the plaiting of the hats?" of "woven")
        sharing = allowed & (cover > 0) & _WORDED[m.kind]
        if sharing.any() and wh_of_three:
            distinct = np.where((sem > sem[sharing].max()) | glossed, distinct, 0.0)
        if spread.any() and wh_of_three:
            wide = _standing_out(m, sem, allowed, glossed, ruled_out, cfg)
            distinct = np.where(spread & _WORDED[m.kind], wide, distinct)
        # A trace holding a name the question gives, and another of its words ("under the bandstand
        # in Pennington Gardens" and "... under the band and in Pelington Gardens"), is where it is
        # said, misheard or not: a trace sharing none of its words ("Labradorite beetle walk", near
        # "what animal ... a hedgehog?" in meaning) is not trusted for standing out.
        if (holds_name & (others > 0)).any():
            distinct = np.where(cover > 0, distinct, 0.0)
        match = match + cfg.distinct_gain * distinct
        score = score + cfg.distinct_rank_gain * distinct
        parts["distinct"] = distinct
    # "what keeps settling on top of the courthouse in Whitesburg?" of "Wild turkeys keep roosting
    # on the caught house roof in white swerg": the one sentence that heard the name asked of, and
    # holds another word of the question as it is, is where it was said, however misheard the
    # rest is (what is asked, not whether something was so)
    told = name_heard & heard & (others > 0) & (partial == 0)
    # ... and so is the one sentence holding such a name as it is, with another word of the question:
    # "where did the brass players from Houghton put on that strange gig?" of "The Houghton brass
    # band gave a full recital inside an abandoned stamp mill", the rest said otherwise (not whether
    # a part of it was said, "did they say what was inside the rowing boat at Staithes?", nor when,
    # "anything on when Fenwick Road reopens?": the sentence may hold the name and not that)
    if not told.any() and not _YES_NO.search(ps.question) and not _WHEN.search(ps.question):
        told = holds_name & ~name_heard & (others > 0)
        # ... or heard alike as one word, with more of its words as they are (HEARD_NAME_BESIDE): "what's the
        # head of legal cooking up for that big summer fair in Edmundston?" of "Our head of legal fries ploys
        # for the Huawei on in Edmonton"
        told = told if told.any() else name_heard & (others >= HEARD_NAME_BESIDE)
    if told.sum() == 1 and not yes_no and _asks_wh(ps.question):
        match = np.where(told, np.maximum(match, cfg.familiar_at + cfg.familiar_width), match)
    if not yes_no and _asks_wh(ps.question) and (described := someone_described(ps.question)) is not None:
        # "the fellow at the piano who provides the music whenever the troupe practises - his lad strums
        # which Latvian folk zither ...?" of "The accompanist sun plays the carcass.": the one the question
        # describes is named there, however misheard the rest; a trace naming no one so described does
        # not tell of them, however near a dictionary puts its words ("Brick rubbing stool / ...": a brick
        # is "a good fellow")
        role = _role_named(memory, m, cand, described) & in_cand
        match = np.where(role, np.maximum(match, cfg.familiar_at + cfg.familiar_width), match)
        in_cand = _narrowed(in_cand, role)
    score = np.where(in_cand, score, -np.inf)
    best = float(match[in_cand].max()) if in_cand.any() else -1.0
    intensity = _sigmoid((best - cfg.familiar_at) / cfg.familiar_width) if in_cand.any() else 0.0
    if unheard:
        # (the yes/no question naming a name nothing holds, above) nor is a trace a dictionary puts
        # near it an answer: "Is somebody selling the Bourne clay pipes?" and "the sales pipeline"
        intensity = min(intensity, cfg.abstain_below / 2)
    parts.update(dense=dense, cosine=sem, lexical=cover, phrase=phrase, bm25=bm25, match=match, meant=meant)
    order = _rerank(m, score, cfg, parts)
    lead = int(np.flatnonzero(in_cand)[np.argmax(match[in_cand])]) if in_cand.any() else -1
    if len(order) and (match[order[0]] < cfg.familiar_at <= best or (
            # ... nor on one sharing no word with it, when one that does is much more familiar
            # ("the long table where molten grey metal gets poured ... - who does the pouring?":
            # the "Pipe metal shop / Tin sheets are cast by ..." slide, not a sentence near in meaning)
            cover[order[0]] == 0 and cover[lead] > 0 and match[lead] >= match[order[0]] + cfg.lead_margin)):
        # The trace that makes the question familiar leads: an answer never rests on an echo
        # the question is unfamiliar to while citing it second.
        order = np.concatenate([[lead], order[order != lead]])
    return _Ranked(order, score, intensity, parts)


# cosine of a description of someone to a dictionary's definition of a role: "the fellow at the piano who
# provides the music whenever the troupe practises" and "accompanist: a person who provides musical
# accompaniment (usually on a piano)" 0.65; "the one who hands out cards in the game of twenty-one" and
# "dealer: the person who distributes the playing cards in a card game" 0.61, "winner: a gambler who wins a bet" 0.44
ROLE_AT = 0.5
ROLE_MARGIN = 0.1  # ... above every other role the traces name
_SUBJECT_WORDS = 4  # words at most before the one naming whom a sentence tells of ("Our night shift lab *technician*")
_ROLE_VECS: dict[tuple[str, str], np.ndarray] = {}  # "word: definition" embeddings of a word, by embedder


def _role_named(memory: Memory, m: TraceMatrix, rows: np.ndarray, described: str) -> np.ndarray:
    """The `rows` naming the role of someone `described` (probes.someone_described): of the words the
    traces name people by, the one a dictionary defines nearest the description in meaning, at ROLE_AT
    or more and ROLE_MARGIN above any other."""
    out = np.zeros(len(m), bool)
    if not len(rows):
        return out
    fingerprint = (len(m), int(m.ids.max()))
    roles: dict[str, tuple[str, ...]] = cached(
        ("roles", str(memory.path), m.video_ids, fingerprint),
        lambda: {w: d for w in trace_vocabulary(memory, m.video_ids, fingerprint) if (d := role_definitions(w))})
    if not roles:
        return out
    name = getattr(memory.embedder, "name", "")
    if missing := [w for w in roles if (name, w) not in _ROLE_VECS]:
        vecs = memory.embedder.encode([f"{w}: {d}" for w in missing for d in roles[w]])
        at = 0
        for w in missing:
            _ROLE_VECS[(name, w)] = vecs[at: at + len(roles[w])]
            at += len(roles[w])
    vec = _described_vec(memory.embedder, described)
    near = {w: float((_ROLE_VECS[(name, w)] @ vec).max()) for w in roles}
    best = max(near, key=near.__getitem__)
    # (another form of the word, "guides" of "guide", is the same role)
    rivals = [s for w, s in near.items() if roles[w] != roles[best]]
    if near[best] < ROLE_AT or (rivals and near[best] - max(rivals) < ROLE_MARGIN):
        return out
    named = {w for w in roles if roles[w] == roles[best]}
    holding = memory.traces_by_id(sorted(memory.matching(sorted(named), [int(i) for i in m.ids[rows]])))
    out[m.rows_of({t.id for t in holding if _told_of(t.text, named)})] = True
    return out


@lru_cache(maxsize=64)  # (one question's rankings ask it more than once)
def _described_vec(embedder, described: str) -> np.ndarray:
    return embedder.encode([described])[0]


def _told_of(text: str, named: set[str]) -> bool:
    """A line or sentence of `text` is told of someone `named` as its subject: only determiners and
    words naming things come before the word ("Our lighting *designer* grew up ...", "The *accompanist*
    sun plays ..."), not one naming whom it was made by ("The crystal vase ... was blown by a *glassmaker*
    in Orrefors") or what someone is ("... husband is a three-time *winner* ...")."""
    for line in _LINES.split(text):
        ws = words(line)
        for i, w in enumerate(ws):
            if w in named and i <= _SUBJECT_WORDS and all(
                    v in DETERMINERS or (v not in STOP_WORDS and parts_of_speech(v) != {"VERB"}) for v in ws[:i]):
                return True
    return False


def _narrowed(in_cand: np.ndarray, keep: np.ndarray) -> np.ndarray:
    """The candidates `keep` holds, where it holds any; else all of them (the question is judged as before)."""
    kept = in_cand & keep
    return kept if kept.any() else in_cand


def _telling_of_someone(memory: Memory, m: TraceMatrix, rows: np.ndarray, question: str,
                        cfg: RecallConfig) -> np.ndarray:
    """The `rows` naming someone the question does not (roles.holds_person, or a word a dictionary
    gives for people: "our head *midwife*"), or beside one that does (a slide and what was said over it)."""
    texts = memory.traces_by_id([int(i) for i in m.ids[rows]])
    asked = set(words(question))
    person = np.zeros(len(m), bool)
    person[m.rows_of([t.id for t in texts if holds_person(t.text, question) or any(
        w not in asked and names_people(w) for w in words(t.text))])] = True
    told = person.copy()
    if person.any() and len(rows):
        told[rows[_beside(m, rows[:, None], np.flatnonzero(person)[None, :], cfg).any(1)]] = True
    return told


# "made in Luque", "for gift shops in Encarnacion": a name after a word of place
_LINES = re.compile(r"[/.?!]")  # a slide's lines, and the sentences of a line ("Owner: Lena" opens with "Owner")
_IN_A_PLACE = re.compile(r"\b(?:in|at|from|near|outside|around|across|into|to)\s+(?:the\s+)?([A-Z][\w'’-]+)")


def names_no_place(text: str) -> bool:
    """A slide naming no place: no name after a word of place ("made in Luque"; "in May" is a month),
    and no line opening with a word the lexicon lacks ("Ushguli defence tower roofers")."""
    if any(p.group(1).lower() not in CALENDAR for p in _IN_A_PLACE.finditer(text)):
        return False
    opening = [ws[0] for line in _LINES.split(text) if (ws := words(line.lower()))]
    return not any(is_content_word(w) and not parts_of_speech(w) for w in opening)


def _slides_naming_no_place(memory: Memory, m: TraceMatrix, rows: np.ndarray) -> np.ndarray:
    """The `rows` that are slides naming no place (names_no_place)."""
    out = np.zeros(len(m), bool)
    slides = rows[m.kind[rows] == KIND_CODE["ocr"]]
    texts = memory.traces_by_id([int(i) for i in m.ids[slides]])
    out[m.rows_of({t.id for t in texts if names_no_place(t.text)})] = True
    return out


def _standing_out(m: TraceMatrix, sem: np.ndarray, field: np.ndarray, glossed: np.ndarray, ruled_out: np.ndarray,
                  cfg: RecallConfig) -> np.ndarray:
    """_distinctness over `field`; for the `glossed` rows, the `ruled_out` ones are no rivals."""
    out = _distinctness(m, sem, field, cfg)
    if (glossed & field).any() and (ruled_out & field).any():
        out = np.where(glossed, _distinctness(m, sem, field & ~ruled_out, cfg), out)
    return out


def _distinctness(m: TraceMatrix, sem: np.ndarray, allowed: np.ndarray, cfg: RecallConfig) -> np.ndarray:
    """How far each trace's meaning match rises above the best unrelated trace, less the
    margin (0 where it does not): the best match, and its repeats, when it stands out."""
    rows = np.flatnonzero(allowed)
    if len(rows) < 2:
        return np.zeros(len(m))
    best = rows[np.argmax(sem[rows])]
    unlike = (allowed & (_gap(m, np.arange(len(m)), np.array([best])) > cfg.agreement_gap_s)
              & (m.vecs @ m.vecs[best] < cfg.unlike_below))
    if not unlike.any():
        return np.zeros(len(m))
    ref = float(sem[unlike].max())
    return np.where(allowed, np.maximum(0.0, sem - ref - cfg.distinct_margin), 0.0)


# A question asking for a part of what happened rather than whether it happened.
# ("anything new at the Wolf Point drive-in?": what is new there)
_ASKS_WH = re.compile(r"\b(?:what|which|who|whom|whose|where|when|why|how|anything\s+new)\b", re.IGNORECASE)
# Words after which "when" and "where" ask ("did they say when ...", "any idea where ..."); after
# others they open a clause of what is asked ("do they head out only when the tide's right?")
_WH_LEADS = frozenset("say says said tell tells told know knows knew mention mentions mentioned remember recall "
                      "wonder wondering ask asks asked explain explains explained confirm confirmed announce "
                      "announced decide decided idea sure clear see saw about on to from until till since by "
                      "show showed shown note noted and or but so exactly roughly just".split())
# "out" leads only after a verb of learning ("find out when"; "do they go out when it rains?" asks
# whether)
_FINDING_OUT = frozenset("find finds found finding figure figured work worked check checked suss sussed".split())


def _asks_wh(question: str) -> bool:
    """A question asking for a part of what happened (what, which, who, where, when ...)."""
    for m in _ASKS_WH.finditer(question):
        prev = re.search(r"(?:([A-Za-z'’]+)\s+)?([A-Za-z'’]+)\s+$", question[: m.start()])
        lead = prev and (prev.group(2).lower() in _WH_LEADS or (
            prev.group(2).lower() == "out" and (prev.group(1) or "").lower() in _FINDING_OUT))
        last = not re.search(r"[A-Za-z]", question[m.end():].split("?")[0])  # "... head out when?"
        if m.group(0).lower() in ("when", "where") and prev and not lead and not last:
            continue  # "... every weekend or only when the tide's right?": when, not asked
        return True
    return False


# A question asking whether something happened: "has the mayor been sacked?", and "X - any
# complaints from staff about it?": whether there were any (not "any news on X?", "any idea ...":
# asking whether X was told of at all)
_YES_NO = re.compile(r"(?:^|[:.?!]\s+|\s[-–—]\s+)(?:did|has|have|had|is|was|were|are|does|do|can|could|will|would|"
                     r"any(?=\s+(?!(?:idea|chance|clue|luck|way|news|word|mention|sign|update|info|information|"
                     r"details?|thoughts?|hint|indication|more|other|of|one|time|point)\b)[a-z]))\b", re.IGNORECASE)
# "anything on when Fenwick Road reopens?": a time asked for, wherever "when" stands
_WHEN = re.compile(r"\bwhen\b", re.IGNORECASE)
_HEAD_UNKNOWN = 2.0  # not a share: the marker of an unknown compound head
_CLEFT_CHOICE = re.compile(r"\b(?:was|is|were|are)\s+it\s+[^?.!]+?\s+or\s+[^?.!]+?\s+(?:that|which|who)\b",
                           re.IGNORECASE)


# "Were customers ever asked *what* they make of it?": a wh-word after a verb of asking opens a
# clause the yes/no question holds, not the question itself (unlike "did they say what you get?",
# "do we know what?", which ask what)
_EMBEDDED_WH = re.compile(r"\b(?:ask|asked|asking)\s+(?:us\s+|anyone\s+|them\s+)?"
                          r"(?=(?:what|which|who|whom|whose|where|when|why|how)\b)", re.IGNORECASE)


_SENTENCE_START = re.compile(r"(?:^|[.!?:;]\s+|\s[-–—]+\s+)[\"'‘“(]*\w+")


def _proper_names(question: str) -> frozenset[str]:
    """The words a question spells with a capital, not opening a sentence ("Pennington" in "under
    the bandstand in Pennington Gardens"): names of places and people, dictionary words too ("that
    old building in Anaconda": a town, not a snake); not a day or a month ("on Tuesday nights"),
    which is a word like any other."""
    opening = {m.end() for m in _SENTENCE_START.finditer(question)}
    return frozenset(m.group(0).lower() for m in re.finditer(r"\b[A-Z][a-z]+\b", question)
                     if m.end() not in opening and m.group(0).lower() not in CALENDAR)


def _spelled_as_name(memory: Memory, word: str, ids: set[int]) -> set[int]:
    """The traces among `ids` that spell `word` with a capital, as a name is spelled."""
    if not ids:
        return ids
    name = re.compile(rf"\b{re.escape(word[:1].upper() + word[1:])}\b")
    return {t.id for t in memory.traces_by_id(sorted(ids)) if name.search(t.text)}


# whether something was said is asked ("Did anybody mention ...", "has the speaker told us ...")
_ASKED_IF_SAID = re.compile(r"\s*(?:did|has|have|had)\s+(?:\w+\s+){1,2}?"
                            r"(?:mention|say|said|tell|told|give|gave|name)\b", re.IGNORECASE)
# the thing whose name is asked: "what the ballet company is called", "the submarine's name", "the name of the choir"
_NAME_ASKED = re.compile(r"\bwhat\s+((?:the|this|that|their|its|our)\s+[\w\s-]+?)\s+(?:is|was|are|were|gets)\s+called\b"
                         r"|\b((?:the|this|that|their|its|our)\s+[\w-]+(?:\s+[\w-]+)?)['’]s\s+(?:name|title)\b"
                         r"|\b(?:name|title)\s+of\s+((?:the|this|that|their|its|our)\s+[\w-]+(?:\s+[\w-]+)?)\b",
                         re.IGNORECASE)
_DAY_PARTS = frozenset("night nights evening evenings morning mornings afternoon afternoons".split())
_ON_A_DAY = re.compile(r"\bon\s+((?:[A-Z][a-z]+(?:'s)?\s+)+(?:Day|Eve|Monday|Sunday|Night))\b")


def _named_runs(question: str) -> list[str]:
    """Runs of two words or more that a question spells with capitals, not opening a sentence
    ("New Year's Day", "the Feast of the Redeemer"): the name of one thing."""
    opening = {m.end() for m in _SENTENCE_START.finditer(question)}
    runs = []
    for m in re.finditer(r"\b[A-Z][a-z]+(?:'s)?(?:\s+(?:of\s+(?:the\s+)?)?[A-Z][a-z]+(?:'s)?)+\b", question):
        ws = m.group(0).split()
        if m.start() + len(ws[0]) in opening:
            ws = ws[1:]  # "Did Robin Hood's Bay ...": the sentence's first word
        if len(ws) >= 2:
            runs.append(" ".join(ws))
    return runs


def _main_clause(question: str) -> str:
    """The question up to a clause it holds after a verb of asking ("Were customers ever asked |
    what they make of the pricing?")."""
    m = _EMBEDDED_WH.search(question)
    return question[: m.end()] if m else question


# "does someone make replacements?", "does anybody do repairs?": whether anyone does a thing as a
# rule, and what
_WHO_DOES_IT = re.compile(r"\b(?:does|do)\s+(?:someone|somebody|anyone|anybody)\s+([a-z]+)[^?.!;]*", re.IGNORECASE)


def _asks_yes_no(question: str) -> bool:
    """A yes/no question ("has the mayor been sacked?", "X - did they say ..."), not one asking
    for a part of what happened, nor a choice ("was it A or B that he singed?" asks which)."""
    return bool(_YES_NO.search(question)) and not _asks_wh(question) and not _CLEFT_CHOICE.search(question)


_SAY_WHETHER = re.compile(r"\b(?:say|said|mention|mentioned|tell|told|confirm|confirmed|state|stated)\s+"
                          r"(?:whether|if)\b"
                          # "... ever play weddings, or did that not come up?"
                          r"|\bor\s+(?:did|was|is|has|does)(?:n't\s+(?:that|it|this)|\s+(?:that|it|this)\s+not)\s+"
                          r"(?:come\s+up|get\s+mentioned|mentioned|said|covered|discussed)\b", re.IGNORECASE)
# "Who's sponsoring ...": the doing of the person asked for (also asked whether it was said: "Was
# it said who'll be signing off on X?")
_WHO_DOING = re.compile(r"(?:^|[.?!:;,–—-]\s*|\b(?:say|said|mention|mentioned|tell|told|explain|explained)\s+(?:us\s+)?)"
                        r"who(?:['’]s|['’]ll\s+be|\s+will\s+be|\s+is|\s+was|\s+are|\s+were)\s+"
                        r"(?!(?:doing|going|getting|having|being)\b)([a-z]+ing)\b", re.IGNORECASE)
# "Did they say what ...", "has anyone mentioned who ...": whether a part of something was said
_SAID_WH = re.compile(r"\b(?:did|does|do|has|have|had|was|were|is)\b[^?.!]*?\b(?:say|said|mention|mentioned|tell|told|"
                      r"read\s+out|explain|explained)\s+(?:us\s+)?(?:what|who|whose|where|how|which|why)\b",
                      re.IGNORECASE)
_PAST_FORMS = frozenset("kept shown seen made held done given taken left found told said put set sent built bought "
                        "brought caught taught thought worn torn won lost paid sold spent meant known grown drawn "
                        "written spoken chosen stolen hidden driven ridden came went grew fell rose drove took "
                        "gave ate saw began ran led became broke chose spoke wrote woke drew flew knew threw "
                        "met stood".split())
# Base forms that end a run of content words as its verb ("where did the team go?").
_COMMON_VERBS = frozenset("go come get make take give see look happen start begin end finish work use need want "
                          "keep leave put run move open close meet buy sell pay win lose change grow fall rise "
                          "stay live eat drink sleep play stand sit wait turn try help bring send build find "
                          "know think feel cost mean last arrive return increase decrease drop improve double triple "
                          "expand shrink decline climb".split())


# Heads that ask for a property of the thing before them, not for another thing ("the
# revenue growth", "the launch date"): they may go unsaid while the question is answerable.
_WORK_HEADS = frozenset("job jobs work works".split())  # "the roof job": work on the roof, no thing of its own
_ATTRIBUTE_HEADS = frozenset("date dates day days year years month months time figure figures number numbers amount "
                             "amounts total totals price prices cost costs value values name names result results "
                             "status detail details growth size rate rates percentage share count score level "
                             "levels location place address schedule plan plans update updates progress owner "
                             "summary morning mornings afternoon afternoons evening evenings night nights week weeks "
                             "weekend weekends "
                             # ... or for the people of it ("the millinery people", "the gamelan group")
                             "people folk folks lot crowd gang group groups "
                             # ... or for who does it ("who's on custard duty?")
                             "duty duties rota shift shifts role roles "
                             # ... or for the times it is done ("the miso making sessions")
                             "session sessions".split())


NAMING_KINDS = tuple(k for k in TRACE_KINDS if k not in ("visual", "event"))  # the kinds of trace that name things

_MODIFIERS = frozenset("new old big small large little long short high low early late young first last next other "
                       "same different good bad best worst great main whole own latest recent current former "
                       "extra spare free full empty".split())
# Whom a doing is for or by, naming nobody in particular ("does somebody untangle that for *people*?")
_ANYBODY = frozenset("people person persons folk folks others guys".split())


def _verb_like(word: str) -> bool:
    return (word.endswith("ed") or word in _PAST_FORMS or word in _COMMON_VERBS
            or (word.endswith("ing") and parts_of_speech(word) == {"VERB"}))


_SUBJECTS = frozenset("i we you they he she".split())


def _acting_on(question: str) -> set[str]:
    """Words of the question that can be verbs and are followed by a determiner: verbs
    acting on what follows ("the restorer *handling* the gold powder")."""
    ws = words(question)
    # ... or by what it acts on: "does somebody at bandoneon practice *lend* them out?"
    return ({w for w, nxt in zip(ws, ws[1:]) if (nxt in DETERMINERS or nxt in OBJECT_PRONOUNS)
             and "VERB" in parts_of_speech(w)}
            # "... because I *play* folk stuff myself": a word after a subject pronoun
            | {w for prev, w in zip(ws, ws[1:]) if prev in _SUBJECTS and "VERB" in parts_of_speech(w)})


# words placing one thing by another: no compound runs across them
_PLACED = frozenset("near beside beneath underneath alongside among amongst amid onto towards toward around".split())
# verbs taking a doing after them ("keeps fighting", "starts singing")
_GOING_ON = frozenset("keep keeps start starts stop stops begin begins finish finishes quit quits avoid avoids "
                      "enjoy enjoys love loves hate hates".split())


def _going_on_into(word: str, nxt: str) -> bool:
    """A verb going on into the doing after it ("keeps fighting", "starts singing")."""
    return word in _GOING_ON and nxt.endswith("ing") and parts_of_speech(nxt) == {"VERB"}


def _goes_on(word: str, question: str) -> bool:
    """A verb going on into a doing in the question ("keeps getting shut")."""
    return any(_going_on_into(word, nxt) for nxt in re.findall(rf"\b{re.escape(word)}\s+([a-z]+)", question.lower()))


def _split_at_verbs(ws: list[str], verbs: set[str] = frozenset()) -> list[list[str]]:
    """Runs of words between past forms ("our IT manager *placed* second") and `verbs`; a base
    form or an -ing form may name a thing there ("the office move retreat", "the steering
    committee")."""
    runs: list[list[str]] = [[]]
    for prev, w, nxt in zip(["", *ws], ws, [*ws[1:], ""]):
        # "my kefir grains *keep* dying": a common verb after a plural is its verb
        plural_subject = prev.endswith("s") and not prev.endswith("ss") and w in _COMMON_VERBS
        # ... as is one going on into a doing ("which bird *keeps* fighting"; not "the *steering* committee")
        going_on = _going_on_into(w, nxt)
        if w.endswith("ed") or w in _PAST_FORMS or w in verbs or plural_subject or going_on:
            runs.append([])
        elif nxt and parts_of_speech(w) == {"ADV"}:
            runs.append([])  # a word that is only an adverb ("got *across* Buttermere") names nothing with the next
        elif w in _PLACED or (w == "round" and prev and prev not in DETERMINERS
                              and "ADJ" not in parts_of_speech(prev)):
            runs.append([])  # "the rancher *near* Shaunavon" is a rancher, not a sort of Shaunavon
            # (nor is "the bypass *round* town" a sort of town; "the floppy round caps" are caps)
        else:
            runs[-1].append(w)
    return [r for r in runs if r]


_PARTICLES = r"off|up|out|away|down|back"
_OVER_WHAT = r"\s+over\s+(?:" + "|".join(sorted(DETERMINERS)) + r")\b"  # "hand over the money"


def _with_particle(word: str, question: str) -> bool:
    """A verb with its particle: "kick off", "fix up", "spill over", "hand over the money" (not
    "the sign over the door": a word after a determiner names a thing)."""
    q = question.lower()
    # ("when the river *spills over*?": "over" ending its clause)
    return bool(re.search(rf"\b{re.escape(word)}\s+(?:(?:{_PARTICLES})\b|over\s*(?:[?.!,;:]|$))", q)) or any(
        before not in DETERMINERS for before in re.findall(
            rf"(?:^|\b([a-z]+)\s+){re.escape(word)}{_OVER_WHAT}", q))


# words telling where a thing is ("the shawls hanging *by* the door")
_WHERE = frozenset("by on in at near beside behind under over above against along across".split())


def _placed_by(word: str, question: str) -> bool:
    """A doing after things, telling where they are: "those fluffy wraps *hanging* by the door",
    "the jars sitting on the shelf" (not "the horse riding at Aintree": one horse, one sport)."""
    if not word.endswith("ing") or "VERB" not in parts_of_speech(word):
        return False
    return any(before.endswith("s") and not before.endswith("ss") and nxt in _WHERE
               for before, nxt in re.findall(rf"\b([a-z]+)\s+{re.escape(word)}\s+([a-z]+)", question.lower()))


def _particle_of_a_verb(word: str, question: str) -> bool:
    """The particle of a verb, asked about with it: "back" in "what did he *play back* in his
    cruise ship days?"."""
    if not re.fullmatch(_PARTICLES, word):
        return False
    # not a noun's first word: "the code review *away day*"
    pairs = re.findall(rf"\b([a-z]+)\s+{word}(?:\s+([a-z]+))?", question.lower())
    return any("VERB" in parts_of_speech(b) and b not in STOP_WORDS and (not nxt or nxt in STOP_WORDS)
               for b, nxt in pairs)


_VAGUE = frozenset("some something".split())
# "those *odd* black hats": what the asker found strange, and describes in words of their own
_ODD = frozenset("odd weird strange peculiar funny".split())
_POINTING = frozenset("the this that these those".split())
_SORT_OF = frozenset("kind sort type".split())
MAX_DESCRIBED = 3  # words of "some medieval siege machine" after "some"
# "... before he came to us? Something with big farm machinery, I think": the sort of thing the
# asker guesses the answer is, after the question; or before asking more of it ("? something in the
# wilderness hauling boats about, and from which place?")
_GUESSED_SORT = re.compile(r"\?\s+(?:maybe\s+|probably\s+|perhaps\s+)?some(?:thing|one|body|where)\s+([^?!.,]{1,60}?)"
                           r"(?:,?\s+i\s+(?:think|reckon|guess|suspect|imagine|believe|gather)\b|,\s+and\b|\s*$)",
                           re.IGNORECASE)


def _described(question: str, odd: bool = False) -> set[str]:
    """Words describing what the asker cannot name: "some medieval siege machine", "something
    small and old"; with `odd`, also what they found strange: "those odd black hats". The trace
    may name the thing itself ("trebuchet", "spiky felt hats") and none of them."""
    ws = words(question)
    out: set[str] = set()
    for i, w in enumerate(ws):
        if odd and w in _ODD and i and ws[i - 1] in _POINTING:
            w = "some"  # read as "some black hats"
        elif w not in _VAGUE:
            continue
        rest = ws[i + 1:]
        if w == "some" and len(rest) >= 2 and rest[0] in _SORT_OF and rest[1] == "of":
            rest = rest[2:]  # "some kind of award"
        run: list[str] = []
        for nxt in rest:
            if w == "something" and nxt != "and" and "ADJ" not in parts_of_speech(nxt):
                break  # "something old and rusty", not "something dug out of a bog"
            if w == "some" and nxt == "and" and run and "ADJ" in parts_of_speech(run[-1]):
                run.append(nxt)  # "some instrument, big *and* brassy"
                continue
            if w == "some" and (not is_content_word(nxt) or (_verb_like(nxt) and not nxt.endswith("ing"))):
                break  # "some land measurer *found* ..."
            run.append(nxt)
            if len(run) - run.count("and") == MAX_DESCRIBED:
                break
        out.update(x for x in run if x != "and")
    return out


SORT_WORDS = 3  # nouns naming the sort asked for ("which mountain village")
# "which *birds* have nested ...", "what was that *animal* found ...": the sort of thing asked for
_ASKED_SORT = re.compile(r"\b(?:what|which)(?:(?:\s+(?:was|were|is|are)|['’]s)\s+(?:that|those|the|this|these))?\s+"
                         r"(?:(?:kind|sort|type)s?\s+of\s+)?([a-z]+)", re.IGNORECASE)


def _asked_sort(question: str) -> set[str]:
    """The nouns naming what a wh-question asks for: the trace names the thing ("a Patagonian
    mara", "great white egrets", "Bikaner"), seldom its sort ("animal", "birds", "which desert
    city"); none for another question."""
    if not _asks_wh(question):
        return set()
    sort: set[str] = set()
    for a in _ASKED_SORT.finditer(question):
        # (after the first, lower-case words only: a name is no sort, "which old *Silk Road* trading city")
        after = [w if w.islower() else "" for w in re.findall(r"[^\W\d_]+", question[a.end():])[: SORT_WORDS - 1]]
        for i, w in enumerate([a.group(1).lower(), *after]):
            if not (is_content_word(w) and "NOUN" in parts_of_speech(w) and not _verb_like(w) and not names_a_kind(w)):
                break  # ("which creature pictured?" asks for a kind of trace: echo._hop)
            if i and (commonest_verb(w) or _goes_on(w, question)):
                break  # "which road *keeps* getting shut"
            sort.add(w)
    return sort


def _names_a_thing(word: str, question: str) -> bool:
    """The word can be a noun here: not an adverb ("away") nor a verb with its particle ("kick off")."""
    parts = parts_of_speech(word)
    if parts and "NOUN" not in parts:
        return False
    return not _with_particle(word, question)


def _sort_of(word: str, known: dict[str, bool], question: str) -> bool:
    """An adjective right before a noun some trace holds, naming a sort of it ("a *judicial* review")."""
    return "ADJ" in parts_of_speech(word) and any(
        known[k] and k != word and _names_a_thing(k, question) and _adjacent([word, k], question) for k in known)


def _adjacent(pair: list[str], question: str) -> bool:
    """The two words stand side by side in the question ("friday, ha" do not)."""
    return bool(re.search(rf"\b{re.escape(pair[0])}(?:'s)?\s+{re.escape(pair[1])}\b", question.lower()))


SAID_OTHERWISE_AT = 0.6  # cosine of two words' embeddings: "lending" and "loaned" 0.64, "resign" and "retire" 0.50
_MAX_TRACES_SAID_OTHERWISE = 10


_CLAUSE_VERBS = frozenset("is are was were be been has have had gets got do does did".split())
# Stop words ("sort of", "get to") that are doings too: "the trays we *sort* our finds into"
_DOING_STOP_WORDS = frozenset("sort get".split())


def _one_compound(ps: ProbeSet, specific: list) -> bool:
    """The words named stand together as one compound ("the reed cutter's scythe - slide on screen
    at the time?"): one thing named, found by its name, not by a trace near it in meaning
    ("Thingeyri blacksmith guild"). (A wh-question may ask of the thing in other words: "Saltaire's
    old rope-making place - what's going in there?", said as "the rope works".)"""
    named = {c.word for c in specific}
    return not _asks_wh(ps.question) and any(named <= {owned(w) for w in words(p.lower())} for p in ps.phrases)


def _told_after(question: str) -> set[str]:
    """The content words of what the asker tells after a wh-question, asking nothing more: "- who
    does the wrapping? *apparently one went to a palace in the Gulf*". Their own account, which an
    answer need not hold."""
    asked, mark, told = question.partition("?")
    if not mark or "?" in told or not _asks_wh(asked + mark):
        return set()
    return {w for w in words(told.lower()) if is_content_word(w)}


_PLACE_WORDS = 4  # content words at most naming the place a question opens with, before "where"


_ASIDE_CLAUSE = re.compile(r",\s+(?:where|whose|which|who|when)\s+([^,?!.;]+),", re.IGNORECASE)


def _relative_clause(question: str) -> set[str]:
    """Content words of a thing described by what someone does with it: "those *lights you
    strap to your forehead*", "the *stuff that they spray on*". A trace names the thing
    ("head torches"), not what the asker says of it; so does a clause set off by commas ("which little
    Hudson River town, *where Teddy Roosevelt heard ... that he'd become president*, keeps flooding?")
    of what comes before it."""
    out = {w for c in _ASIDE_CLAUSE.finditer(question) for w in words(c.group(1)) if is_content_word(w)}
    for sentence in re.split(r"[.?!;:]+|\s[-–—]+\s", question.lower()):
        ws = words(sentence)
        for i in range(1, len(ws) - 1):
            at = i - 2 if ws[i - 1] in ("that", "which") and i >= 2 else i - 1
            thing = ws[at]
            # (not a verb after its own subject: "I *thought* I heard the garland day was off")
            if (ws[i] in _SUBJECTS and "NOUN" in parts_of_speech(thing) and is_content_word(thing)
                    and not (at and ws[at - 1] in _SUBJECTS)
                    and "VERB" in parts_of_speech(ws[i + 1])
                    and (ws[i + 1] not in STOP_WORDS or ws[i + 1] in _DOING_STOP_WORDS)):
                out |= {thing, ws[i + 1]} | _clause_words(ws[i + 2:])
                break
            # "the bench *where cracked old wall pictures get pieced back together* - who mends
            # them?": a place described by what is done there
            # (opening the question: "the door where they meet" of "what gets you through ..."
            # is somewhere else)
            if (ws[i] == "where" and ws[0] in DETERMINERS and i <= _PLACE_WORDS
                    and all(is_content_word(w) for w in ws[1:i]) and "NOUN" in parts_of_speech(thing)):
                # (named by all its words: "the *back room* where they keep the dried fibre" may be
                # the slide's "straw store")
                out |= set(ws[1:i]) | {w for w in ws[i + 1:] if is_content_word(w)}
                break
    return out


def _clause_words(ws: list[str], *, to_function_word: bool = False) -> set[str]:
    """The content words of a describing clause, up to a verb of the asker's own clause ("the boat
    you hire *kept* at the quay") or, `to_function_word`, a function word other than a determiner
    ("the blades for cutting the stems *at* the hedge")."""
    out: set[str] = set()
    for w in ws:
        if (w in _CLAUSE_VERBS or w.endswith("ed") or w in _PAST_FORMS
                or (to_function_word and w in STOP_WORDS and w not in DETERMINERS)):
            break
        if is_content_word(w):
            out.add(w)
    return out


_FOR_DOING = re.compile(r"\bfor\s+[a-z]+ing\b", re.IGNORECASE)


def _described_by_use(question: str, unknown: Collection[str]) -> set[str]:
    """Content words of a thing no trace names, described by what it is for: "the hooked blades
    *for cutting the stems*". A trace names it ("billhooks"); the words describing it need not be
    there ("the budget for hiring interns" is about the budget, and interns must be found)."""
    out: set[str] = set()
    for sentence in re.split(r"[.?!;:]+|\s[-–—]+\s", question.lower()):
        ws = words(sentence)
        for i in range(1, len(ws) - 1):
            thing, verb = ws[i - 1], ws[i + 1]
            # (a doing, not a noun: "a phone number for *marketing* campaign queries")
            doing = parts_of_speech(verb) == {"VERB"} or (
                "VERB" in parts_of_speech(verb) and i + 2 < len(ws) and ws[i + 2] in DETERMINERS)
            if (ws[i] == "for" and thing in unknown and verb.endswith("ing") and doing
                    and "NOUN" in parts_of_speech(thing)):
                before = ws[i - 2] if i >= 2 and is_content_word(ws[i - 2]) else ""
                out |= {thing, verb} | ({before} if before and "NOUN" not in parts_of_speech(before) else set())
                out |= _clause_words(ws[i + 2:], to_function_word=True)
    return out


def _describing(memory: Memory, m: TraceMatrix, concepts: list, question: str,
                unknown: frozenset[str] | None, group: set[str] | None = None) -> set[str]:
    """The words of a question describing a thing no trace names (by what someone does with it,
    or what it is for, or asked of a group a trace names: `group`, _asked_of_a_group's words when
    already looked up), which no trace need hold."""
    by_clause = _relative_clause(question)
    people = _people_words(question)
    if not by_clause and not people and not _FOR_DOING.search(question) and not _group_asked(question):
        return set()
    if unknown is None:
        unknown = _unknown_words(memory, list(m.video_ids), concepts)
    if group is None:
        group = _asked_of_a_group(memory, m, question, unknown, concepts)
    # "the hut where they keep the *dried* stems": a word only saying what the unnamed thing is like,
    # held elsewhere ("sun-dried stalks"), names it no more than the unknown word it goes with
    unnamed = by_clause & unknown
    ws = words(question.lower())
    attributes = {w for w, nxt in zip(ws, ws[1:]) if w in by_clause and w not in unknown and nxt in unnamed
                  and "NOUN" not in parts_of_speech(w) and "NOUN" in parts_of_speech(nxt)}
    return unnamed | attributes | _described_by_use(question, unknown) | group | people


def _people_words(question: str) -> frozenset[str]:
    """The words describing people before what is asked of them (probes.people_described): a
    trace names them otherwise ("Lumberjills"), and what it says of them that the asker does too
    ("the forests") is no more evidence than what it does not."""
    described = people_described(question)
    return described[0] if described else frozenset()


# "Metal detecting club: who sorts out ...?", "glass blowing lot - where are ...?": the group asked
# about, named first (by its doing, and maybe a word for its people: _names_a_group)
_LABEL = re.compile(r"^\s*([^:?!.;]{3,60}?)\s*(?::|\s[-–—]+)\s+", re.IGNORECASE)
# ... or owning what is asked about ("the kite people's usual spot, where is it?")
_GROUP_OWNS = re.compile(r"\b(?:the|those|these|our|my)\s+((?:[a-z][\w-]*\s+){1,3}?([a-z]+))['’]s?(?=\s)",
                         re.IGNORECASE)


def _names_a_group(word: str) -> bool:
    """A word for a group of people ("club", "lot", "choir"), or for people of a sort ("singers")."""
    kind = names_people(word)
    return word in _GROUP_WORDS or kind == "group" or (kind == "person" and word.endswith("s")
                                                        and not word.endswith("ss"))


def _group_asked(question: str) -> tuple[str, str] | None:
    """The words naming the group a question asks of, and the rest of the question."""
    label = _LABEL.match(question)
    if label:
        return label.group(1), question[label.end():]
    owns = next((o for o in _GROUP_OWNS.finditer(question) if _names_a_group(o.group(2).lower())), None)
    return (owns.group(1), question[owns.end():]) if owns else None


def _asked_of_a_group(memory: Memory, m: TraceMatrix, question: str, unknown: Collection[str] | None,
                      concepts: list) -> set[str]:
    """The words of a wh-question asked of a group that one trace names ("Metal detecting club:
    who sorts out the flat disc bit on the end of the pole?" and the slide "Metal detecting club /
    Worn search coils are rewired by Eudora") that the trace does not hold, and the words for its
    people: the rest describes, in the asker's words, something of that group, which its trace
    may name otherwise ("the *big* disc" is no "big cat" either)."""
    asked = _group_asked(question)
    if not asked or not WH_ASKED.search(asked[1]):
        return set()
    group, rest = asked
    named = [w for w in content_words(group) if not _names_a_group(w)]
    vids = list(m.video_ids)
    if unknown is None:
        unknown = _unknown_words(memory, vids, concepts)
    if not named or any(w in unknown for w in named):
        return set()
    hits = memory.search_text(named, vids, limit=_MAX_TRACES_SAID_OTHERWISE)
    held = [set(content_words(t.text)) for t in memory.traces_by_id([i for i, _ in hits])]
    held = set().union(*[ws for ws in held if set(named) <= ws])
    if not held:
        return set()
    # (a compound's head after a word of the group's trace is named, not described: "rug hooking -
    # where is the backing insurance kept?" of "Rug hooking circle / Spare backing canvas")
    ws = words(rest)
    return ({w for before, w in zip(["", *ws], ws) if w not in held and before not in held}
            | {w for w in words(group) if _names_a_group(w) and w not in held})  # "Carrom *people*:"


MIN_HEARD_HEAD_SIMILARITY = 0.5  # of the spellings of an unknown head and the word a trace has there


def _other_head(text: str, question: str, unknown: Collection[str]) -> bool:
    """The trace names another thing after a word the question puts before an unknown one ("the
    backing *insurance*" and "spare backing *canvas*"), not the same one misheard ("the beach
    *warden*" and "the beach *water*", spelt alike)."""
    q, t = words(question.lower()), words(text.lower())
    pairs = {(a, b) for a, b in zip(q, q[1:]) if b in unknown and a not in unknown and is_content_word(a)}
    return any(x == a and is_content_word(y) and y not in q and ("NOUN" in parts_of_speech(y) or not parts_of_speech(y))
               and SequenceMatcher(None, b, y).ratio() < MIN_HEARD_HEAD_SIMILARITY
               for a, b in pairs for x, y in zip(t, t[1:]))


MOSTLY_UNKNOWN = 0.75  # share of the named things no trace holds, above which a question is a paraphrase
MIN_HELD_TOGETHER = 3  # words of a question one trace holds, to be the trace asked about
# words of a question held as they are beside a name heard alike as one word ("head of legal ... Edmonton"):
# one alone ("head") is too often in some sentence by chance
HEARD_NAME_BESIDE = 2
HELD_SHARE = 0.6  # ... and of all the words it names
HEAD_SAID_OTHERWISE_AT = 0.5  # "fabric" and "canvas" 0.56, "lights" and "torches" 0.65; "lawsuit" and "review" 0.30
# Words for a gathering of people doing something: the embedding puts them far apart ("class"
# and "workshop" 0.41) while a person uses any of them for the same meeting
_GATHERINGS = frozenset("class classes workshop workshops club clubs group groups circle circles crew crews squad "
                        "session sessions meetup meetups society".split())
# ... and a word for the people of a group ("glass blowing lot"), named with its doing
_GROUP_WORDS = _GATHERINGS | frozenset("lot lots people folk folks crowd gang team members bunch".split())


def _words_after(memory: Memory, before: str, vids: list, lead: list[str] | None = None) -> set[str]:
    """The content words traces say right after `before`. `lead`: the words of the compound
    before it, looked for with it first (a common word alone, "cutting", is found in the cuts
    of every scene change, more traces than are read)."""
    queries = [" ".join([*lead, before]), before] if lead else [before]
    hits = [h for q in queries for h in memory.search_text([q], vids, limit=_MAX_TRACES_SAID_OTHERWISE)]
    after = set()
    for t in memory.traces_by_id(list(dict.fromkeys(i for i, _ in hits))):
        ws = words(t.text.lower())
        after |= {b for a, b in zip(ws, ws[1:]) if a.rstrip("s") == before.rstrip("s") and is_content_word(b)}
    return after


def _head_said_otherwise(memory: Memory, head: str, before: str, vids: list, lead: list[str] | None = None) -> bool:
    """A compound's head the memory lacks is said in another word after the same word in a
    trace ("the backing *fabric*" and "spare backing *canvas*"; not "the budget *lawsuit*" and
    "budget review")."""
    if "NOUN" not in parts_of_speech(head):
        return False
    after = _words_after(memory, before, vids, lead)
    # "the letter cutting class" of a slide's "Letter cutting workshop": one gathering named by another
    # ... or by its people ("the harmonica players from Tunica" of "the Tunica harmonica club")
    return bool((head in _GATHERINGS or _names_a_group(head)) and after & _GATHERINGS) or _close_in_meaning(
        memory, head, sorted(after), HEAD_SAID_OTHERWISE_AT)


def _close_in_meaning(memory: Memory, word: str, candidates: list[str], at: float) -> bool:
    """Whether any candidate's embedding has a cosine of at least `at` with the word's."""
    if not candidates:
        return False
    vecs = memory.embedder.encode([word, *candidates])  # unit rows: the dot product is the cosine
    return bool((vecs[1:] @ vecs[0] >= at).any())


def _words_beside(memory: Memory, named: list[str], vids: list, pos: str, whole: bool = False) -> list[str]:
    """The words of part of speech `pos` in the traces the full-text search finds holding the
    things named (stemmed, as the index sees them; with `whole`, only those holding one as it is
    written), bar the named words themselves."""
    hits = memory.search_text(named, vids, limit=_MAX_TRACES_SAID_OTHERWISE)
    texts = [t.text.lower() for t in memory.traces_by_id([i for i, _ in hits])]
    if whole:
        texts = [t for t in texts if any(n in t for n in named)]
    return sorted({w for t in texts for w in words(t) if is_content_word(w) and pos in parts_of_speech(w)}
                  - set(named) - {w for n in named for w in words(n)})


def _head_said_beside(memory: Memory, head: str, named: list[str], vids: list) -> bool:
    """A compound's head the memory lacks is said in another word by a trace holding another
    thing the question names in two words or more ("the trail *rides* at Red River Gorge" and
    "the horseback *tours* at Red River Gorge")."""
    if not named or "NOUN" not in parts_of_speech(head):
        return False
    candidates = _words_beside(memory, named, vids, "NOUN", whole=True)
    return _close_in_meaning(memory, head, candidates, HEAD_SAID_OTHERWISE_AT)


def _said_otherwise(memory: Memory, verb: str, named: list[str], vids: list) -> bool:
    """A verb the memory lacks is said in another word by a trace holding the things named
    ("is anyone *lending* them out?" and "music stands are *loaned* by Tendai")."""
    if "VERB" not in parts_of_speech(verb) or not named:
        return False
    candidates = _words_beside(memory, named, vids, "VERB")
    # "does somebody *untangle* it?" and "*Tangled* floss is sorted by Erasmus", "repaint" and
    # "painted": the doing undone or done again is the same doing
    stem = verb[2:] if verb[:2] in ("un", "re") and "VERB" in parts_of_speech(verb[2:]) else ""
    if stem and ({stem, *word_forms(stem)} & set(candidates)):
        return True
    return _close_in_meaning(memory, verb, candidates, SAID_OTHERWISE_AT)


def _said_apart(memory: Memory, clause: str, known: dict[str, bool], alternatives: dict, vids: list) -> bool:
    """"did they say what was *inside* the rowing *boat*?": what was said is one statement; the
    things its clause names, each somewhere and never together, say it was not (its doings may
    be said otherwise, and a place misheard there, unknown, counts neither way)."""
    in_clause = set(words(clause))
    held = [w for w in known if known[w] and w in in_clause and w not in _MODIFIERS and not _verb_like(w)
            and parts_of_speech(w) != {"VERB"}]
    return len(held) >= 2 and not memory.together([[w, *alternatives[w]] for w in held], vids)


def _unknown_share(memory: Memory, m: TraceMatrix, concepts: list, phrases: list[str],
                   unknown: frozenset[str] | None, question: str = "", group: set[str] | None = None) -> float:
    """Share of the named things no trace of these videos mentions, when some are
    mentioned (0 when all or none are: a paraphrase shares no word and is judged by meaning).
    A compound whose last word (its head: "the budget *lawsuit*") is unknown while the
    words before it are known names something else entirely: _HEAD_UNKNOWN."""
    if len(concepts) < 2:
        return 0.0
    vids = list(m.video_ids)
    # A sound-alike is no proof the word was said: it neither makes a question partly known
    # nor a compound's head found.
    if unknown is None:
        unknown = _unknown_words(memory, vids, concepts)
    if group is None:  # (_asked_of_a_group's words, when the caller looked them up for these `unknown`)
        group = _asked_of_a_group(memory, m, question, unknown, concepts)
    described_by = (_relative_clause(question) | _described_by_use(question, unknown) | group | _people_words(question)
                    | _told_after(question))
    if quoted := quoted_words(question):
        # "My notes just say 'the clay opera figurine' with a big question mark ...": the thing is
        # named by the quoted words; the rest, held by no trace, is the asker's own notes
        described_by |= {owned(w) for w in words(question)} - quoted
    # (nor does a verb as common as "give", held nowhere, before the thing it does, held: "what does our
    # treasury head *give* lessons in?" of "Our head of treasury teaches ...", the lessons being the doing)
    spoken = words(question.lower())
    held = {c.word for c in concepts if c.word not in unknown}
    light = {v for v, o in zip(spoken, spoken[1:])
             if o in held and commonest_verb(v) and not _with_particle(v, question)}
    concepts = [c for c in concepts if c.word not in unknown or (c.word not in described_by and c.word not in light)]
    if len(concepts) < 2:
        return 0.0
    if (doing := _WHO_DOING.search(question)) and doing.group(1).lower() in unknown and not _said_otherwise(
            memory, doing.group(1).lower(), [c.word for c in concepts if c.word not in unknown], vids):
        # "Who's *sponsoring* the finance director's pedalo trip?": whoever does what no trace
        # holds, in any form or other words, is not told ("who was stirring the pan?" is, by a
        # slide's "stirred")
        return _HEAD_UNKNOWN
    if _asks_wh(question):
        # "what did the finance director *fix up*?": what was done may be said in other words
        # ("restored"); it is asked about, not named, and no trace lacking it counts against
        # the question (one holding it, "pulled out", still counts for it)
        # nor do the words describing what the asker cannot name ("some medieval siege machine")
        described = _described(question)
        concepts = [c for c in concepts if c.word not in unknown or not (
            ("VERB" in parts_of_speech(c.word) and _with_particle(c.word, question)) or c.word in described
            or _particle_of_a_verb(c.word, question))]
        if len(concepts) < 2:
            return 0.0
    known = {c.word: c.word not in unknown for c in concepts}
    named = [w for w in known if known[w] and w not in _MODIFIERS]
    said_otherwise: set[str] = set()  # verbs found in other words; each ends a run naming a thing
    for w in known:
        # "lend them out" of a slide's "are loaned out": the verb is there in another word (a
        # word that may name a thing, "the shoe mender", is not read as a verb)
        if not known[w] and " " not in w and "NOUN" not in parts_of_speech(w) and _said_otherwise(memory, w, named, vids):
            known[w] = True
            said_otherwise.add(w)
    alternatives = {c.word: c.alternatives for c in concepts}
    meant = {c.word: c.meant for c in concepts}
    found = list(known.values())
    if all(found) and len(found) >= 2 and _SAY_WHETHER.search(question) and not memory.together(
            [[w, *alternatives[w]] for w in known], vids):
        # "code review - did anyone say whether customers have been told about it?": what was
        # said is one statement; words each said somewhere, never together, say it was not
        return _HEAD_UNKNOWN
    if (asked := _SAID_WH.search(question)) and _said_apart(memory, question[asked.end():], known, alternatives, vids):
        return _HEAD_UNKNOWN
    if all(found) or not any(found):
        return 0.0
    named = any(known[w] and w not in _MODIFIERS for w in known)  # "the *new* caretaker" names no thing
    main = _main_clause(question)
    own = set(words(ASKERS_STATEMENT.sub(" ", main)))
    # "does someone make replacements?" asks who does it, told in whatever words ("are recarved by
    # Benedict"): a verb as common as "make" says little ("does somebody repair them?" does)
    habit = {w for d in _WHO_DOES_IT.finditer(main) if d.group(1).lower() in COMMONEST_VERBS
             for w in words(d.group(0))}
    if named and _asks_yes_no(main) and any(
            # (a word no dictionary holds, "podcast", names a thing)
            not known[w] and " " not in w and ({"VERB", "NOUN"} & set(parts_of_speech(w)) or not parts_of_speech(w)
                                               # "was a *judicial* review on the cards?": a sort of review
                                               # no trace names
                                               or _sort_of(w, known, question))
            and w not in _MODIFIERS
            and not only_asking(w, question) and w in own and w not in _ANYBODY and w not in habit
            # "does somebody lend them out?" is so where a trace says they "are lent out", or
            # "loaned" beside the things named ("music stands are loaned by Tendai")
            and not ((forms := word_forms(w)) and memory.search_text(list(forms), vids, limit=1))
            and not _said_otherwise(memory, w, [k for k in known if known[k] and k not in _MODIFIERS], vids)
            for w in known):
        # "server migration: did anybody *resign* over it?": a yes/no question asks whether what
        # its verb says happened; a verb no trace holds says it did not happen here ("were
        # *customers* ever asked what they make of it?": the words of its own clause)
        return _HEAD_UNKNOWN
    # "which birds have nested ...?": the sort of thing asked for, unknown, counts neither way
    sort = _asked_sort(question)
    if sort:
        # ... nor does a verb as common as "come" in the clause asking for it ("which desert city
        # does it come from?"), as _rank counts the words a trace holds
        asking = _CLAUSE.split(question[_ASKED_SORT.search(question).start():])[0]
        sort |= {w for w in words(asking) if w in known and commonest_verb(w) and not _with_particle(w, question)}
    counted = [known[w] for w in known if known[w] or w not in sort]
    share = 1.0 - sum(counted) / len(counted)
    if share > MOSTLY_UNKNOWN:
        # "what old metal timepiece did the shopkeeper who sells cigars and pipe baccy unearth?":
        # a question in words nearly all unheard-of is a paraphrase; a known word in a compound
        # of it (a material, a word said in another sense) names no thing the memory holds
        return share
    acting = _acting_on(question) | said_otherwise
    # (a name ending there: "the Whitby Bay float" names a bay)
    names = _proper_names(question)
    places = {w for w in names if re.search(rf"(?i:\b{w})\s+[a-z]", question)
              and not re.search(rf"(?i:\b{w})\s+[A-Z]", question)}
    otherwise: set[str] = set()  # heads found said in other words
    # "those pointy pale hats with the black trim": a word only a frame's colours hold ("mostly black,
    # dark") names no thing either; no trace named the trim, but the hats are told of ("The tall white
    # felt kalpak hats ... are made in Talas")
    seen_only = {w for p in phrases for w in words(p) if known.get(w) and not memory.search_text(
        [w, *alternatives[w]], vids, kinds=NAMING_KINDS, limit=1)}
    for phrase in phrases:
        # "the new streetlights": a common adjective names no thing of its own
        ws = [w for w in words(phrase) if w in known and w not in _MODIFIERS and w not in seen_only]
        # "our IT manager placed second", "the restorer handling the gold powder": a verb ends
        # a run of words naming a thing
        for run in _split_at_verbs(ws, acting):
            # so does a last verb ("where are the toner cartridges kept", "the flea market
            # selling") or attribute ("the launch date")
            # ... or a word for a piece of work on it ("the church hall roof job")
            # ... or one going on into a doing ("which road *keeps* getting shut")
            # ... or a doing telling where the things are ("the shawls *hanging* by the door")
            while run and (_verb_like(run[-1]) or run[-1] in _ATTRIBUTE_HEADS or run[-1] in _WORK_HEADS
                           or _with_particle(run[-1], question) or _goes_on(run[-1], question)
                           or _placed_by(run[-1], question)):
                run.pop()
            # "the Ruleville evening classes": a place's name before a thing says where it is, and
            # is no part of the thing's name (a trace may say "... teaches guitar in Ruleville")
            # ... and so does a month or a day before it ("that big October festival"): when it is held
            # ... and a name of two words or more, each held somewhere ("which little Hudson River town":
            # one on the river; a name some trace lacks a word of, "the Whitby Bay float", is no place here)
            lead = next((i for i, w in enumerate(run) if w not in names), len(run))
            if lead >= 2 and run[lead - 1] in places and all(known[w] for w in run[:lead]):
                del run[:lead]
            while run and (run[0] in places or run[0] in CALENDAR):
                run.pop(0)
            # "the security review insurance claim": an unknown word after known ones starts the
            # compound that is named, even when its last word is known elsewhere
            for i, (before, w) in enumerate(zip(run, run[1:])):
                # "the extra backing fabric" of a slide's "spare backing canvas": the head is there
                # in another word
                if known[before] and not known[w] and (
                        _head_said_otherwise(memory, w, before, vids, run[max(0, i - 1):i])
                        # "the purple root veg" of a slide's "beetroot": the compound the word is
                        # found in names the whole thing (echo._with_compounds gives compounds only
                        # to words no trace holds)
                        or any(headed_compounds(before, [a]) or closed_compounds(before, [a])
                               for a in alternatives.get(before, ()))
                        # "the woodturners' cutting tools" of a slide's "Woodturning guild / Lathe
                        # gouges": a dictionary names the thing in words a trace holds with another
                        # word of the question (echo._with_glosses)
                        or (meant.get(w) and any(memory.together([meant[w], [k, *alternatives[k]]], vids)
                                                 for k in known if known[k] and k != w))
                        # "the trail rides at Red River Gorge" of "the horseback tours at Red River
                        # Gorge": said in another word by the traces holding the rest of what is named
                        or _head_said_beside(memory, w, [p for p in phrases if p != phrase and len(words(p)) >= 2
                                                         and all(known.get(k) for k in words(p))], vids)):
                    known[w] = True
                    otherwise.add(w)
            first_known = next((i for i, w in enumerate(run) if known[w]), None)
            if len(run) >= 2 and first_known is not None and any(not known[w] for w in run[first_known + 1:]):
                return _HEAD_UNKNOWN
            # "the support tickets workshop": the head and the word before it are each somewhere,
            # the thing they name nowhere (a verb and what it acts on, "try flamenco", are no
            # compound, nor is a thing and what is done to it: "put the boules away", "races kick off")
            # ("some national contest" is what the asker cannot name: the trace names it otherwise)
            pair = run[-2:]
            # (nor is a word only ever describing and the thing it describes: "those wooden stands" of a slide's
            # "The walnut floor stands ...", the wood named)
            if (len(pair) == 2 and all(known[w] for w in pair) and not otherwise & set(pair) and not _verb_like(pair[0])
                    and parts_of_speech(pair[0]) != {"ADJ"}
                    and not set(pair) <= _described(question, odd=True)
                    and _names_a_thing(pair[1], question) and _adjacent(pair, question)
                    and not memory.together([[w, *alternatives.get(w, ())] for w in pair], vids)
                    # ("the cupboard with the carving tools" of a slide's "Tool cabinet": what the cupboard
                    # holds is beside what a dictionary gives for it)
                    and not any(meant.get(u) and _holding(u, pair, question) and memory.together(
                        [meant[u], [pair[1], *alternatives.get(pair[1], ())]], vids) for u in known if not known[u])
                    # ("the letter cutting *class*" of a slide's "Letter cutting *workshop*")
                    and not (pair[1] in _GATHERINGS and _words_after(memory, pair[0], vids, run[-3:-2]) & _GATHERINGS)):
                return _HEAD_UNKNOWN
    return share


def _holding(thing: str, pair: list[str], question: str) -> bool:
    """The question tells of `thing` by what it holds, named by `pair`: "the cupboard with the
    carving tools", "a box full of sewing needles"."""
    return bool(re.search(rf"(?i)\b{re.escape(thing)}\s+(?:with|of|holding|full\s+of)\s+(?:the\s+|all\s+the\s+|its\s+)?"
                          rf"{re.escape(pair[0])}\s+{re.escape(pair[1])}\b", question))


def _rerank(m: TraceMatrix, score: np.ndarray, cfg: RecallConfig, parts: dict) -> np.ndarray:
    """Cross-trace agreement and temporal neighbours among the top candidates."""
    top = np.argsort(-score, kind="stable")[: cfg.candidates]
    top = top[np.isfinite(score[top])]
    base = np.maximum(score[top], 0.0)
    gap = _gap(m, top[:, None], top[None, :])  # (T, T)
    same_video = m.video[top][:, None] == m.video[top][None, :]
    same_kind = m.kind[top][:, None] == m.kind[top][None, :]
    agree = np.where(_beside(m, top[:, None], top[None, :], cfg), base[None, :], 0.0).max(1, initial=0.0)
    other = ~np.eye(len(top), dtype=bool)
    neigh = np.where(same_video & same_kind & other & (gap <= cfg.neighbour_gap_s), base[None, :], 0.0).max(1, initial=0.0)
    final = score[top] + cfg.agreement_weight * agree + cfg.neighbour_weight * neigh
    score[top] = final
    parts.setdefault("agreement", np.zeros_like(score))[top] = agree
    parts.setdefault("neighbour", np.zeros_like(score))[top] = neigh
    return top[np.argsort(-final, kind="stable")]


def _unknown_words(memory: Memory, vids: list[str], concepts) -> frozenset[str]:
    return frozenset(c.word for c in concepts if not memory.search_text([c.word, *c.alternatives], vids, limit=1))
