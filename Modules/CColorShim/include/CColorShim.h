#ifndef CATALOG_COLOR_SHIM_H
#define CATALOG_COLOR_SHIM_H

#include <stddef.h>
#include <stdint.h>

/// Status codes, so callers tell failures apart by number, never by message text. 0 is success.
/// littleCMS could not parse the profile.
#define CATALOG_ICC_DAMAGED (-1)
/// The profile is valid but not an RGB, CMYK or grey one.
#define CATALOG_ICC_UNSUPPORTED_SPACE (-2)
/// littleCMS could not build a transform from the profile to sRGB.
#define CATALOG_ICC_NO_TRANSFORM (-3)
/// An allocation failed.
#define CATALOG_ICC_OUT_OF_MEMORY (-4)

/// The colour spaces a source profile may describe.
#define CATALOG_ICC_RGB 1
#define CATALOG_ICC_CMYK 2
#define CATALOG_ICC_GREY 3

/// Parses a profile and reports its colour space (`CATALOG_ICC_*`) and its description (UTF-8 as ASCII,
/// "" when there is none). Returns 0, or a status and a message in `err`.
int catalog_icc_inspect(const uint8_t *bytes, size_t size, int32_t *color_space, char *description,
                        size_t description_length, char *err, size_t err_length);

/// A transform from a source profile to sRGB, for one image at a time.
typedef struct catalog_icc_transform catalog_icc_transform;

/// Builds a transform to sRGB with `intent` (ICC's numbers: 0 perceptual, 1 relative colorimetric, 2 saturation,
/// 3 absolute colorimetric; littleCMS uses relative colorimetric where the profile has no table for the intent). The source pixels are RGBA8 for an RGB profile (alpha kept), inverted (Adobe) CMYK8 for a
/// CMYK one, and RGBA8 with R = G = B for a grey one. NULL with a status and a message on failure.
catalog_icc_transform *catalog_icc_transform_create(const uint8_t *bytes, size_t size, int32_t color_space,
                                                    int32_t intent, int *status, char *err, size_t err_length);

/// Converts `pixels` pixels of 4 bytes in place to RGBA8 sRGB (opaque for CMYK).
void catalog_icc_transform_pixels(catalog_icc_transform *transform, uint8_t *pixels, size_t count);

void catalog_icc_transform_free(catalog_icc_transform *transform);

#endif
