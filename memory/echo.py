"""Recall: a question in, echoes out.

The question's probes (probes.py) are ranked against every trace (rank.py). What the
question pins down narrows where its answer is looked for: a time or an anchor
(temporal.py), an order between two things, or a tie between two kinds of trace ("the X
slide: what was said over it?"), read from the wording or, where the wording is not read,
from what the memory holds.
"""
from __future__ import annotations

import dataclasses
import re
from collections import defaultdict
from collections.abc import Collection
from dataclasses import dataclass, field

import numpy as np
from threadpoolctl import ThreadpoolController

from .compounds import (MIN_PART_LETTERS, closed_compounds, headed_compounds, holds, open_compounds, trace_pairs,
                        trace_vocabulary)
from .glossary import described_by_part, glossary, lemma_forms, names_of_a_measure, names_people, words_for
from .order import order_word
from .probes import (COUNT_QUESTION, HOP_KINDS, TIMES_CLAIMED, Probe, ProbeSet, anchor_kinds, described_then_asked,
                     is_cue_word, make_probes, named_kinds, names_a_kind)
from .rank import (_ASKED_SORT, _MODIFIERS, NAMING_KINDS, RecallConfig, _asked_sort, _asks_wh, _asks_yes_no,
                   _proper_names, _Ranked, _rank, _unknown_words, _with_particle)
from .roles import (ASKERS_STATEMENT, ASKS_PERSON, asks_sentences, commonest_verb, holds_person, only_asking,
                    parts_of_speech, told_after)
from .sounds import spoken_index, stand_ins
from .store import Memory
from .temporal import QUOTE, admits, quoted_words
from .text import (ASKS_AMOUNT, ASKS_DATE, STOP_WORDS, content_words, holds_amount, is_content_word, money_word, owned,
                   words)
from .types import TRACE_KINDS, Citation, Trace
from .vectors import KIND_CODE, TraceMatrix


@dataclass
class Echo:
    trace: Trace
    score: float
    activations: dict[str, float] = field(default_factory=dict)

    @property
    def citation(self) -> Citation:
        t = self.trace
        return Citation(t.video_id, t.t_start, t.t_end, t.kind, t.text, self.score, t.id)


@dataclass
class Recall:
    question: str
    probes: ProbeSet
    echoes: list[Echo]  # best first
    intensity: float  # in [0, 1]: how familiar the memory finds the question
    time_window: tuple[float, float] | None  # seconds, in the video of the best echo
    abstain: bool = False  # intensity below the configured threshold


def _durations(memory: Memory, m: TraceMatrix) -> np.ndarray:
    """Per video of the matrix: stored duration, or the last trace's end if later (live)."""
    out = np.zeros(len(m.video_ids))
    for k, vid in enumerate(m.video_ids):
        v = memory.get_video(vid)
        ends = m.t_end[m.video == k]
        out[k] = max(v.duration if v else 0.0, float(ends.max()) if len(ends) else 0.0)
    return out


def _recall_order(memory: Memory, m: TraceMatrix, ps: ProbeSet, cfg: RecallConfig) -> Recall:
    """"Which came first, A or B?": find each option on its own, cite the earlier (later)
    one first. Abstains when either option is not in memory (the question's premise fails)."""
    which, options = ps.order
    sets = [make_probes(o) for o in options]
    vecs = memory.embedder.encode([p.text for s in sets for p in s])
    found, at = [], 0
    everywhere = np.ones(len(m), bool)
    for s in sets:
        q = vecs[at: at + len(s)]
        at += len(s)
        # "The budget slide or the pricing slide": options of the kind the question names; with
        # none named, a topic arrives where a screen names it, not where a sentence mentions it
        # in passing (any trace when no screen does).
        kind = (s.kind_hints or ps.kind_hints or ("ocr",))[0]
        r = _rank(memory, m, s, q, cfg, m.kind_mask([kind]), None)
        if r.intensity < cfg.abstain_below or not len(r.order):
            r = _rank(memory, m, s, q, cfg, everywhere, None)
        if r.intensity < cfg.abstain_below or not len(r.order):
            return Recall(ps.question, ps, [], min(r.intensity, 0.49), None, abstain=True)
        # A slide shown more than once came first where it first appeared (last, where it last did).
        # Alike: as many of the option's words (the same slide with other details), or, when
        # it shares none, nearly as close in meaning.
        match, cover = r.parts["match"], r.parts["lexical"]
        top = r.order[0]
        alike = [int(i) for i in r.order[: cfg.candidates]
                 if (cover[i] >= cover[top] > 0) or match[i] >= cfg.anchor_tie * match[top]]
        pick = (min if which == "first" else max)(alike, key=lambda i: (m.t_start[i], m.t_end[i]))
        found.append((pick, r.intensity, r.parts))
    found.sort(key=lambda f: (m.t_start[f[0]], m.t_end[f[0]]), reverse=(which == "last"))
    traces = {t.id: t for t in memory.traces_by_id([int(m.ids[i]) for i, _, _ in found])}
    echoes = [Echo(traces[int(m.ids[i])], float(len(found) - k), {n: float(a[i]) for n, a in parts.items()})
              for k, (i, _, parts) in enumerate(found) if int(m.ids[i]) in traces]
    intensity = float(min(f[1] for f in found))
    return Recall(ps.question, ps, echoes, intensity, None, abstain=intensity < cfg.abstain_below)


_ORDER_NOUNS = frozenset("order sequence".split())
_PICTURE_NAMED = re.compile(r"\b(?:photos?|pictures?|pics?|images?)\b", re.IGNORECASE)


# "Who gathers up the glue after decoupage?": a person, place, reason or manner asked for, not
# which of two came first
_ASKS_OTHER_THAN_ORDER = re.compile(r"\s*(?:(?:so|and|but|ok|okay|right)\b[\s,]*)?(?:who|whom|whose|where|why|how)\b"
                                    r"(?!\s+(?:soon|long|early|late|far\s+(?:in|into|apart)))", re.IGNORECASE)


def _screen_options(memory: Memory, m: TraceMatrix, ps: ProbeSet) -> tuple[str, tuple[str, ...]] | None:
    """An order question no wording rule read ("which of the two had its update earlier,
    pricing or budget?"), read by what is on screen: its words fall into exactly two groups,
    each found on screens the other is not on, and a word of order says which end is asked."""
    # "the chain hoist that dragged the bags up, floor after floor - who works it?": the words of
    # order describing a thing are no order asked
    split = described_then_asked(ps.question)
    asked = split[1] if split else ps.question
    which = order_word(asked)
    if which is None or _ASKS_OTHER_THAN_ORDER.match(asked):
        return None
    screens = [int(i) for i in m.ids[m.kind == KIND_CODE["ocr"]]]
    groups: list[tuple[list[str], set[int]]] = []
    for c in ps.concepts:
        if is_cue_word(c.word) or c.word in _ORDER_NOUNS:  # "I've muddled the *order* of A versus B"
            continue
        hit = memory.matching([c.word, *c.alternatives], screens)
        if not hit or len(hit) > max(6, len(screens) // 8):  # on no screen, or a word most slides have
            continue
        joined = [g for g in groups if g[1] & hit]
        for g in joined:
            groups.remove(g)
        groups.append(([w for g in joined for w in g[0]] + [c.word], hit.union(*(g[1] for g in joined))))
    if len(groups) != 2:
        return None
    return which, tuple(" ".join(ws) for ws, _ in sorted(groups, key=lambda g: ps.question.lower().find(g[0][0])))


def _with_compounds(memory: Memory, m: TraceMatrix, ps: ProbeSet) -> ProbeSet:
    """A word no trace holds gets the trace words it begins or ends as a closed compound, as
    alternatives ("the floorball store" -> "storeroom", "the boathouse lock" -> "padlock";
    compounds.py)."""
    unknown = _unknown_words(memory, list(m.video_ids), ps.concepts)
    shortened = [c for c in ps.concepts if c.word in unknown and " " not in c.word and not is_cue_word(c.word)
                 and not _asking(ps, c.word)]
    vocabulary = trace_vocabulary(memory, m.video_ids, (len(m), int(m.ids.max()))) if shortened else []
    longer = {c.word: found for c in shortened
              if (found := closed_compounds(c.word, vocabulary) + headed_compounds(c.word, vocabulary))}
    said = words(ps.question)
    # two words of the question a trace holds as one ("the town hall *floor* job - what turned up under
    # the *boards*?" of "lifting floorboards"): that word is each of them, said together
    named = [c.word for c in ps.concepts if " " not in c.word and c.word.isalpha() and len(c.word) >= MIN_PART_LETTERS
             and not is_cue_word(c.word)]
    if len(named) >= 2:
        vocabulary = vocabulary or trace_vocabulary(memory, m.video_ids, (len(m), int(m.ids.max())))
        for i, a in enumerate(named):
            for b in named[i + 1:]:
                if holds(vocabulary, joined := a + b) and "NOUN" in parts_of_speech(joined):
                    for w in (a, b):
                        longer[w] = list(dict.fromkeys([*longer.get(w, []), joined]))
    for c in ps.concepts:
        # a name the question writes as two words, heard as one ("Fairburn Ings", "fairburnings")
        joined = [before + c.word for before, w in zip(said, said[1:]) if w == c.word and before.isalpha()]
        found = [j for j in joined if holds(vocabulary, j)] if c in shortened else []
        # the trade the question names by a word of it ("the roof job - what did the *roofers* find?"),
        # said where the work was told of
        trade = [w for w in said if w in (c.word + "er", c.word + "ers", c.word + "r", c.word + "rs")]
        if trade and memory.search_text(trade, list(m.video_ids), limit=1):
            found += trade
        if found:
            longer[c.word] = list(dict.fromkeys([*longer.get(c.word, []), *found]))
    return dataclasses.replace(ps, unknown=unknown - set(longer), concepts=[
        dataclasses.replace(c, alternatives=(*c.alternatives, *longer[c.word])) if c.word in longer else c
        for c in ps.concepts])


RARE_TRACES = 3  # a word said in more traces than this names nothing in particular (_with_glosses)
DOER_AMONG = 20  # traces nearest in meaning looked at for one naming who does a thing (_doer_by_meaning)
DOER_MARGIN = 0.06  # of meaning, by which that one stands out from the next naming someone
DOER_MARGIN_ONE = 0.07  # ... where the dictionary gives its words for one question word only
DOER_NEAR_ONE = 0.3  # ... and the cosine it has with the question at least
DOER_MARGIN_NONE = 0.09  # ... and where it gives them for none
DOER_NEAR_NONE = 0.35
# little words of place a word after may be written together with ("below ground": "belowground")
_OF_PLACE = frozenset("below under over above up down out in on off".split())


def _with_glosses(memory: Memory, m: TraceMatrix, ps: ProbeSet) -> ProbeSet:
    """A word no trace holds, nor anything said like it, gets the trace words a dictionary
    gives for it, as evidence of meaning (Concept.meant; glossary.py): "the green insect"
    -> "mantis", "the streetcar" -> "tram", "the man who takes bets" -> "bookmakers"."""
    unknown = ps.unknown if ps.unknown is not None else _unknown_words(memory, list(m.video_ids), ps.concepts)
    # (nor a common adjective in the sort of thing asked for: "which *little* village" is no "short update")
    modifying = _asked_sort(ps.question) & _MODIFIERS
    # (not a form of the commonest verbs: "get the hang of" is no "kite" however a dictionary has "take")
    asked = [c for c in ps.concepts if c.word in unknown and " " not in c.word
             and not _asking(ps, c.word) and not commonest_verb(c.word) and c.word not in modifying]
    if not asked:
        return ps
    fingerprint = (len(m), int(m.ids.max()))
    # single words, and pairs the dictionary names as one thing ("slow worms" for "legless lizards")
    vocabulary = trace_vocabulary(memory, m.video_ids, fingerprint) + trace_pairs(memory, m.video_ids, fingerprint)
    key = (str(memory.path), m.video_ids, fingerprint)
    said = words(ps.question)
    said_words = set(said)
    meant: dict[str, tuple[str, ...]] = {}

    def add(word: str, found: dict[str, list[str]]) -> None:
        # a word of the question itself ("for cutting the stems": "cutting") counts as itself
        if given := [w for ws in found.values() for w in ws if w not in said_words]:
            meant[word] = tuple(dict.fromkeys((*meant.get(word, ()), *given)))

    defined: dict[str, list[str]] = defaultdict(list)  # weighed below
    names = _proper_names(ps.question)
    # a cue word after a word for a thing names one: "the painted *faces*" are masks, not faces on screen
    described = {b for a, b in zip(said, said[1:]) if is_content_word(a) and not is_cue_word(a)}
    for c in asked:
        found: dict[str, list[str]] = {}
        for w in (c.word, *(a for a in c.alternatives if " " not in a)):  # "colour", "color"
            for how, ws in words_for(w, vocabulary, key, name=c.word in names).items():
                (defined[c.word] if how == "defines" else found.setdefault(how, [])).extend(ws)
        if is_cue_word(c.word) and c.word not in described:
            # "what colour are they painting it?": a colour said ("vermilion") is one
            found = {"kind": found.get("kind", [])}
        elif c.sounds:
            # a word also heard alike ("poles" as "policy") is given only the things it names a kind
            # of ("caber") and its synonyms ("shut" as "short": "closed"): words a definition merely
            # uses are weaker than what was heard
            found = {how: found.get(how, []) for how in ("kind", "same")}
        elif "NOUN" in parts_of_speech(c.word) and not _with_particle(c.word, ps.question):
            # the doing a doing is a way of, only for one said as a doing: "hacks down", not "the
            # *strings*" or "the *jars*", whatever a dictionary says one does with them
            found.pop("way", None)
        add(c.word, found)
    # two words the dictionary has as one name ("the funeral director" -> "undertaker", "the golf
    # course" of a greenkeeper's definition), given to its head, or its other word no trace holds
    g = glossary()
    unheard = {c.word for c in asked}
    for a, b in zip(said, said[1:]) if g else ():
        head = b if b in unheard else a if a in unheard else None
        if head is not None and a not in STOP_WORDS and b not in STOP_WORDS and g.names(f"{a} {b}"):
            found = words_for(f"{a} {b}", vocabulary, key)
            defined[head].extend(found.pop("defines", ()))
            add(head, found)
        # ... or as one word, after a little word of place: "below ground" is "belowground", and so
        # "underground"
        elif b in unheard and a in _OF_PLACE and g.senses(a + b) and a + b not in said_words:
            add(b, {"same": words_for(a + b, vocabulary, key).get("same", [])})
    # a word no trace holds, after one a trace word's definition uses, may be said by that trace
    # word where both name things of a kind: "the neck wraps" of a slide's "scarves" ("a garment
    # worn around the head or neck"), "the woven bags" of "baskets" ("a container that is usually
    # woven and has handles")
    for a, b in zip(said, said[1:]):
        if b in unheard and is_content_word(a) and not commonest_verb(a):
            add(b, {"kind": described_by_part(b, a, vocabulary, key)})
    # a trace word the question word's own definition says what it is with ("cloth": "artifact made
    # by weaving") is the weakest of these: a definition's words are plain. It counts where it is
    # said seldom (not "twisted" of all sorts of things), and where it is given for another question
    # word too, or said together with one given for another ("who hems the cloth *wraps*?" of
    # "*Woven* *covers* are hemmed by ...")
    vids = list(m.video_ids)
    defined = {w: [v for v in vs if len(memory.search_text([v], vids, limit=RARE_TRACES + 1)) <= RARE_TRACES]
               for w, vs in defined.items() if vs}
    for word, ws in defined.items():
        others = sorted({v for w, vs in (*meant.items(), *defined.items()) if w != word for v in vs})
        if given := [v for v in ws if v in others or (others and memory.together([[v], others], vids))]:
            add(word, {"defines": given})
    return dataclasses.replace(ps, unknown=unknown, concepts=[
        dataclasses.replace(c, meant=meant[c.word]) if c.word in meant else c for c in ps.concepts])


def _with_sound_alikes(memory: Memory, m: TraceMatrix, ps: ProbeSet) -> ProbeSet:
    """Notes which words no trace contains (ProbeSet.unknown); those get the transcript
    words that sound like them, alone or in a run with their neighbours, or the two words a
    trace wrote them as (compounds.open_compounds), and the question is asked once more in
    those words ("the ficus" -> "the fikers", "Mill Road" -> "Milrode", "lookout" -> "look out")."""
    if ps.unknown is None:
        ps = dataclasses.replace(ps, unknown=_unknown_words(memory, list(m.video_ids), ps.concepts))
    # the asker's own words ("been *scrubbing* through") were never said: none sounds like them
    def soundable(c) -> bool:
        return (" " not in c.word and not is_cue_word(c.word) and not names_a_kind(c.word)  # "creature" never
                and not _asking(ps, c.word))  # sounds like "curator"

    unheard = {c.word for c in ps.concepts if c.word in ps.unknown and soundable(c)}
    vids = list(m.video_ids)
    # "the signal lamp" heard as "the signal dump": every word of a name is said somewhere, but
    # never together; the name may be misheard by one word, its other words said as asked
    known = {c.word for c in ps.concepts if c.word not in ps.unknown and soundable(c)}
    misnamed = [p for p in ps.phrases if not unheard & set(words(p)) and len(known & set(words(p))) >= 2
                and not memory.search_text([p], vids, limit=1)]
    if not unheard and not misnamed:
        return ps
    index = spoken_index(memory, m.video_ids, (len(m), int(m.ids.max())))
    sounds: dict[str, list[str]] = {}
    text, heard = ps.content, []
    for phrase in ps.phrases:
        ws = words(phrase)
        # the longest part of the phrase that sounds like something said ("ice rink" of "ice rink open")
        parts = [ws[i: i + n] for n in range(len(ws), 1, -1) for i in range(len(ws) - n + 1)]
        found, lost = None, set()
        for run in parts:
            if lost := {w for w in run if owned(w) in unheard}:  # "the dentist's chair": the dentist
                if found := index.run_alike(run, lost):
                    break
        if not found and phrase in misnamed:
            for run, w in ((run, w) for run in parts for w in run if owned(w) in known):
                lost = {w}
                if found := index.run_alike(run, lost):
                    # "the flat irons" heard as "the flat ions": the word heard as it is was not
                    # misheard; those the run lacks were
                    lost = {v for v in run if v not in found} if w in found else lost
                    break
        if found:
            heard.append(" ".join(found))
            for w in lost:
                # "canoe" heard as "can now": no word of the run stands apart from it; the run does
                sounds.setdefault(owned(w), []).extend(stand_ins(found, run) or [heard[-1]])
            text = re.sub(r"\b" + r"\W+".join(map(re.escape, run)) + r"\b", heard[-1], text, flags=re.IGNORECASE)
    vocabulary = trace_vocabulary(memory, m.video_ids, (len(m), int(m.ids.max())))
    for w in sorted(unheard - set(sounds)):
        # one word written as two ("lookout" -> "look out"): heard, letter for letter
        split = next((two for two in open_compounds(w, vocabulary) if memory.search_text([two], vids, limit=1)), None)
        if split:
            heard.append(split)
            sounds[w] = [split]
            text = re.sub(rf"\b{re.escape(w)}\b", split, text, flags=re.IGNORECASE)
            continue
        alikes = index.alikes(w)
        if alikes:
            sounds[w] = alikes
            heard.extend(a for a in alikes if index.close(w, a))
            text = re.sub(rf"\b{re.escape(w)}\b", alikes[0], text, flags=re.IGNORECASE)
            continue
        # one word heard as two ("sweepstake" -> "sweep take")
        found = index.run_alike([w], {w})
        # spelled nearly so, not "staff lounge"; a name less so ("Wincanton" -> "Wing Content")
        if found and len(found) > 1 and (index.close(w, "".join(found)) or index.name_heard_as(w, found, ps.question)):
            heard.append(" ".join(found))
            # "spinet" -> "spin it": no word of the run stands apart from it; the run does
            sounds[w] = stand_ins(found, [w]) or [heard[-1]]
            text = re.sub(rf"\b{re.escape(w)}\b", heard[-1], text, flags=re.IGNORECASE)
    if not sounds:
        return ps
    concepts = [dataclasses.replace(c, sounds=tuple(dict.fromkeys(sounds.get(c.word, ())))) for c in ps.concepts]
    primary = ps.kind_hints[0] if ps.kind_hints else None
    probes = [*ps.probes, Probe(text, primary, 0.8, "paraphrase")]
    return dataclasses.replace(ps, concepts=concepts, probes=probes, heard=tuple(heard))


_SENTENCE_BREAK = re.compile(r"(?<=\w)[.!?;]+\s+")


def _last_sentence(anchor: str) -> str:
    """The anchor's own sentence: "I am matching audio to slides. The line about the
    typewriter -- which slide goes with it?" is anchored on the line, not on the matching."""
    parts = [p for p in _SENTENCE_BREAK.split(anchor) if content_words(p)]
    return parts[-1] if parts else anchor


def _asking(ps: ProbeSet, word: str) -> bool:
    counting = bool(COUNT_QUESTION.search(ps.question))
    if counting and word not in _counting_sentence(ps.question):
        return True  # "how many lion photos are there? roughly isn't *good* enough, *need* it exact"
    stated = ASKERS_STATEMENT.findall(ps.question)
    asked = ASKERS_STATEMENT.sub(" ", ps.question).strip() if stated else ps.question
    if stated and word in words(" ".join(stated)) and word not in words(asked) and _asks_yes_no(asked):
        # "Right, I've left my stand on the *bus*. Is anyone lending them out?": whether something is
        # so, after what the asker did (what is asked for after it may be named there: "I'm building
        # a table of contents and there's a gap following the X graph. Name of that slide?")
        return True
    return only_asking(word, ps.question, counting=counting)


_TIMES_CLAIMED = re.compile(TIMES_CLAIMED, re.IGNORECASE)


def _counting_sentence(question: str) -> set[str]:
    """The words of the sentence that asks for a count: the counted thing is named there."""
    sentences = _SENTENCE_BREAK.split(question)
    for sentence in sentences:
        if COUNT_QUESTION.search(sentence):
            return set(words(sentence))
    for sentence in sentences:
        # "Settle a bet: my mate reckons the lion is on screen more than twice. What's the real
        # figure?": named in the claim the figure is asked of, after what the asker is doing
        if _TIMES_CLAIMED.search(sentence):
            return set(words(sentence.rsplit(":", 1)[-1]))
    return set(words(question))


def _named_only(ps: ProbeSet) -> ProbeSet:
    """Drops the words no trace holds that only carry the asking ("can you *give* me the
    words at 6:55?", "what animal should I *describe*?", roles.py), and the words that tell,
    once the question is asked, how the asker came to ask ("Mine's split along the palm").
    They stay in the probes' text; a word heard as a sound-alike stays. When every word
    would go and no time is named, none goes: such a question is judged by its words."""
    unknown = ps.unknown or frozenset()
    after = told_after(ps.question)
    kept = [c for c in ps.concepts if c.word not in after
            and (c.word not in unknown or c.sounds or " " in c.word or not _asking(ps, c.word))]
    if len(kept) == len(ps.concepts) or (not kept and ps.time is None):
        return ps
    return dataclasses.replace(ps, concepts=kept)


def _around_anchor(memory: Memory, m: TraceMatrix, ps: ProbeSet, q: np.ndarray, cfg: RecallConfig,
                   durations: np.ndarray, a: int) -> tuple[_Ranked, np.ndarray, np.ndarray]:
    """Rank what the question asks for in the window its anchor (trace row `a`) sets; the
    ranking, the window per video and the traces the answer is among (those overlapping the
    anchor itself for "during", bar the window's tolerance; those right after or before it
    for "after" and "before")."""
    (lo, hi), f = ps.time.window(durations[m.video[a]], (m.t_start[a], m.t_end[a]))
    windows = np.full((len(m.video_ids), 2), np.nan)
    windows[m.video[a]] = (lo, hi)
    # "the blacksmith guild - which slide was up then?", found on a slide: the slide up then is that one
    own = ps.time.relation == "during" and TRACE_KINDS[m.kind[a]] == "ocr" and ps.kind_hints[:1] == ("ocr",)
    allowed = (m.video == m.video[a]) & ((np.arange(len(m)) != a) | own)
    # "What came after the chart" / "what was on screen after the slide": the next thing
    # of that kind, which begins as the anchor ends. "What did they say after the slide":
    # said once the slide was up, so the focus stays on its start.
    starts = False
    if ps.time.relation == "after" and (not ps.kind_hints or TRACE_KINDS[m.kind[a]] in ps.kind_hints):
        f, starts = float(m.t_end[a]), True
    allowed &= admits(ps.time.relation, m.t_start, m.t_end, windows[m.video, 0], windows[m.video, 1])
    among = allowed
    near = 2 * cfg.proximity_scale_s  # "after X", "before X": what comes right after or before it
    if ps.time.relation == "during":
        among = allowed & (m.t_start < m.t_end[a]) & (m.t_end > m.t_start[a])
    elif ps.time.relation == "after":
        among = allowed & (m.t_start < m.t_end[a] + near)
    elif ps.time.relation == "before":
        among = allowed & (m.t_end > m.t_start[a] - near)
    ranked = _rank(memory, m, ps, q, cfg, allowed, np.full(len(m), f), starts=starts)
    if own and a in ranked.order:  # (not the slide before it, which ends as it begins)
        ranked = dataclasses.replace(ranked, order=np.concatenate(([a], ranked.order[ranked.order != a])))
    return ranked, windows, among


def _held_words(memory: Memory, m: TraceMatrix, concepts: list, row: int) -> list[str]:
    """The question words trace row `row` holds, as asked, in another word or heard alike."""
    return [c.word for c in concepts if memory.matching([c.word, *c.alternatives, *c.sounds], [int(m.ids[row])])]


def _hop(memory: Memory, m: TraceMatrix, ps: ProbeSet, q: np.ndarray, cfg: RecallConfig,
         ranked: _Ranked) -> _Ranked | None:
    """The best echo as the anchor of a question with no time, whatever words tie the parts
    ("over", "behind", a colon, a comma), and what the question asks for while it lasted:
    - two kinds named: the best echo is of the kind named next to the words it was found by
      (or, with none named there, not of the kind the last clause asks for: anchor_kinds),
      and the other kind is asked for;
    - one kind named ("my notes say 'mayfly hatch count'. Which subject did the narration
      cover there?"): the best echo is of another kind, and no trace of the named kind holds
      all the words it was found by (one that does answers directly).
    None when the best echo may be the answer itself, or nothing of the asked kind overlaps it."""
    named = [k for k in ps.kind_hints if k in named_kinds(ps.question)]
    if "object" not in named and _PICTURE_NAMED.search(ps.question) and named:
        named.append("object")  # "the waffle iron talk, photo behind it shows...?": a picture is named
    if not named or not len(ranked.order) or COUNT_QUESTION.search(ps.question):  # a count cites all
        return None
    if TRACE_KINDS[m.kind[ranked.order[0]]] not in named:
        # "the enamel timetable board - animal shown?", said as "the normal timetable board ...":
        # a word naming a kind ("board") that the best echo holds is part of the thing said
        said = _held_words(memory, m, ps.concepts, int(ranked.order[0]))
        rest = re.sub(r"\b(?:" + "|".join(map(re.escape, said)) + r")\b", " ", ps.question,
                      flags=re.IGNORECASE) if said else ps.question
        named = [k for k in named if k in named_kinds(rest)]
        if not named:
            return None
    if len(named) == 1:
        # "the reception desk - which animal was showing?": the word naming the kind asked
        # ("animal") is in no trace that holds the others. When the best echo is unfamiliar, or
        # of the kind asked holding none of the others (a lion photo), they are looked for
        # alone, among the other kinds, and the answer is what was showing then.
        rest = [c for c in ps.concepts if not names_a_kind(c.word)]
        top = int(ranked.order[0])
        if rest and len(rest) < len(ps.concepts) and (ranked.intensity < cfg.abstain_below or (
                TRACE_KINDS[m.kind[top]] == named[0] and not _held_words(memory, m, rest, top))):
            others = [k for k in HOP_KINDS if k != named[0]]
            rest_ps = dataclasses.replace(ps, concepts=rest, kind_hints=())
            found = _rank(memory, m, rest_ps, q, cfg, m.kind_mask(others), None)
            held = _misheard_holder(memory, m, rest_ps) if found.intensity < cfg.abstain_below else None
            if held is not None:  # "the warming pan - which creature?", said as "the warming time ..."
                _put_first(found, held, cfg)
            if found.intensity < cfg.abstain_below or not len(found.order):
                return None
            ranked, top = found, int(found.order[0])
        elif ranked.intensity < cfg.abstain_below:
            if _sole_heard(memory, m, ps, top):
                # where the thing was said, misheard (a copy: the caller keeps its own ranking)
                ranked = dataclasses.replace(ranked, intensity=cfg.abstain_below)
            elif (held := _misheard_holder(memory, m, ps)) is not None:
                # "the miner's pick - which slide was showing?", said as "the miners begin ...": the
                # one sentence holding part of the thing, the rest held nowhere
                ranked, top = _led_by(ranked, held, cfg), held
            else:
                return None
        if TRACE_KINDS[m.kind[top]] not in HOP_KINDS:
            return None
        holders = {int(i) for i in m.ids[m.kind_mask(named)]}
        held_any = False
        for c in ps.concepts:
            terms = [c.word, *c.alternatives, *c.sounds]  # "the barometer" heard as "the marometer"
            if holders and memory.matching(terms, [int(m.ids[top])]):
                held_any = True
                # (what a word was heard as is no part of a slide or a picture: "the lace tablecloth",
                # heard as "the race table cloth", is not on a slide saying "wrapped in cloth")
                written = terms if "speech" in named else [c.word, *c.alternatives]
                holders &= memory.matching(written, list(holders))
        # (the words the asker quotes, none held by the echo found by meaning, are what was said
        # there misheard, not anything of the asked kind: "I scribbled 'the pulley block' on a
        # napkin but not which slide was up", said as "the pulling lock")
        if holders and (held_any or not QUOTE.search(ps.question)):
            return None
        return _hop_to(memory, m, ps, q, cfg, ranked, top, named[0])
    held = _misheard_holder(memory, m, ps) if ranked.intensity < cfg.abstain_below else None
    holds = [] if held is None else _held_words(memory, m, ps.concepts, held)
    if held is not None and TRACE_KINDS[m.kind[held]] not in named:
        # "the inlaid folding screen - which creature was on the screen?", said as "... in raid folding
        # screen ...": of the kinds named apart from the thing, the one asked for first is what was
        # showing then (as for "the lamp room oil can: what creature was on the slide?")
        apart = _named_apart(memory, ps.question, int(m.ids[held]), holds)
        if primary := next((k for k in ps.kind_hints if k in named and k in apart), None):
            return _hop_to(memory, m, ps, q, cfg, _led_by(ranked, held, cfg), held, primary)
    anchor = () if held is None else anchor_kinds(ps.question, holds, kinds=named)[0]
    if held is not None and not anchor and (asked := _wh_kind(ps.question, named)) and (
            asked != TRACE_KINDS[m.kind[held]]):
        # "the marble lion - which slide was behind that remark?", said as "the little marble iron ...":
        # with no kind named beside the thing, the one sentence holding part of it is where it was
        # said, and the kind the question asks for by its wh-word is what was showing then
        return _hop_to(memory, m, ps, q, cfg, _led_by(ranked, held, cfg), held, asked)
    if held is not None and TRACE_KINDS[m.kind[held]] in anchor:
        # "the brass compass mentioned - slide on screen?", said as "the last compass ...": the one
        # sentence holding part of the thing, the rest held nowhere, is where it was said, and
        # of the kind named beside it
        ranked = _led_by(ranked, held, cfg)
    elif ranked.intensity < cfg.abstain_below:
        # The best echo may be of the asked kind, matching little ("... a photo was up. What
        # animal did it show?"): the anchor is looked for among the other kinds named.
        others = [k for k in named if k != TRACE_KINDS[m.kind[ranked.order[0]]]]
        ranked = _rank(memory, m, ps, q, cfg, m.kind_mask(others), None)
        if ranked.intensity < cfg.abstain_below or not len(ranked.order):
            return None
    a = int(ranked.order[0])
    found = _held_words(memory, m, ps.concepts, a)
    kind = TRACE_KINDS[m.kind[a]]
    anchor, last = anchor_kinds(ps.question, found, kinds=named, own=kind)
    if kind not in named and not anchor and set(named) <= last and kind in HOP_KINDS:
        # "the lamp room oil can: what creature was on the slide?": both kinds are in what is
        # asked, the best echo is of neither; it is the anchor, and the thing asked for first
        # (the creature) is what was showing then
        primary = next((k for k in ps.kind_hints if k in named), None)
        return _hop_to(memory, m, ps, q, cfg, ranked, a, primary) if primary else None
    asked = [k for k in named if k not in anchor] if anchor else [k for k in named if k in last]
    if kind not in named or (kind not in anchor if anchor else kind in last) or not asked:
        return None
    return _hop_to(memory, m, ps, q, cfg, ranked, a, asked[0])


def _hop_to(memory: Memory, m: TraceMatrix, ps: ProbeSet, q: np.ndarray, cfg: RecallConfig, ranked: _Ranked,
            a: int, asked: str) -> _Ranked | None:
    """Traces of the `asked` kind overlapping trace row `a`, ranked, as familiar as `a` was
    found; None when it is of that kind already, or none overlaps it."""
    if TRACE_KINDS[m.kind[a]] == asked:
        return None
    lo, hi = m.t_start[a] - cfg.time_tolerance_s, m.t_end[a] + cfg.time_tolerance_s
    allowed = (m.video == m.video[a]) & m.kind_mask([asked]) & (m.t_start <= hi) & (m.t_end >= lo)
    if not allowed.any():
        return None
    hopped = _rank(memory, m, dataclasses.replace(_bare(ps), kind_hints=(asked,)), q, cfg, allowed,
                   np.full(len(m), float(m.t_start[a])))
    hopped.intensity = ranked.intensity
    # The anchor follows the answer, as its evidence ("said while the slide read ...").
    order = [int(i) for i in hopped.order if i != a]
    if not order:
        return None
    hopped.score[a] = hopped.score[order[0]]
    hopped.order = np.array([order[0], a, *order[1:]], dtype=int)
    for name, arr in ranked.parts.items():
        hopped.parts.setdefault(name, np.zeros(len(m)))[a] = arr[a]
    return hopped


def _asks_window(ps: ProbeSet, absent: Collection[str] = ()) -> bool:
    """A time plus a kind of trace asked for, and every other word unknown to the memory
    or `absent` (the asking: "pause it", "sum up", "can't play sound at work: what is the
    narration saying at 27:46?") or a word of where to look ("the spoken *line* that starts
    around 3:16"): the window alone answers."""
    gone = set(ps.unknown or ()) | set(absent)
    return bool(ps.kind_hints) and bool(ps.concepts) and all(c.word in gone or is_cue_word(c.word)
                                                             for c in ps.concepts)


_WH_WORDS = frozenset("what which who where".split())
_STATED_AMONG = 3  # echoes looked at for the amount, or the person, a question asks for


def _holds_all(memory: Memory, m: TraceMatrix, ps: ProbeSet, ranked: _Ranked) -> bool:
    """The best echo is of a kind asked for and holds every word the question names."""
    if not len(ranked.order) or not ps.kind_hints or not ps.concepts:
        return False
    top = int(ranked.order[0])
    return TRACE_KINDS[m.kind[top]] in ps.kind_hints and all(
        memory.matching([c.word, *c.alternatives], [int(m.ids[top])]) for c in ps.concepts)


def _with_amount(ps: ProbeSet, echoes: list[Echo], cfg: RecallConfig) -> list[Echo]:
    """For "how much does X cost?": the best echoes that state the amount asked for (text.
    holds_amount) and name X or lie beside the echo that does; the others only name X, and
    an amount far down the list is about something else."""
    named = {w for w in content_words(ps.question) if not is_cue_word(w) and not money_word(w)}
    # (or name it by a name heard alike: "the outdoor bath at Kawayu" said as "... the hot spring at
    # Kaewa"; a common word heard alike, "action" as "Audien", is no sign of it)
    names = _proper_names(ps.question)
    heard = [set(words(s)) for c in ps.concepts if c.word in named and c.word in names for s in c.sounds if words(s)]
    held = [set(words(e.trace.text)) for e in echoes]
    # (or by a word that is a kind of it: "the room ... has a lock on it - what's the combination?" of
    # "Grain store / Grain store padlock code 5208"; "the little room ... is locked" of the same)
    lemmas = {f for w in named for f in lemma_forms(w)}
    naming = [e for e, ws in zip(echoes, held) if named & ws or any(h <= ws for h in heard)
              or any(headed_compounds(f, sorted(ws)) for f in lemmas)]
    # the echo of X (by meaning, when no word is shared); when X opens, or any date of X, is told
    # of X itself, not read off a slide beside it ("Next review in March") or a chart's months
    about = [] if ASKS_DATE.search(ps.question) else (naming or echoes)[:1]
    return [e for e in echoes[:_STATED_AMONG] if holds_amount(e.trace.text, ps.question)
            and (e in naming or any(e is a or _beside(e.trace, a.trace, cfg.agreement_gap_s) for a in about))]


# "whose surfboard was it?" asks for an owner ("whose job is it to ...?" asks who does it) ...
_ASKS_OWNER = re.compile(r"\bwhose\s+(?!(?:job|turn|task|responsibility|duty|role|idea|fault|call|decision|shout|"
                         r"round|go|move)\b)(\w+)"
                         # "who actually owned that glass float?"
                         r"|\bwho\s+(?:actually\s+|originally\s+|really\s+|first\s+)?(?:owned|owns|used\s+to\s+own)\s+"
                         r"(?:the|that|this|those|these|a|an)\s+(\w+(?:\s+\w+)?)"
                         # "did they say who the painted oar belonged to?"
                         r"|\bwho\s+(?:the|that|this|those|these)\s+(\w+(?:\s+\w+)?)\s+"
                         r"(?:originally\s+|actually\s+|really\s+)?(?:belonged|belongs|used\s+to\s+belong)\s+to\b",
                         re.IGNORECASE)


def _asks_owner(question: str) -> re.Match | None:
    """Where the question asks whose a thing is; "the girl *whose* dad fixes watches" says who she
    is (a "whose" after someone named joins a clause to them, as "who" does)."""
    for m in _ASKS_OWNER.finditer(question):
        before = words(question[: m.start()])
        if m.lastindex == 1 and before and names_people(owned(before[-1])):
            continue
        return m
    return None


# ... told by a possessive or a word of owning ("Dana's", "belonged to", "the owner"; "it's" is none)
_OWNING = re.compile(r"\b(?!(?:it|that|there|here|what|who|he|she|let|where|how)['’]s\b)\w+['’]s?\s+\w"
                     r"|\b(?:belong\w*|owns?|owned|owners?|ownership|property\s+of|"
                     r"his|her|hers|their|theirs|my|mine|our|ours)\b", re.IGNORECASE)
_ASKS_SEEN = re.compile(r"\b(?:was|were|is|are)\s+there\b|\bdid\s+(?:you|we|i|they|anyone)\s+(?:see|spot)\b|"
                        r"\bi\s+(?:saw|spotted|glimpsed)\b", re.IGNORECASE)


# "support tickets - any idea how many complaints it's had?": a number of things ...
_HOW_MANY = re.compile(r"\bhow\s+many\s+((?:[a-z][\w'’-]*\s*){1,4})", re.IGNORECASE)


def _counts_unheard_of(memory: Memory, m: TraceMatrix, ps: ProbeSet) -> bool:
    """... that no trace names, nor says otherwise, heard alike or in a dictionary's words, where
    the rest of the question is known: no trace can tell how many there are. The thing counted
    is the last noun of the run that opens what follows "how many" ("how many new members
    joined?": members). A measure ("how many tonnes of iron come out of that works?") is
    unheard-of where no trace holds any of its names, whatever the rest is called: an amount is
    said in its measure however the thing measured is put."""
    asked = _HOW_MANY.search(ps.question)
    if not asked:
        return False
    head = None
    for w in words(asked.group(1)):
        if w in STOP_WORDS:
            break
        pos = parts_of_speech(w)
        if pos and "NOUN" not in pos:
            if head:
                break
            continue  # a word before the thing ("new")
        head = w
    unknown = ps.unknown or frozenset()
    c = next((c for c in ps.concepts if c.word == head), None)
    if c is None or c.word not in unknown or c.sounds or c.alternatives or c.meant:
        return False
    if measure := names_of_a_measure(c.word):
        return not memory.search_text(list(measure), list(m.video_ids), limit=1)
    # the things the rest of the question names are known, at least half of them ("support
    # tickets"): a question naming no thing otherwise ("how many workers are being hired?") or
    # mostly in words no trace holds is a paraphrase, its thing said otherwise
    things = [d.word for d in ps.concepts if d is not c and ("NOUN" in parts_of_speech(d.word)
                                                             or not parts_of_speech(d.word))]
    known = [w for w in things if w not in unknown]
    return bool(known) and 2 * len(known) >= len(things)


def _none_known(ps: ProbeSet) -> bool:
    """No word the question names is in any trace, nor heard alike."""
    named = [c for c in ps.concepts if not is_cue_word(c.word) and not names_a_kind(c.word)]
    return bool(named) and all(c.word in (ps.unknown or ()) and not c.sounds and not c.alternatives for c in named)


def _names_no_one(ps: ProbeSet, traces: list[Trace], cfg: RecallConfig) -> bool:
    """A question asking who, where the best trace, and those of the next few beside it, name
    no one: "the release process is moving along" tells what it is about, not who; "... was thrown
    at a pottery in Troyland" names where."""
    return bool(traces) and bool(ASKS_PERSON.search(ps.question)) and not any(
        holds_person(_IN_A_PLACE.sub(" ", t.text), ps.question) for t in traces[:_STATED_AMONG]
        if t is traces[0] or _beside(t, traces[0], cfg.agreement_gap_s))


def _beside(a: Trace, b: Trace, gap: float) -> bool:
    """Two traces of one video and of two kinds (a slide and what was said over it), at most
    `gap` seconds apart."""
    return (a.video_id == b.video_id and a.kind != b.kind
            and max(a.t_start, b.t_start) - min(a.t_end, b.t_end) <= gap)


def _asking_words(ps: ProbeSet) -> set[str]:
    """The question's words of the asking (roles.py), the asker's situation included: "at
    work" in "can't play sound at work", "team chat" in "our team chat has a timestamp,
    22:23, with no context", not "the cheetah" in "was the cheetah shown in the first 30
    seconds?". Asked only when the words as a whole found nothing in the window."""
    asking = {c.word for c in ps.concepts if " " not in c.word and only_asking(c.word, ps.question, situation=True)}
    # "A friend sent me a link starting at 1:05 but it won't load. What slide is there?": a
    # question that names nothing but a kind of trace asks for the window; the sentences
    # around it say how the asker came by the time
    asked = asks_sentences(ps.question)
    # ("What's showing then?" opens with a wh-word too)
    if asked and all(re.split(r"['’]", ws[0])[0] in _WH_WORDS
                     and not any(is_content_word(w) and not is_cue_word(w) for w in ws) for ws in asked):
        asking |= {c.word for c in ps.concepts if not any(c.word in ws for ws in asked)}
    return asking


def _bare(ps: ProbeSet) -> ProbeSet:
    return dataclasses.replace(ps, concepts=[], phrases=[])


# British and American spellings of one word: "armour" / "armor", "centre" / "center", "organise" /
# "organize" (not "knight" / "night": two words)
_SPELLINGS = ((r"(?<=[a-z]{2})our", "or"), (r"re\b", "er"), (r"is(e|ed|es|ing)\b", r"iz\1"),
              (r"ys(e|ed|es|ing)\b", r"yz\1"), (r"ogue\b", "og"), (r"ll(ed|ing|er)\b", r"l\1"))


def _spelling(word: str) -> str:
    for pattern, repl in _SPELLINGS:
        word = re.sub(pattern, repl, word)
    return word


def _sole_holder(memory: Memory, m: TraceMatrix, ps: ProbeSet, found: _Ranked) -> bool:
    """Whether the best echo of an anchor is of the kind the anchor names and the only trace
    of the memory holding one of the things it names (a noun, as it is or spelt the other side of
    the Atlantic: "armour" and "armor")."""
    if not len(found.order) or ps.time is not None:
        return False
    top = int(found.order[0])
    kind = ps.kind_hints[0] if ps.kind_hints else None
    if kind is None or m.kind[top] != KIND_CODE[kind]:
        return False
    vids = list(m.video_ids)
    for c in ps.concepts:
        if "NOUN" not in parts_of_speech(c.word) or is_cue_word(c.word):
            continue
        spelt = [a for a in c.sounds if _spelling(a) == _spelling(c.word)]
        hits = memory.search_text([c.word, *c.alternatives, *spelt], vids, limit=2)
        if len(hits) == 1 and int(hits[0][0]) == int(m.ids[top]):
            return True
    return False


def _sole_heard(memory: Memory, m: TraceMatrix, ps: ProbeSet, row: int) -> bool:
    """Whether the question names one thing, no trace holds it, and trace `row` is the one
    sentence holding what it sounds like, spelled nearly so ("the wringer - which slide was up?"
    of "The ringer in the print room squeezed out washing")."""
    named = [c for c in ps.concepts if not is_cue_word(c.word)]
    if len(named) != 1 or not ps.heard or named[0].word not in (ps.unknown or ()):
        return False
    hits = memory.search_text(list(ps.heard), list(m.video_ids), limit=2)
    return len(hits) == 1 and int(hits[0][0]) == int(m.ids[row]) and TRACE_KINDS[m.kind[row]] == "speech"


_MISHEARD_THING_WORDS = 3  # "the signed cricket bat"; more is a description, not a name


def _named_apart(memory: Memory, question: str, tid: int, held: list[str]) -> frozenset[str]:
    """The kinds of trace the question names apart from the thing trace `tid` holds part of (the
    question words `held`): those words, and a word naming a kind right after them that the trace
    holds too, are the thing's ("the inlaid folding *screen*", said as "... in raid folding screen ...")."""
    def without(found: re.Match) -> str:
        after = (found.group(2) or "").lower()
        return "" if after and names_a_kind(after) and memory.matching([after], [tid]) else found.group(1) or ""

    rest = question
    for w in held:
        rest = re.sub(rf"(?i)\b{re.escape(w)}\b(\s+(\w+))?", without, rest)
    return named_kinds(rest)


def _wh_kind(question: str, named: list[str]) -> str | None:
    """The one kind of `named` the question asks for by its wh-word ("*which slide* was behind that
    remark?"); None when it names none, or several."""
    asked = _ASKED_SORT.search(question)
    kinds = named_kinds(asked.group(1)) & set(named) if asked else frozenset()
    return next(iter(kinds)) if len(kinds) == 1 else None


def _misheard_holder(memory: Memory, m: TraceMatrix, ps: ProbeSet) -> int | None:
    """The row of the one speech trace holding part of a thing the question names in two or
    three words, the rest of which no trace holds ("the butter stamp" heard as "the murder
    stamp", "the tea chest" as "the T-Chest"): where the thing was said, misheard. None when
    a word of it is held by another trace and not by that one (a word held by several counts
    where it is held with a word held there alone), or more of it is unheard than held (a
    description sharing a word with a sentence), or every word is held, or none. A word no
    trace holds as asked counts as held where the one trace holding a sound-alike of it is ("the
    faience platter" heard as "the fair and splatter"). A thing the asker quotes is named by the
    quoted words ("I scribbled 'the mill bell' on a napkin ...")."""
    concepts = ps.concepts
    if inside := quoted_words(ps.question):
        concepts = [c for c in concepts if c.word in inside]
    # (a word saying where to look is no part of the thing: "the carved ale bowl - which animal's
    # *photo* was up?", nor the one naming the kind asked for: "the inlaid folding screen - which *creature*?")
    asked = wh.group(1).lower() if (wh := _ASKED_SORT.search(ps.question)) else None
    concepts = [c for c in concepts if not is_cue_word(c.word) and not (c.word == asked and names_a_kind(c.word))]
    named = [c for c in concepts if not commonest_verb(c.word)]
    if not 2 <= len(named) <= _MISHEARD_THING_WORDS or len(named) != len(concepts):
        return None
    vids = list(m.video_ids)
    holder, held, alike, unheld, common = None, 0, 0, [], []
    for c in named:
        # (a frame's colours, "mostly black, dark", and its cuts name no thing: "the black metal
        # vase", heard as "the black metal part", is held where it was said)
        hits = memory.search_text([c.word, *c.alternatives], vids, kinds=NAMING_KINDS, limit=2)
        if len(hits) > 1:
            common.append(c)
        elif hits and holder not in (None, hits[0][0]):
            return None
        elif hits:
            holder, held = hits[0][0], held + 1
        else:
            unheld.append(c)
    for c in common:
        # a word held by several traces ("head") is held where the word held only there is ("the
        # lion dance head", heard as "the lion's head"); with no such word, no one sentence holds it
        if holder is None or not memory.matching([c.word, *c.alternatives], [holder]):
            return None
        held += 1
    for c in unheld:
        found = memory.search_text(list(c.sounds), vids, kinds=NAMING_KINDS, limit=2) if c.sounds else []
        if len(found) == 1 and holder in (None, found[0][0]):
            holder, alike = found[0][0], alike + 1
    if holder is None or held == len(named) or 2 * (held + alike) < len(named):
        return None
    rows = m.rows_of([holder])
    return int(rows[0]) if len(rows) and TRACE_KINDS[m.kind[rows[0]]] == "speech" else None


def _misheard_anchor(memory: Memory, m: TraceMatrix, ps: ProbeSet, anchor_ps: ProbeSet, found: _Ranked,
                     cfg: RecallConfig) -> None:
    """An anchor found too faintly, of a question asking for another kind than speech: the one
    sentence holding part of it (_misheard_holder), when there is one, leads `found`."""
    if (found.intensity < cfg.abstain_below and ps.kind_hints and "speech" not in ps.kind_hints
            and (held := _misheard_holder(memory, m, anchor_ps)) is not None):
        _put_first(found, held, cfg)


# "who ...?" asked first: who does a thing, told of in other words
# A name after a word of place ("fired by a potter in Quinua", "the length of Lake Toba") is where,
# not who: a doer is named otherwise ("... are laid onto jewellery boxes by Parvaneh")
# (a name's small linking word too: "the Val di Fiemme", "Bergen op Zoom")
_NAME_LINKS = r"di|da|de|del|della|des|du|la|le|van|von|der|den|op|dos|das"
_NAME_AFTER = r"\s+(?:the\s+)?[A-Z][\w'’-]*(?:\s+(?:(?:" + _NAME_LINKS + r")\s+)?[A-Z][\w'’-]*)*"
_PLACE_NAMED = re.compile(rf"\b(?:in|at|from|near|outside|around|of|on){_NAME_AFTER}")
# ... of them, those saying where something is or was done ("thrown at a pottery in Troyland"; not "borrow
# one from Greta")
_IN_A_PLACE = re.compile(rf"\b(?:in|at|near|outside|around){_NAME_AFTER}")
# someone named as the one doing it ("Brass wire is drawn through a die by Shirin"), not a slide's
# label ("Owner: Marco")
_DONE_BY = re.compile(r"\bby\s+[A-Z]")
_ASKS_WHO_DOES = re.compile(r"^\s*(?:(?:so|and|ok|okay|also)[,:]?\s+)?who(?:['’]s)?\b", re.IGNORECASE)


def _doer_by_meaning(memory: Memory, m: TraceMatrix, ps: ProbeSet, found: _Ranked) -> int | None:
    """"who loads the little spools for the shuttles?" of "Bobbins are wound by Kwadwo": a
    question on who does a thing, found too faintly (`found`), is answered by the trace naming
    someone by name that is nearest to it in meaning, where the dictionary gives that trace's
    words for two question words or more (a spool is a bobbin, and a shuttle "a bobbin that
    passes the weft thread ...") and it stands out from the next one naming someone by
    DOER_MARGIN; or for one question word, where it stands out by DOER_MARGIN_ONE and is
    DOER_NEAR_ONE near in meaning at least ("who shaves the coarse brown skin off every stick?"
    of "Scraping bench / The rough outer bark is scraped away by Kumari", a skin being a bark;
    not "who won the snowball fight?" of a fencing club's slide, at 0.23); or for none, where it
    stands out by DOER_MARGIN_NONE and is DOER_NEAR_NONE near ("who squeezes the sticky stacks in
    vices?" of "Clamp wall / Glued bundles are clamped overnight by Golnaz"). Within DOER_MARGIN of
    the next, it is the one of those two where the dictionary gives its words for two words of the
    asking sentence and none of the other's. Those two only where it names someone as the
    one doing it ("... by Golnaz"; not a slide's "Owner: Marco"). Where the dictionary gives a
    trace's words for fewer than two question words, only the last sign counts ("who bashes the
    wet strips until they go wide and flat?" of "Beating log / Soaked bark strips are pounded thin
    ... by Seini", holding one question word and no word the dictionary gives for another). A name
    after a word of place ("made by a silversmith in Katakau") names no one here. None otherwise."""
    if not _ASKS_WHO_DOES.search(ps.question):
        return None
    few = sum(bool(c.meant) for c in ps.concepts) < 2  # (then only standing out by far counts)
    sem = np.where(np.isfinite(found.score), found.parts["cosine"], -np.inf)
    rows = [int(i) for i in np.argsort(-sem)[:DOER_AMONG] if np.isfinite(sem[i])]
    traces = {t.id: t for t in memory.traces_by_id([int(m.ids[i]) for i in rows])}
    unplaced = {i: _PLACE_NAMED.sub(" ", t.text) for i in rows
                if (t := traces.get(int(m.ids[i]))) and t.kind in ("ocr", "speech")}
    doers = [i for i, text in unplaced.items() if holds_person(text, ps.question, by_name=True)][:2]
    if not doers:
        return None
    # (the weaker signs below only for one naming someone as the one doing it)
    done_by = bool(_DONE_BY.search(unplaced[doers[0]]))

    def agreeing(row: int) -> list:
        t = int(m.ids[row])
        return [c for c in ps.concepts if c.meant and t in memory.matching(list(c.meant), [t])]

    if len(doers) > 1 and sem[doers[0]] - sem[doers[1]] < DOER_MARGIN:
        # as near as the next, it is still the one that does what is asked where only it agrees
        # with the asking sentence, twice ("who pulls the yellow metal strands ...? she tapes her
        # gloves": "Brass wire is drawn ..." and not "Finished boxes are rubbed ...", the boxes
        # being what gloves are kept in)
        # (either of the two: "who tips the glowing liquid metal into the shallow discs?" of "The molten
        # alloy is poured into flat round moulds by Purna", not the nearer "Red-hot discs are beaten ...")
        asked = {w for ws in asks_sentences(ps.question) for w in ws}
        first, second = ([c for c in agreeing(d) if c.word in asked] for d in doers)
        return next((d for d, own, other in ((doers[0], first, second), (doers[1], second, first))
                     if _DONE_BY.search(unplaced[d]) and len(own) >= 2 and not other), None)
    found_by = agreeing(doers[0])
    margin = sem[doers[0]] - sem[doers[1]] if len(doers) > 1 else np.inf
    alone = margin >= DOER_MARGIN_ONE and sem[doers[0]] >= DOER_NEAR_ONE
    apart = done_by and margin >= DOER_MARGIN_NONE and sem[doers[0]] >= DOER_NEAR_NONE
    return doers[0] if (not few and (len(found_by) >= 2 or (found_by and alone))) or apart else None


def _led_by(found: _Ranked, row: int, cfg: RecallConfig) -> _Ranked:
    """A copy of a ranking with trace `row` made its best (_put_first): the caller keeps its own."""
    led = dataclasses.replace(found, order=found.order.copy(), score=found.score.copy())
    _put_first(led, row, cfg)
    return led


def _put_first(found: _Ranked, row: int, cfg: RecallConfig) -> None:
    """Make trace `row` the best of a ranking, as familiar as an answer needs to be."""
    found.order = np.array([row, *(int(i) for i in found.order if i != row)], dtype=int)
    found.score[row] = max(float(found.score[found.order[1]]) if len(found.order) > 1 else 0.0,
                           float(found.score[row]))
    found.intensity = cfg.abstain_below


def _encode(memory: Memory, texts: list[str], known: dict[str, np.ndarray]) -> np.ndarray:
    """Probe vectors, embedding only the texts `known` lacks (and adding them to it)."""
    missing = list(dict.fromkeys(t for t in texts if t not in known))
    if missing:
        known.update(zip(missing, memory.embedder.encode(missing)))
    return np.stack([known[t] for t in texts]) if texts else np.zeros((0, memory.embedder_dim), np.float32)


# numpy's OpenBLAS keeps its worker threads spinning for a while after each product, on the
# cores torch then needs to embed the probes: on 2 cores that made an answer 4 times slower
# (bench/bench_retrieval.py --latency-only, see the README). One BLAS thread while recalling:
# its products are a few thousand traces by one vector.
_BLAS = ThreadpoolController()


def recall(memory: Memory, question: str, *, video_ids: list[str] | None = None, limit: int = 8,
           config: RecallConfig | None = None, _read_time: bool = True,
           _vectors: dict[str, np.ndarray] | None = None) -> Recall:
    """Probe the memory with a question. `video_ids` None = every complete video; listed
    videos are searched whatever their status (a live stream is still "ingesting").
    Raises ValueError for an empty question."""
    with _BLAS.limit(limits=1, user_api="blas"):
        return _recall(memory, question, video_ids=video_ids, limit=limit, config=config, _read_time=_read_time,
                       _vectors=_vectors)


def _recall(memory: Memory, question: str, *, video_ids: list[str] | None, limit: int, config: RecallConfig | None,
            _read_time: bool, _vectors: dict[str, np.ndarray] | None) -> Recall:
    cfg = config or RecallConfig()
    if limit < 1:
        raise ValueError(f"limit must be >= 1, got {limit}")
    ps = make_probes(question, read_time=_read_time)
    m = memory.matrix(video_ids)
    anchor_ps = None
    if ps.time is not None and ps.time.needs_anchor:
        anchor_ps = make_probes(_last_sentence(ps.time.anchor))
        if ps.time.anchor_kind:
            anchor_ps = dataclasses.replace(anchor_ps, kind_hints=(ps.time.anchor_kind,))
    if len(m) == 0:
        return Recall(ps.question, ps, [], 0.0, None, abstain=True)
    if ps.order is None and ps.time is None and (options := _screen_options(memory, m, ps)):
        ps = dataclasses.replace(ps, order=options)
    if ps.order is not None:
        return _recall_order(memory, m, ps, cfg)
    ps = _named_only(_with_glosses(memory, m, _with_sound_alikes(memory, m, _with_compounds(memory, m, ps))))
    if anchor_ps is not None:
        anchor_ps = _named_only(_with_sound_alikes(memory, m, _with_compounds(memory, m, anchor_ps)))
    texts = [p.text for p in ps] + ([p.text for p in anchor_ps] if anchor_ps else [])
    known = {} if _vectors is None else _vectors
    vecs = _encode(memory, texts, known)  # (P, D)
    q, qa = vecs[: len(ps)], vecs[len(ps):]

    durations = _durations(memory, m) if ps.time is not None else None
    if ps.time is not None and anchor_ps is not None:
        # "After the chart about X", "when X was mentioned": the anchor's kind is named, and
        # a trace of another kind that shares a word ("website", an object label) is not it.
        found = None
        if ps.time.anchor_kind:
            found = _rank(memory, m, anchor_ps, qa, cfg, m.kind_mask([ps.time.anchor_kind]), None)
            if ps.time.anchor_kind == "speech":
                # "which slide was showing when they brought up the mail bag?", said as "the mail
                # argues ...": the thing was said, so the sentence holding part of it is where,
                # not an "envelope" label near it in meaning
                _misheard_anchor(memory, m, ps, anchor_ps, found, cfg)
        if found is None or found.intensity < cfg.abstain_below or not len(found.order):
            found = _rank(memory, m, anchor_ps, qa, cfg, np.ones(len(m), bool), None)
        if found.intensity < cfg.abstain_below and ps.time.anchor_kind and _sole_holder(memory, m, anchor_ps, found):
            # "while they were talking about the knight's armour", the sentence heard as "the
            # height armor by the stairs ...": the one trace of the kind named that holds a thing
            # the anchor names is where it was said, the rest misheard
            found.intensity = cfg.abstain_below
        if ps.time.anchor_kind is None:
            # "the slide while they're on the subject of the tea chest", said as "the T-Chest ..."
            _misheard_anchor(memory, m, ps, anchor_ps, found, cfg)
        no_anchor = found.intensity < cfg.abstain_below or not len(found.order)
        # "I scribbled 'the bacon slicer' ...": words written down as they were said or shown
        # are in the trace that is the anchor, as such or heard alike; one near them only in
        # meaning ("the cheese wire ... cut cheddar") is not it, and with no such trace the
        # memory holds no moment the question points at
        # (nor with no anchor for a statement pointed back at: "the bobbin lace doily - which animal was
        # pictured right then?" asks of that moment only; read without it, it would be answered by whatever
        # is nearest the doily, "... whittled 459 walking sticks")
        if ((len(found.order) and ps.time.quoted and not found.parts["lexical"][found.order[0]])
                or (no_anchor and ps.time.stated)):
            return Recall(ps.question, ps, [], min(found.intensity, cfg.abstain_below / 2), None, abstain=True)
        if no_anchor:
            # No such anchor: "after the makeover" may be part of what is asked, not a time.
            return _recall(memory, ps.question, video_ids=video_ids, limit=limit, config=cfg,
                           _read_time=False, _vectors=known)
        # A sentence said twice, or a slide shown twice, is an anchor twice: each near-best
        # one is tried and the question is answered where it is most familiar.
        best = found.score[found.order[0]]
        anchors = [int(a) for a in found.order[: cfg.max_anchors]
                   if found.score[a] >= cfg.anchor_tie * best and m.kind[a] == m.kind[found.order[0]]]
        tries = [_around_anchor(memory, m, ps, q, cfg, durations, a) for a in anchors]
        ranked, windows, among = max(tries, key=lambda t: t[0].intensity)  # first wins a tie
        if ranked.intensity < cfg.abstain_below and _asks_window(ps, _asking_words(ps)):
            tries = [_around_anchor(memory, m, _bare(ps), q, cfg, durations, a) for a in anchors]
            ranked, windows, _ = max(tries, key=lambda t: t[0].intensity)
            ranked.intensity = min(ranked.intensity, cfg.asked_window_intensity)
    else:
        allowed = np.ones(len(m), bool)
        focus = None
        windows = None  # (V, 2) per video
        if ps.time is not None:
            resolved = [ps.time.window(d, tolerance=cfg.time_tolerance_s) for d in durations]
            windows = np.array([w for w, _ in resolved], dtype=float)
            fvals = np.array([np.nan if f is None else f for _, f in resolved])[m.video]
            focus = None if np.isnan(fvals).all() else np.nan_to_num(fvals, nan=0.0)
            allowed &= admits(ps.time.relation, m.t_start, m.t_end, windows[m.video, 0], windows[m.video, 1])
        ranked = _rank(memory, m, ps, q, cfg, allowed, focus)
        if (ps.time is not None and ranked.intensity < cfg.abstain_below
                and _asks_window(ps, _asking_words(ps))):
            ranked = _rank(memory, m, _bare(ps), q, cfg, allowed, focus)
            ranked.intensity = min(ranked.intensity, cfg.asked_window_intensity)
        elif ps.time is not None and ranked.intensity < cfg.abstain_below and _holds_all(memory, m, ps, ranked):
            # "Is the slide at 2:58 one of the update ones?": the trace of the kind asked, at the
            # time asked, holding every word named, answers however little else it shares
            ranked.intensity = cfg.asked_window_intensity
        if ps.time is None:
            ranked = _hop(memory, m, ps, q, cfg, ranked) or ranked
        best = ranked.order[:_STATED_AMONG] if ASKS_PERSON.search(ps.question) else []
        if ps.time is None and (ranked.intensity < cfg.abstain_below
                                or _names_no_one(ps, memory.traces_by_id([int(i) for i in m.ids[best]]), cfg)):
            # (found, and naming no one: "who presses the patterned sheets onto the trinket
            # chests?" of "The painted plank ... was decorated by a family in Sahua")
            doer = _doer_by_meaning(memory, m, ps, ranked)
            ranked = ranked if doer is None else _led_by(ranked, doer, cfg)
    if anchor_ps is not None and _read_time and ranked.intensity < cfg.abstain_below:
        # "what food got scorched during the evening meal?": the clause may be part of what is
        # asked, not a time; the whole question is tried once more, read without a time.
        whole = _recall(memory, ps.question, video_ids=video_ids, limit=limit, config=cfg, _read_time=False,
                        _vectors=known)
        if whole.intensity >= cfg.abstain_below:
            return whole
    top = ranked.order[:limit]
    traces = {t.id: t for t in memory.traces_by_id([int(i) for i in m.ids[top]])}
    echoes = [
        Echo(traces[int(m.ids[i])], float(ranked.score[i]),
             {name: float(arr[i]) for name, arr in ranked.parts.items()})
        for i in top if int(m.ids[i]) in traces
    ]
    window = None
    if windows is not None:
        v = m.video[top[0]] if len(top) else 0
        dur = durations[v]
        lo_v = max(0.0, float(windows[v, 0]))
        window = (lo_v, max(lo_v, min(float(dur), float(windows[v, 1]))))
    intensity = float(ranked.intensity)
    if ps.time is None and ASKS_AMOUNT.search(ps.question):
        amounts = _with_amount(ps, echoes, cfg)
        if not amounts:
            intensity = min(intensity, cfg.abstain_below / 2)
        echoes = amounts + [e for e in echoes if e not in amounts]
    if ps.time is None and _counts_unheard_of(memory, m, ps):
        intensity = min(intensity, cfg.abstain_below / 2)
    if ps.time is None and _names_no_one(ps, [e.trace for e in echoes], cfg):
        # "did anyone say who's taking over the release process?": nothing at the best echo names
        # anyone, so "the release process is moving along" tells what it is about, not who
        intensity = min(intensity, cfg.abstain_below / 2)
    asks_owner = _asks_owner(ps.question) if ps.time is None and echoes else None
    named = set(content_words(asks_owner.group(asks_owner.lastindex))) if asks_owner else set()
    if asks_owner and not any(_OWNING.search(e.trace.text) for e in echoes[:_STATED_AMONG]
                              if e is echoes[0] or named & set(words(e.trace.text))):
        # "was there anything about whose surfboard it was?": "the coxswain thinks the surfboard
        # came from Cornwall" tells where it came from, and nothing of an owner; the slide beside
        # it ("Owner: Dana") is about something else
        intensity = min(intensity, cfg.abstain_below / 2)
    if ps.time is None and _ASKS_SEEN.search(ps.question) and not _asks_wh(ps.question) and _none_known(ps):
        # "I'm sure I spotted a polar bear at some point - was there one?": whether a thing was
        # there, and no trace (no label, no word said or shown, nothing heard alike) names it
        intensity = min(intensity, cfg.abstain_below / 2)
    return Recall(ps.question, ps, echoes, intensity, window, abstain=intensity < cfg.abstain_below)
