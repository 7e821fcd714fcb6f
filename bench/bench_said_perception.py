"""How many spoken needles whisper hears, per decoding setting: the perception ceiling of
the retrieval benchmark's 'said' and paraphrase questions, and of the spoken anchors of its
cross-trace questions ("the slide up while the taxidermy owl was mentioned").

    python bench/bench_said_perception.py --beams 1 5 --videos 2101@10 2102@10 2101@30

For each generated video (seed@minutes, written by bench/make_bench.py into --data), the
soundtrack is transcribed the way ingest does (60 s chunks, word timestamps, VAD), and a
spoken needle counts as heard when a sentence within 2 s of it holds one of its answer
words; the words heard are the content words of every sentence the script speaks over a
needle (not the filler status lines) found in the sentences transcribed within 2 s of it.
Prints numbers only; the first setting is the baseline the others are compared to.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_bench  # noqa: E402
from bench_retrieval import at_needle  # noqa: E402
from core.decode import read_audio  # noqa: E402
from core.ingest import IngestConfig, speech_chunks  # noqa: E402
from core.perceivers import SpeechConfig, SpeechPerceiver  # noqa: E402
from core.perceivers.speech import SAMPLE_RATE  # noqa: E402
from memory.text import content_words  # noqa: E402


def _heard(q: dict, traces) -> bool:
    return any(at_needle(t.t_start, t.t_end, q["spans"])
               and any(k.lower() in t.text.lower() for k in q["keywords"]) for t in traces)


def _words_heard(segment: dict, traces) -> tuple[int, int]:
    """(content words of a spoken needle found near it, its content words)."""
    said = content_words(segment["speech"])
    near = {w for t in traces if at_needle(t.t_start, t.t_end, [[segment["t0"], segment["t1"]]])
            for w in content_words(t.text)}
    return sum(w in near for w in said), len(said)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--beams", type=int, nargs="+", default=[1, 5])
    ap.add_argument("--videos", nargs="+", default=["2101@10", "2102@10", "2101@30", "2001@10", "2002@10"])
    ap.add_argument("--data", type=Path, default=Path("/tmp/echobench"))
    args = ap.parse_args()
    chunk_s = IngestConfig().speech_chunk_s
    audio = {}
    for v in args.videos:
        seed, minutes = v.split("@")
        video, qfile = make_bench.write_bench(int(seed), float(minutes), args.data)
        bench = json.loads(qfile.read_text())
        needles = [q for q in bench["questions"]
                   if q["type"] in ("said", "paraphrase") and q["keywords"] and q["spans"]]
        spoken = [g for g in bench["segments"] if g["role"] != "filler" and g.get("speech")]
        audio[v] = (read_audio(video), needles, spoken)
    base = None
    for beam in args.beams:
        perceiver = SpeechPerceiver(SpeechConfig(beam_size=beam))
        heard = total = words_heard = words_total = 0
        secs = 0.0
        for samples, needles, spoken in audio.values():
            traces = []
            t0 = time.perf_counter()
            for lo, hi in speech_chunks(samples, chunk_s):
                traces += perceiver.transcribe(samples[lo:hi], offset=lo / SAMPLE_RATE)
            secs += time.perf_counter() - t0
            heard += sum(_heard(q, traces) for q in needles)
            total += len(needles)
            for found, of in (_words_heard(g, traces) for g in spoken):
                words_heard, words_total = words_heard + found, words_total + of
        base = base or secs
        print(f"beam_size {beam}: heard {heard}/{total} spoken needles, {words_heard}/{words_total} "
              f"({words_heard / max(words_total, 1):.3f}) of their sentences' words; transcribing took {secs:.0f} s "
              f"({secs / base:.2f}x the first setting)", flush=True)


if __name__ == "__main__":
    main()
