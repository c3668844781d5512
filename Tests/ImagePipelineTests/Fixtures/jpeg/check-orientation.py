#!/usr/bin/python3
"""Check that orient-*.jpg all display like orient-1.jpg once the EXIF Orientation is applied.

Decodes each file with Pillow, applies ImageOps.exif_transpose and compares with orient-1.jpg
(mean absolute difference over all RGB samples; JPEG noise only, must be < 3).
Also checks that the tag value and TIFF byte order are what the file name says.
Usage: /usr/bin/python3 check-orientation.py [dir]
"""
import os
import sys

import numpy as np
from PIL import Image, ImageOps

D = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
LIMIT = 3.0


def load(name):
    im = Image.open(os.path.join(D, name))
    tag = im.getexif().get(0x0112)
    raw = open(os.path.join(D, name), "rb").read()
    i = raw.find(b"Exif\x00\x00")
    order = raw[i + 6:i + 8].decode() if i >= 0 else "--"
    return im.size, tag, order, np.asarray(ImageOps.exif_transpose(im).convert("RGB"), np.float64)


def main():
    _, _, _, ref = load("orient-1.jpg")
    ok = True
    names = ["orient-%d.jpg" % o for o in range(1, 9)] + ["orient-6-le.jpg"]
    for n in names:
        size, tag, order, px = load(n)
        want = int(n.split("-")[1].split(".")[0])
        want_order = "II" if n.endswith("-le.jpg") else "MM"
        if px.shape != ref.shape:
            print("%-16s stored %dx%d tag=%s %s  FAIL shape %s != %s" % (n, size[0], size[1], tag, order, px.shape, ref.shape))
            ok = False
            continue
        mad = np.abs(px - ref).mean()
        good = mad < LIMIT and tag == want and order == want_order
        ok &= good
        print("%-16s stored %dx%d tag=%s %s  displayed %dx%d  mean|diff|=%.3f  %s"
              % (n, size[0], size[1], tag, order, px.shape[1], px.shape[0], mad, "OK" if good else "FAIL"))
    print("ALL OK" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
