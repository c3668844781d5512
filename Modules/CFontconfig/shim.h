// fontconfig finds an installed font that has a character the primary font lacks (the system's own fallback order).
#include <fontconfig/fontconfig.h>
