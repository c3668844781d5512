// Box-filter shrinking by 2, 4 or 8 as rows arrive: rows are summed per source column (a loop the compiler
// vectorises), and columns are summed only once per output row, when it is flushed.
#ifndef CATALOG_BOX_SHRINK_H
#define CATALOG_BOX_SHRINK_H

#include <stdint.h>

typedef struct {
    uint32_t shrink;
    uint32_t width;     // source pixels per row
    uint32_t out_width; // ceil(width / shrink)
    uint32_t rows;      // source rows summed into the current output row
    int channels;       // samples per source pixel: 1 grey, 3 RGB, 4 RGBA
    int weighted;       // colour weighted by alpha (RGBA input), so transparent pixels do not darken the result
    uint32_t *sums;     // width * channels
} box_shrink;

/// Returns 0, or -1 when out of memory.
int box_shrink_init(box_shrink *box, uint32_t shrink, uint32_t width, int channels, int weighted);

/// Adds one row of `width * channels` samples of `sample_bytes` (1, or 2 big-endian of which the high byte counts).
void box_shrink_add(box_shrink *box, const uint8_t *samples, int sample_bytes);

/// Writes the current output row as `out_width` RGBA8 pixels and starts the next.
void box_shrink_flush(box_shrink *box, uint8_t *out);

void box_shrink_free(box_shrink *box);

#endif
