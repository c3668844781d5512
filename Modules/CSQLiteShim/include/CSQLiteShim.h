#ifndef CATALOG_SQLITE_SHIM_H
#define CATALOG_SQLITE_SHIM_H

#include <sqlite3.h>

// SQLITE_TRANSIENT is a function-pointer cast macro Swift cannot import: these bind a copy of the bytes.
int catalog_sqlite_bind_text(sqlite3_stmt *statement, int index, const char *text, int length);
int catalog_sqlite_bind_blob(sqlite3_stmt *statement, int index, const void *bytes, int length);

#endif
