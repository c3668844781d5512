// Only CICUShim's C file includes ICU's headers: in Swift they would clash with Foundation's own copy of ICU.
#include <unicode/ubrk.h>
