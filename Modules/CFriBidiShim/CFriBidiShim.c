#include "CFriBidiShim.h"

#include <fribidi.h>
#include <stdlib.h>

int32_t catalog_fribidi_levels(
    const uint32_t *text, int32_t length, int32_t direction, uint8_t *levels, int32_t *visual_map,
    int32_t *paragraph_level) {
    FriBidiParType base = direction == CATALOG_FRIBIDI_RTL   ? FRIBIDI_PAR_RTL
                          : direction == CATALOG_FRIBIDI_LTR ? FRIBIDI_PAR_LTR
                                                             : FRIBIDI_PAR_WLTR;
    if (length <= 0) {
        *paragraph_level = FRIBIDI_IS_RTL(base) ? 1 : 0;
        return 0;
    }
    size_t count = (size_t)length;
    FriBidiCharType *types = malloc(count * sizeof(FriBidiCharType));
    FriBidiBracketType *brackets = malloc(count * sizeof(FriBidiBracketType));
    FriBidiLevel *resolved = malloc(count * sizeof(FriBidiLevel));
    FriBidiStrIndex *map = malloc(count * sizeof(FriBidiStrIndex));
    int32_t status = 1;
    if (types && brackets && resolved && map) {
        fribidi_get_bidi_types(text, length, types);
        fribidi_get_bracket_types(text, length, types, brackets);
        if (fribidi_get_par_embedding_levels_ex(types, brackets, length, &base, resolved) != 0) {
            for (int32_t index = 0; index < length; index++) map[index] = index;
            // No flags: the order rule L2 gives, without FriBidi's optional reordering of marks or mirroring.
            if (fribidi_reorder_line(0, types, length, 0, base, resolved, NULL, map) != 0) {
                for (int32_t index = 0; index < length; index++) {
                    levels[index] = resolved[index];
                    visual_map[index] = map[index];
                }
                *paragraph_level = FRIBIDI_IS_RTL(base) ? 1 : 0;
                status = 0;
            }
        }
    }
    free(types);
    free(brackets);
    free(resolved);
    free(map);
    return status;
}

int32_t catalog_fribidi_base_direction(const uint32_t *text, int32_t length) {
    if (length <= 0) return 2;
    FriBidiCharType *types = malloc((size_t)length * sizeof(FriBidiCharType));
    if (types == NULL) return 2;
    fribidi_get_bidi_types(text, length, types);
    FriBidiParType direction = fribidi_get_par_direction(types, length);
    free(types);
    return direction == FRIBIDI_PAR_RTL ? 1 : direction == FRIBIDI_PAR_LTR ? 0 : 2;
}
