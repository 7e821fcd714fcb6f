"""Could MiniLM word vectors tell a paraphrase from a question about something absent? For each
paraphrase and absent question of the given sets, the trace closest in sentence cosine and how
well its words cover the question words no trace holds (each unknown word's best MiniLM word
cosine to the trace's words). Prints, per rule "answer the closest trace when its cosine is at
least C and a share S of the unknown words has a counterpart at cosine T or more", how many
paraphrases `ask()` misses now it would answer right, and how many absent questions `ask()`
withholds now it would answer.

    python bench/bench_paraphrase_trust.py --sets 0 36 37 38 39     # 0: the tuning seeds

Uses the cached ingests of bench/bench_retrieval.py (run it first for each set).
"""
from __future__ import annotations

import argparse
import itertools
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import numpy as np  # noqa: E402

import bench_retrieval as br  # noqa: E402
from memory import Memory, ask, get_embedder  # noqa: E402
from memory.probes import is_cue_word, make_probes  # noqa: E402
from memory.rank import _unknown_words  # noqa: E402
from memory.text import is_content_word, words  # noqa: E402
from memory.vectors import KIND_CODE  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sets", type=int, nargs="+", default=[0, 36, 37, 38, 39])
    ap.add_argument("--data", type=Path, default=Path("/tmp/echobench"))
    args = ap.parse_args()
    emb = get_embedder()
    vec: dict[str, np.ndarray] = {}

    def word_vecs(ws: list[str]) -> np.ndarray:
        new = [w for w in dict.fromkeys(ws) if w not in vec]
        if new:
            vec.update(zip(new, emb.encode(new)))
        return np.array([vec[w] for w in ws]) if ws else np.zeros((0, 384))

    rows = []  # (type, wrong now, closest is the needle, cosine, best word cosine per unknown word)
    kinds = [KIND_CODE[k] for k in ("speech", "ocr", "object")]
    for s, minutes in itertools.product(args.sets, (10.0, 30.0)):
        for seed in ((1, 2) if s == 0 else (s * 100 + 1, s * 100 + 2)):
            db, bench = br.ingested(seed, minutes, args.data, args.data / "cache")
            with Memory(db) as mem:
                m = mem.matrix(None)
                at = np.flatnonzero(np.isin(m.kind, kinds))
                text = {t.id: t.text for t in mem.traces_by_id([int(i) for i in m.ids[at]])}
                for q in bench["questions"]:
                    if q["type"] not in ("paraphrase", "absent"):
                        continue
                    a = ask(mem, q["question"])
                    right = not a.abstained if not q["spans"] else bool(a.citations) and not a.abstained and \
                        br.at_needle(a.citations[0].t_start, a.citations[0].t_end, q["spans"])
                    ps = make_probes(q["question"])
                    concepts = [c for c in ps.concepts if not is_cue_word(c.word)]
                    unknown = [w for w in sorted(_unknown_words(mem, list(m.video_ids), concepts)) if " " not in w]
                    cos = m.vecs[at] @ emb.encode([ps.question])[0]
                    top = at[int(np.argmax(cos))]
                    tw = [w for w in dict.fromkeys(words(text[int(m.ids[top])])) if is_content_word(w)]
                    best = (word_vecs(unknown) @ word_vecs(tw).T).max(1) if unknown and tw else np.zeros(0)
                    needle = br.at_needle(float(m.t_start[top]), float(m.t_end[top]), q["spans"])
                    wrong = right if q["type"] == "absent" else not right  # absent: "right" = answered
                    rows.append((q["type"], wrong, needle, float(cos.max()), best))
    missed = [r for r in rows if r[0] == "paraphrase" and r[1]]
    withheld = [r for r in rows if r[0] == "absent" and not r[1]]
    print(f"{len(missed)} paraphrases missed, {len(withheld)} absent questions withheld by ask()")
    print("| cosine >= | share >= | word cosine >= | paraphrases won | absent answered |")
    print("|---|---|---|---|---|")
    for c, share, t in itertools.product((0.3, 0.4, 0.5), (0.5, 0.75, 1.0), (0.4, 0.5, 0.6)):
        def trusts(r) -> bool:
            return r[3] >= c and len(r[4]) > 0 and float((r[4] >= t).mean()) >= share
        print(f"| {c} | {share} | {t} | {sum(r[2] and trusts(r) for r in missed)} | {sum(trusts(r) for r in withheld)} |")


if __name__ == "__main__":
    main()
