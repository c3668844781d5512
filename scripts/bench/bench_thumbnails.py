"""Thumbnail benchmark driver (called by scripts/bench-thumbnails, which prepares the tools).

Runs, per corpus category and over the same files: catalog-tool (--jobs 1 and --jobs 2),
Pillow-SIMD and Pillow (draft), vipsthumbnail, ImageMagick, a decode floor, and the quality
reference (Pillow full decode + Lanczos). Prints Markdown tables, writes results.json.

What each time means (all per image, median over the category's files unless noted):
  ours         the tool's own per-image "milliseconds" from --json (in-process, no start-up);
               "wall/N" is the whole process's wall time divided by N (includes start-up).
  Pillow(-SIMD) pil_thumb.py run once per file inside ONE Python process (scripts/bench/pil_timed.py):
               no interpreter start-up, no plugin registration.
  vips, IM     one process per image, wall time of the process ("per process"); "est" subtracts
               the median wall time of a trivial invocation of the same binary
               (`vipsthumbnail --vips-version`, `convert-im6.q16 -version`) as a start-up-free estimate.
  floor        scripts/bench/decode_floor.c: decode only (libjpeg-turbo scaled / libpng), bytes in memory.
  --jobs 2     throughput = N / wall time of the whole `--jobs 2` process, compared with --jobs 1's.
Peers run with VIPS_CONCURRENCY=1 MAGICK_THREAD_LIMIT=1 OMP_NUM_THREADS=1. Every category's files are read
once before timing so nobody pays for cold disk reads. Peak memory: `/usr/bin/time -v` max RSS of one
whole process (ours, vipsthumbnail) on camera/000.jpg.

Quality: PSNR over RGB (8-bit, peak 255) of each 256x256 output against the reference
(pil_thumb.py full, written as PNG so the reference itself is lossless). Images with alpha are
composited over white first, on both sides, so the colour of fully transparent pixels does not
count (several corpus avatars zero them, others keep the photo underneath). Identical images
are reported as 100 dB. JPEG outputs include their own q85 compression loss, which dominates
PSNR in the JPEG categories (~32-38 dB); PNG categories measure resampling alone. Pillow reads
16-bit PNGs (reference and 16-bit outputs alike) as 8-bit by dropping the low byte, so tools that
round 16->8 differ from the reference by ~0.5 level there (PSNR ceiling ~54 dB on png16).

Our tool's --json output is also checked against its contract (one record per input, summary
counts, reported bytes/size vs the file written, .jpg for JPEG / .png for PNG); violations are listed
under "Problem:" in the report.
"""
import argparse
import json
import math
import os
import platform
import shutil
import statistics
import subprocess
import sys
import time

import numpy as np
from PIL import Image

# The corpus's categories in the order make_corpus.py builds them; unknown ones follow, sorted.
CATEGORY_ORDER = ["product", "camera", "progressive", "avatar-rgb", "avatar-rgba", "palette", "png16", "interlaced"]
PEER_ENV = {"VIPS_CONCURRENCY": "1", "MAGICK_THREAD_LIMIT": "1", "OMP_NUM_THREADS": "1"}
VIPS = "vipsthumbnail"
MAGICK = "convert-im6.q16"  # never bare `convert`: it may be another program on PATH
PSNR_IDENTICAL = 100.0
PNG_BYTES_GOAL = 1.15  # ours / Pillow mean PNG bytes
# Column order and labels of the peers in the tables.
PIL_TIMED = os.path.join(os.path.dirname(os.path.abspath(__file__)), "pil_timed.py")
PEERS = [("simd", "Pillow-SIMD"), ("pillow", "Pillow"), ("vips", "vips"), ("im", "IM")]


def log(msg):
    print(msg, file=sys.stderr, flush=True)


def is_jpeg(path):
    with open(path, "rb") as f:
        return f.read(2) == b"\xff\xd8"


def stem(path):
    return os.path.splitext(os.path.basename(path))[0]


def fresh_dir(path):
    # Stale outputs from an earlier run would be measured as if this run wrote them.
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path)
    return path


def peer_env(extra=None):
    env = dict(os.environ, **PEER_ENV)
    env.update(extra or {})
    return env


def median(xs):
    return statistics.median(xs) if xs else None


def mean(xs):
    return statistics.fmean(xs) if xs else None


# --------------------------------------------------------------------------------------------- corpus


def categories(corpus, wanted):
    present = sorted(d for d in os.listdir(corpus) if os.path.isdir(os.path.join(corpus, d)))
    ordered = [c for c in CATEGORY_ORDER if c in present] + [c for c in present if c not in CATEGORY_ORDER]
    if not wanted:
        return ordered
    missing = [c for c in wanted if c not in present]
    if missing:
        sys.exit(f"bench: no such categories in {corpus}: {', '.join(missing)} (have: {', '.join(ordered)})")
    return [c for c in ordered if c in wanted]


def category_files(corpus, cat, limit):
    d = os.path.join(corpus, cat)
    files = sorted(os.path.join(d, f) for f in os.listdir(d) if f.lower().endswith((".jpg", ".jpeg", ".png")))
    return files[:limit] if limit else files


def warm_page_cache(files):
    # Whoever runs first would otherwise pay for disk reads the others get for free.
    for f in files:
        with open(f, "rb") as fh:
            while fh.read(1 << 20):
                pass


# ---------------------------------------------------------------------------------------------- tools
# Every runner returns {"wall_ms": float, "images": {stem: {"ms", "output", "error"}}} so that the
# statistics and quality code never needs to know which tool produced a result.


def run_ours(tool, files, outdir, size, jobs, extra=(), want_png=False):
    cmd = [tool, "image", "thumbnail", *files, "--size", str(size), "--fit", "cover", "--crop", "centre",
           "--out", outdir, "--jobs", str(jobs), "--no-cache", "--json", *extra]
    t0 = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True)
    wall = (time.perf_counter() - t0) * 1e3
    images, summary, junk = {}, None, 0
    for line in p.stdout.splitlines():
        try:
            rec = json.loads(line)
        except json.JSONDecodeError:
            junk += 1
            continue
        if "summary" in rec:
            summary = rec["summary"]
        elif "input" in rec:
            # Keyed by file stem: the tool may echo the input path normalised.
            images[stem(rec["input"])] = {"ms": rec.get("milliseconds"), "output": rec.get("output"),
                                          "error": rec.get("error"), "reported_bytes": rec.get("bytes"),
                                          "width": rec.get("width"), "height": rec.get("height")}
    for f in files:
        images.setdefault(stem(f), {"ms": None, "output": None, "error": "no --json record for this input"})
    problems = contract_problems(files, images, summary, size, want_png)
    if junk:
        problems.append(f"{junk} non-JSON stdout lines")
    if p.returncode != 0:
        problems.append(f"exit status {p.returncode}: {p.stderr.strip()[-300:]}")
    return {"wall_ms": wall, "images": images, "summary": summary, "problems": problems}


def contract_problems(files, images, summary, size, want_png=False):
    """Checks the --json output contract, so a benchmark run doubles as a smoke test of the tool.

    Only the first few problems are kept: one systematic bug would otherwise repeat per image.
    """
    problems = []
    if summary is None:
        problems.append("no summary line")
    else:
        done = sum(1 for i in images.values() if not i["error"])
        if (summary.get("done"), summary.get("failed")) != (done, len(files) - done):
            problems.append(f"summary says done {summary.get('done')} failed {summary.get('failed')}, "
                            f"records say {done} / {len(files) - done}")
    for f in files:
        img = images[stem(f)]
        if img["error"]:
            problems.append(f"{stem(f)}: error {img['error']}")
            continue
        out, want_ext = img["output"], (".jpg" if is_jpeg(f) and not want_png else ".png")
        if not out or not os.path.exists(out):
            problems.append(f"{stem(f)}: output {out!r} does not exist")
            continue
        if not out.endswith(want_ext):
            problems.append(f"{stem(f)}: output {os.path.basename(out)}, expected a {want_ext} file")
        if img["reported_bytes"] != os.path.getsize(out):
            problems.append(f"{stem(f)}: reports {img['reported_bytes']} bytes, file has {os.path.getsize(out)}")
        if (img["width"], img["height"]) != (size, size):
            problems.append(f"{stem(f)}: reports {img['width']}x{img['height']}, expected {size}x{size}")
        if not isinstance(img["ms"], (int, float)):
            problems.append(f"{stem(f)}: milliseconds is {img['ms']!r}")
    return problems[:5] + ([f"... and {len(problems) - 5} more"] if len(problems) > 5 else [])


def run_per_process(make_cmd, files, outdir):
    """CLI peers: one process per image, timed from the outside."""
    images = {}
    t_all = time.perf_counter()
    for f in files:
        out = os.path.join(outdir, stem(f) + (".jpg" if is_jpeg(f) else ".png"))
        t0 = time.perf_counter()
        p = subprocess.run(make_cmd(f, out), capture_output=True, text=True, env=peer_env())
        ms = (time.perf_counter() - t0) * 1e3
        ok = p.returncode == 0 and os.path.exists(out)
        images[stem(f)] = {"ms": ms if ok else None, "output": out if ok else None,
                           "error": None if ok else (p.stderr.strip()[-300:] or f"exit {p.returncode}")}
    return {"wall_ms": (time.perf_counter() - t_all) * 1e3, "images": images}


def vips_cmd(size):
    def make(f, out):
        # vipsthumbnail names outputs itself (%s = input stem); Q only applies to JPEG.
        target = os.path.join(os.path.dirname(out), "%s.jpg[Q=85]" if out.endswith(".jpg") else "%s.png")
        return [VIPS, f, "--size", f"{size}x{size}", "--smartcrop", "centre", "-o", target]
    return make


def magick_cmd(size):
    def make(f, out):
        # -quality 85 for JPEG so its bytes/PSNR compare with the others' q85 (IM would otherwise
        # reuse the input's estimated quality, e.g. 92 for the camera files).
        quality = ["-quality", "85"] if out.endswith(".jpg") else []
        return [MAGICK, f, "-thumbnail", f"{size}x{size}^", "-gravity", "center", "-extent", f"{size}x{size}",
                *quality, out]
    return make


def run_pillow(python, helper, pil_thumb, mode, fmt, files, outdir, size):
    cmd = [python, helper, pil_thumb, mode, fmt, outdir, *files]
    t0 = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True, env=peer_env({"TILE": str(size)}))
    wall = (time.perf_counter() - t0) * 1e3
    images = {}
    for line in p.stdout.splitlines():
        rec = json.loads(line)
        jpg_out = fmt == "jpg" or (fmt == "auto" and is_jpeg(rec["input"]))
        out = os.path.join(outdir, stem(rec["input"]) + (".jpg" if jpg_out else ".png"))
        images[stem(rec["input"])] = {"ms": rec.get("ms"), "output": out if "ms" in rec else None,
                                      "error": rec.get("error")}
    for f in files:
        images.setdefault(stem(f), {"ms": None, "output": None, "error": p.stderr.strip()[-300:] or "no result"})
    return {"wall_ms": wall, "images": images}


def run_floor(floor_bin, files, size):
    p = subprocess.run([floor_bin, "--size", str(size), *files], capture_output=True, text=True)
    images = {}
    for line in p.stdout.splitlines():
        ms, path, detail = line.split("\t", 2)
        images[stem(path)] = ({"ms": None, "error": detail} if ms == "error"
                              else {"ms": float(ms), "detail": detail, "error": None})
    return {"images": images}


def startup_ms(cmd, runs=10):
    """Median wall time of a trivial invocation: what one process costs before any image work."""
    if not shutil.which(cmd[0]):
        return None
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        subprocess.run(cmd, capture_output=True, env=peer_env())
        times.append((time.perf_counter() - t0) * 1e3)
    return median(times)


def peak_rss_kib(cmd):
    p = subprocess.run(["/usr/bin/time", "-v", *cmd], capture_output=True, text=True, env=peer_env())
    for line in p.stderr.splitlines():
        if "Maximum resident set size" in line:
            return int(line.rsplit(":", 1)[1])
    return None


# -------------------------------------------------------------------------------------------- quality


def load_over_white(path):
    im = Image.open(path)
    has_alpha = im.mode in ("RGBA", "LA", "PA", "RGBa", "La") or "transparency" in im.info
    a = np.asarray(im.convert("RGBA" if has_alpha else "RGB"), dtype=np.float64)
    if has_alpha:
        alpha = a[..., 3:4] / 255.0
        a = a[..., :3] * alpha + 255.0 * (1.0 - alpha)
    return a


def psnr(ref, out_path):
    try:
        b = load_over_white(out_path)
    except Exception as e:
        return None, f"unreadable output: {e}"
    if b.shape != ref.shape:
        return None, f"output is {b.shape[1]}x{b.shape[0]}, reference {ref.shape[1]}x{ref.shape[0]}"
    mse = float(np.mean((ref - b) ** 2))
    return (PSNR_IDENTICAL if mse == 0 else min(PSNR_IDENTICAL, 10 * math.log10(255.0 ** 2 / mse))), None


def add_quality(tools, reference):
    """Adds per-image psnr/bytes to each tool's result, and per-category mean/min.

    Image by image rather than tool by tool, so only one decoded reference is held at a time.
    """
    scores = {name: [] for name in tools}
    for key, ref_img in reference["images"].items():
        ref = load_over_white(ref_img["output"]) if ref_img.get("output") else None
        for name, result in tools.items():
            img = result["images"].get(key, {})
            out = img.get("output")
            if not out or not os.path.exists(out):
                continue
            img["bytes"] = os.path.getsize(out)
            if ref is None:
                continue
            img["psnr"], why = psnr(ref, out)
            if img["psnr"] is None:
                result.setdefault("problems", []).append(f"{key}: {why}")
            else:
                scores[name].append(img["psnr"])
    for name, result in tools.items():
        s = scores[name]
        result["psnr_mean"], result["psnr_min"] = mean(s), (min(s) if s else None)
        result["bytes_mean"] = mean([i["bytes"] for i in result["images"].values() if "bytes" in i])


def summarise_times(result):
    ms = [i["ms"] for i in result["images"].values() if i.get("ms") is not None]
    result["ms_median"], result["ms_mean"] = median(ms), mean(ms)
    result["done"] = len(ms)
    result["failed"] = sum(1 for i in result["images"].values() if i.get("error"))


# ------------------------------------------------------------------------------------------- report


def fmt_ms(x):
    if x is None:
        return "–"
    return f"{x:.0f}" if x >= 100 else f"{x:.1f}" if x >= 10 else f"{x:.2f}"


def fmt_ratio(x):
    return "–" if x is None else f"{x:.2f}×"


def fmt_psnr(r):
    if not r or r.get("psnr_mean") is None:
        return "–"
    return f"{r['psnr_mean']:.1f} / {r['psnr_min']:.1f}"


def fmt_kb(x):
    return "–" if x is None else f"{x / 1024:.1f}"


def peer_ms(name, r):
    """The figure a peer is compared on: start-up-free for the per-process CLI peers."""
    if not r:
        return None
    return r.get("ms_est_median") if name in ("vips", "im") else r.get("ms_median")


def speed_row(cat, c):
    t = c["tools"]
    ours = t.get("ours", {})
    o = ours.get("ms_median")
    peers = {name: peer_ms(name, t.get(name)) for name, _ in PEERS}
    fastest = min(((ms, name) for name, ms in peers.items() if ms is not None), default=None)
    vs_peer = f"{fastest[0] / o:.2f}× ({dict(PEERS)[fastest[1]]})" if fastest and o else "–"
    floor = t.get("floor", {}).get("ms_median")
    wall_n = ours["wall_ms"] / c["files"] if ours.get("wall_ms") else None
    j2 = c["jobs2"]
    cells = [cat, str(c["files"]), fmt_ms(o), fmt_ms(wall_n), fmt_ms(peers["simd"]), fmt_ms(peers["pillow"])]
    for name in ("vips", "im"):
        cells.append(f"{fmt_ms(peers[name])} ({fmt_ms(t[name]['ms_median'])})" if name in t else "–")
    cells += [fmt_ms(floor), vs_peer, fmt_ratio(o / floor if o and floor else None),
              f"{j2['images_per_s']:.1f} ({j2['speedup']:.2f}×)"]
    return "| " + " | ".join(cells) + " |"


def quality_row(cat, c):
    t = c["tools"]
    kib = {name: t.get(name, {}).get("bytes_mean") for name in ("ours", "pillow", "vips")}
    ratio = kib["ours"] / kib["pillow"] if kib["ours"] and kib["pillow"] else None
    flag = " ⚠" if ratio and c["png"] and ratio > PNG_BYTES_GOAL else ""
    cells = [cat] + [fmt_psnr(t.get(name)) for name in ("ours", "simd", "pillow", "vips", "im")]
    cells += [fmt_kb(kib[name]) for name in ("ours", "pillow", "vips")] + [fmt_ratio(ratio) + flag]
    return "| " + " | ".join(cells) + " |"


def render(results):
    size = results["meta"]["size"]
    cats = results["categories"]
    lines = [f"## Thumbnails {size}×{size} cover/centre — median ms per image, single thread", "",
             "| category | n | ours | ours wall/N | Pillow-SIMD | Pillow | vips est (per proc) | IM est (per proc) "
             "| floor | fastest peer / ours | ours / floor | --jobs 2 img/s (× vs 1) |",
             "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    lines += [speed_row(cat, c) for cat, c in cats.items()]
    lines += ["", "## Quality (PSNR dB mean / min vs Pillow full-decode Lanczos) and output size (KiB mean)", "",
              "| category | ours | Pillow-SIMD | Pillow | vips | IM | KiB ours | KiB Pillow | KiB vips "
              "| bytes ours / Pillow |", "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    lines += [quality_row(cat, c) for cat, c in cats.items()]
    fidelity = {cat: c["fidelity"] for cat, c in cats.items() if c.get("fidelity")}
    if fidelity:
        lines += ["", "## Resize fidelity on JPEG inputs (PSNR dB mean / min vs the reference, without q85's loss)", "",
                  "| category | ours, PNG out (RGBA path) | ours, JPEG q100 4:4:4 (planar path) | Pillow-SIMD draft, PNG out |",
                  "|---|---:|---:|---:|"]
        for cat, f in fidelity.items():
            lines.append("| " + " | ".join([cat] + [fmt_psnr(f.get(k)) for k in ("ours-png", "ours-q100", "simd-png")])
                         + " |")
    lines.append("")
    j = results.get("jobs2_overall")
    if j:
        lines.append(f"- `--jobs 2` over all categories: {j['images_per_s']:.1f} images/s vs {j['images_per_s_jobs1']:.1f} "
                     f"with `--jobs 1` → {j['speedup']:.2f}× on {results['meta']['cpus']} CPUs (process wall time, "
                     f"start-up included).")
    m = results.get("peak_memory")
    if m:
        parts = [f"{k} {v / 1024:.1f} MiB" if v else f"{k} –" for k, v in m["max_rss_kib"].items()]
        lines.append(f"- Peak memory (`/usr/bin/time -v` max RSS, one {m['image']} → {size}² thumbnail): "
                     + ", ".join(parts) + ".")
    st = results["startup_ms"]
    lines.append("- Start-up subtracted for the CLI peers (median of 10 trivial runs): "
                 + ", ".join(f"{k} {fmt_ms(v)} ms" for k, v in st.items()) + ".")
    skipped = results["meta"].get("skipped") or {}
    for k, why in skipped.items():
        lines.append(f"- Skipped {k}: {why}")
    problems = [(cat, n, p) for cat, c in results["categories"].items() for n, r in c["tools"].items()
                for p in r.get("problems", [])]
    problems += [(cat, "ours --jobs 2", p) for cat, c in results["categories"].items()
                 for p in c["jobs2"]["problems"]]
    problems += [(cat, n, p) for cat, c in results["categories"].items() for n, r in c.get("fidelity", {}).items()
                 for p in r.get("problems", [])]
    for cat, n, p in problems[:30]:
        lines.append(f"- Problem: {cat} / {n}: {p}")
    if len(problems) > 30:
        lines.append(f"- ... {len(problems) - 30} more problems in results.json")
    lines += ["", "ours = the tool's per-image `milliseconds` (in-process); Pillow times are in-process per image; "
              "vips/IM are per-process wall times with the trivial start-up subtracted (per-process in parentheses). "
              "Fastest peer / ours > 1 means ours is faster. PSNR composited over white for alpha; a ⚠ marks a PNG "
              f"category where ours / Pillow bytes exceeds the goal of {PNG_BYTES_GOAL}."]
    return "\n".join(lines)


# --------------------------------------------------------------------------------------------- main


def tool_versions(args):
    v = {"python": platform.python_version(), "pillow": Image.__version__}
    for key, cmd in (("vips", [VIPS, "--vips-version"]), ("imagemagick", [MAGICK, "-version"])):
        if shutil.which(cmd[0]):
            v[key] = subprocess.run(cmd, capture_output=True, text=True).stdout.splitlines()[0].strip()
    if args.simd_python:
        v["pillow_simd"] = subprocess.run([args.simd_python, "-c", "import PIL; print(PIL.__version__)"],
                                          capture_output=True, text=True).stdout.strip()
    q = subprocess.run(["dpkg-query", "-W", "-f", "${Package} ${Version}\n", "libturbojpeg0", "libpng16-16"],
                       capture_output=True, text=True)
    v.update(dict(line.split(" ", 1) for line in q.stdout.splitlines() if " " in line))
    return v


def bench_category(args, cat, files, startup, have_vips, have_im):
    """Every tool over the same files; outputs in OUT/thumbs/<tool>/<category>/."""
    def out(name):
        return fresh_dir(os.path.join(args.out, "thumbs", name, cat))

    def pillow(python, mode, fmt, name):
        return run_pillow(python, PIL_TIMED, args.pil_thumb, mode, fmt, files, out(name), args.size)

    warm_page_cache(files)
    log(f"[{cat}] {len(files)} files")
    # PNG, whatever the input, so that the reference itself is lossless.
    reference = pillow("/usr/bin/python3", "full", "png", "reference")
    tools = {}
    log(f"[{cat}]   decode floor")
    tools["floor"] = run_floor(args.floor, files, args.size)
    log(f"[{cat}]   ours --jobs 1")
    tools["ours"] = run_ours(args.tool, files, out("ours"), args.size, 1)
    log(f"[{cat}]   ours --jobs 2")
    jobs2 = run_ours(args.tool, files, out("ours-jobs2"), args.size, 2)
    if args.simd_python:
        log(f"[{cat}]   Pillow-SIMD")
        tools["simd"] = pillow(args.simd_python, "draft", "auto", "pillow-simd")
    log(f"[{cat}]   Pillow")
    tools["pillow"] = pillow("/usr/bin/python3", "draft", "auto", "pillow")
    if have_vips:
        log(f"[{cat}]   vipsthumbnail")
        tools["vips"] = run_per_process(vips_cmd(args.size), files, out("vips"))
    if have_im:
        log(f"[{cat}]   ImageMagick")
        tools["im"] = run_per_process(magick_cmd(args.size), files, out("im"))

    # Untimed: how close the resize itself comes to the reference on JPEG inputs, without q85's loss. PNG output
    # takes our RGBA path; JPEG q100 4:4:4 takes the planar (YCbCr) path that JPEG thumbnails use, with its small
    # q100 loss included.
    fidelity = {}
    if is_jpeg(files[0]):
        log(f"[{cat}]   fidelity runs (PNG / q100 outputs)")
        fidelity["ours-png"] = run_ours(args.tool, files, out("ours-png"), args.size, 1, ["--format", "png"], True)
        fidelity["ours-q100"] = run_ours(args.tool, files, out("ours-q100"), args.size, 1,
                                         ["--quality", "100", "--subsampling", "4:4:4"])
        if args.simd_python:
            fidelity["simd-png"] = pillow(args.simd_python, "draft", "png", "pillow-simd-png")
        add_quality(fidelity, reference)

    for r in list(tools.values()) + [reference]:
        summarise_times(r)
    add_quality({n: r for n, r in tools.items() if n != "floor"}, reference)
    for name, st in (("vips", startup["vips"]), ("im", startup["IM"])):
        if name in tools and st is not None:
            est = [max(0.0, i["ms"] - st) for i in tools[name]["images"].values() if i.get("ms") is not None]
            tools[name]["ms_est_median"] = median(est)

    w1, w2 = tools["ours"]["wall_ms"], jobs2["wall_ms"]
    return {"files": len(files), "png": not is_jpeg(files[0]), "tools": tools, "reference": reference,
            "fidelity": fidelity,
            "jobs2": {"wall_ms": w2, "wall_ms_jobs1": w1, "images_per_s": len(files) / (w2 / 1e3),
                      "speedup": w1 / w2, "failed": sum(1 for i in jobs2["images"].values() if i.get("error")),
                      "problems": jobs2["problems"]}}


def peak_memory(args, have_vips):
    """Max RSS of one whole process on the first camera JPEG (the corpus's largest), whatever --categories."""
    if not os.path.isdir(os.path.join(args.corpus, "camera")):
        return None
    f = category_files(args.corpus, "camera", 1)[0]
    with Image.open(f) as im:
        dims = f"{im.width}×{im.height}"
    log(f"peak memory on {f}")
    out = lambda name: fresh_dir(os.path.join(args.out, "thumbs", "peak", name))
    rss = {"ours": peak_rss_kib([args.tool, "image", "thumbnail", f, "--size", str(args.size), "--fit", "cover",
                                 "--crop", "centre", "--out", out("ours"), "--jobs", "1", "--no-cache", "--json"])}
    if have_vips:
        rss["vipsthumbnail"] = peak_rss_kib(vips_cmd(args.size)(f, os.path.join(out("vips"), stem(f) + ".jpg")))
    return {"image": f"camera/{os.path.basename(f)} {dims}", "max_rss_kib": rss}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--corpus", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--tool", required=True)
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--size", type=int, default=256)
    ap.add_argument("--categories", default="")
    ap.add_argument("--floor", required=True, help="decode_floor binary")
    ap.add_argument("--pil-thumb", required=True, help="the shared pil_thumb.py")
    ap.add_argument("--simd-python", default="", help="venv python with Pillow-SIMD; empty = skip")
    ap.add_argument("--simd-skip-reason", default="")
    args = ap.parse_args()

    cats = categories(args.corpus, [c for c in args.categories.split(",") if c])
    skipped = {}
    if not args.simd_python:
        skipped["Pillow-SIMD"] = args.simd_skip_reason or "no venv python"
    have_vips, have_im = bool(shutil.which(VIPS)), bool(shutil.which(MAGICK))
    if not have_vips:
        skipped["vips"] = f"{VIPS} not on PATH (scripts/setup --bench)"
    if not have_im:
        skipped["IM"] = f"{MAGICK} not on PATH (scripts/setup --bench)"

    results = {"meta": {"date": time.strftime("%Y-%m-%dT%H:%M:%S%z"), "host": platform.node(),
                        "cpu": next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo")
                                     if l.startswith("model name")), platform.machine()),
                        "cpus": os.cpu_count(), "size": args.size, "limit": args.limit or None,
                        "tool": os.path.abspath(args.tool), "corpus": os.path.abspath(args.corpus),
                        "versions": tool_versions(args), "skipped": skipped},
               "startup_ms": {"vips": startup_ms([VIPS, "--vips-version"]),
                              "IM": startup_ms([MAGICK, "-version"])},
               "categories": {}}
    total_n = total_wall1 = total_wall2 = 0.0
    for cat in cats:
        files = category_files(args.corpus, cat, args.limit)
        if not files:
            log(f"[{cat}] no images, skipped")
            continue
        c = bench_category(args, cat, files, results["startup_ms"], have_vips, have_im)
        results["categories"][cat] = c
        total_n += len(files)
        total_wall1 += c["jobs2"]["wall_ms_jobs1"]
        total_wall2 += c["jobs2"]["wall_ms"]

    if total_n:
        results["jobs2_overall"] = {"images_per_s": total_n / (total_wall2 / 1e3),
                                    "images_per_s_jobs1": total_n / (total_wall1 / 1e3),
                                    "speedup": total_wall1 / total_wall2}

    results["peak_memory"] = peak_memory(args, have_vips)

    report = render(results)
    with open(os.path.join(args.out, "results.json"), "w") as fh:
        json.dump(results, fh, indent=1)
    with open(os.path.join(args.out, "results.md"), "w") as fh:
        fh.write(report + "\n")
    print(report)


if __name__ == "__main__":
    main()
