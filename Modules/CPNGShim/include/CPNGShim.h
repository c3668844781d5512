#ifndef CATALOG_PNG_SHIM_H
#define CATALOG_PNG_SHIM_H

#include <stddef.h>
#include <stdint.h>

/// What the IHDR and ancillary chunks say about a PNG.
typedef struct {
    uint32_t width;
    uint32_t height;
    int bit_depth;
    /// PNG colour type: 0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA.
    int color_type;
    int interlaced;
    /// Non-zero when the image carries alpha (an alpha channel or a tRNS chunk).
    int has_alpha;
    /// Bytes of the iCCP chunk's profile, inflated (0: none, or one libpng found invalid and dropped).
    size_t icc_size;
} catalog_png_info;

/// Status codes, so callers tell failures apart by number, never by message text.
/// libpng itself reported an error (damaged image data, a failed zlib check, an invalid header).
#define CATALOG_PNG_LIBPNG_ERROR (-1)
/// The data does not start with the PNG signature.
#define CATALOG_PNG_NOT_PNG (-2)
/// A chunk claims more bytes than the file holds (a truncated or corrupt file), or the file ends early.
#define CATALOG_PNG_TRUNCATED (-3)
/// A critical chunk fails its CRC check.
#define CATALOG_PNG_BAD_CRC (-4)
/// The compressed image data is too small to hold the image its header claims.
#define CATALOG_PNG_IMPLAUSIBLE (-5)
/// An allocation failed.
#define CATALOG_PNG_OUT_OF_MEMORY (-6)

/// Reads the header, after checking that no chunk claims more bytes than the file holds. Returns 0 on success or
/// one of the `CATALOG_PNG_*` status codes; on failure writes a message into `err`.
int catalog_png_read_info(const uint8_t *data, size_t length, catalog_png_info *info, char *err, size_t err_length);

/// Copies the iCCP chunk's inflated profile into `out` (`out_length` bytes, as `icc_size` said). Returns 0, or a
/// status code.
int catalog_png_read_icc(const uint8_t *data, size_t length, uint8_t *out, size_t out_length);

/// Decodes to 8-bit RGBA (straight alpha) into `out`, which must hold width*height*4 bytes as reported by
/// `catalog_png_read_info`. gAMA is ignored (as Pillow and libvips do); 16-bit samples keep their high byte.
/// Returns 0 on success; on failure a `CATALOG_PNG_*` code and a message in `err` (`out` is then unspecified).
int catalog_png_decode_rgba8(const uint8_t *data, size_t length, uint8_t *out, size_t out_length, char *err,
                             size_t err_length);

/// A PNG being decoded row by row: libpng's state between calls, each of which owns its setjmp.
typedef struct catalog_png_reader catalog_png_reader;

/// Checks every chunk's CRC, reads the header and prepares decoding; `data` must stay valid until the reader is
/// closed. Returns NULL with a message in `err` and a `CATALOG_PNG_*` code in `status` on failure.
catalog_png_reader *catalog_png_reader_open(const uint8_t *data, size_t length, int *status, char *err,
                                            size_t err_length);

/// Decodes the next `count` rows as 8-bit RGBA into `out` (count*width*4 bytes). Returns 0, or -1 (see
/// `catalog_png_reader_message`); after a failure every later call fails too.
int catalog_png_reader_read_rows(catalog_png_reader *reader, uint8_t *out, uint32_t count);

/// Decodes (and drops) the rows not yet read and the chunks after the image data, so damage anywhere in the file is
/// reported. Returns 0, or -1 (see `catalog_png_reader_message`).
int catalog_png_reader_finish(catalog_png_reader *reader);

/// Why the last call failed.
const char *catalog_png_reader_message(const catalog_png_reader *reader);

/// The `CATALOG_PNG_*` code of the last failure.
int catalog_png_reader_status(const catalog_png_reader *reader);

void catalog_png_reader_close(catalog_png_reader *reader);

/// The `level` of `catalog_png_encode` that compresses with runs only (RunDeflate.c): about 3x faster than
/// libdeflate's level 3 on screen renders, for files about 9% larger.
#define CATALOG_PNG_RUNS (-1)

/// Encodes 8-bit pixels (`channels` 3 or 4) at libdeflate `level` (0-12) or with `CATALOG_PNG_RUNS`, with libpng's
/// adaptive filter choice when
/// `adaptive` is non-zero. `source_channels` is the layout of `pixels` (3 or 4); 4 with `channels` 3 writes RGB
/// and drops alpha row by row (an opaque RGBA canvas needs no RGB copy first). No ancillary chunks are written, so
/// the bytes depend on the pixels and options only. Returns a malloc'ed buffer (free with `catalog_png_free`) and
/// its length, or NULL with a message in `err`.
uint8_t *catalog_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                            int source_channels, int channels, int level, int adaptive, size_t *out_length, char *err,
                            size_t err_length);

void catalog_png_free(void *pointer);

/// 1 when the PNG writers' row filters run on AVX2 intrinsics here (an x86-64 processor with AVX2), else 0.
int catalog_png_filters_vectorised(void);

/// The filter (0 none, 1 sub, 2 up, 3 average, 4 Paeth) libpng's heuristic picks for `row` (`length` bytes, `bpp`
/// per pixel) under `above`: with the AVX2 code when `vector` is non-zero and the processor has it, else with the
/// portable loops. The writers use the first; tests hold the two to the same answers.
int catalog_png_choose_filter(const uint8_t *row, const uint8_t *above, size_t length, size_t bpp, int vector);

/// `row` filtered with `filter` (0-4) into `target` (`length` bytes, no type byte), with the AVX2 code or the
/// portable loops as `catalog_png_choose_filter`.
void catalog_png_apply_filter(int filter, const uint8_t *row, const uint8_t *above, size_t length, size_t bpp,
                              int vector, uint8_t *target);

/// A PNG being written a band of rows at a time with `CATALOG_PNG_RUNS` (PNGWriter.c).
typedef struct catalog_png_writer catalog_png_writer;

/// Starts a PNG of `width` x `height` pixels, `channels` 3 or 4 taken from rows of `source_channels` (as
/// `catalog_png_encode`); NULL with a message in `err` for bad dimensions or when memory runs out.
catalog_png_writer *catalog_png_writer_open(uint32_t width, uint32_t height, int source_channels, int channels,
                                            int adaptive, char *err, size_t err_length);

/// Adds the next `count` rows (`stride` bytes apart); 0, or -1 past the height or when memory runs out.
int catalog_png_writer_rows(catalog_png_writer *writer, const uint8_t *pixels, uint32_t count, size_t stride);

/// The PNG once every row is in (free with `catalog_png_free`) and its length; NULL when rows are missing or memory
/// runs out. Close the writer afterwards either way.
uint8_t *catalog_png_writer_finish(catalog_png_writer *writer, size_t *out_length);

void catalog_png_writer_close(catalog_png_writer *writer);

#endif
