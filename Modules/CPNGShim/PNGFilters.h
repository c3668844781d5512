// Internal to CPNGShim: what PNGEncoder.c and PNGWriter.c share (see PNGFilters.c).
#ifndef CATALOG_PNG_FILTERS_H
#define CATALOG_PNG_FILTERS_H

#include <stddef.h>
#include <stdint.h>

enum { FILTER_NONE, FILTER_SUB, FILTER_UP, FILTER_AVERAGE, FILTER_PAETH, FILTER_COUNT };

void catalog_png_set_error(char *err, size_t err_length, const char *message);

void catalog_png_put_u32(uint8_t *out, uint32_t value);

/// Writes length, type, payload (already at `chunk + 8`) and CRC; returns the bytes written.
size_t catalog_png_finish_chunk(uint8_t *chunk, const char type[4], size_t payload_length);

/// Whether a PNG of this size and these channels can be written (1 when it can; else 0 with a message in `err`).
int catalog_png_check_shape(uint32_t width, uint32_t height, int source_channels, int channels, char *err,
                            size_t err_length);

/// Writes the signature and the IHDR chunk (8-bit RGB or RGBA, not interlaced); returns their length, 33.
size_t catalog_png_write_header(uint8_t *out, uint32_t width, uint32_t height, int channels);

/// Packs a row of RGBA pixels as RGB (alpha dropped).
void catalog_png_pack_rgb(const uint8_t *source, uint32_t width, uint8_t *target);

/// Writes `row` (`length` bytes, `bpp` per pixel) filtered into `target`: the filter type byte, then the row.
/// `above` is the row before it, ignored for the `first` row (all zeros then). With `adaptive`, libpng's heuristic
/// picks the filter (the smallest sum of the filtered bytes read as signed, the first such on a tie); without,
/// the row is written unfiltered. AVX2 intrinsics do the work where the processor has them.
void catalog_png_filter_row(const uint8_t *row, const uint8_t *above, int first, size_t length, size_t bpp,
                            int adaptive, uint8_t *target);

/// libpng's Paeth predictor: a (left), b (above) or c (above left), whichever is nearest a + b - c.
static inline uint8_t catalog_png_paeth_predictor(int16_t a, int16_t b, int16_t c) {
    int16_t to_a = (int16_t)(b - c), to_b = (int16_t)(a - c);
    int16_t pa = to_a < 0 ? (int16_t)-to_a : to_a;
    int16_t pb = to_b < 0 ? (int16_t)-to_b : to_b;
    int16_t pc = (int16_t)(to_a + to_b) < 0 ? (int16_t)-(to_a + to_b) : (int16_t)(to_a + to_b);
    return (uint8_t)((pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c));
}

#if defined(__x86_64__)
/// The filter libpng's heuristic picks for a row that is not the first (PNGFilterVector.c; AVX2 processors only).
int catalog_png_choose_filter_avx2(const uint8_t *row, const uint8_t *above, size_t length, size_t bpp);

/// Writes `row` filtered with `filter`, FILTER_AVERAGE or FILTER_PAETH, into `target` (AVX2 processors only).
void catalog_png_average_paeth_avx2(int filter, const uint8_t *row, const uint8_t *above, size_t length, size_t bpp,
                                    uint8_t *target);
#endif

#endif
