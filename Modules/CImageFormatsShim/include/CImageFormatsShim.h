#ifndef CATALOG_IMAGE_FORMATS_SHIM_H
#define CATALOG_IMAGE_FORMATS_SHIM_H

#include <stddef.h>
#include <stdint.h>

/// Status codes shared by the WebP, GIF and HEIF/AVIF calls, so callers tell failures apart by number, never by
/// message text. 0 is success.
#define CATALOG_IMG_OK 0
/// The data is not in this call's format.
#define CATALOG_IMG_NOT_FORMAT (-1)
/// The file ends early.
#define CATALOG_IMG_TRUNCATED (-2)
/// The data is damaged or invalid.
#define CATALOG_IMG_CORRUPT (-3)
/// A valid file using a feature the library does not decode.
#define CATALOG_IMG_UNSUPPORTED (-4)
/// An allocation failed.
#define CATALOG_IMG_OUT_OF_MEMORY (-5)
/// More frames (or top-level images) than the caller's limit.
#define CATALOG_IMG_TOO_MANY_FRAMES (-6)
/// The header claims an image that the data is too small to hold.
#define CATALOG_IMG_IMPLAUSIBLE (-7)
/// The output buffer does not match the image.
#define CATALOG_IMG_BAD_BUFFER (-8)
/// The encoder failed.
#define CATALOG_IMG_ENCODER (-9)

/// What a file's headers say, read without decoding pixels.
typedef struct {
    int32_t width;
    int32_t height;
    /// Frames of an animation, images of a HEIF file (1 for a still image); counting stops past the caller's limit.
    int32_t frames;
    int32_t has_alpha;
    int32_t bit_depth;
    /// WebP: 1 lossless, 0 lossy. HEIF: 1 when the file is AVIF (AV1), 0 for HEIC (HEVC).
    int32_t variant;
    /// Bytes of the embedded ICC profile (0: none); read them with the format's `_icc` call.
    size_t icc_size;
    /// WebP: bytes of the EXIF chunk (0: none), read with `catalog_webp_chunk`. HEIF applies its own transforms
    /// and EXIF is not read: always 0.
    size_t exif_size;
    /// HEIF: 1 when the container gives the image's colour in an `nclx` box, and its code points (ITU-T H.273:
    /// colour primaries, transfer characteristics, matrix coefficients) and range flag; all 0 otherwise.
    int32_t has_nclx;
    int32_t color_primaries;
    int32_t transfer_characteristics;
    int32_t matrix_coefficients;
    int32_t full_range;
} catalog_image_header;

/// An encoded image from `catalog_*_encode`, freed with `catalog_encoded_free`.
typedef struct {
    uint8_t *bytes;
    size_t size;
} catalog_encoded;

void catalog_encoded_free(catalog_encoded *encoded);

// MARK: WebP (libwebp, libwebpdemux)

/// Reads a WebP's canvas, frame count (stopping past `max_frames`), alpha, ICC size and EXIF orientation.
int catalog_webp_info(const uint8_t *data, size_t size, int32_t max_frames, catalog_image_header *header,
                      char *err, size_t err_length);
/// Copies the `ICCP` or `EXIF` chunk (`fourcc`) into `out` (`out_length` bytes, as the header's size said).
int catalog_webp_chunk(const uint8_t *data, size_t size, const char *fourcc, uint8_t *out, size_t out_length);
/// Decodes the first frame, composited on a transparent canvas, to RGBA8 in `out` (width × height × 4 bytes).
int catalog_webp_decode(const uint8_t *data, size_t size, uint8_t *out, size_t out_length, char *err,
                        size_t err_length);
/// Encodes RGBA8 (`has_alpha` 0: the alpha bytes are ignored and none is written) as lossy WebP at `quality`
/// (1–100), or lossless when `lossless` is set; single-threaded, so the same pixels give the same bytes.
int catalog_webp_encode(const uint8_t *rgba, int32_t width, int32_t height, int32_t has_alpha, int32_t quality,
                        int32_t lossless, catalog_encoded *out, char *err, size_t err_length);

// MARK: GIF (giflib)

/// Reads a GIF's screen, counts its frames (stopping past `max_frames`) and checks that the data can hold the
/// canvas: LZW emits at most 4,096 pixels a 12-bit code, so a file under canvas pixels / 2,731 bytes is refused.
int catalog_gif_info(const uint8_t *data, size_t size, int32_t max_frames, catalog_image_header *header,
                     char *err, size_t err_length);
/// Decodes the first frame on a transparent canvas to RGBA8 in `out` (width × height × 4 bytes).
int catalog_gif_decode(const uint8_t *data, size_t size, uint8_t *out, size_t out_length, char *err,
                       size_t err_length);

// MARK: HEIF: HEIC and AVIF (libheif with libde265 and dav1d; aom to encode)

/// Reads the primary image's size (after its `irot`/`imir` transforms), alpha, bit depth, image count (stopping
/// past `max_frames`), whether it is AVIF, and its ICC profile's size.
int catalog_heif_info(const uint8_t *data, size_t size, int32_t max_frames, catalog_image_header *header,
                      char *err, size_t err_length);
/// Copies the primary image's ICC profile into `out` (`out_length` bytes, as `icc_size` said).
int catalog_heif_icc(const uint8_t *data, size_t size, uint8_t *out, size_t out_length);
/// Decodes the primary image, transforms applied, to RGBA8 in `out` (width × height × 4 bytes, as `info` said).
int catalog_heif_decode(const uint8_t *data, size_t size, int32_t width, int32_t height, uint8_t *out,
                        size_t out_length, char *err, size_t err_length);
/// Encodes RGBA8 as AVIF (AV1 through aom, 4:2:0) at `quality` (1–100), single-threaded so the bytes repeat.
int catalog_avif_encode(const uint8_t *rgba, int32_t width, int32_t height, int32_t has_alpha, int32_t quality,
                        catalog_encoded *out, char *err, size_t err_length);

#endif
