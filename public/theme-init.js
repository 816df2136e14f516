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
  } catch (e) {
    // Storage can be blocked; the CSS falls back to light.
  }
  // The language the app will start in, as src/client/lib/i18n/language.ts picks it: the stored choice, else
  // the browser's first supported language. Pages are pre-rendered in English; in any other language the
  // app renders them afresh, so their English copy stays hidden (styles.css) rather than flash.
  var language = 'en';
  try {
    language = localStorage.getItem('language') || '';
  } catch (e) {
    language = '';
  }
  if (!/^(en|es|fr|de|it|pt)$/.test(language)) {
    var tags = navigator.languages || [];
    language = 'en';
    for (var i = 0; i < tags.length; i++) {
      var base = String(tags[i]).trim().toLowerCase().split(/[-_]/)[0];
      if (/^(en|es|fr|de|it|pt)$/.test(base)) {
        language = base;
        break;
      }
    }
  }
  document.documentElement.lang = language;
  if (language !== 'en') document.documentElement.classList.add('language-pending');
  // A visitor who has answered the cookie banner (src/client/features/cookie-consent) never sees the
  // pre-rendered copy of it.
  if (/(?:^|;\s*)cookie_consent=(accepted|declined)/.test(document.cookie)) {
    document.documentElement.classList.add('cookie-consent-given');
  }
})();
