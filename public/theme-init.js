// Applies the stored or system theme before the first paint; kept as a file because the CSP forbids inline scripts.
(function () {
  try {
    var stored = localStorage.getItem('theme');
    var dark =
      stored === 'dark' || (stored !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
    var root = document.documentElement;
    root.classList.toggle('dark', dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
    var meta = document.querySelector('meta[name="theme-color"]');
    if (meta) meta.setAttribute('content', dark ? '#000000' : '#ffffff');
    // The chosen language (src/client/lib/i18n/language.ts) for <html lang> before the first paint.
    var language = localStorage.getItem('language');
    if (language && /^(en|es|fr|de|it|pt)$/.test(language)) root.lang = language;
  } catch (e) {
    // Storage can be blocked; the CSS falls back to light.
  }
})();
