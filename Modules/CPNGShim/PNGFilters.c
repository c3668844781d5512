// The row filters of both PNG writers (PNGEncoder.c, PNGWriter.c) and their chunk helpers. The filter choice is
// libpng's heuristic. These are the portable loops: they read only the unfiltered rows, so the compiler vectorises
// them (an AVX2 clone is picked at load time where the processor has it); on x86-64 with AVX2, PNGFilterVector.c's
// intrinsics do the choice and the Average and Paeth filters instead, for the same bytes.
#include "PNGFilters.h"

#include "CPNGShim.h"

#include <libdeflate.h>
#include <stdio.h>
#include <string.h>

void catalog_png_set_error(char *err, size_t err_length, const char *message) {
    if (err && err_length > 0) {
        snprintf(err, err_length, "%s", message);
    }
}

void catalog_png_put_u32(uint8_t *out, uint32_t value) {
    out[0] = (uint8_t)(value >> 24);
    out[1] = (uint8_t)(value >> 16);
    out[2] = (uint8_t)(value >> 8);
    out[3] = (uint8_t)value;
}

size_t catalog_png_finish_chunk(uint8_t *chunk, const char type[4], size_t payload_length) {
    catalog_png_put_u32(chunk, (uint32_t)payload_length);
    memcpy(chunk + 4, type, 4);
    catalog_png_put_u32(chunk + 8 + payload_length, libdeflate_crc32(0, chunk + 4, payload_length + 4));
    return payload_length + 12;
}

/// A filtered byte read as signed, made positive: 0 to 128.
static inline uint8_t magnitude(uint8_t value) {
    int8_t signed_value = (int8_t)value;
    return (uint8_t)(signed_value < 0 ? -signed_value : signed_value);
}

__attribute__((target_clones("avx2", "default")))
static int choose_filter_portable(const uint8_t *row, const uint8_t *above, size_t length, size_t bpp) {
    uint32_t none = 0, sub = 0, up = 0, average = 0, paeth = 0;
    for (size_t i = 0; i < bpp; i++) { // no pixel to the left: a = c = 0
        none += magnitude(row[i]);
        sub += magnitude(row[i]);
        up += magnitude((uint8_t)(row[i] - above[i]));
        average += magnitude((uint8_t)(row[i] - (above[i] >> 1)));
        paeth += magnitude((uint8_t)(row[i] - above[i]));
    }
    // Chunks of at most 256 bytes: a magnitude is at most 128, so a chunk's sums fit 16 bits, and the compiler keeps
    // 16 lanes per vector instead of the 8 of 32-bit sums (37% faster on screen renders, the same choice).
    for (size_t start = bpp; start < length; start += 256) {
        size_t end = length - start < 256 ? length : start + 256;
        uint16_t chunk_none = 0, chunk_sub = 0, chunk_up = 0, chunk_average = 0, chunk_paeth = 0;
        for (size_t i = start; i < end; i++) {
            uint8_t x = row[i], a = row[i - bpp], b = above[i], c = above[i - bpp];
            chunk_none += (uint16_t)magnitude(x);
            chunk_sub += (uint16_t)magnitude((uint8_t)(x - a));
            chunk_up += (uint16_t)magnitude((uint8_t)(x - b));
            chunk_average += (uint16_t)magnitude((uint8_t)(x - (uint8_t)(((unsigned)a + b) >> 1)));
            chunk_paeth += (uint16_t)magnitude((uint8_t)(x - catalog_png_paeth_predictor(a, b, c)));
        }
        none += chunk_none;
        sub += chunk_sub;
        up += chunk_up;
        average += chunk_average;
        paeth += chunk_paeth;
    }
    uint32_t sums[FILTER_COUNT] = {none, sub, up, average, paeth};
    int best = FILTER_NONE;
    for (int filter = FILTER_SUB; filter < FILTER_COUNT; filter++) {
        if (sums[filter] < sums[best]) best = filter;
    }
    return best;
}

__attribute__((target_clones("avx2", "default")))
static void apply_filter_portable(int filter, const uint8_t *row, const uint8_t *above, size_t length, size_t bpp,
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
            target[i] = (uint8_t)(row[i] - catalog_png_paeth_predictor(row[i - bpp], above[i], above[i - bpp]));
        return;
    }
}

__attribute__((target_clones("avx2", "default")))
void catalog_png_pack_rgb(const uint8_t *source, uint32_t width, uint8_t *target) {
    for (uint32_t x = 0; x < width; x++) {
        target[x * 3] = source[x * 4];
        target[x * 3 + 1] = source[x * 4 + 1];
        target[x * 3 + 2] = source[x * 4 + 2];
    }
}

int catalog_png_filters_vectorised(void) {
#if defined(__x86_64__)
    return __builtin_cpu_supports("avx2") ? 1 : 0;
#else
    return 0;
#endif
}

int catalog_png_choose_filter(const uint8_t *row, const uint8_t *above, size_t length, size_t bpp, int vector) {
#if defined(__x86_64__)
    if (vector && catalog_png_filters_vectorised()) return catalog_png_choose_filter_avx2(row, above, length, bpp);
#endif
    (void)vector;
    return choose_filter_portable(row, above, length, bpp);
}

void catalog_png_apply_filter(int filter, const uint8_t *row, const uint8_t *above, size_t length, size_t bpp,
                              int vector, uint8_t *target) {
#if defined(__x86_64__)
    if (vector && catalog_png_filters_vectorised() && (filter == FILTER_AVERAGE || filter == FILTER_PAETH)) {
        catalog_png_average_paeth_avx2(filter, row, above, length, bpp, target);
        return;
    }
#endif
    (void)vector;
    apply_filter_portable(filter, row, above, length, bpp, target);
}

void catalog_png_filter_row(const uint8_t *row, const uint8_t *above, int first, size_t length, size_t bpp,
                            int adaptive, uint8_t *target) {
    if (adaptive && !first && memcmp(row, above, length) == 0) {
        // A row equal to the one above (most rows of a flat background): `up` is all zeros, the smallest sum there
        // is, so the heuristic picks it, or `none` when the row is itself all zeros. Same bytes, no candidates.
        int all_zero = row[0] == 0 && memcmp(row, row + 1, length - 1) == 0;
        target[0] = (uint8_t)(all_zero ? FILTER_NONE : FILTER_UP);
        memset(target + 1, 0, length);
    } else if (adaptive) {
        int best = catalog_png_choose_filter(row, above, length, bpp, 1);
        target[0] = (uint8_t)best;
        catalog_png_apply_filter(best, row, above, length, bpp, 1, target + 1);
    } else {
        target[0] = FILTER_NONE;
        memcpy(target + 1, row, length);
    }
}

int catalog_png_check_shape(uint32_t width, uint32_t height, int source_channels, int channels, char *err,
                            size_t err_length) {
    if ((channels != 3 && channels != 4) || (source_channels != 3 && source_channels != 4) ||
        source_channels < channels) {
        catalog_png_set_error(err, err_length, "PNG encoder takes 3 or 4 channels, from 3 or 4");
        return 0;
    }
    if (width == 0 || height == 0 || width > 0x7FFFFFFFu / 4 || height > 0x7FFFFFFFu) {
        catalog_png_set_error(err, err_length, "PNG dimensions must be 1 to 2^29 pixels wide and 2^31 high");
        return 0;
    }
    return 1;
}

size_t catalog_png_write_header(uint8_t *out, uint32_t width, uint32_t height, int channels) {
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    memcpy(out, signature, 8);
    uint8_t *ihdr = out + 8;
    catalog_png_put_u32(ihdr + 8, width);
    catalog_png_put_u32(ihdr + 12, height);
    ihdr[16] = 8;                       // bit depth
    ihdr[17] = channels == 4 ? 6 : 2;   // colour type: RGBA or RGB
    ihdr[18] = ihdr[19] = ihdr[20] = 0; // deflate, adaptive filtering, no interlace
    return 8 + catalog_png_finish_chunk(ihdr, "IHDR", 13);
}
