// PNG writer over libdeflate (or RunDeflate.c's run-only writer for screen renders). libpng's writer is tied to
// zlib, whose deflate costs 3-4x libdeflate's time for larger files at the same level, so this file writes the four
// chunks a thumbnail needs (IHDR, one IDAT, IEND) itself: filtering is libpng's heuristic (per row, the filter with
// the smallest sum of absolute values), the IDAT payload is one zlib stream, and every chunk carries its CRC.
// Nothing here can jump.
#include "CPNGShim.h"
#include "RunDeflate.h"

#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { FILTER_NONE, FILTER_SUB, FILTER_UP, FILTER_AVERAGE, FILTER_PAETH, FILTER_COUNT };

static void set_error(char *err, size_t err_length, const char *message) {
    if (err && err_length > 0) {
        snprintf(err, err_length, "%s", message);
    }
}

static void put_u32(uint8_t *out, uint32_t value) {
    out[0] = (uint8_t)(value >> 24);
    out[1] = (uint8_t)(value >> 16);
    out[2] = (uint8_t)(value >> 8);
    out[3] = (uint8_t)value;
}

/// Writes length, type, payload (already at `chunk + 8`) and CRC; returns the bytes written.
static size_t finish_chunk(uint8_t *chunk, const char type[4], size_t payload_length) {
    put_u32(chunk, (uint32_t)payload_length);
    memcpy(chunk + 4, type, 4);
    put_u32(chunk + 8 + payload_length, libdeflate_crc32(0, chunk + 4, payload_length + 4));
    return payload_length + 12;
}

static inline uint32_t magnitude(uint8_t value) {
    int8_t signed_value = (int8_t)value;
    return (uint32_t)(signed_value < 0 ? -signed_value : signed_value);
}

static inline uint8_t paeth_predictor(int16_t a, int16_t b, int16_t c) {
    int16_t to_a = (int16_t)(b - c), to_b = (int16_t)(a - c);
    int16_t pa = to_a < 0 ? (int16_t)-to_a : to_a;
    int16_t pb = to_b < 0 ? (int16_t)-to_b : to_b;
    int16_t pc = (int16_t)(to_a + to_b) < 0 ? (int16_t)-(to_a + to_b) : (int16_t)(to_a + to_b);
    return (uint8_t)((pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c));
}

/// libpng's heuristic for one row: the filter whose output, read as signed bytes, has the smallest sum of absolute
/// values (the first such filter on a tie). The five sums are taken in one pass over the row and the row above,
/// without writing any candidate, in a loop the compiler vectorises (an AVX2 clone is picked at load time where the
/// processor has it).
__attribute__((target_clones("avx2", "default")))
static int choose_filter(const uint8_t *row, const uint8_t *above, size_t length, size_t bpp) {
    uint32_t none = 0, sub = 0, up = 0, average = 0, paeth = 0;
    for (size_t i = 0; i < bpp; i++) { // no pixel to the left: a = c = 0
        none += magnitude(row[i]);
        sub += magnitude(row[i]);
        up += magnitude((uint8_t)(row[i] - above[i]));
        average += magnitude((uint8_t)(row[i] - (above[i] >> 1)));
        paeth += magnitude((uint8_t)(row[i] - above[i]));
    }
    for (size_t i = bpp; i < length; i++) {
        uint8_t x = row[i], a = row[i - bpp], b = above[i], c = above[i - bpp];
        none += magnitude(x);
        sub += magnitude((uint8_t)(x - a));
        up += magnitude((uint8_t)(x - b));
        average += magnitude((uint8_t)(x - (uint8_t)(((unsigned)a + b) >> 1)));
        paeth += magnitude((uint8_t)(x - paeth_predictor(a, b, c)));
    }
    uint32_t sums[FILTER_COUNT] = {none, sub, up, average, paeth};
    int best = FILTER_NONE;
    for (int filter = FILTER_SUB; filter < FILTER_COUNT; filter++) {
        if (sums[filter] < sums[best]) best = filter;
    }
    return best;
}

/// Writes `row` filtered with `filter` into `target`; `above` is all zeros for the first row.
__attribute__((target_clones("avx2", "default")))
static void apply_filter(int filter, const uint8_t *row, const uint8_t *above, size_t length, size_t bpp,
                         uint8_t *target) {
    switch (filter) {
    case FILTER_NONE:
        memcpy(target, row, length);
        return;
    case FILTER_SUB:
        memcpy(target, row, bpp);
        for (size_t i = bpp; i < length; i++) target[i] = (uint8_t)(row[i] - row[i - bpp]);
        return;
    case FILTER_UP:
        for (size_t i = 0; i < length; i++) target[i] = (uint8_t)(row[i] - above[i]);
        return;
    case FILTER_AVERAGE:
        for (size_t i = 0; i < bpp; i++) target[i] = (uint8_t)(row[i] - (above[i] >> 1));
        for (size_t i = bpp; i < length; i++)
            target[i] = (uint8_t)(row[i] - (uint8_t)(((unsigned)row[i - bpp] + above[i]) >> 1));
        return;
    default:
        for (size_t i = 0; i < bpp; i++) target[i] = (uint8_t)(row[i] - above[i]);
        for (size_t i = bpp; i < length; i++)
            target[i] = (uint8_t)(row[i] - paeth_predictor(row[i - bpp], above[i], above[i - bpp]));
        return;
    }
}

/// Packs a row of RGBA pixels as RGB (alpha dropped).
__attribute__((target_clones("avx2", "default")))
static void pack_rgb(const uint8_t *source, uint32_t width, uint8_t *target) {
    for (uint32_t x = 0; x < width; x++) {
        target[x * 3] = source[x * 4];
        target[x * 3 + 1] = source[x * 4 + 1];
        target[x * 3 + 2] = source[x * 4 + 2];
    }
}

uint8_t *catalog_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                            int source_channels, int channels, int level, int adaptive, size_t *out_length, char *err,
                            size_t err_length) {
    if ((channels != 3 && channels != 4) || (source_channels != 3 && source_channels != 4) ||
        source_channels < channels) {
        set_error(err, err_length, "PNG encoder takes 3 or 4 channels, from 3 or 4");
        return NULL;
    }
    if (width == 0 || height == 0 || width > 0x7FFFFFFFu / 4 || height > 0x7FFFFFFFu) {
        set_error(err, err_length, "PNG dimensions must be 1 to 2^29 pixels wide and 2^31 high");
        return NULL;
    }
    size_t bpp = (size_t)channels;
    size_t row_length = (size_t)width * bpp;
    size_t filtered_length = (row_length + 1) * height;
    if (filtered_length / height != row_length + 1) {
        set_error(err, err_length, "PNG image too large to encode");
        return NULL;
    }
    int runs = level == CATALOG_PNG_RUNS;
    struct libdeflate_compressor *compressor =
        runs ? NULL : libdeflate_alloc_compressor(level < 0 ? 0 : (level > 12 ? 12 : level));
    uint8_t *filtered = malloc(filtered_length);
    uint8_t *zeros = calloc(1, row_length); // the row above the first
    // Packed rows (RGBA read as RGB): the current one and the one above, swapped each row.
    int packing = source_channels != channels;
    uint8_t *packed = packing ? malloc(row_length * 2) : NULL;
    size_t idat_capacity = runs         ? catalog_run_zlib_bound(filtered_length)
                           : compressor ? libdeflate_zlib_compress_bound(compressor, filtered_length)
                                        : 0;
    // Signature, IHDR (25), IDAT header and CRC (12), IEND (12).
    uint8_t *out = idat_capacity ? malloc(8 + 25 + 12 + idat_capacity + 12) : NULL;
    if ((!runs && !compressor) || !filtered || !zeros || !out || (packing && !packed)) {
        libdeflate_free_compressor(compressor);
        free(filtered);
        free(zeros);
        free(out);
        free(packed);
        set_error(err, err_length, "out of memory");
        return NULL;
    }

    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *row = pixels + stride * y;
        const uint8_t *above = y > 0 ? row - stride : zeros;
        if (packing) {
            uint8_t *current = packed + row_length * (y % 2);
            pack_rgb(row, width, current);
            above = y > 0 ? packed + row_length * ((y + 1) % 2) : zeros;
            row = current;
        }
        uint8_t *target = filtered + (row_length + 1) * y;
        if (adaptive && y > 0 && memcmp(row, above, row_length) == 0) {
            // A row equal to the one above (most rows of a flat background): `up` is all zeros, the smallest sum
            // there is, so the heuristic picks it — or `none` when the row is itself all zeros. Same bytes, no
            // candidates computed.
            int all_zero = row[0] == 0 && memcmp(row, row + 1, row_length - 1) == 0;
            target[0] = (uint8_t)(all_zero ? FILTER_NONE : FILTER_UP);
            memset(target + 1, 0, row_length);
        } else if (adaptive) {
            int best = choose_filter(row, above, row_length, bpp);
            target[0] = (uint8_t)best;
            apply_filter(best, row, above, row_length, bpp, target + 1);
        } else {
            target[0] = FILTER_NONE;
            memcpy(target + 1, row, row_length);
        }
    }

    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    memcpy(out, signature, 8);
    size_t length = 8;
    uint8_t *ihdr = out + length;
    put_u32(ihdr + 8, width);
    put_u32(ihdr + 12, height);
    ihdr[16] = 8;                       // bit depth
    ihdr[17] = channels == 4 ? 6 : 2;   // colour type: RGBA or RGB
    ihdr[18] = ihdr[19] = ihdr[20] = 0; // deflate, adaptive filtering, no interlace
    length += finish_chunk(ihdr, "IHDR", 13);
    uint8_t *idat = out + length;
    size_t compressed = runs ? catalog_run_zlib_compress(filtered, filtered_length, idat + 8, idat_capacity)
                             : libdeflate_zlib_compress(compressor, filtered, filtered_length, idat + 8, idat_capacity);
    libdeflate_free_compressor(compressor);
    free(filtered);
    free(zeros);
    free(packed);
    if (compressed == 0 || compressed > 0x7FFFFFFFu) {
        free(out);
        set_error(err, err_length, "PNG compression failed");
        return NULL;
    }
    length += finish_chunk(idat, "IDAT", compressed);
    length += finish_chunk(out + length, "IEND", 0);
    *out_length = length;
    return out;
}
