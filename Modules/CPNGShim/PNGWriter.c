// A PNG written a band of rows at a time, compressed with runs (RunDeflate.c): a renderer that draws a screen in
// bands hands each over as it is done, so no whole bitmap, filtered copy or full-size output buffer is ever held.
// The bytes are those `catalog_png_encode` writes at CATALOG_PNG_RUNS for the same pixels, which goes through here.
#include "CPNGShim.h"
#include "PNGFilters.h"
#include "RunDeflate.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

enum { HEADER_LENGTH = 33 + 8 }; // signature and IHDR, then the IDAT chunk's length and type

struct catalog_png_writer {
    uint32_t width, height, rows_written;
    int source_channels, channels, adaptive;
    size_t row_length;
    uint8_t *rows;     // two packed rows: the one above (`above_slot`) and the one being written
    int above_slot;
    uint8_t *filtered; // one filtered row: its filter type byte, then the row
    run_deflate *deflate;
};

catalog_png_writer *catalog_png_writer_open(uint32_t width, uint32_t height, int source_channels, int channels,
                                            int adaptive, char *err, size_t err_length) {
    if (!catalog_png_check_shape(width, height, source_channels, channels, err, err_length)) return NULL;
    catalog_png_writer *writer = calloc(1, sizeof(catalog_png_writer));
    if (!writer) {
        catalog_png_set_error(err, err_length, "out of memory");
        return NULL;
    }
    writer->width = width;
    writer->height = height;
    writer->source_channels = source_channels;
    writer->channels = channels;
    writer->adaptive = adaptive;
    writer->row_length = (size_t)width * (size_t)channels;
    writer->rows = calloc(2, writer->row_length); // the row "above" the first is all zeros
    writer->filtered = malloc(writer->row_length + 1);
    writer->deflate = catalog_png_run_deflate_open(HEADER_LENGTH);
    if (!writer->rows || !writer->filtered || !writer->deflate) {
        catalog_png_writer_close(writer);
        catalog_png_set_error(err, err_length, "out of memory");
        return NULL;
    }
    return writer;
}

int catalog_png_writer_rows(catalog_png_writer *writer, const uint8_t *pixels, uint32_t count, size_t stride) {
    if (count > writer->height - writer->rows_written) return -1;
    size_t source_length = (size_t)writer->width * (size_t)writer->source_channels;
    for (uint32_t index = 0; index < count; index++) {
        const uint8_t *source = pixels + stride * index;
        uint32_t y = writer->rows_written;
        const uint8_t *above = writer->rows + writer->row_length * (size_t)writer->above_slot;
        if (writer->adaptive && index > 0 && memcmp(source, source - stride, source_length) == 0) {
            // The same pixels as the row above (most rows of a screen): packed, the row would equal `above`, which
            // stays the row above the next one. Its filtered bytes are `catalog_png_filter_row`'s for equal rows,
            // `up` and zeros (`none` for an all-zero row), and go to the compressor without being packed, filtered
            // or copied.
            int all_zero = above[0] == 0 && memcmp(above, above + 1, writer->row_length - 1) == 0;
            uint8_t filter = all_zero ? 0 : 2;
            if (catalog_png_run_deflate_write(writer->deflate, &filter, 1) != 0 ||
                catalog_png_run_deflate_write_zeros(writer->deflate, writer->row_length) != 0) {
                return -1;
            }
            writer->rows_written++;
            continue;
        }
        uint8_t *current = writer->rows + writer->row_length * (size_t)(1 - writer->above_slot);
        if (writer->source_channels != writer->channels) {
            catalog_png_pack_rgb(source, writer->width, current);
        } else {
            memcpy(current, source, writer->row_length);
        }
        catalog_png_filter_row(current, above, y == 0, writer->row_length, (size_t)writer->channels,
                               writer->adaptive, writer->filtered);
        if (catalog_png_run_deflate_write(writer->deflate, writer->filtered, writer->row_length + 1) != 0) return -1;
        writer->above_slot = 1 - writer->above_slot;
        writer->rows_written++;
    }
    return 0;
}

uint8_t *catalog_png_writer_finish(catalog_png_writer *writer, size_t *out_length) {
    if (writer->rows_written != writer->height) return NULL;
    size_t length = 0;
    uint8_t *out = catalog_png_run_deflate_finish(writer->deflate, &length);
    if (!out) return NULL;
    size_t compressed = length - HEADER_LENGTH;
    // The stream left room for the end: the IDAT's CRC and the IEND chunk.
    uint8_t *grown = compressed <= 0x7FFFFFFFu ? realloc(out, length + 4 + 12) : NULL;
    if (!grown) {
        free(out);
        return NULL;
    }
    out = grown;
    size_t header = catalog_png_write_header(out, writer->width, writer->height, writer->channels);
    size_t total = header + catalog_png_finish_chunk(out + header, "IDAT", compressed);
    total += catalog_png_finish_chunk(out + total, "IEND", 0);
    *out_length = total;
    return out;
}

void catalog_png_writer_close(catalog_png_writer *writer) {
    if (!writer) return;
    free(writer->rows);
    free(writer->filtered);
    catalog_png_run_deflate_close(writer->deflate);
    free(writer);
}
