// PNG writer over libdeflate, in one call (PNGWriter.c writes CATALOG_PNG_RUNS row by row). libpng's writer is tied
// to zlib, whose deflate costs 3-4x libdeflate's time for larger files at the same level, so this file writes the
// four chunks a thumbnail needs (IHDR, one IDAT, IEND) itself: filtering is libpng's heuristic (PNGFilters.c), the
// IDAT payload is one zlib stream, and every chunk carries its CRC. Nothing here can jump.
#include "CPNGShim.h"
#include "PNGFilters.h"

#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

uint8_t *catalog_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                            int source_channels, int channels, int level, int adaptive, size_t *out_length, char *err,
                            size_t err_length) {
    if (!catalog_png_check_shape(width, height, source_channels, channels, err, err_length)) return NULL;
    size_t bpp = (size_t)channels;
    size_t row_length = (size_t)width * bpp;
    size_t filtered_length = (row_length + 1) * height;
    if (filtered_length / height != row_length + 1) {
        catalog_png_set_error(err, err_length, "PNG image too large to encode");
        return NULL;
    }
    if (level == CATALOG_PNG_RUNS) {
        catalog_png_writer *writer =
            catalog_png_writer_open(width, height, source_channels, channels, adaptive, err, err_length);
        if (!writer) return NULL;
        uint8_t *png = catalog_png_writer_rows(writer, pixels, height, stride) == 0
                           ? catalog_png_writer_finish(writer, out_length)
                           : NULL;
        if (!png) catalog_png_set_error(err, err_length, "out of memory");
        catalog_png_writer_close(writer);
        return png;
    }
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level < 0 ? 0 : (level > 12 ? 12 : level));
    uint8_t *filtered = malloc(filtered_length);
    uint8_t *zeros = calloc(1, row_length); // the row above the first
    // Packed rows (RGBA read as RGB): the current one and the one above, swapped each row.
    int packing = source_channels != channels;
    uint8_t *packed = packing ? malloc(row_length * 2) : NULL;
    size_t idat_capacity = compressor ? libdeflate_zlib_compress_bound(compressor, filtered_length) : 0;
    // Signature, IHDR (25), IDAT header and CRC (12), IEND (12).
    uint8_t *out = idat_capacity ? malloc(8 + 25 + 12 + idat_capacity + 12) : NULL;
    if (!compressor || !filtered || !zeros || !out || (packing && !packed)) {
        libdeflate_free_compressor(compressor);
        free(filtered);
        free(zeros);
        free(out);
        free(packed);
        catalog_png_set_error(err, err_length, "out of memory");
        return NULL;
    }

    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *row = pixels + stride * y;
        const uint8_t *above = y > 0 ? row - stride : zeros;
        if (packing) {
            uint8_t *current = packed + row_length * (y % 2);
            catalog_png_pack_rgb(row, width, current);
            above = y > 0 ? packed + row_length * ((y + 1) % 2) : zeros;
            row = current;
        }
        catalog_png_filter_row(row, above, y == 0, row_length, bpp, adaptive, filtered + (row_length + 1) * y);
    }

    size_t length = catalog_png_write_header(out, width, height, channels);
    uint8_t *idat = out + length;
    size_t compressed = libdeflate_zlib_compress(compressor, filtered, filtered_length, idat + 8, idat_capacity);
    libdeflate_free_compressor(compressor);
    free(filtered);
    free(zeros);
    free(packed);
    if (compressed == 0 || compressed > 0x7FFFFFFFu) {
        free(out);
        catalog_png_set_error(err, err_length, "PNG compression failed");
        return NULL;
    }
    length += catalog_png_finish_chunk(idat, "IDAT", compressed);
    length += catalog_png_finish_chunk(out + length, "IEND", 0);
    *out_length = length;
    return out;
}
