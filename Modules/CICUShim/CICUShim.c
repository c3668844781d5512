#include "CICUShim.h"

#include <pthread.h>
#include <unicode/ubrk.h>
#include <unicode/utypes.h>

// One line-break iterator per thread: opening one loads and compiles ICU's rules, which costs far more than a
// layout's wrapping. The iterator is closed when its thread ends.
static pthread_key_t iterator_key;
static pthread_once_t iterator_once = PTHREAD_ONCE_INIT;

static void close_iterator(void *iterator) { ubrk_close((UBreakIterator *)iterator); }
static void make_iterator_key(void) { pthread_key_create(&iterator_key, close_iterator); }

int32_t catalog_icu_line_breaks(
    const uint16_t *text, int32_t length, int32_t *offsets, uint8_t *hard, int32_t capacity, int32_t *count) {
    UErrorCode status = U_ZERO_ERROR;
    *count = 0;
    if (length == 0) return status;
    pthread_once(&iterator_once, make_iterator_key);
    UBreakIterator *iterator = pthread_getspecific(iterator_key);
    if (iterator == NULL) {
        iterator = ubrk_open(UBRK_LINE, "", NULL, 0, &status);
        if (U_FAILURE(status)) return status;
        pthread_setspecific(iterator_key, iterator);
    }
    ubrk_setText(iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return status;
    int32_t found = 0;
    for (int32_t boundary = ubrk_following(iterator, 0); boundary != UBRK_DONE; boundary = ubrk_next(iterator)) {
        if (found < capacity) {
            offsets[found] = boundary;
            int32_t rule = ubrk_getRuleStatus(iterator);
            hard[found] = rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT;
        }
        found++;
    }
    // The text is the caller's: detach it so the cached iterator never points at freed memory.
    static const UChar empty[1] = {0};
    UErrorCode detach = U_ZERO_ERROR;
    ubrk_setText(iterator, empty, 0, &detach);
    *count = found;
    return U_ZERO_ERROR;
}

const char *catalog_icu_error_name(int32_t code) { return u_errorName((UErrorCode)code); }
