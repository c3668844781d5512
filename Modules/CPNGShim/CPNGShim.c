// The only place that touches libpng's classic API. libpng reports errors by longjmp, so every entry point
// here owns its setjmp and turns a jump into a NULL/-1 return with a message; Swift never sees a jump.
// The classic API is used instead of png_image_* because the simplified reader applies gAMA and goes
// through linear light for 16-bit files. Encoding lives in PNGEncoder.c, over libdeflate.
#include "CPNGShim.h"
#include "BoxShrink.h"

#include <ctype.h>
#include <libdeflate.h>
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

/// What a row from libpng holds once the transforms below have run: palette indices, or grey, grey+alpha, RGB or
/// RGBA samples of one or two bytes (big-endian; the high byte is kept, as Pillow and libvips take it).
typedef struct {
    int channels;
    int sample_bytes;
    int palette;
    uint8_t table[256][4];
} row_layout;

/// One row of libpng output to 8-bit RGBA.
static void convert_row(const row_layout *layout, const uint8_t *in, uint32_t width, uint8_t *out) {
    const size_t step = (size_t)layout->sample_bytes;
    if (layout->palette) {
        for (uint32_t x = 0; x < width; x++) {
            memcpy(out + 4 * (size_t)x, layout->table[in[x]], 4);
        }
        return;
    }
    switch (layout->channels) {
    case 1:
        for (uint32_t x = 0; x < width; x++) {
            uint8_t grey = in[step * x];
            out[4 * x] = out[4 * x + 1] = out[4 * x + 2] = grey;
            out[4 * x + 3] = 0xFF;
        }
        break;
    case 2:
        for (uint32_t x = 0; x < width; x++) {
            uint8_t grey = in[step * 2 * x];
            out[4 * x] = out[4 * x + 1] = out[4 * x + 2] = grey;
            out[4 * x + 3] = in[step * (2 * x + 1)];
        }
        break;
    case 3:
        for (uint32_t x = 0; x < width; x++) {
            out[4 * x] = in[step * 3 * x];
            out[4 * x + 1] = in[step * (3 * x + 1)];
            out[4 * x + 2] = in[step * (3 * x + 2)];
            out[4 * x + 3] = 0xFF;
        }
        break;
    default:
        if (step == 1) {
            memcpy(out, in, 4 * (size_t)width);
        } else {
            for (size_t i = 0; i < 4 * (size_t)width; i++) {
                out[i] = in[2 * i];
            }
        }
    }
}

/// Checks every complete chunk's CRC with libdeflate's (carry-less multiply) CRC-32, several times faster than
/// zlib's, so libpng can then skip its own. Returns -1 with a message for a critical chunk that fails, 1 when only
/// an ancillary chunk fails (libpng then checks as usual and drops it), 0 when all pass. An incomplete chunk ends the
/// scan; libpng reports the truncation.
static int verify_chunk_crcs(const uint8_t *data, size_t length, char *err, size_t err_length) {
    int ancillary_failed = 0;
    size_t offset = 8;
    while (length - offset >= 12) {
        const uint8_t *chunk = data + offset;
        uint32_t payload = (uint32_t)chunk[0] << 24 | (uint32_t)chunk[1] << 16 | (uint32_t)chunk[2] << 8 | chunk[3];
        if (payload > 0x7FFFFFFFu || payload > length - offset - 12) {
            break;
        }
        const uint8_t *stored = chunk + 8 + payload;
        uint32_t expected = (uint32_t)stored[0] << 24 | (uint32_t)stored[1] << 16 | (uint32_t)stored[2] << 8 | stored[3];
        if (libdeflate_crc32(0, chunk + 4, (size_t)payload + 4) != expected) {
            if ((chunk[4] & 0x20) == 0) {
                char message[96];
                snprintf(message, sizeof message, "%c%c%c%c chunk fails its CRC check (the file is corrupt)",
                         isprint(chunk[4]) ? chunk[4] : '?', isprint(chunk[5]) ? chunk[5] : '?',
                         isprint(chunk[6]) ? chunk[6] : '?', isprint(chunk[7]) ? chunk[7] : '?');
                set_error(err, err_length, message);
                return -1;
            }
            ancillary_failed = 1;
        }
        offset += (size_t)payload + 12;
        if (memcmp(chunk + 4, "IEND", 4) == 0) {
            break;
        }
    }
    return ancillary_failed;
}

static void release_box(box_shrink *box) {
    if (box) {
        box_shrink_free(box);
        free(box);
    }
}

int catalog_png_decode_rgba8(const uint8_t *data, size_t length, uint32_t shrink, uint8_t *out, size_t out_length,
                             char *err, size_t err_length) {
    if (check_signature(data, length, err, err_length) != 0) {
        return -1;
    }
    if (shrink != 1 && shrink != 2 && shrink != 4 && shrink != 8) {
        set_error(err, err_length, "shrink must be 1, 2, 4 or 8");
        return -1;
    }
    int crc_status = verify_chunk_crcs(data, length, err, err_length);
    if (crc_status < 0) {
        return -1;
    }
    reader_state state = {data, length, 0, err, err_length};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &state, on_error, on_warning);
    if (!png) {
        set_error(err, err_length, "out of memory");
        return -1;
    }
    png_infop png_info = png_create_info_struct(png);
    // Written after setjmp, so volatile: their values must survive the longjmp back here.
    uint8_t *volatile native = NULL;
    uint8_t *volatile rgba = NULL;
    row_layout *volatile layout = NULL;
    box_shrink *volatile box = NULL;
    png_bytep *volatile rows = NULL;
    if (!png_info || setjmp(png_jmpbuf(png))) {
        free(native);
        free(rgba);
        free(layout);
        release_box(box);
        free(rows);
        png_destroy_read_struct(&png, &png_info, NULL);
        return -1;
    }
    if (crc_status == 0) {
        png_set_crc_action(png, PNG_CRC_QUIET_USE, PNG_CRC_QUIET_USE);
#ifdef PNG_IGNORE_ADLER32
        // Every chunk's CRC is verified above, so the zlib stream's Adler-32 can only repeat that check.
        png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    }
    png_set_read_fn(png, &state, read_from_memory);
    png_read_info(png, png_info);
    catalog_png_info info;
    fill_info(png, png_info, &info);
    uint32_t out_width = (info.width + shrink - 1) / shrink;
    uint32_t out_height = (info.height + shrink - 1) / shrink;
    if (info.width == 0 || info.height == 0 || (size_t)out_width * out_height * 4 != out_length) {
        png_error(png, "output buffer does not match the image size");
    }
    layout = calloc(1, sizeof(row_layout));
    if (!layout) {
        png_error(png, "out of memory");
    }
    if (info.color_type == PNG_COLOR_TYPE_PALETTE) {
        png_colorp palette = NULL;
        int entries = 0;
        png_bytep alphas = NULL;
        int alpha_count = 0;
        if (!png_get_PLTE(png, png_info, &palette, &entries)) {
            png_error(png, "palette image without a PLTE chunk");
        }
        png_get_tRNS(png, png_info, &alphas, &alpha_count, NULL);
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
        if (info.bit_depth < 8) {
            png_set_packing(png);
        }
    } else {
        if (info.color_type == PNG_COLOR_TYPE_GRAY && info.bit_depth < 8) {
            png_set_expand_gray_1_2_4_to_8(png);
        }
        if (png_get_valid(png, png_info, PNG_INFO_tRNS)) {
            png_set_tRNS_to_alpha(png);
        }
    }
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, png_info);
    layout->channels = png_get_channels(png, png_info);
    layout->sample_bytes = png_get_bit_depth(png, png_info) == 16 ? 2 : 1;
    size_t row_bytes = png_get_rowbytes(png, png_info);
    if (row_bytes != (size_t)info.width * (size_t)layout->channels * (size_t)layout->sample_bytes ||
        (layout->palette && layout->channels != 1)) {
        png_error(png, "unsupported pixel layout");
    }
    // Rows are shrunk straight from libpng's samples when they are opaque grey or RGB; palette and alpha rows are
    // converted to RGBA first (alpha rows so the box can weight colour by alpha).
    int direct = !layout->palette && (layout->channels == 1 || layout->channels == 3);
    if (shrink > 1) {
        box_shrink *shrinker = calloc(1, sizeof(box_shrink));
        box = shrinker;
        if (!shrinker || box_shrink_init(shrinker, shrink, info.width, direct ? layout->channels : 4,
                                         info.has_alpha) != 0) {
            png_error(png, "out of memory");
        }
        if (!direct) {
            rgba = malloc((size_t)info.width * 4);
            if (!rgba) {
                png_error(png, "out of memory");
            }
        }
    }
    // An interlaced image needs every pass before any row is complete, so it is read whole; otherwise one row at a
    // time, converted (and shrunk) as it arrives.
    native = malloc(passes > 1 ? row_bytes * info.height : row_bytes);
    if (!native) {
        png_error(png, "out of memory");
    }
    if (passes > 1) {
        rows = malloc(sizeof(png_bytep) * info.height);
        if (!rows) {
            png_error(png, "out of memory");
        }
        for (uint32_t y = 0; y < info.height; y++) {
            rows[y] = native + row_bytes * y;
        }
        png_read_image(png, rows);
    }
    for (uint32_t y = 0; y < info.height; y++) {
        const uint8_t *row = native;
        if (passes > 1) {
            row = native + row_bytes * y;
        } else {
            png_read_row(png, native, NULL);
        }
        if (shrink == 1) {
            convert_row(layout, row, info.width, out + (size_t)info.width * 4 * y);
            continue;
        }
        if (direct) {
            box_shrink_add(box, row, layout->sample_bytes);
        } else {
            convert_row(layout, row, info.width, rgba);
            box_shrink_add(box, rgba, 1);
        }
        if (box->rows == shrink || y + 1 == info.height) {
            box_shrink_flush(box, out + (size_t)box->out_width * 4 * (y / shrink));
        }
    }
    png_read_end(png, NULL);
    free(native);
    free(rgba);
    free(layout);
    release_box(box);
    free(rows);
    png_destroy_read_struct(&png, &png_info, NULL);
    return 0;
}

void catalog_png_free(void *pointer) { free(pointer); }
