#ifndef CATALOG_FRIBIDI_SHIM_H
#define CATALOG_FRIBIDI_SHIM_H

#include <stdint.h>

// GNU FriBidi behind plain C types. Functions return 0 on success and 1 when FriBidi could not allocate.

/// Paragraph direction for catalog_fribidi_levels: left-to-right, right-to-left, or from the first strong character
/// (left-to-right when there is none).
enum {
    CATALOG_FRIBIDI_LTR = 0,
    CATALOG_FRIBIDI_RTL = 1,
    CATALOG_FRIBIDI_AUTO = 2,
};

/// The Unicode Bidirectional Algorithm (UAX #9) over `length` code points as one paragraph on one line: the resolved
/// level of every code point (rule L1 applied) into `levels`, the logical index of the code point at each visual
/// position (rule L2) into `visual_map`, and the paragraph's level (0 or 1) into `paragraph_level`.
int32_t catalog_fribidi_levels(
    const uint32_t *text, int32_t length, int32_t direction, uint8_t *levels, int32_t *visual_map,
    int32_t *paragraph_level);

/// The direction of the first strong character (rules P2–P3): 0 left-to-right, 1 right-to-left, 2 none.
int32_t catalog_fribidi_base_direction(const uint32_t *text, int32_t length);

#endif
