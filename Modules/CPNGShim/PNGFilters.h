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
/// the row is written unfiltered.
void catalog_png_filter_row(const uint8_t *row, const uint8_t *above, int first, size_t length, size_t bpp,
                            int adaptive, uint8_t *target);

#endif
