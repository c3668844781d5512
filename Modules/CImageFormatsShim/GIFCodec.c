#include "CImageFormatsShim.h"
#include "ShimMessages.h"

#include <gif_lib.h>
#include <stdio.h>

/// The bytes giflib reads from, and how far it has read.
typedef struct {
    const uint8_t *data;
    size_t size;
    size_t position;
} memory_source;

static int read_memory(GifFileType *gif, GifByteType *out, int count) {
    memory_source *source = (memory_source *)gif->UserData;
    size_t left = source->size - source->position;
    size_t n = count < 0 ? 0 : (size_t)count;
    if (n > left) {
        n = left;
    }
    memcpy(out, source->data + source->position, n);
    source->position += n;
    return (int)n;
}

static int gif_status(int code, char *err, size_t err_length) {
    switch (code) {
    case D_GIF_ERR_NOT_GIF_FILE:
        catalog_shim_message(err, err_length, "not a GIF file");
        return CATALOG_IMG_NOT_FORMAT;
    case D_GIF_ERR_READ_FAILED:
    case D_GIF_ERR_EOF_TOO_SOON:
        catalog_shim_message(err, err_length, "the GIF file ends early");
        return CATALOG_IMG_TRUNCATED;
    case D_GIF_ERR_NOT_ENOUGH_MEM:
        catalog_shim_message(err, err_length, "out of memory decoding the GIF");
        return CATALOG_IMG_OUT_OF_MEMORY;
    default: {
        char message[160];
        const char *text = GifErrorString(code);
        snprintf(message, sizeof message, "the GIF is damaged (%s)", text ? text : "giflib error");
        catalog_shim_message(err, err_length, message);
        return CATALOG_IMG_CORRUPT;
    }
    }
}

static GifFileType *open_gif(memory_source *source, int *status, char *err, size_t err_length) {
    if (source->size < 6 || (memcmp(source->data, "GIF87a", 6) != 0 && memcmp(source->data, "GIF89a", 6) != 0)) {
        catalog_shim_message(err, err_length, "not a GIF file");
        *status = CATALOG_IMG_NOT_FORMAT;
        return NULL;
    }
    int code = 0;
    GifFileType *gif = DGifOpen(source, read_memory, &code);
    if (!gif) {
        *status = gif_status(code, err, err_length);
    }
    return gif;
}

static void close_gif(GifFileType *gif) {
    int code = 0;
    DGifCloseFile(gif, &code);
}

/// Skips an image's LZW data without decompressing it.
static int skip_image_data(GifFileType *gif) {
    int code_size = 0;
    GifByteType *block = NULL;
    if (DGifGetCode(gif, &code_size, &block) == GIF_ERROR) {
        return GIF_ERROR;
    }
    while (block) {
        if (DGifGetCodeNext(gif, &block) == GIF_ERROR) {
            return GIF_ERROR;
        }
    }
    return GIF_OK;
}

/// Walks the records: counts frames (stopping past `max_frames`), and with `out` set decodes the first frame onto
/// it (a transparent canvas of the screen's size). `transparent_seen` says whether the first frame can show
/// the canvas through.
static int walk(GifFileType *gif, int32_t max_frames, uint8_t *out, int32_t *frames, int32_t *transparent_seen,
                char *err, size_t err_length) {
    int transparent_index = NO_TRANSPARENT_COLOR;
    *frames = 0;
    *transparent_seen = 0;
    for (;;) {
        GifRecordType record;
        if (DGifGetRecordType(gif, &record) == GIF_ERROR) {
            return gif_status(gif->Error, err, err_length);
        }
        if (record == TERMINATE_RECORD_TYPE) {
            break;
        }
        if (record == EXTENSION_RECORD_TYPE) {
            int function = 0;
            GifByteType *extension = NULL;
            if (DGifGetExtension(gif, &function, &extension) == GIF_ERROR) {
                return gif_status(gif->Error, err, err_length);
            }
            if (function == GRAPHICS_EXT_FUNC_CODE && extension && *frames == 0) {
                GraphicsControlBlock control;
                if (DGifExtensionToGCB(extension[0], extension + 1, &control) == GIF_OK) {
                    transparent_index = control.TransparentColor;
                }
            }
            while (extension) {
                if (DGifGetExtensionNext(gif, &extension) == GIF_ERROR) {
                    return gif_status(gif->Error, err, err_length);
                }
            }
            continue;
        }
        if (record != IMAGE_DESC_RECORD_TYPE) {
            continue;
        }
        if (DGifGetImageDesc(gif) == GIF_ERROR) {
            return gif_status(gif->Error, err, err_length);
        }
        *frames += 1;
        if (*frames > max_frames) {
            catalog_shim_message(err, err_length, "the GIF has more frames than allowed");
            return CATALOG_IMG_TOO_MANY_FRAMES;
        }
        GifImageDesc *desc = &gif->Image;
        int covers = desc->Left == 0 && desc->Top == 0 && desc->Width >= gif->SWidth && desc->Height >= gif->SHeight;
        if (*frames == 1) {
            *transparent_seen = transparent_index != NO_TRANSPARENT_COLOR || !covers;
        }
        if (*frames > 1 || !out) {
            if (skip_image_data(gif) == GIF_ERROR) {
                return gif_status(gif->Error, err, err_length);
            }
            continue;
        }
        ColorMapObject *map = desc->ColorMap ? desc->ColorMap : gif->SColorMap;
        if (!map || desc->Width <= 0 || desc->Height <= 0) {
            catalog_shim_message(err, err_length, "the GIF's first frame has no colour table or no pixels");
            return CATALOG_IMG_CORRUPT;
        }
        GifPixelType *line = malloc((size_t)desc->Width);
        if (!line) {
            return CATALOG_IMG_OUT_OF_MEMORY;
        }
        static const int pass_start[] = {0, 4, 2, 1};
        static const int pass_step[] = {8, 8, 4, 2};
        int passes = desc->Interlace ? 4 : 1;
        for (int pass = 0; pass < passes; pass++) {
            int start = desc->Interlace ? pass_start[pass] : 0;
            int step = desc->Interlace ? pass_step[pass] : 1;
            for (int row = start; row < desc->Height; row += step) {
                if (DGifGetLine(gif, line, desc->Width) == GIF_ERROR) {
                    free(line);
                    return gif_status(gif->Error, err, err_length);
                }
                int y = desc->Top + row;
                if (y < 0 || y >= gif->SHeight) {
                    continue;
                }
                uint8_t *pixel = out + ((size_t)y * (size_t)gif->SWidth) * 4;
                for (int column = 0; column < desc->Width; column++) {
                    int x = desc->Left + column;
                    int index = line[column];
                    if (x < 0 || x >= gif->SWidth || index == transparent_index || index >= map->ColorCount) {
                        continue;
                    }
                    GifColorType color = map->Colors[index];
                    uint8_t *target = pixel + (size_t)x * 4;
                    target[0] = color.Red;
                    target[1] = color.Green;
                    target[2] = color.Blue;
                    target[3] = 255;
                }
            }
        }
        free(line);
    }
    if (*frames == 0) {
        catalog_shim_message(err, err_length, "the GIF has no image");
        return CATALOG_IMG_CORRUPT;
    }
    return CATALOG_IMG_OK;
}

int catalog_gif_info(const uint8_t *data, size_t size, int32_t max_frames, catalog_image_header *header,
                     char *err, size_t err_length) {
    memory_source source = {data, size, 0};
    int status = CATALOG_IMG_OK;
    GifFileType *gif = open_gif(&source, &status, err, err_length);
    if (!gif) {
        return status;
    }
    memset(header, 0, sizeof(*header));
    header->width = gif->SWidth;
    header->height = gif->SHeight;
    header->bit_depth = 8;
    uint64_t pixels = (uint64_t)gif->SWidth * (uint64_t)gif->SHeight;
    if (pixels > 0 && (uint64_t)size < pixels / 2731) {
        char message[200];
        snprintf(message, sizeof message,
                 "%zu bytes cannot hold the %d x %d GIF canvas its header claims (at least %llu: a GIF needs a byte for every %d pixels)",
                 size, gif->SWidth, gif->SHeight, (unsigned long long)(pixels / 2731), 2731);
        close_gif(gif);
        catalog_shim_message(err, err_length, message);
        return CATALOG_IMG_IMPLAUSIBLE;
    }
    int32_t transparent = 0;
    status = walk(gif, max_frames, NULL, &header->frames, &transparent, err, err_length);
    header->has_alpha = transparent;
    close_gif(gif);
    return status;
}

int catalog_gif_decode(const uint8_t *data, size_t size, uint8_t *out, size_t out_length, char *err,
                       size_t err_length) {
    memory_source source = {data, size, 0};
    int status = CATALOG_IMG_OK;
    GifFileType *gif = open_gif(&source, &status, err, err_length);
    if (!gif) {
        return status;
    }
    if ((size_t)gif->SWidth * (size_t)gif->SHeight * 4 != out_length) {
        close_gif(gif);
        catalog_shim_message(err, err_length, "the output buffer does not match the GIF canvas");
        return CATALOG_IMG_BAD_BUFFER;
    }
    memset(out, 0, out_length);
    int32_t frames = 0;
    int32_t transparent = 0;
    // The first frame is all that is drawn; the walk stops after it.
    status = walk(gif, 1, out, &frames, &transparent, err, err_length);
    close_gif(gif);
    return status == CATALOG_IMG_TOO_MANY_FRAMES ? CATALOG_IMG_OK : status;
}
