#ifndef CATALOG_SHIM_MESSAGES_H
#define CATALOG_SHIM_MESSAGES_H

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/// Copies `message` into `err` (at most `err_length` bytes, always terminated); does nothing without a buffer.
static inline void catalog_shim_message(char *err, size_t err_length, const char *message) {
    if (!err || err_length == 0) {
        return;
    }
    size_t length = strlen(message);
    if (length >= err_length) {
        length = err_length - 1;
    }
    memcpy(err, message, length);
    err[length] = 0;
}

#endif
