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
void catalog_png_rows_convert(const row_layout *layout, const uint8_t *in, uint32_t width, uint8_t *out);

/// Walks the chunks before libpng sees them. Every chunk's length is checked against the bytes that remain (so a
/// header claiming 2 GB is refused before anything is allocated for it), the IDAT payload is summed into
/// `idat_bytes`, and with `verify_crcs` every CRC is checked with libdeflate's CRC-32 (carry-less multiply, several
/// times faster than zlib's), so libpng can skip its own. Returns `CATALOG_PNG_TRUNCATED` with a message for a chunk
/// longer than the file, `CATALOG_PNG_BAD_CRC` for a critical chunk that fails its CRC; 1 when an ancillary chunk fails or the scan ended before IEND (libpng then
/// checks as usual); 0 when every chunk up to IEND passed.
int catalog_png_rows_scan_chunks(const uint8_t *data, size_t length, int verify_crcs, uint64_t *idat_bytes, char *err,
                         size_t err_length);

/// `data` with its consecutive IDAT chunks merged into one (a fresh CRC; the originals were verified by the scan), in
/// a buffer the caller frees, or NULL when there is at most one IDAT chunk or memory is short. libpng checks the
/// zlib stream's end (its Adler-32) after the last row only as far as one read of the current chunk reaches, so with
/// the stream split across chunks (PngSuite's oi9 files: one byte each) a damaged stream decoded to wrong pixels
/// without an error; with one chunk the check always reaches the end.
uint8_t *catalog_png_rows_merge_idat(const uint8_t *data, size_t length, size_t *merged_length);

#endif
