// Internal to CPNGShim: the run-only zlib writer behind CATALOG_PNG_RUNS (see RunDeflate.c).
#ifndef CATALOG_RUN_DEFLATE_H
#define CATALOG_RUN_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

/// The most bytes `catalog_run_zlib_compress` writes for `length` input bytes.
size_t catalog_run_zlib_bound(size_t length);

/// Writes `data` as one zlib stream into `out`; returns its length, or 0 when `capacity` is below the bound or
/// memory runs out.
size_t catalog_run_zlib_compress(const uint8_t *data, size_t length, uint8_t *out, size_t capacity);

#endif
