"""Per-image timing of the shared Pillow peer (pil_thumb.py) inside one Python process.

usage: PYTHON pil_timed.py PIL_THUMB_PY draft|full jpg|png|auto OUTDIR FILE...

pil_thumb.py is a plain script (module-level loop over sys.argv, no function to import),
and it prints nothing. To time it per image without changing a single line of
the peer, its code is compiled once and executed once per file with sys.argv set to that
one file. The per-execution overhead (re-running its `import` statements against
sys.modules, one getattr) is microseconds.

The first file is run once untimed first: Pillow registers its format plugins lazily on the
first Image.open, which is process start-up, not per-image work.

Prints one JSON object per file: {"input": FILE, "ms": float} or {"input": FILE, "error": str}.
Runs under whichever interpreter calls it, so the same file times Pillow and Pillow-SIMD.
"""
import json
import os
import sys
import tempfile
import time


def main():
    peer, mode, fmt, outdir, files = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5:]
    with open(peer) as f:
        code = compile(f.read(), peer, "exec")

    def run(path, out):
        sys.argv = [peer, mode, fmt, out, path]
        exec(code, {"__name__": "pil_thumb", "__file__": peer})

    if files:
        with tempfile.TemporaryDirectory() as warm:
            try:
                run(files[0], warm)
            except Exception:
                pass  # the timed run reports it

    for path in files:
        t0 = time.perf_counter()
        try:
            run(path, outdir)
            rec = {"input": path, "ms": (time.perf_counter() - t0) * 1e3}
        except Exception as e:  # one bad file must not hide the others' timings
            rec = {"input": path, "error": f"{type(e).__name__}: {e}"}
        print(json.dumps(rec), flush=True)


if __name__ == "__main__":
    main()
