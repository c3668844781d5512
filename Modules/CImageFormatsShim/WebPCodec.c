#include "CImageFormatsShim.h"
#include "ShimMessages.h"

#include <string.h>
#include <webp/decode.h>
#include <webp/demux.h>
#include <webp/encode.h>

void catalog_encoded_free(catalog_encoded *encoded) {
    if (encoded && encoded->bytes) {
        free(encoded->bytes);
        encoded->bytes = NULL;
        encoded->size = 0;
    }
}

/// Parses the container: NULL with a status when it is not a complete, valid WebP.
static WebPDemuxer *open_demuxer(const uint8_t *data, size_t size, int *status, char *err, size_t err_length) {
    if (size < 12 || memcmp(data, "RIFF", 4) != 0 || memcmp(data + 8, "WEBP", 4) != 0) {
        catalog_shim_message(err, err_length, "not a WebP file");
        *status = CATALOG_IMG_NOT_FORMAT;
        return NULL;
    }
    WebPData input = {data, size};
    WebPDemuxState state = WEBP_DEMUX_PARSE_ERROR;
    WebPDemuxer *demux = WebPDemuxPartial(&input, &state);
    if (demux && state == WEBP_DEMUX_DONE) {
        return demux;
    }
    if (demux) {
        WebPDemuxDelete(demux);
    }
    if (state == WEBP_DEMUX_PARSING_HEADER || state == WEBP_DEMUX_PARSED_HEADER) {
        catalog_shim_message(err, err_length, "the WebP file ends early");
        *status = CATALOG_IMG_TRUNCATED;
    } else {
        catalog_shim_message(err, err_length, "the WebP container is damaged");
        *status = CATALOG_IMG_CORRUPT;
    }
    return NULL;
}

int catalog_webp_info(const uint8_t *data, size_t size, int32_t max_frames, catalog_image_header *header,
                      char *err, size_t err_length) {
    int status = CATALOG_IMG_OK;
    WebPDemuxer *demux = open_demuxer(data, size, &status, err, err_length);
    if (!demux) {
        return status;
    }
    memset(header, 0, sizeof(*header));
    header->width = (int32_t)WebPDemuxGetI(demux, WEBP_FF_CANVAS_WIDTH);
    header->height = (int32_t)WebPDemuxGetI(demux, WEBP_FF_CANVAS_HEIGHT);
    uint32_t frames = WebPDemuxGetI(demux, WEBP_FF_FRAME_COUNT);
    header->frames = frames > (uint32_t)max_frames ? max_frames + 1 : (int32_t)frames;
    header->bit_depth = 8;
    WebPIterator frame;
    if (!WebPDemuxGetFrame(demux, 1, &frame)) {
        WebPDemuxDelete(demux);
        catalog_shim_message(err, err_length, "the WebP file has no image");
        return CATALOG_IMG_CORRUPT;
    }
    WebPBitstreamFeatures features;
    VP8StatusCode code = WebPGetFeatures(frame.fragment.bytes, frame.fragment.size, &features);
    WebPDemuxReleaseIterator(&frame);
    if (code != VP8_STATUS_OK) {
        WebPDemuxDelete(demux);
        catalog_shim_message(err, err_length, "the WebP bitstream header is damaged");
        return code == VP8_STATUS_NOT_ENOUGH_DATA ? CATALOG_IMG_TRUNCATED : CATALOG_IMG_CORRUPT;
    }
    uint32_t flags = WebPDemuxGetI(demux, WEBP_FF_FORMAT_FLAGS);
    header->has_alpha = features.has_alpha || (flags & ALPHA_FLAG) != 0 || frames > 1;
    header->variant = features.format == 2;
    WebPChunkIterator chunk;
    if (WebPDemuxGetChunk(demux, "ICCP", 1, &chunk)) {
        header->icc_size = chunk.chunk.size;
        WebPDemuxReleaseChunkIterator(&chunk);
    }
    if (WebPDemuxGetChunk(demux, "EXIF", 1, &chunk)) {
        header->exif_size = chunk.chunk.size;
        WebPDemuxReleaseChunkIterator(&chunk);
    }
    WebPDemuxDelete(demux);
    if (frames > (uint32_t)max_frames) {
        catalog_shim_message(err, err_length, "the WebP animation has more frames than allowed");
        return CATALOG_IMG_TOO_MANY_FRAMES;
    }
    return CATALOG_IMG_OK;
}

int catalog_webp_chunk(const uint8_t *data, size_t size, const char *fourcc, uint8_t *out, size_t out_length) {
    int status = CATALOG_IMG_OK;
    WebPDemuxer *demux = open_demuxer(data, size, &status, NULL, 0);
    if (!demux) {
        return status;
    }
    WebPChunkIterator chunk;
    if (!WebPDemuxGetChunk(demux, fourcc, 1, &chunk)) {
        WebPDemuxDelete(demux);
        return CATALOG_IMG_CORRUPT;
    }
    int result = CATALOG_IMG_BAD_BUFFER;
    if (chunk.chunk.size == out_length) {
        memcpy(out, chunk.chunk.bytes, out_length);
        result = CATALOG_IMG_OK;
    }
    WebPDemuxReleaseChunkIterator(&chunk);
    WebPDemuxDelete(demux);
    return result;
}

static int decode_status(VP8StatusCode code, char *err, size_t err_length) {
    switch (code) {
    case VP8_STATUS_OK:
        return CATALOG_IMG_OK;
    case VP8_STATUS_OUT_OF_MEMORY:
        catalog_shim_message(err, err_length, "out of memory decoding the WebP image");
        return CATALOG_IMG_OUT_OF_MEMORY;
    case VP8_STATUS_NOT_ENOUGH_DATA:
        catalog_shim_message(err, err_length, "the WebP image data ends early");
        return CATALOG_IMG_TRUNCATED;
    case VP8_STATUS_UNSUPPORTED_FEATURE:
        catalog_shim_message(err, err_length, "the WebP image uses a feature libwebp does not decode");
        return CATALOG_IMG_UNSUPPORTED;
    default:
        catalog_shim_message(err, err_length, "the WebP image data is damaged");
        return CATALOG_IMG_CORRUPT;
    }
}

int catalog_webp_decode(const uint8_t *data, size_t size, uint8_t *out, size_t out_length, char *err,
                        size_t err_length) {
    int status = CATALOG_IMG_OK;
    WebPDemuxer *demux = open_demuxer(data, size, &status, err, err_length);
    if (!demux) {
        return status;
    }
    uint32_t width = WebPDemuxGetI(demux, WEBP_FF_CANVAS_WIDTH);
    uint32_t height = WebPDemuxGetI(demux, WEBP_FF_CANVAS_HEIGHT);
    uint32_t flags = WebPDemuxGetI(demux, WEBP_FF_FORMAT_FLAGS);
    WebPDemuxDelete(demux);
    if ((size_t)width * height * 4 != out_length) {
        catalog_shim_message(err, err_length, "the output buffer does not match the WebP canvas");
        return CATALOG_IMG_BAD_BUFFER;
    }
    if ((flags & ANIMATION_FLAG) == 0) {
        // A still image: straight into the caller's buffer. A VP8X file's frame is its canvas.
        WebPData input = {data, size};
        WebPDemuxer *still = WebPDemux(&input);
        WebPIterator frame;
        if (!still || !WebPDemuxGetFrame(still, 1, &frame)) {
            WebPDemuxDelete(still);
            catalog_shim_message(err, err_length, "the WebP file has no image");
            return CATALOG_IMG_CORRUPT;
        }
        int fits = frame.width == (int)width && frame.height == (int)height;
        const uint8_t *bytes = frame.fragment.bytes;
        size_t length = frame.fragment.size;
        WebPDemuxReleaseIterator(&frame);
        WebPDemuxDelete(still);
        if (!fits) {
            catalog_shim_message(err, err_length, "the WebP image is not the size of its canvas");
            return CATALOG_IMG_CORRUPT;
        }
        WebPDecoderConfig config;
        if (!WebPInitDecoderConfig(&config)) {
            return CATALOG_IMG_UNSUPPORTED;
        }
        config.output.colorspace = MODE_RGBA;
        config.output.is_external_memory = 1;
        config.output.u.RGBA.rgba = out;
        config.output.u.RGBA.stride = (int)width * 4;
        config.output.u.RGBA.size = out_length;
        VP8StatusCode code = WebPDecode(bytes, length, &config);
        WebPFreeDecBuffer(&config.output);
        return decode_status(code, err, err_length);
    }
    // An animation: the first frame composited on the transparent canvas, as a browser shows it before playing.
    WebPAnimDecoderOptions options;
    if (!WebPAnimDecoderOptionsInit(&options)) {
        return CATALOG_IMG_UNSUPPORTED;
    }
    options.color_mode = MODE_RGBA;
    options.use_threads = 0;
    WebPData input = {data, size};
    WebPAnimDecoder *decoder = WebPAnimDecoderNew(&input, &options);
    if (!decoder) {
        catalog_shim_message(err, err_length, "the WebP animation is damaged");
        return CATALOG_IMG_CORRUPT;
    }
    uint8_t *canvas = NULL;
    int timestamp = 0;
    if (!WebPAnimDecoderGetNext(decoder, &canvas, &timestamp) || !canvas) {
        WebPAnimDecoderDelete(decoder);
        catalog_shim_message(err, err_length, "the WebP animation's first frame is damaged");
        return CATALOG_IMG_CORRUPT;
    }
    memcpy(out, canvas, out_length);
    WebPAnimDecoderDelete(decoder);
    return CATALOG_IMG_OK;
}

static int write_to_memory(const uint8_t *data, size_t size, const WebPPicture *picture) {
    return WebPMemoryWrite(data, size, picture);
}

int catalog_webp_encode(const uint8_t *rgba, int32_t width, int32_t height, int32_t has_alpha, int32_t quality,
                        int32_t lossless, catalog_encoded *out, char *err, size_t err_length) {
    out->bytes = NULL;
    out->size = 0;
    WebPConfig config;
    if (!WebPConfigPreset(&config, WEBP_PRESET_DEFAULT, (float)quality)) {
        catalog_shim_message(err, err_length, "libwebp's configuration failed");
        return CATALOG_IMG_ENCODER;
    }
    config.method = 4;
    config.thread_level = 0;
    config.lossless = lossless ? 1 : 0;
    WebPPicture picture;
    if (!WebPPictureInit(&picture)) {
        return CATALOG_IMG_ENCODER;
    }
    picture.use_argb = lossless ? 1 : 0;
    picture.width = width;
    picture.height = height;
    int imported = has_alpha ? WebPPictureImportRGBA(&picture, rgba, width * 4)
                             : WebPPictureImportRGBX(&picture, rgba, width * 4);
    if (!imported) {
        WebPPictureFree(&picture);
        catalog_shim_message(err, err_length, "out of memory importing pixels into libwebp");
        return CATALOG_IMG_OUT_OF_MEMORY;
    }
    WebPMemoryWriter writer;
    WebPMemoryWriterInit(&writer);
    picture.writer = write_to_memory;
    picture.custom_ptr = &writer;
    int ok = WebPEncode(&config, &picture);
    WebPPictureFree(&picture);
    if (!ok) {
        WebPMemoryWriterClear(&writer);
        catalog_shim_message(err, err_length, "libwebp could not encode the image");
        return CATALOG_IMG_ENCODER;
    }
    // Copied into malloc's memory so that one free function serves every encoder.
    out->bytes = malloc(writer.size ? writer.size : 1);
    if (!out->bytes) {
        WebPMemoryWriterClear(&writer);
        return CATALOG_IMG_OUT_OF_MEMORY;
    }
    memcpy(out->bytes, writer.mem, writer.size);
    out->size = writer.size;
    WebPMemoryWriterClear(&writer);
    return CATALOG_IMG_OK;
}
