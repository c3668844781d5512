// The only place that touches libpng's classic API. libpng reports errors by longjmp, so every entry point
// here owns its setjmp and turns a jump into a NULL/-1 return with a message; Swift never sees a jump.
// The classic API is used instead of png_image_* because the simplified reader applies gAMA and goes
// through linear light for 16-bit files, and the simplified writer cannot choose zlib level or filters.
#include "CPNGShim.h"

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
} reader_state;

typedef struct {
    uint8_t *data;
    size_t length;
    size_t capacity;
    int failed;
} writer_state;

static void set_error(char *err, size_t err_length, const char *message) {
    if (err && err_length > 0) {
        snprintf(err, err_length, "%s", message);
    }
}

static void on_error(png_structp png, png_const_charp message) {
    reader_state *state = (reader_state *)png_get_error_ptr(png);
    if (state) {
        set_error(state->err, state->err_length, message);
    }
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void read_from_memory(png_structp png, png_bytep out, png_size_t count) {
    reader_state *state = (reader_state *)png_get_io_ptr(png);
    if (count > state->length - state->offset) {
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
        return -1;
    }
    return 0;
}

int catalog_png_read_info(const uint8_t *data, size_t length, catalog_png_info *info, char *err, size_t err_length) {
    if (check_signature(data, length, err, err_length) != 0) {
        return -1;
    }
    reader_state state = {data, length, 0, err, err_length};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &state, on_error, on_warning);
    if (!png) {
        set_error(err, err_length, "out of memory");
        return -1;
    }
    png_infop png_info = png_create_info_struct(png);
    if (!png_info || setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &png_info, NULL);
        return -1;
    }
    png_set_read_fn(png, &state, read_from_memory);
    png_read_info(png, png_info);
    fill_info(png, png_info, info);
    png_destroy_read_struct(&png, &png_info, NULL);
    return 0;
}

int catalog_png_decode_rgba8(const uint8_t *data, size_t length, uint8_t *out, size_t out_length, char *err,
                             size_t err_length) {
    if (check_signature(data, length, err, err_length) != 0) {
        return -1;
    }
    reader_state state = {data, length, 0, err, err_length};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &state, on_error, on_warning);
    if (!png) {
        set_error(err, err_length, "out of memory");
        return -1;
    }
    png_infop png_info = png_create_info_struct(png);
    // Written after setjmp, so volatile: its value must survive the longjmp back here.
    png_bytep *volatile rows = NULL;
    if (!png_info || setjmp(png_jmpbuf(png))) {
        free(rows);
        png_destroy_read_struct(&png, &png_info, NULL);
        return -1;
    }
    png_set_read_fn(png, &state, read_from_memory);
    png_read_info(png, png_info);
    catalog_png_info info;
    fill_info(png, png_info, &info);
    size_t row_bytes = (size_t)info.width * 4;
    if (info.width == 0 || info.height == 0 || row_bytes * info.height != out_length) {
        png_error(png, "output buffer does not match the image size");
    }
    if (info.color_type == PNG_COLOR_TYPE_PALETTE) {
        png_set_palette_to_rgb(png);
    }
    if (info.color_type == PNG_COLOR_TYPE_GRAY && info.bit_depth < 8) {
        png_set_expand_gray_1_2_4_to_8(png);
    }
    if (png_get_valid(png, png_info, PNG_INFO_tRNS)) {
        png_set_tRNS_to_alpha(png);
    }
    if (info.bit_depth == 16) {
        /* The high byte, as Pillow and libvips take it (within one level of png_set_scale_16's rounding): the
           thumbnails then match what those tools, and the benchmark's reference, make of 16-bit files. */
        png_set_strip_16(png);
    }
    if (info.color_type == PNG_COLOR_TYPE_GRAY || info.color_type == PNG_COLOR_TYPE_GRAY_ALPHA) {
        png_set_gray_to_rgb(png);
    }
    png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, png_info);
    if (png_get_rowbytes(png, png_info) != row_bytes) {
        png_error(png, "unsupported pixel layout");
    }
    rows = malloc(sizeof(png_bytep) * info.height);
    if (!rows) {
        png_error(png, "out of memory");
    }
    for (uint32_t y = 0; y < info.height; y++) {
        rows[y] = out + row_bytes * y;
    }
    png_read_image(png, rows);
    png_read_end(png, NULL);
    free(rows);
    png_destroy_read_struct(&png, &png_info, NULL);
    return 0;
}

static void write_to_memory(png_structp png, png_bytep bytes, png_size_t count) {
    writer_state *state = (writer_state *)png_get_io_ptr(png);
    if (state->length + count > state->capacity) {
        size_t capacity = state->capacity ? state->capacity : 64 * 1024;
        while (capacity < state->length + count) {
            capacity *= 2;
        }
        uint8_t *grown = realloc(state->data, capacity);
        if (!grown) {
            png_error(png, "out of memory");
        }
        state->data = grown;
        state->capacity = capacity;
    }
    memcpy(state->data + state->length, bytes, count);
    state->length += count;
}

static void flush_memory(png_structp png) { (void)png; }

static void on_write_error(png_structp png, png_const_charp message) {
    reader_state *state = (reader_state *)png_get_error_ptr(png);
    set_error(state->err, state->err_length, message);
    png_longjmp(png, 1);
}

uint8_t *catalog_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride, int channels,
                            int level, int adaptive, size_t *out_length, char *err, size_t err_length) {
    if (channels != 3 && channels != 4) {
        set_error(err, err_length, "PNG encoder takes 3 or 4 channels");
        return NULL;
    }
    reader_state error_state = {NULL, 0, 0, err, err_length};
    writer_state out = {NULL, 0, 0, 0};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &error_state, on_write_error, on_warning);
    if (!png) {
        set_error(err, err_length, "out of memory");
        return NULL;
    }
    png_infop info = png_create_info_struct(png);
    if (!info || setjmp(png_jmpbuf(png))) {
        free(out.data);
        png_destroy_write_struct(&png, &info);
        return NULL;
    }
    png_set_write_fn(png, &out, write_to_memory, flush_memory);
    png_set_compression_level(png, level < 0 ? 0 : (level > 9 ? 9 : level));
    png_set_filter(png, PNG_FILTER_TYPE_BASE, adaptive ? PNG_ALL_FILTERS : PNG_FILTER_NONE);
    png_set_IHDR(png, info, width, height, 8, channels == 4 ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++) {
        png_write_row(png, (png_const_bytep)(pixels + stride * y));
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    *out_length = out.length;
    return out.data;
}

void catalog_png_free(void *pointer) { free(pointer); }
