import AxeBuilder from '@axe-core/playwright';
import { randomInt, randomUUID } from 'node:crypto';
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import type { CaughtMail } from '../support/smtp-catcher';
import { appUrl, mailApiUrl } from '../support/e2e-env';

/**
 * Every test fails on an uncaught page error or an unexpected console error, and is its own client
 * address (the e2e server trusts X-Forwarded-For), so one test's rate limits never reach another's.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      await page.context().setExtraHTTPHeaders(ownClientAddress());
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // A Content-Security-Policy violation is a bug too, even when nothing visibly breaks.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
        ),
      );
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A random client address for one browser (the e2e server trusts X-Forwarded-For). */
const ownClientAddress = () => ({
  'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
});

/** Another person's browser: its own cookies and its own client address, so its limits are its own. */
export const newBrowserContext = (browser: Browser) =>
  browser.newContext({ baseURL: appUrl, extraHTTPHeaders: ownClientAddress() });

/** axe-core on the current page: no serious or critical violations. */
export async function expectAccessible(page: Page) {
  // Contrast is measured on settled pixels: let entering toasts and other finite transitions finish.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter(
      (violation) =>
        violation.impact === 'serious' ||
        violation.impact === 'critical' ||
        // Every page has one <main>, which the skip link leads to (docs/decisions/034); axe rates it moderate.
        violation.id === 'landmark-one-main',
    )
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(blocking).toEqual([]);
}

export type Account = { email: string; password: string; name: string; professionalRole: string };

/** A fresh account's details; override any of them. */
export const newAccount = (overrides: Partial<Account> = {}): Account => ({
  email: `e2e-${randomUUID().slice(0, 8)}@example.test`,
  password: 'Sturdy-Pass1',
  name: 'Ada Lovelace',
  professionalRole: 'designer',
  ...overrides,
});

/** A JSON POST from the page's browser (its cookies), sent as our own pages send it: from our origin. */
export const apiPost = (page: Page, path: string, data: unknown) =>
  page.request.post(path, { data, headers: { origin: appUrl } });

/** Signs up through the API, as the Epic Stack's login fixture does: the page's context holds the session. */
export async function signUpViaApi(page: Page, account = newAccount()) {
  const response = await apiPost(page, '/api/auth/sign-up/email', account);
  expect(response.status(), await response.text()).toBe(200);
  return account;
}

/** The cookie banner answered, so it does not cover the bottom of the page. */
export const acceptCookies = (page: Page) =>
  page.context().addCookies([{ name: 'cookie_consent', value: 'accepted', url: appUrl }]);

/** Waits for an email the local SMTP catcher received, as a person waits for their inbox. */
export async function waitForMail(to: string, subject: RegExp | string): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await fetch(`${mailApiUrl}/messages`)).json()) as CaughtMail[];
        found = messages.reverse().find((mail) => mail.to.includes(to) && mail.subject.match(subject));
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}
