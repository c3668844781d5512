// PNG writer over libdeflate. libpng's writer is tied to zlib, whose deflate costs 3-4x libdeflate's time for
// larger files at the same level, so this file writes the four chunks a thumbnail needs (IHDR, one IDAT, IEND)
// itself: filtering is libpng's heuristic (per row, the filter with the smallest sum of absolute values), the
// IDAT payload is one zlib stream, and every chunk carries its CRC. Nothing here can jump.
#include "CPNGShim.h"

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

/// Sum of the filtered bytes read as signed values, libpng's measure of how well a filter did.
static uint32_t signed_magnitude(const uint8_t *bytes, size_t count) {
    uint32_t sum = 0;
    for (size_t i = 0; i < count; i++) {
        int8_t value = (int8_t)bytes[i];
        sum += (uint32_t)(value < 0 ? -value : value);
    }
    return sum;
}

/// Fills the sub, up, average and paeth candidates for one row; `above` is all zeros for the first row.
/// Each loop reads only the unfiltered rows, so the compiler can vectorise them.
static void filter_row(const uint8_t *row, const uint8_t *above, size_t length, size_t bpp, uint8_t *sub,
                       uint8_t *up, uint8_t *average, uint8_t *paeth) {
    for (size_t i = 0; i < bpp; i++) {
        sub[i] = row[i];
        up[i] = (uint8_t)(row[i] - above[i]);
        average[i] = (uint8_t)(row[i] - (above[i] >> 1));
        paeth[i] = (uint8_t)(row[i] - above[i]);
    }
    for (size_t i = bpp; i < length; i++) {
        sub[i] = (uint8_t)(row[i] - row[i - bpp]);
    }
    for (size_t i = bpp; i < length; i++) {
        up[i] = (uint8_t)(row[i] - above[i]);
    }
    for (size_t i = bpp; i < length; i++) {
        average[i] = (uint8_t)(row[i] - (uint8_t)(((unsigned)row[i - bpp] + above[i]) >> 1));
    }
    for (size_t i = bpp; i < length; i++) {
        int16_t a = row[i - bpp], b = above[i], c = above[i - bpp];
        int16_t to_a = (int16_t)(b - c), to_b = (int16_t)(a - c);
        int16_t pa = to_a < 0 ? (int16_t)-to_a : to_a;
        int16_t pb = to_b < 0 ? (int16_t)-to_b : to_b;
        int16_t pc = (int16_t)(to_a + to_b) < 0 ? (int16_t)-(to_a + to_b) : (int16_t)(to_a + to_b);
        int16_t predictor = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
        paeth[i] = (uint8_t)(row[i] - predictor);
    }
}

uint8_t *catalog_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                            int source_channels, int channels, int level, int adaptive, size_t *out_length, char *err,
                            size_t err_length) {
    if ((channels != 3 && channels != 4) || (source_channels != 3 && source_channels != 4) ||
        source_channels < channels) {
        set_error(err, err_length, "PNG encoder takes 3 or 4 channels, from as many or more");
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
    struct libdeflate_compressor *compressor =
        libdeflate_alloc_compressor(level < 0 ? 0 : (level > 12 ? 12 : level));
    uint8_t *filtered = malloc(filtered_length);
    // Candidates use rows 1-4; row 0 is zeros (the row above the first). Rows 5 and 6 hold the current and the
    // previous row packed to `channels` when the source has more.
    uint8_t *scratch = calloc(FILTER_COUNT + 2, row_length);
    size_t idat_capacity = compressor ? libdeflate_zlib_compress_bound(compressor, filtered_length) : 0;
    // Signature, IHDR (25), IDAT header and CRC (12), IEND (12).
    uint8_t *out = idat_capacity ? malloc(8 + 25 + 12 + idat_capacity + 12) : NULL;
    if (!compressor || !filtered || !scratch || !out) {
        libdeflate_free_compressor(compressor);
        free(filtered);
        free(scratch);
        free(out);
        set_error(err, err_length, "out of memory");
        return NULL;
    }

    const uint8_t *zeros = scratch;
    const uint8_t *previous = zeros;
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *row = pixels + stride * y;
        const uint8_t *above = y > 0 ? row - stride : zeros;
        if (source_channels != channels) {
            uint8_t *packed = scratch + row_length * (size_t)(FILTER_COUNT + (y & 1));
            for (size_t x = 0; x < width; x++) {
                memcpy(packed + x * bpp, row + x * (size_t)source_channels, bpp);
            }
            above = previous;
            row = packed;
            previous = packed;
        }
        uint8_t *target = filtered + (row_length + 1) * y;
        int best = FILTER_NONE;
        if (adaptive) {
            uint8_t *candidates[FILTER_COUNT] = {NULL};
            for (int filter = FILTER_SUB; filter < FILTER_COUNT; filter++) {
                candidates[filter] = scratch + row_length * (size_t)filter;
            }
            filter_row(row, above, row_length, bpp, candidates[FILTER_SUB], candidates[FILTER_UP],
                       candidates[FILTER_AVERAGE], candidates[FILTER_PAETH]);
            uint32_t best_sum = signed_magnitude(row, row_length);
            for (int filter = FILTER_SUB; filter < FILTER_COUNT; filter++) {
                uint32_t sum = signed_magnitude(candidates[filter], row_length);
                if (sum < best_sum) {
                    best_sum = sum;
                    best = filter;
                }
            }
            target[0] = (uint8_t)best;
            memcpy(target + 1, best == FILTER_NONE ? row : candidates[best], row_length);
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
    size_t compressed = libdeflate_zlib_compress(compressor, filtered, filtered_length, idat + 8, idat_capacity);
    libdeflate_free_compressor(compressor);
    free(filtered);
    free(scratch);
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
