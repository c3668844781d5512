// The screen page's first script (served as /scheme.js), run before the screen is parsed: a URL that names no
// appearance follows the browser's colour scheme, so in a browser that prefers dark the page is asked for again in
// dark before any of the light screen's pictures load. `data-appearance-named` on this script says whether the URL
// named one (light included).
(() => {
  "use strict";
  const named = document.currentScript && document.currentScript.dataset.appearanceNamed === "true";
  if (!named && matchMedia("(prefers-color-scheme: dark)").matches) {
    const url = new URL(location.href);
    url.searchParams.set("appearance", "dark");
    location.replace(url.toString());
  }
})();
