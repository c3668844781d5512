#include "CImageFormatsShim.h"
#include "ShimMessages.h"

#include <libheif/heif.h>
#include <stdio.h>

/// `error.message` points into the context (or the encoder) that reported it: call this before freeing them.
static int heif_status(struct heif_error error, const char *what, char *err, size_t err_length) {
    char message[200];
    snprintf(message, sizeof message, "%s (%s)", what, error.message ? error.message : "libheif error");
    catalog_shim_message(err, err_length, message);
    switch (error.code) {
    case heif_error_Ok:
        return CATALOG_IMG_OK;
    case heif_error_Unsupported_filetype:
        return CATALOG_IMG_NOT_FORMAT;
    case heif_error_Unsupported_feature:
        return CATALOG_IMG_UNSUPPORTED;
    case heif_error_Memory_allocation_error:
        return CATALOG_IMG_OUT_OF_MEMORY;
    case heif_error_Invalid_input:
        return error.subcode == heif_suberror_End_of_data ? CATALOG_IMG_TRUNCATED : CATALOG_IMG_CORRUPT;
    default:
        return CATALOG_IMG_CORRUPT;
    }
}

/// The file's context and primary image, or a status. Decoding stays on the calling thread: the pipeline runs one
/// decode a job, so `--jobs` says how many cores decode.
static int open_primary(const uint8_t *data, size_t size, struct heif_context **context,
                        struct heif_image_handle **handle, char *err, size_t err_length) {
    *context = NULL;
    *handle = NULL;
    if (size < 12 || heif_check_filetype(data, (int)(size < 64 ? size : 64)) == heif_filetype_no) {
        catalog_shim_message(err, err_length, "not a HEIF or AVIF file");
        return CATALOG_IMG_NOT_FORMAT;
    }
    struct heif_context *ctx = heif_context_alloc();
    if (!ctx) {
        return CATALOG_IMG_OUT_OF_MEMORY;
    }
    heif_context_set_max_decoding_threads(ctx, 0);
    struct heif_error error = heif_context_read_from_memory_without_copy(ctx, data, size, NULL);
    if (error.code != heif_error_Ok) {
        // The message lives in the context: read it before the context is freed.
        int failure = heif_status(error, "the HEIF container is damaged", err, err_length);
        heif_context_free(ctx);
        return failure;
    }
    error = heif_context_get_primary_image_handle(ctx, handle);
    if (error.code != heif_error_Ok) {
        // The message lives in the context: read it before the context is freed.
        int failure = heif_status(error, "the HEIF file has no primary image", err, err_length);
        heif_context_free(ctx);
        return failure;
    }
    *context = ctx;
    return CATALOG_IMG_OK;
}

static void close_primary(struct heif_context *context, struct heif_image_handle *handle) {
    if (handle) {
        heif_image_handle_release(handle);
    }
    if (context) {
        heif_context_free(context);
    }
}

int catalog_heif_info(const uint8_t *data, size_t size, int32_t max_frames, catalog_image_header *header,
                      char *err, size_t err_length) {
    struct heif_context *context;
    struct heif_image_handle *handle;
    int status = open_primary(data, size, &context, &handle, err, err_length);
    if (status != CATALOG_IMG_OK) {
        return status;
    }
    memset(header, 0, sizeof(*header));
    header->width = heif_image_handle_get_width(handle);
    header->height = heif_image_handle_get_height(handle);
    header->has_alpha = heif_image_handle_has_alpha_channel(handle);
    header->bit_depth = heif_image_handle_get_luma_bits_per_pixel(handle);
    int images = heif_context_get_number_of_top_level_images(context);
    header->frames = images > max_frames ? max_frames + 1 : images;
    enum heif_brand brand = heif_main_brand(data, (int)(size < 64 ? size : 64));
    header->variant = brand == heif_avif || brand == heif_avis;
    enum heif_color_profile_type profile = heif_image_handle_get_color_profile_type(handle);
    if (profile == heif_color_profile_type_prof || profile == heif_color_profile_type_rICC) {
        header->icc_size = heif_image_handle_get_raw_color_profile_size(handle);
    }
    // The container's colour, when it has an nclx box (libheif reads the box, not the AV1 or HEVC bitstream's).
    struct heif_color_profile_nclx *nclx = NULL;
    struct heif_error nclx_error = heif_image_handle_get_nclx_color_profile(handle, &nclx);
    if (nclx_error.code == heif_error_Ok && nclx != NULL) {
        header->has_nclx = 1;
        header->color_primaries = (int32_t)nclx->color_primaries;
        header->transfer_characteristics = (int32_t)nclx->transfer_characteristics;
        header->matrix_coefficients = (int32_t)nclx->matrix_coefficients;
        header->full_range = nclx->full_range_flag != 0;
        heif_nclx_color_profile_free(nclx);
    }
    close_primary(context, handle);
    if (images > max_frames) {
        catalog_shim_message(err, err_length, "the HEIF file has more images than allowed");
        return CATALOG_IMG_TOO_MANY_FRAMES;
    }
    return CATALOG_IMG_OK;
}

int catalog_heif_icc(const uint8_t *data, size_t size, uint8_t *out, size_t out_length) {
    struct heif_context *context;
    struct heif_image_handle *handle;
    int status = open_primary(data, size, &context, &handle, NULL, 0);
    if (status != CATALOG_IMG_OK) {
        return status;
    }
    if (heif_image_handle_get_raw_color_profile_size(handle) != out_length) {
        close_primary(context, handle);
        return CATALOG_IMG_BAD_BUFFER;
    }
    struct heif_error error = heif_image_handle_get_raw_color_profile(handle, out);
    close_primary(context, handle);
    return error.code == heif_error_Ok ? CATALOG_IMG_OK : CATALOG_IMG_CORRUPT;
}

int catalog_heif_decode(const uint8_t *data, size_t size, int32_t width, int32_t height, uint8_t *out,
                        size_t out_length, char *err, size_t err_length) {
    if ((size_t)width * (size_t)height * 4 != out_length) {
        catalog_shim_message(err, err_length, "the output buffer does not match the image");
        return CATALOG_IMG_BAD_BUFFER;
    }
    struct heif_context *context;
    struct heif_image_handle *handle;
    int status = open_primary(data, size, &context, &handle, err, err_length);
    if (status != CATALOG_IMG_OK) {
        return status;
    }
    struct heif_image *image = NULL;
    struct heif_error error =
        heif_decode_image(handle, &image, heif_colorspace_RGB, heif_chroma_interleaved_RGBA, NULL);
    if (error.code != heif_error_Ok) {
        // The message lives in the context: read it before the context is freed.
        int failure = heif_status(error, "the HEIF image data could not be decoded", err, err_length);
        close_primary(context, handle);
        return failure;
    }
    int stride = 0;
    const uint8_t *plane = heif_image_get_plane_readonly(image, heif_channel_interleaved, &stride);
    int decoded_width = heif_image_get_width(image, heif_channel_interleaved);
    int decoded_height = heif_image_get_height(image, heif_channel_interleaved);
    if (!plane || decoded_width != width || decoded_height != height || stride < width * 4) {
        heif_image_release(image);
        close_primary(context, handle);
        catalog_shim_message(err, err_length, "the decoded HEIF image is not the size its header says");
        return CATALOG_IMG_CORRUPT;
    }
    for (int32_t row = 0; row < height; row++) {
        memcpy(out + (size_t)row * (size_t)width * 4, plane + (size_t)row * (size_t)stride, (size_t)width * 4);
    }
    heif_image_release(image);
    close_primary(context, handle);
    return CATALOG_IMG_OK;
}

typedef struct {
    uint8_t *bytes;
    size_t size;
    size_t capacity;
    int failed;
} memory_sink;

static struct heif_error write_memory(struct heif_context *context, const void *data, size_t size, void *userdata) {
    (void)context;
    memory_sink *sink = (memory_sink *)userdata;
    struct heif_error ok = {heif_error_Ok, heif_suberror_Unspecified, "ok"};
    if (sink->size + size > sink->capacity) {
        size_t capacity = sink->capacity ? sink->capacity * 2 : 65536;
        while (capacity < sink->size + size) {
            capacity *= 2;
        }
        uint8_t *grown = realloc(sink->bytes, capacity);
        if (!grown) {
            sink->failed = 1;
            struct heif_error failure = {heif_error_Memory_allocation_error, heif_suberror_Unspecified, "no memory"};
            return failure;
        }
        sink->bytes = grown;
        sink->capacity = capacity;
    }
    memcpy(sink->bytes + sink->size, data, size);
    sink->size += size;
    return ok;
}

int catalog_avif_encode(const uint8_t *rgba, int32_t width, int32_t height, int32_t has_alpha, int32_t quality,
                        catalog_encoded *out, char *err, size_t err_length) {
    out->bytes = NULL;
    out->size = 0;
    struct heif_context *context = heif_context_alloc();
    if (!context) {
        return CATALOG_IMG_OUT_OF_MEMORY;
    }
    struct heif_encoder *encoder = NULL;
    struct heif_error error = heif_context_get_encoder_for_format(context, heif_compression_AV1, &encoder);
    if (error.code != heif_error_Ok) {
        heif_status(error, "no AV1 encoder in libheif", err, err_length);
        heif_context_free(context);
        return CATALOG_IMG_ENCODER;
    }
    heif_encoder_set_lossy_quality(encoder, quality);
    // One thread and a fixed speed: the same pixels and quality give the same bytes.
    heif_encoder_set_parameter(encoder, "threads", "1");
    heif_encoder_set_parameter(encoder, "speed", "6");
    heif_encoder_set_parameter(encoder, "chroma", "420");
    struct heif_image *image = NULL;
    enum heif_chroma chroma = has_alpha ? heif_chroma_interleaved_RGBA : heif_chroma_interleaved_RGB;
    int bytes_per_pixel = has_alpha ? 4 : 3;
    error = heif_image_create(width, height, heif_colorspace_RGB, chroma, &image);
    if (error.code == heif_error_Ok) {
        error = heif_image_add_plane(image, heif_channel_interleaved, width, height, 8);
    }
    if (error.code != heif_error_Ok) {
        if (image) {
            heif_image_release(image);
        }
        heif_encoder_release(encoder);
        heif_status(error, "libheif could not hold the image", err, err_length);
        heif_context_free(context);
        return CATALOG_IMG_OUT_OF_MEMORY;
    }
    int stride = 0;
    uint8_t *plane = heif_image_get_plane(image, heif_channel_interleaved, &stride);
    for (int32_t row = 0; row < height; row++) {
        const uint8_t *from = rgba + (size_t)row * (size_t)width * 4;
        uint8_t *to = plane + (size_t)row * (size_t)stride;
        for (int32_t column = 0; column < width; column++) {
            memcpy(to + column * bytes_per_pixel, from + column * 4, (size_t)bytes_per_pixel);
        }
    }
    struct heif_image_handle *handle = NULL;
    error = heif_context_encode_image(context, image, encoder, NULL, &handle);
    heif_image_release(image);
    heif_encoder_release(encoder);
    if (error.code != heif_error_Ok) {
        heif_status(error, "the AV1 encoder failed", err, err_length);
        heif_context_free(context);
        return CATALOG_IMG_ENCODER;
    }
    heif_image_handle_release(handle);
    memory_sink sink = {NULL, 0, 0, 0};
    struct heif_writer writer = {1, write_memory};
    error = heif_context_write(context, &writer, &sink);
    if (error.code != heif_error_Ok || sink.failed) {
        free(sink.bytes);
        heif_status(error, "libheif could not write the AVIF file", err, err_length);
        heif_context_free(context);
        return CATALOG_IMG_ENCODER;
    }
    heif_context_free(context);
    out->bytes = sink.bytes;
    out->size = sink.size;
    return CATALOG_IMG_OK;
}
