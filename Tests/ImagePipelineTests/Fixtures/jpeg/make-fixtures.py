#!/usr/bin/python3
"""Regenerate the JPEG (and rgba.png) test fixtures in this folder.

Deterministic (fixed seeds, no clock).  Needs:
  * /usr/bin/python3 with Pillow + numpy
  * cjpeg / djpeg (Debian package libjpeg-turbo-progs) for arithmetic.jpg and restart.jpg
  * convert-im6.q16 / identify-im6.q16 (ImageMagick 6) for ycck.jpg

Usage:  /usr/bin/python3 make-fixtures.py [output-dir]     (default: this script's folder)
Then:   /usr/bin/python3 check-orientation.py [dir]
"""
import os
import shutil
import struct
import subprocess
import sys
import tempfile

import numpy as np
from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else HERE

W, H = 96, 64  # deliberately not square


# ---------------------------------------------------------------- source picture
def make_source():
    """96x64 synthetic 'photo': sky->ground gradient, texture, red block top-left,
    green triangle bottom-right, a dark diagonal bar from top-right.  Every
    flip/rotation of it is visibly different."""
    rng = np.random.default_rng(20261120)
    y, x = np.mgrid[0:H, 0:W].astype(np.float64)
    fx, fy = x / (W - 1), y / (H - 1)
    r = 60 + 150 * fx + 20 * fy
    g = 90 + 80 * (1 - fy) + 40 * fx
    b = 200 - 150 * fy + 20 * (1 - fx)
    tex = 10 * np.sin(x * 0.9) * np.cos(y * 0.7) + rng.normal(0, 3.0, (H, W))
    img = np.stack([r + tex, g + tex, b + tex], axis=-1)
    # red block, top-left corner
    img[3:19, 3:27] = (220, 30, 30)
    # green right triangle, bottom-right corner (right angle at the corner)
    tri = (x >= W - 30) & (y >= H - 22) & ((x - (W - 30)) / 30 + (y - (H - 22)) / 22 >= 1.0)
    img[tri] = (40, 170, 60)
    # dark diagonal bar starting at the top edge near the right side
    bar = np.abs((x - 70) + 0.8 * y) < 2.5
    bar &= y < 36
    img[bar] = (25, 25, 40)
    # small yellow dot left of centre, lower half
    dot = (x - 30) ** 2 + (y - 45) ** 2 <= 16
    img[dot] = (240, 220, 40)
    return Image.fromarray(np.clip(img, 0, 255).round().astype(np.uint8), "RGB")


# ---------------------------------------------------------------- helpers
def p(name):
    return os.path.join(OUT, name)


def run(cmd, **kw):
    subprocess.run(cmd, check=True, **kw)


def exif_app1(orientation, byte_order="MM"):
    """Minimal APP1 Exif segment: TIFF header + IFD0 with ONE entry 0x0112 SHORT count 1."""
    e = ">" if byte_order == "MM" else "<"
    tiff = byte_order.encode() + struct.pack(e + "HI", 42, 8)          # header, IFD0 at offset 8
    tiff += struct.pack(e + "H", 1)                                    # 1 entry
    tiff += struct.pack(e + "HHI", 0x0112, 3, 1)                       # tag, type SHORT, count 1
    tiff += struct.pack(e + "HH", orientation, 0)                      # value, left-justified in 4 bytes
    tiff += struct.pack(e + "I", 0)                                    # no next IFD
    payload = b"Exif\x00\x00" + tiff
    return b"\xff\xe1" + struct.pack(">H", len(payload) + 2) + payload


def insert_after_jfif(jpeg, segment):
    """Insert `segment` after SOI and (if present) the JFIF APP0 - like libjpeg/Pillow do."""
    assert jpeg[:2] == b"\xff\xd8"
    pos = 2
    if jpeg[2:4] == b"\xff\xe0":
        pos = 4 + struct.unpack(">H", jpeg[4:6])[0]
    return jpeg[:pos] + segment + jpeg[pos:]


def find_marker(data, marker):
    """Offset of the first marker segment `marker` (e.g. 0xC0) scanning segment headers."""
    pos = 2
    while pos < len(data) - 4:
        assert data[pos] == 0xFF, "lost sync at %d" % pos
        m = data[pos + 1]
        if m == marker:
            return pos
        if m == 0xDA:
            return -1
        pos += 2 + struct.unpack(">H", data[pos + 2:pos + 4])[0]
    return -1


# PIL transpose applied by ImageOps.exif_transpose for each tag value (= what a viewer does)
DISPLAY_OP = {
    1: None,
    2: Image.Transpose.FLIP_LEFT_RIGHT,
    3: Image.Transpose.ROTATE_180,
    4: Image.Transpose.FLIP_TOP_BOTTOM,
    5: Image.Transpose.TRANSPOSE,
    6: Image.Transpose.ROTATE_270,   # PIL rotates CCW: ROTATE_270 == 90 deg clockwise
    7: Image.Transpose.TRANSVERSE,
    8: Image.Transpose.ROTATE_90,    # 90 deg counter-clockwise
}
# inverse: what to apply to the upright source so that DISPLAY_OP restores it
STORE_OP = {
    1: None,
    2: Image.Transpose.FLIP_LEFT_RIGHT,
    3: Image.Transpose.ROTATE_180,
    4: Image.Transpose.FLIP_TOP_BOTTOM,
    5: Image.Transpose.TRANSPOSE,
    6: Image.Transpose.ROTATE_90,
    7: Image.Transpose.TRANSVERSE,
    8: Image.Transpose.ROTATE_270,
}

def adobe_transform(path):
    """ColorTransform byte of the Adobe APP14 segment (0 = CMYK/RGB, 1 = YCbCr, 2 = YCCK)."""
    data = open(path, "rb").read()
    pos = find_marker(data, 0xEE)
    assert pos > 0 and data[pos + 4:pos + 9] == b"Adobe"
    return data[pos + 15]


def cmyk_image(src):
    """Proper CMYK separation (K = 1 - max(R,G,B)) as a Pillow 'CMYK' image (ink amounts,
    0 = no ink).  Pillow stores it inverted ('CMYK;I') with an Adobe marker, like Photoshop."""
    rgb = np.asarray(src, dtype=np.float64) / 255.0
    k = 1.0 - rgb.max(axis=-1)
    denom = np.where(k < 1.0, 1.0 - k, 1.0)
    cmy = (1.0 - rgb - k[..., None]) / denom[..., None]
    cmyk = np.concatenate([cmy, k[..., None]], axis=-1)
    return Image.fromarray(np.clip(np.round(255.0 * cmyk), 0, 255).astype(np.uint8), "CMYK")


def main():
    os.makedirs(OUT, exist_ok=True)
    src = make_source()
    tmp = tempfile.mkdtemp(prefix="jpegfix-")
    try:
        ppm = os.path.join(tmp, "src.ppm")
        src.save(ppm)
        src_png = os.path.join(tmp, "src.png")
        src.save(src_png)

        # --- basic kinds (Pillow / libjpeg-turbo)
        src.save(p("baseline.jpg"), quality=90, subsampling=2)               # 4:2:0, SOF0
        src.save(p("baseline444.jpg"), quality=90, subsampling=0)            # 4:4:4
        src.save(p("progressive.jpg"), quality=90, subsampling=2, progressive=True)  # SOF2
        src.convert("L").save(p("grey.jpg"), quality=90)                     # 1 component

        # --- Adobe CMYK (APP14 transform=0, component ids 'C','M','Y','K', inverted samples) via Pillow
        cmyk_image(src).save(p("cmyk.jpg"), quality=90)
        assert adobe_transform(p("cmyk.jpg")) == 0
        # --- YCCK (APP14 transform=2): ImageMagick 6 converts CMYK to YCCK when it writes a JPEG
        run(["convert-im6.q16", src_png, "-colorspace", "CMYK", "-quality", "90",
             "-sampling-factor", "2x2,1x1,1x1,2x2", p("ycck.jpg")])
        assert adobe_transform(p("ycck.jpg")) == 2, "ImageMagick did not write YCCK"
        for f in ("cmyk.jpg", "ycck.jpg"):
            ident = subprocess.run(["identify-im6.q16", "-format", "%[colorspace]", p(f)],
                                   capture_output=True, text=True, check=True).stdout
            assert ident.strip() == "CMYK", (f, ident)

        # --- arithmetic coding + restart markers via cjpeg
        run(["cjpeg", "-quality", "90", "-arithmetic", "-outfile", p("arithmetic.jpg"), ppm])
        run(["cjpeg", "-quality", "90", "-restart", "1", "-outfile", p("restart.jpg"), ppm])
        for f in ("arithmetic.jpg", "restart.jpg"):
            run(["djpeg", "-outfile", os.devnull, p(f)])  # must decode

        # --- fake 12-bit: baseline.jpg with the SOF0 sample-precision byte patched 8 -> 12
        data = bytearray(open(p("baseline.jpg"), "rb").read())
        sof = find_marker(data, 0xC0)
        assert sof > 0 and data[sof + 4] == 8
        data[sof + 4] = 12  # FF C0 Lh Ll P ...
        open(p("twelve-bit.jpg"), "wb").write(bytes(data))

        # --- EXIF orientations 1..8 (+ little-endian 6)
        for o in range(1, 9):
            stored = src if STORE_OP[o] is None else src.transpose(STORE_OP[o])
            tmpj = os.path.join(tmp, "o.jpg")
            stored.save(tmpj, quality=95, subsampling=0)
            jpg = open(tmpj, "rb").read()
            open(p("orient-%d.jpg" % o), "wb").write(insert_after_jfif(jpg, exif_app1(o, "MM")))
            if o == 6:
                open(p("orient-6-le.jpg"), "wb").write(insert_after_jfif(jpg, exif_app1(o, "II")))

        # --- large photo-like picture for shrink-on-load tests
        make_large().save(p("large.jpg"), quality=85, subsampling=2)

        # --- RGBA PNG with soft edge and red in fully transparent pixels
        make_rgba().save(p("rgba.png"), optimize=False)
    finally:
        shutil.rmtree(tmp)

    for f in sorted(os.listdir(OUT)):
        if f.endswith((".jpg", ".png")):
            print("%-20s %7d bytes" % (f, os.path.getsize(p(f))))


def make_large():
    LW, LH = 1200, 900
    rng = np.random.default_rng(1200900)
    y, x = np.mgrid[0:LH, 0:LW].astype(np.float32)
    fx, fy = x / LW, y / LH
    # sky -> horizon -> ground
    sky = np.stack([90 + 80 * fy, 140 + 70 * fy, 230 - 30 * fy], -1)
    ground = np.stack([70 + 60 * fx, 120 - 40 * fy, 50 + 20 * fx], -1)
    horizon = 0.55 + 0.05 * np.sin(fx * 6.0)
    t = np.clip((fy - horizon) * 25 + 0.5, 0, 1)[..., None]
    img = sky * (1 - t) + ground * t
    # sun with glow
    d = np.hypot(x - 900, y - 170)
    img += (np.clip(1 - d / 260, 0, 1) ** 2)[..., None] * np.array([120, 90, 20], np.float32)
    img[d < 70] = (255, 236, 170)
    # hills
    for cx, cy, rx, ry, col in [(250, 620, 420, 170, (60, 110, 60)), (700, 660, 500, 160, (80, 130, 70))]:
        e = ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2
        m = np.clip((1 - e) * 8, 0, 1)[..., None]
        shade = (1 - 0.25 * fy)[..., None]
        img = img * (1 - m) + np.array(col, np.float32) * shade * m
    # house: wall, roof, window
    img[560:700, 150:330] = (200, 180, 150)
    roof = (y >= 470) & (y < 560) & (np.abs(x - 240) < (y - 470) * 1.2 + 5)
    img[roof] = (150, 50, 40)
    img[600:650, 180:230] = (90, 140, 190)
    img[620:700, 260:300] = (100, 70, 50)
    # tree
    img[520:700, 1000:1020] = (90, 60, 40)
    dt = np.hypot(x - 1010, (y - 480) * 1.2)
    img[dt < 80] = (40, 100, 45)
    # coloured discs in the foreground
    for i, col in enumerate([(220, 60, 60), (240, 200, 60), (70, 90, 200), (220, 120, 200)]):
        dd = np.hypot(x - (450 + i * 110), y - 800)
        a = np.clip(40 - dd, 0, 1)[..., None]
        img = img * (1 - a) + np.array(col, np.float32) * a
    # fine grain
    img += rng.normal(0, 2.5, (LH, LW, 1)).astype(np.float32)
    return Image.fromarray(np.clip(img, 0, 255).round().astype(np.uint8), "RGB")


def make_rgba():
    RW, RH = 64, 48
    y, x = np.mgrid[0:RH, 0:RW].astype(np.float64)
    d = np.hypot(x + 0.5 - 32, y + 0.5 - 24)
    alpha = np.clip((20.0 - d) / 6.0, 0.0, 1.0)   # opaque inside r=14, soft ramp to 0 at r=20
    a8 = np.round(alpha * 255).astype(np.uint8)
    rgb = np.empty((RH, RW, 3), np.uint8)
    rgb[...] = (250, 246, 236)                     # white-ish, NOT premultiplied
    rgb[a8 == 0] = (255, 0, 0)                     # colour hidden in fully transparent pixels
    return Image.fromarray(np.dstack([rgb, a8]), "RGBA")


if __name__ == "__main__":
    main()
