// HarfBuzz shapes runs of text into positioned glyphs (joined and right-to-left scripts); its FreeType bridge makes
// a HarfBuzz face from the FT_Face the text stack already holds.
#include <hb.h>
#include <hb-ft.h>
