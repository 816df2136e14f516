import { existsSync } from 'node:fs';

/** README.md: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else (undefined) Playwright's own browser. */
export const chromiumPath = (): string | undefined =>
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** The flags every Chromium we start gets: no sandbox (root), and nothing that reaches the network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
