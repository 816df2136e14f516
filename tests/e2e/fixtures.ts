import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { ownClientAddress } from './fixtures/browsers';
import { people, type People } from './fixtures/people';

export * from './fixtures/accounts';
export * from './fixtures/api-keys';
export * from './fixtures/browsers';
export * from './fixtures/datasets';
export * from './fixtures/mail';
export * from './fixtures/page-checks';
export { invitationLink, inviteViaApi, type SignedIn, type Teammate } from './fixtures/people';

/**
 * Every test fails on an uncaught page error or an unexpected console error, and is its own client
 * address (the e2e server trusts X-Forwarded-For), so one test's rate limits never reach another's.
 * The people of a journey (`signedIn`, `teammate(role)`, `admin`) are in fixtures/people.ts.
 */
export const test = base
  .extend<{ consoleErrors: string[] }>({
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
            console.error(
              `CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`,
            ),
          ),
        );
        await use(errors);
        expect(errors, 'console errors').toEqual([]);
      },
      { auto: true },
    ],
  })
  .extend<People>(people);

export { expect };

/** axe-core on the current page: no serious or critical violations. */
export async function expectAccessible(page: Page) {
  // A page still starting up may be between two frames for a moment: checked once its one main landmark is in.
  await expect(page.locator('main'), 'the page has one main landmark').toHaveCount(1);
  // Contrast is measured on settled pixels: a toast caught mid-fade reads as low contrast for a moment, so a
  // failing check is run again, up to twice, once transitions have settled; a real violation stays and still fails.
  let blocking = await blockingViolations(page);
  for (let again = 0; again < 2 && blocking.length > 0; again++) blocking = await blockingViolations(page);
  expect(blocking).toEqual([]);
}

/** axe's serious and critical findings on the page once its transitions have settled, one line each. */
async function blockingViolations(page: Page): Promise<string[]> {
  await settleTransitions(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
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
}

/** Waits for entering toasts (sonner marks them `data-mounted` once shown) and every finite transition to finish. */
async function settleTransitions(page: Page) {
  await expect(page.locator('[data-sonner-toast][data-mounted="false"]')).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
