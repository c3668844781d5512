#include "CColorShim.h"

#include <lcms2.h>
#include <stdlib.h>
#include <string.h>

/// Where a context's errors go: littleCMS reports through a callback, kept per context so threads never share it.
typedef struct {
    char message[256];
} error_sink;

static void record_error(cmsContext context, cmsUInt32Number code, const char *text) {
    (void)code;
    error_sink *sink = (error_sink *)cmsGetContextUserData(context);
    if (sink && text && sink->message[0] == 0) {
        strncpy(sink->message, text, sizeof sink->message - 1);
        sink->message[sizeof sink->message - 1] = 0;
    }
}

static void copy_message(char *err, size_t err_length, const char *prefix, const error_sink *sink) {
    if (!err || err_length == 0) {
        return;
    }
    const char *detail = sink && sink->message[0] ? sink->message : "no detail";
    size_t used = 0;
    for (const char *part = prefix; *part && used + 1 < err_length; part++) {
        err[used++] = *part;
    }
    for (const char *part = ": "; *part && used + 1 < err_length; part++) {
        err[used++] = *part;
    }
    for (const char *part = detail; *part && used + 1 < err_length; part++) {
        err[used++] = *part;
    }
    err[used] = 0;
}

static int32_t space_of(cmsHPROFILE profile) {
    switch (cmsGetColorSpace(profile)) {
    case cmsSigRgbData:
        return CATALOG_ICC_RGB;
    case cmsSigCmykData:
        return CATALOG_ICC_CMYK;
    case cmsSigGrayData:
        return CATALOG_ICC_GREY;
    default:
        return 0;
    }
}

int catalog_icc_inspect(const uint8_t *bytes, size_t size, int32_t *color_space, char *description,
                        size_t description_length, char *err, size_t err_length) {
    error_sink sink = {{0}};
    cmsContext context = cmsCreateContext(NULL, &sink);
    if (!context) {
        return CATALOG_ICC_OUT_OF_MEMORY;
    }
    cmsSetLogErrorHandlerTHR(context, record_error);
    cmsHPROFILE profile = cmsOpenProfileFromMemTHR(context, bytes, (cmsUInt32Number)size);
    if (!profile) {
        copy_message(err, err_length, "littleCMS could not read the profile", &sink);
        cmsDeleteContext(context);
        return CATALOG_ICC_DAMAGED;
    }
    *color_space = space_of(profile);
    if (description && description_length > 0) {
        description[0] = 0;
        cmsGetProfileInfoASCII(profile, cmsInfoDescription, "en", "US", description,
                               (cmsUInt32Number)description_length);
        description[description_length - 1] = 0;
    }
    cmsCloseProfile(profile);
    cmsDeleteContext(context);
    return 0;
}

struct catalog_icc_transform {
    cmsContext context;
    cmsHTRANSFORM transform;
    int32_t color_space;
    /// A grey profile's 256 results, so each pixel is one lookup.
    uint8_t grey[256][3];
    error_sink sink;
};

catalog_icc_transform *catalog_icc_transform_create(const uint8_t *bytes, size_t size, int32_t color_space,
                                                    int32_t intent, int *status, char *err, size_t err_length) {
    catalog_icc_transform *result = calloc(1, sizeof *result);
    if (!result) {
        *status = CATALOG_ICC_OUT_OF_MEMORY;
        return NULL;
    }
    result->context = cmsCreateContext(NULL, &result->sink);
    if (!result->context) {
        free(result);
        *status = CATALOG_ICC_OUT_OF_MEMORY;
        return NULL;
    }
    cmsSetLogErrorHandlerTHR(result->context, record_error);
    cmsHPROFILE source = cmsOpenProfileFromMemTHR(result->context, bytes, (cmsUInt32Number)size);
    cmsHPROFILE srgb = cmsCreate_sRGBProfileTHR(result->context);
    if (!source || !srgb) {
        copy_message(err, err_length, "littleCMS could not read the profile", &result->sink);
        *status = CATALOG_ICC_DAMAGED;
        goto failed;
    }
    if (space_of(source) != color_space) {
        copy_message(err, err_length, "the profile's colour space is not the image's", NULL);
        *status = CATALOG_ICC_UNSUPPORTED_SPACE;
        goto failed;
    }
    cmsUInt32Number input;
    cmsUInt32Number output = TYPE_RGBA_8;
    cmsUInt32Number flags = 0;
    switch (color_space) {
    case CATALOG_ICC_RGB:
        input = TYPE_RGBA_8;
        flags = cmsFLAGS_COPY_ALPHA;
        break;
    case CATALOG_ICC_CMYK:
        input = TYPE_CMYK_8_REV;
        break;
    case CATALOG_ICC_GREY:
        input = TYPE_GRAY_8;
        output = TYPE_RGB_8;
        break;
    default:
        copy_message(err, err_length, "the profile is not an RGB, CMYK or grey one", NULL);
        *status = CATALOG_ICC_UNSUPPORTED_SPACE;
        goto failed;
    }
    result->transform =
        cmsCreateTransformTHR(result->context, source, input, srgb, output,
                              intent >= 0 && intent <= 3 ? (cmsUInt32Number)intent : INTENT_PERCEPTUAL, flags);
    if (!result->transform) {
        copy_message(err, err_length, "littleCMS could not convert the profile to sRGB", &result->sink);
        *status = CATALOG_ICC_NO_TRANSFORM;
        goto failed;
    }
    result->color_space = color_space;
    if (color_space == CATALOG_ICC_GREY) {
        uint8_t levels[256];
        for (int level = 0; level < 256; level++) {
            levels[level] = (uint8_t)level;
        }
        cmsDoTransform(result->transform, levels, result->grey, 256);
    }
    cmsCloseProfile(source);
    cmsCloseProfile(srgb);
    *status = 0;
    return result;

failed:
    if (source) {
        cmsCloseProfile(source);
    }
    if (srgb) {
        cmsCloseProfile(srgb);
    }
    cmsDeleteContext(result->context);
    free(result);
    return NULL;
}

void catalog_icc_transform_pixels(catalog_icc_transform *transform, uint8_t *pixels, size_t count) {
    if (transform->color_space == CATALOG_ICC_GREY) {
        for (size_t index = 0; index < count; index++) {
            uint8_t *pixel = pixels + index * 4;
            const uint8_t *rgb = transform->grey[pixel[0]];
            pixel[0] = rgb[0];
            pixel[1] = rgb[1];
            pixel[2] = rgb[2];
        }
        return;
    }
    // Through a small buffer, so the input is never overwritten while littleCMS reads it.
    uint8_t chunk[4096 * 4];
    while (count > 0) {
        size_t n = count < 4096 ? count : 4096;
        memcpy(chunk, pixels, n * 4);
        cmsDoTransform(transform->transform, chunk, pixels, (cmsUInt32Number)n);
        if (transform->color_space == CATALOG_ICC_CMYK) {
            for (size_t index = 0; index < n; index++) {
                pixels[index * 4 + 3] = 255;
            }
        }
        pixels += n * 4;
        count -= n;
    }
}

void catalog_icc_transform_free(catalog_icc_transform *transform) {
    if (!transform) {
        return;
    }
    cmsDeleteTransform(transform->transform);
    cmsDeleteContext(transform->context);
    free(transform);
}
