// The only place that touches libpng's classic API. libpng reports errors by longjmp, so every entry point
// here owns its setjmp and turns a jump into a NULL/-1 return with a message; Swift never sees a jump.
// The classic API is used instead of png_image_* because the simplified reader applies gAMA and goes
// through linear light for 16-bit files, and cannot hand out rows as they are decoded. The reader keeps libpng's
// state between calls, so a caller can turn rows into a thumbnail as they arrive without holding the image.
// Encoding lives in PNGEncoder.c, over libdeflate.
#include "CPNGShim.h"
#include "PNGRows.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const uint8_t *data;
    size_t length;
    size_t offset;
    char *err;
    size_t err_length;
    /// The `CATALOG_PNG_*` code of the failure being reported; set before `png_error` where the cause is known.
    int status;
} reader_state;

static void set_error(char *err, size_t err_length, const char *message) {
    if (err && err_length > 0) {
        snprintf(err, err_length, "%s", message);
    }
}

static void on_error(png_structp png, png_const_charp message) {
    reader_state *state = (reader_state *)png_get_error_ptr(png);
    if (state) {
        set_error(state->err, state->err_length, message);
        if (state->status == 0) {
            state->status = CATALOG_PNG_LIBPNG_ERROR;
        }
    }
    png_longjmp(png, 1);
}

/// Whether a warning is a zlib failure in the image data. libpng reports a zlib error found after the last row
/// (a bad Adler-32, a stream damaged at its end) as a benign error, which reading turns into a warning: the rows
/// handed out already may be wrong, so such a warning fails the read. Data past the end of a whole stream is not
/// damage and stays a warning.
static int is_image_data_failure(png_const_charp message) {
    return message && strncmp(message, "IDAT: ", 6) == 0 && !strstr(message, "Extra compressed data") &&
           !strstr(message, "Too many IDATs");
}

static void on_warning(png_structp png, png_const_charp message) {
    if (is_image_data_failure(message)) {
        // A longjmp here is what png_chunk_error would do at the same point.
        png_error(png, message);
    }
}

static void read_from_memory(png_structp png, png_bytep out, png_size_t count) {
    reader_state *state = (reader_state *)png_get_io_ptr(png);
    if (count > state->length - state->offset) {
        state->status = CATALOG_PNG_TRUNCATED;
        png_error(png, "file is truncated");
    }
    memcpy(out, state->data + state->offset, count);
    state->offset += count;
}

static void fill_info(png_structp png, png_infop info, catalog_png_info *out) {
    out->width = png_get_image_width(png, info);
    out->height = png_get_image_height(png, info);
    out->bit_depth = png_get_bit_depth(png, info);
    out->color_type = png_get_color_type(png, info);
    out->interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
    out->has_alpha = (out->color_type & PNG_COLOR_MASK_ALPHA) != 0 || png_get_valid(png, info, PNG_INFO_tRNS) != 0;
}

static int check_signature(const uint8_t *data, size_t length, char *err, size_t err_length) {
    if (length < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        set_error(err, err_length, "not a PNG file (bad signature)");
        return CATALOG_PNG_NOT_PNG;
    }
    return 0;
}

/// Ancillary chunks other than iCCP hold nothing a thumbnail uses; their allocations are bounded by what the file
/// holds (the chunk scan) and, as a second line, by this cap. An iCCP profile inflates to at most 4 MiB (the pipeline's profile limit, checked again before parsing), so the
/// cap is at least that much.
static void limit_chunks(png_structp png, size_t length) {
    png_alloc_size_t cap = length < 8000000 ? (png_alloc_size_t)length + 1 : 8000000;
    png_set_chunk_malloc_max(png, cap < ((4u << 20) + 1) ? ((4u << 20) + 1) : cap);
}

/// Reads the header and, with `icc` set, copies the iCCP profile into it (`icc_length` bytes) or, with `icc` NULL,
/// reports the profile's size in `icc_size`.
static int read_header(const uint8_t *data, size_t length, catalog_png_info *info, uint8_t *icc, size_t icc_length,
                       size_t *icc_size, char *err, size_t err_length);

int catalog_png_read_info(const uint8_t *data, size_t length, catalog_png_info *info, char *err, size_t err_length) {
    size_t icc_size = 0;
    int status = read_header(data, length, info, NULL, 0, &icc_size, err, err_length);
    info->icc_size = icc_size;
    return status;
}

int catalog_png_read_icc(const uint8_t *data, size_t length, uint8_t *out, size_t out_length) {
    catalog_png_info info;
    size_t icc_size = 0;
    char err[64];
    int status = read_header(data, length, &info, out, out_length, &icc_size, err, sizeof err);
    if (status != 0) {
        return status;
    }
    return icc_size == out_length ? 0 : CATALOG_PNG_LIBPNG_ERROR;
}

static int read_header(const uint8_t *data, size_t length, catalog_png_info *info, uint8_t *icc, size_t icc_length,
                       size_t *icc_size, char *err, size_t err_length) {
    int signature = check_signature(data, length, err, err_length);
    if (signature != 0) {
        return signature;
    }
    int scan = catalog_png_rows_scan_chunks(data, length, 0, NULL, err, err_length);
    if (scan < 0) {
        return scan;
    }
    reader_state state = {data, length, 0, err, err_length, 0};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &state, on_error, on_warning);
    if (!png) {
        set_error(err, err_length, "out of memory");
        return CATALOG_PNG_OUT_OF_MEMORY;
    }
    png_infop png_info = png_create_info_struct(png);
    if (!png_info) {
        png_destroy_read_struct(&png, NULL, NULL);
        set_error(err, err_length, "out of memory");
        return CATALOG_PNG_OUT_OF_MEMORY;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &png_info, NULL);
        return state.status != 0 ? state.status : CATALOG_PNG_LIBPNG_ERROR;
    }
    limit_chunks(png, length);
    png_set_read_fn(png, &state, read_from_memory);
    png_read_info(png, png_info);
    fill_info(png, png_info, info);
    png_charp name = NULL;
    int compression = 0;
    png_bytep profile = NULL;
    png_uint_32 profile_length = 0;
    if (png_get_iCCP(png, png_info, &name, &compression, &profile, &profile_length) && profile) {
        *icc_size = profile_length;
        if (icc && icc_length == profile_length) {
            memcpy(icc, profile, profile_length);
        }
    }
    png_destroy_read_struct(&png, &png_info, NULL);
    return 0;
}

struct catalog_png_reader {
    png_structp png;
    png_infop info;
    reader_state state;
    row_layout layout;
    uint32_t width;
    uint32_t height;
    uint32_t next_row;
    size_t row_bytes;
    int interlaced;
    int failed;
    char message[256];
    /// One row, or for an interlaced image all of them (every pass must be read before any row is complete).
    uint8_t *native;
    /// The file with its IDAT chunks merged, when it had several (see catalog_png_rows_merge_idat); libpng reads this.
    uint8_t *merged;
};

void catalog_png_reader_close(catalog_png_reader *reader) {
    if (reader) {
        png_destroy_read_struct(&reader->png, &reader->info, NULL);
        free(reader->native);
        free(reader->merged);
        free(reader);
    }
}

/// Sets up libpng's transforms so that rows arrive as palette indices or 8/16-bit grey, grey+alpha, RGB or RGBA;
/// the rest of the conversion to RGBA8 is catalog_png_rows_convert's, done in one pass instead of libpng's several.
static void configure(catalog_png_reader *reader) {
    png_structp png = reader->png;
    png_infop info = reader->info;
    int color_type = png_get_color_type(png, info);
    int bit_depth = png_get_bit_depth(png, info);
    row_layout *layout = &reader->layout;
    if (color_type == PNG_COLOR_TYPE_PALETTE) {
        png_colorp palette = NULL;
        int entries = 0;
        png_bytep alphas = NULL;
        int alpha_count = 0;
        if (!png_get_PLTE(png, info, &palette, &entries)) {
            png_error(png, "palette image without a PLTE chunk");
        }
        png_get_tRNS(png, info, &alphas, &alpha_count, NULL);
        // Indices past the palette read as opaque black, as libpng's own expansion gives them.
        for (int i = 0; i < 256; i++) {
            layout->table[i][3] = 0xFF;
        }
        for (int i = 0; i < entries && i < 256; i++) {
            layout->table[i][0] = palette[i].red;
            layout->table[i][1] = palette[i].green;
            layout->table[i][2] = palette[i].blue;
            layout->table[i][3] = alphas && i < alpha_count ? alphas[i] : 0xFF;
        }
        layout->palette = 1;
        if (bit_depth < 8) {
            png_set_packing(png);
        }
    } else {
        if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) {
            png_set_expand_gray_1_2_4_to_8(png);
        }
        if (png_get_valid(png, info, PNG_INFO_tRNS)) {
            png_set_tRNS_to_alpha(png);
        }
    }
    if (bit_depth == 16 && png_get_interlace_type(png, info) != PNG_INTERLACE_NONE) {
        // An Adam7 image is held whole until its last pass; keeping only the high bytes (what catalog_png_rows_convert
        // would take anyway) halves that buffer.
        png_set_strip_16(png);
    }
    reader->interlaced = png_set_interlace_handling(png) > 1;
    png_read_update_info(png, info);
    layout->channels = png_get_channels(png, info);
    layout->sample_bytes = png_get_bit_depth(png, info) == 16 ? 2 : 1;
    reader->row_bytes = png_get_rowbytes(png, info);
    if (reader->row_bytes != (size_t)reader->width * (size_t)layout->channels * (size_t)layout->sample_bytes ||
        (layout->palette && layout->channels != 1)) {
        png_error(png, "unsupported pixel layout");
    }
}

/// Ends a failed `catalog_png_reader_open`: hands its message and status to the caller and frees the reader.
static catalog_png_reader *fail_open(catalog_png_reader *reader, int *status, char *err, size_t err_length) {
    set_error(err, err_length, reader->message);
    if (status) {
        *status = reader->state.status != 0 ? reader->state.status : CATALOG_PNG_LIBPNG_ERROR;
    }
    catalog_png_reader_close(reader);
    return NULL;
}

catalog_png_reader *catalog_png_reader_open(const uint8_t *data, size_t length, int *status, char *err,
                                            size_t err_length) {
    int signature = check_signature(data, length, err, err_length);
    if (signature != 0) {
        if (status) {
            *status = signature;
        }
        return NULL;
    }
    uint64_t idat_bytes = 0;
    int crc_status = catalog_png_rows_scan_chunks(data, length, 1, &idat_bytes, err, err_length);
    if (crc_status < 0) {
        if (status) {
            *status = crc_status;
        }
        return NULL;
    }
    catalog_png_reader *reader = calloc(1, sizeof(catalog_png_reader));
    if (!reader) {
        set_error(err, err_length, "out of memory");
        if (status) {
            *status = CATALOG_PNG_OUT_OF_MEMORY;
        }
        return NULL;
    }
    size_t merged_length = 0;
    reader->merged = catalog_png_rows_merge_idat(data, length, &merged_length);
    if (reader->merged) {
        data = reader->merged;
        length = merged_length;
    }
    reader->state = (reader_state){data, length, 0, reader->message, sizeof reader->message, 0};
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &reader->state, on_error, on_warning);
    reader->info = reader->png ? png_create_info_struct(reader->png) : NULL;
    if (!reader->info) {
        set_error(reader->message, sizeof reader->message, "out of memory");
        reader->state.status = CATALOG_PNG_OUT_OF_MEMORY;
        return fail_open(reader, status, err, err_length);
    }
    if (setjmp(png_jmpbuf(reader->png))) {
        return fail_open(reader, status, err, err_length);
    }
    if (crc_status == 0) {
        // Every chunk's CRC was verified above. The zlib stream's Adler-32 is still checked: it covers the
        // decompressed bytes, which a CRC over the compressed ones cannot vouch for.
        png_set_crc_action(reader->png, PNG_CRC_QUIET_USE, PNG_CRC_QUIET_USE);
    }
    limit_chunks(reader->png, length);
    png_set_read_fn(reader->png, &reader->state, read_from_memory);
    png_read_info(reader->png, reader->info);
    reader->width = png_get_image_width(reader->png, reader->info);
    reader->height = png_get_image_height(reader->png, reader->info);
    if (reader->width == 0 || reader->height == 0) {
        png_error(reader->png, "image has no pixels");
    }
    // Deflate expands at most 1032:1, so the compressed data must be large enough to hold the filtered rows before
    // any buffer is sized from the header (a 300-byte file cannot claim a 16000x16000 image).
    uint64_t raw_bytes = (uint64_t)reader->height * (1 + (uint64_t)png_get_rowbytes(reader->png, reader->info));
    if (raw_bytes > idat_bytes * 1032 + 1024) {
        snprintf(reader->message, sizeof reader->message,
                 "%llu bytes of image data cannot hold a %ux%u image (truncated or corrupt file)",
                 (unsigned long long)idat_bytes, reader->width, reader->height);
        reader->state.status = CATALOG_PNG_IMPLAUSIBLE;
        png_longjmp(reader->png, 1);
    }
    configure(reader);
    reader->native = malloc(reader->interlaced ? reader->row_bytes * reader->height : reader->row_bytes);
    if (!reader->native) {
        reader->state.status = CATALOG_PNG_OUT_OF_MEMORY;
        png_error(reader->png, "out of memory");
    }
    if (reader->interlaced) {
        png_bytep *rows = malloc(sizeof(png_bytep) * reader->height);
        if (!rows) {
            reader->state.status = CATALOG_PNG_OUT_OF_MEMORY;
            png_error(reader->png, "out of memory");
        }
        for (uint32_t y = 0; y < reader->height; y++) {
            rows[y] = reader->native + reader->row_bytes * y;
        }
        // png_read_image can jump; the row table is freed on both paths, so it must not leak across the jump.
        if (setjmp(png_jmpbuf(reader->png))) {
            free(rows);
            return fail_open(reader, status, err, err_length);
        }
        png_read_image(reader->png, rows);
        free(rows);
    }
    return reader;
}

const char *catalog_png_reader_message(const catalog_png_reader *reader) { return reader->message; }

int catalog_png_reader_status(const catalog_png_reader *reader) {
    return reader->state.status != 0 ? reader->state.status : CATALOG_PNG_LIBPNG_ERROR;
}

int catalog_png_reader_read_rows(catalog_png_reader *reader, uint8_t *out, uint32_t count) {
    if (reader->failed) {
        return -1;
    }
    if (count > reader->height - reader->next_row) {
        set_error(reader->message, sizeof reader->message, "read past the last row");
        reader->state.status = CATALOG_PNG_LIBPNG_ERROR;
        return -1;
    }
    if (setjmp(png_jmpbuf(reader->png))) {
        reader->failed = 1;
        return -1;
    }
    for (uint32_t i = 0; i < count; i++, reader->next_row++) {
        const uint8_t *row = reader->native;
        if (reader->interlaced) {
            row += reader->row_bytes * reader->next_row;
        } else {
            png_read_row(reader->png, reader->native, NULL);
        }
        catalog_png_rows_convert(&reader->layout, row, reader->width, out + (size_t)reader->width * 4 * i);
    }
    return 0;
}

int catalog_png_reader_finish(catalog_png_reader *reader) {
    if (reader->failed) {
        return -1;
    }
    if (setjmp(png_jmpbuf(reader->png))) {
        reader->failed = 1;
        return -1;
    }
    // Rows nobody asked for are still decoded, so damage anywhere in the image data is reported.
    for (; reader->next_row < reader->height; reader->next_row++) {
        if (!reader->interlaced) {
            png_read_row(reader->png, reader->native, NULL);
        }
    }
    png_read_end(reader->png, NULL);
    return 0;
}

int catalog_png_decode_rgba8(const uint8_t *data, size_t length, uint8_t *out, size_t out_length, char *err,
                             size_t err_length) {
    int status = CATALOG_PNG_LIBPNG_ERROR;
    catalog_png_reader *reader = catalog_png_reader_open(data, length, &status, err, err_length);
    if (!reader) {
        return status;
    }
    if ((size_t)reader->width * reader->height * 4 != out_length) {
        set_error(err, err_length, "output buffer does not match the image size");
        status = CATALOG_PNG_LIBPNG_ERROR;
    } else if (catalog_png_reader_read_rows(reader, out, reader->height) == 0 &&
               catalog_png_reader_finish(reader) == 0) {
        status = 0;
    } else {
        set_error(err, err_length, reader->message);
        status = catalog_png_reader_status(reader);
    }
    catalog_png_reader_close(reader);
    return status;
}

void catalog_png_free(void *pointer) { free(pointer); }
