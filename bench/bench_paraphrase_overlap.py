"""Can the sentence embedding alone tell a paraphrase from an absent question?

    python bench/bench_paraphrase_overlap.py --seeds 1801 1802 1901 1902 2001 2002 2101 2102 2201 2202

For every paraphrase question (no word in common with its needle) and every absent question
of the generated videos (ingested and cached as bench_retrieval.py does), the whole question
is embedded with the memory's MiniLM and compared with every trace: for a paraphrase, the
needle's best cosine, whether it is the closest trace and its lead over the best other one; for
an absent question, the best cosine of any trace. If the two overlap, no threshold on the
cosine (or on its lead) answers the paraphrases without answering absent questions too.
Prints numbers only.
"""
from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import numpy as np  # noqa: E402

from bench_retrieval import at_needle, ingested  # noqa: E402
from memory import Memory  # noqa: E402


def _quartiles(xs: list[float]) -> str:
    q = statistics.quantiles(xs, n=4) if len(xs) > 1 else xs * 3
    return f"min {min(xs):.3f}  q1 {q[0]:.3f}  median {q[1]:.3f}  q3 {q[2]:.3f}  max {max(xs):.3f}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seeds", type=int, nargs="+", default=[2101, 2102, 2201, 2202])
    ap.add_argument("--minutes", type=float, nargs="+", default=[10, 30])
    ap.add_argument("--data", type=Path, default=Path("/tmp/echobench"))
    args = ap.parse_args()
    para_cos, para_lead, para_rank1, absent_best = [], [], 0, []
    for minutes in args.minutes:
        for seed in args.seeds:
            db, bench = ingested(seed, minutes, args.data, args.data / "cache")
            qs = [q for q in bench["questions"] if q["type"] in ("paraphrase", "absent")]
            with Memory(db) as mem:
                m = mem.matrix(None)
                sims = mem.embedder.encode([q["question"] for q in qs]) @ m.vecs.T  # (Q, N)
                for q, s in zip(qs, sims):
                    if q["type"] == "absent":
                        absent_best.append(float(s.max()))
                        continue
                    at = np.array([at_needle(a, b, q["spans"]) for a, b in zip(m.t_start, m.t_end)])
                    best, other = float(s[at].max()), float(s[~at].max())
                    para_cos.append(best)
                    para_lead.append(best - other)
                    para_rank1 += best > other
    n = len(para_cos)
    print(f"{n} paraphrase and {len(absent_best)} absent questions, seeds {args.seeds}, minutes {args.minutes}\n")
    print(f"paraphrase: needle's cosine          {_quartiles(para_cos)}")
    print(f"paraphrase: lead over the best other {_quartiles(para_lead)}")
    print(f"absent:     best cosine of any trace {_quartiles(absent_best)}")
    print(f"\nthe needle is the closest trace for {para_rank1} of {n} paraphrases")
    for cut in (0.30, 0.35, 0.40, 0.45):
        print(f"cosine >= {cut:.2f}: {sum(c >= cut for c in para_cos)} of {n} paraphrase needles, "
              f"{sum(c >= cut for c in absent_best)} of {len(absent_best)} absent questions")


if __name__ == "__main__":
    main()
