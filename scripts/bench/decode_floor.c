/*
 * Decode floor for the thumbnail benchmark: how long decoding alone takes, with the
 * cheapest decode a thumbnailer could legitimately use. No thumbnailer built on
 * libjpeg-turbo / libpng can be faster than this per image.
 *
 *   decode_floor [--size N] FILE...
 *
 * One line per file on stdout:  <ms>\t<file>\t<W>x<H> -> <w>x<h> <how>
 * (or "error\t<file>\t<message>").  Exit status 1 if any file failed.
 *
 * What is timed: from the compressed bytes in memory to decoded pixels in memory.
 * File reading is excluded (the benchmark pre-warms the page cache anyway); the
 * decoder handle is created once, like a long-running process would.
 *
 * JPEG: tjDecompressHeader3, then the strongest DCT reduction among 1/8, 1/4, 1/2
 * whose scaled short side is still >= N (else full size), tjDecompress2 to RGBA.
 * Only power-of-two scales: the others have no SIMD path in libjpeg-turbo.
 *
 * PNG: libpng's simplified API to RGBA. 16-bit files are decoded at their own
 * format (16-bit linear) instead: asking png_image for 8-bit output from a 16-bit
 * file makes it assume the data is linear and convert it to sRGB, which is a colour
 * transform, not decoding, and would inflate the floor.
 *
 * Build: gcc -O2 -o decode_floor decode_floor.c -lturbojpeg -lpng
 */
#define _POSIX_C_SOURCE 200809L
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <turbojpeg.h>

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static unsigned char *read_file(const char *path, size_t *size) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *buf = n > 0 ? malloc((size_t)n) : NULL;
    if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) {
        free(buf);
        buf = NULL;
    }
    fclose(f);
    *size = buf ? (size_t)n : 0;
    return buf;
}

/* Returns elapsed ms, or a negative value on error (message in err). */
static double decode_jpeg(tjhandle tj, const unsigned char *buf, size_t size, int target, char *desc,
                          size_t desc_len, const char **err) {
    double t0 = now_ms();
    int w, h, subsamp, colorspace;
    if (tjDecompressHeader3(tj, buf, (unsigned long)size, &w, &h, &subsamp, &colorspace) != 0) {
        *err = tjGetErrorStr2(tj);
        return -1;
    }
    tjscalingfactor sf = {1, 1};
    static const int denominators[] = {8, 4, 2};
    for (int i = 0; i < 3; i++) {
        tjscalingfactor c = {1, denominators[i]};
        int sw = TJSCALED(w, c), sh = TJSCALED(h, c);
        if ((sw < sh ? sw : sh) >= target) {
            sf = c;
            break;
        }
    }
    int sw = TJSCALED(w, sf), sh = TJSCALED(h, sf);
    unsigned char *out = malloc((size_t)sw * sh * 4);
    if (!out) {
        *err = "out of memory";
        return -1;
    }
    int rc = tjDecompress2(tj, buf, (unsigned long)size, out, sw, 0, sh, TJPF_RGBA, 0);
    double t1 = now_ms();
    free(out);
    if (rc != 0 && tjGetErrorCode(tj) == TJERR_FATAL) {
        *err = tjGetErrorStr2(tj);
        return -1;
    }
    snprintf(desc, desc_len, "%dx%d -> %dx%d jpeg 1/%d", w, h, sw, sh, sf.denom);
    return t1 - t0;
}

static double decode_png(const unsigned char *buf, size_t size, char *desc, size_t desc_len, const char **err) {
    static char msg[sizeof(((png_image *)0)->message)];
    double t0 = now_ms();
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, buf, size)) {
        snprintf(msg, sizeof msg, "%s", image.message);
        *err = msg;
        return -1;
    }
    int sixteen = (image.format & PNG_FORMAT_FLAG_LINEAR) != 0;
    if (!sixteen) image.format = PNG_FORMAT_RGBA;
    unsigned char *out = malloc(PNG_IMAGE_SIZE(image));
    if (!out) {
        png_image_free(&image);
        *err = "out of memory";
        return -1;
    }
    int ok = png_image_finish_read(&image, NULL, out, 0, NULL);
    double t1 = now_ms();
    free(out);
    if (!ok) {
        snprintf(msg, sizeof msg, "%s", image.message);
        *err = msg;
        return -1;
    }
    snprintf(desc, desc_len, "%ux%u -> %ux%u png %s", image.width, image.height, image.width, image.height,
             sixteen ? "16-bit native" : "RGBA8");
    return t1 - t0;
}

int main(int argc, char **argv) {
    int target = 256, first = 1, failed = 0;
    if (argc > 2 && strcmp(argv[1], "--size") == 0) {
        target = atoi(argv[2]);
        first = 3;
    }
    if (first >= argc) {
        fprintf(stderr, "usage: %s [--size N] FILE...\n", argv[0]);
        return 2;
    }
    tjhandle tj = tjInitDecompress();
    for (int i = first; i < argc; i++) {
        size_t size;
        unsigned char *buf = read_file(argv[i], &size);
        const char *err = "cannot read file";
        char desc[128] = "";
        double ms = -1;
        if (buf && size >= 8) {
            static const unsigned char png_sig[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
            if (buf[0] == 0xFF && buf[1] == 0xD8)
                ms = decode_jpeg(tj, buf, size, target, desc, sizeof desc, &err);
            else if (memcmp(buf, png_sig, 8) == 0)
                ms = decode_png(buf, size, desc, sizeof desc, &err);
            else
                err = "neither JPEG nor PNG";
        }
        if (ms >= 0) {
            printf("%.3f\t%s\t%s\n", ms, argv[i], desc);
        } else {
            printf("error\t%s\t%s\n", argv[i], err);
            failed = 1;
        }
        free(buf);
    }
    tjDestroy(tj);
    return failed;
}
