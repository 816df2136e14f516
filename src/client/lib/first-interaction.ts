const events = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `callback` once, at the reader's first press, key or focus on the page: for code a page needs only once
 * someone acts on it (a form's checks, the toasts' live region), which a page that is merely read never loads
 * (docs/decisions/026). Returns a function that stops waiting.
 */
export function onFirstInteraction(callback: () => void): () => void {
  const stop = () => events.forEach((event) => window.removeEventListener(event, run, true));
  function run() {
    stop();
    callback();
  }
  events.forEach((event) => window.addEventListener(event, run, { capture: true, passive: true }));
  return stop;
}
