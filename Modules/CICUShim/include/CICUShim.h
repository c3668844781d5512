#ifndef CATALOG_ICU_SHIM_H
#define CATALOG_ICU_SHIM_H

#include <stdint.h>

// ICU behind plain C types: Swift never sees an ICU header (they clash with Foundation's own ICU). Every function
// returns ICU's UErrorCode as an int32_t: 0 or below is success, above 0 an error (u_errorName names it).

/// Line-break opportunities (UAX #14, ICU's root rules) over `length` UTF-16 units: the offsets of the boundaries after
/// the start, in order (the text's end included), each with `hard[i]` = 1 for a mandatory break. At most `capacity`
/// are written; `count` receives how many there are (more than `capacity` means the buffers were too small).
int32_t catalog_icu_line_breaks(
    const uint16_t *text, int32_t length, int32_t *offsets, uint8_t *hard, int32_t capacity, int32_t *count);

/// ICU's name for an error code (`U_ILLEGAL_ARGUMENT_ERROR`, …).
const char *catalog_icu_error_name(int32_t code);

#endif
