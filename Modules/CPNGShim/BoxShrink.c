#include "BoxShrink.h"

#include <stdlib.h>
#include <string.h>

int box_shrink_init(box_shrink *box, uint32_t shrink, uint32_t width, int channels, int weighted) {
    box->shrink = shrink;
    box->width = width;
    box->out_width = (width + shrink - 1) / shrink;
    box->rows = 0;
    box->channels = channels;
    box->weighted = weighted && channels == 4;
    box->sums = calloc((size_t)width * (size_t)channels, sizeof(uint32_t));
    return box->sums ? 0 : -1;
}

void box_shrink_add(box_shrink *box, const uint8_t *samples, int sample_bytes) {
    uint32_t *restrict sums = box->sums;
    const size_t count = (size_t)box->width * (size_t)box->channels;
    if (box->weighted) {
        for (size_t i = 0; i < count; i += 4) {
            uint32_t alpha = samples[(i + 3) * (size_t)sample_bytes];
            sums[i] += samples[i * (size_t)sample_bytes] * alpha;
            sums[i + 1] += samples[(i + 1) * (size_t)sample_bytes] * alpha;
            sums[i + 2] += samples[(i + 2) * (size_t)sample_bytes] * alpha;
            sums[i + 3] += alpha;
        }
    } else if (sample_bytes == 1) {
        for (size_t i = 0; i < count; i++) {
            sums[i] += samples[i];
        }
    } else {
        for (size_t i = 0; i < count; i++) {
            sums[i] += samples[2 * i];
        }
    }
    box->rows++;
}

/// One output row for `channels` known at compile time (the function is inlined into a switch on it), so the
/// column loops unroll. Columns are first summed in place (each box's total lands in its first column's slot),
/// then turned into pixels.
static inline __attribute__((always_inline)) void flush_row(box_shrink *box, uint8_t *out, const int channels) {
    uint32_t *sums = box->sums;
    const uint32_t shrink = box->shrink;
    for (uint32_t x = 0; x < box->out_width; x++) {
        uint32_t *total = sums + (size_t)x * shrink * (size_t)channels;
        const uint32_t columns = box->width - x * shrink < shrink ? box->width - x * shrink : shrink;
        for (uint32_t column = 1; column < columns; column++) {
            for (int c = 0; c < channels; c++) {
                total[c] += total[(size_t)column * (size_t)channels + (size_t)c];
            }
        }
    }
    // Float reciprocals instead of integer divisions (which dominated this loop): the sums stay below 2^24
    // (8 x 8 x 255 x 255), so they are exact, and only ties can round differently from exact division.
    const float full = 1.0f / (float)(shrink * box->rows);
    const uint32_t last_columns = box->width - (box->out_width - 1) * shrink;
    const float last = 1.0f / (float)(last_columns * box->rows);
    for (uint32_t x = 0; x < box->out_width; x++) {
        const uint32_t *total = sums + (size_t)x * shrink * (size_t)channels;
        const float per_pixel = x + 1 < box->out_width ? full : last;
        uint8_t *pixel = out + 4 * (size_t)x;
        if (box->weighted) {
            const float scale = total[3] ? 1.0f / (float)total[3] : 0.0f;
            for (int c = 0; c < 3; c++) {
                pixel[c] = (uint8_t)((float)total[c] * scale + 0.5f);
            }
            pixel[3] = (uint8_t)((float)total[3] * per_pixel + 0.5f);
        } else {
            for (int c = 0; c < 3; c++) {
                pixel[c] = (uint8_t)((float)total[channels == 1 ? 0 : c] * per_pixel + 0.5f);
            }
            pixel[3] = 0xFF;
        }
    }
}

void box_shrink_flush(box_shrink *box, uint8_t *out) {
    switch (box->channels) {
    case 1:
        flush_row(box, out, 1);
        break;
    case 3:
        flush_row(box, out, 3);
        break;
    default:
        flush_row(box, out, 4);
    }
    memset(box->sums, 0, sizeof(uint32_t) * (size_t)box->width * (size_t)box->channels);
    box->rows = 0;
}

void box_shrink_free(box_shrink *box) {
    free(box->sums);
    box->sums = NULL;
}
