#ifndef CATALOG_PNG_ROWS_H
#define CATALOG_PNG_ROWS_H

#include <stddef.h>
#include <stdint.h>

/// What a row from libpng holds once the reader's transforms have run: palette indices, or grey, grey+alpha, RGB or
/// RGBA samples of one or two bytes (big-endian; the high byte is kept, as Pillow and libvips take it).
typedef struct {
    int channels;
    int sample_bytes;
    int palette;
    uint8_t table[256][4];
} row_layout;

/// One row of libpng output to 8-bit RGBA.
void png_rows_convert(const row_layout *layout, const uint8_t *in, uint32_t width, uint8_t *out);

/// Checks every complete chunk's CRC with libdeflate's (carry-less multiply) CRC-32, several times faster than
/// zlib's, so libpng can then skip its own. Returns -1 with a message for a critical chunk that fails, 1 when only
/// an ancillary chunk fails (libpng then checks as usual and drops it), 0 when all pass. An incomplete chunk ends the
/// scan; libpng reports the truncation.
int png_rows_verify_crcs(const uint8_t *data, size_t length, char *err, size_t err_length);

#endif
