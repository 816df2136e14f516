import { darkTheme, expect, expectAccessible, noHorizontalScroll, test } from './fixtures';
import { appUrl } from '../support/e2e-env';

// Three axe runs over the longest page there is (every route and schema): under a loaded CI machine one took over a minute.
test.describe.configure({ timeout: 300_000 });

test('a signed-in user opens the API reference from the API keys page and reads every route by area', async ({
  page,
  signedIn,
}) => {
  expect(signedIn.workspace.id).toBeTruthy();
  await page.goto('/settings/workspace/api-keys');
  await page.getByRole('link', { name: 'Browse every API route' }).click();
  await expect(page).toHaveURL(/\/api-reference$/);
  await expect(page.getByRole('heading', { name: 'API reference', level: 1 })).toBeVisible();

  // Grouped by area, each operation with its method and path in OpenAPI form.
  const areas = page.getByRole('navigation', { name: 'Areas' });
  await expect(areas.getByRole('link', { name: 'public API' })).toBeVisible();
  const datasets = page.getByRole('region', { name: 'datasets' });
  const one = datasets.getByRole('article', { name: 'get /api/workspace/datasets/{id}', exact: true });
  await expect(one.getByText('A dataset and its profile')).toBeVisible();
  await expect(one.getByText('Signed in (session cookie)')).toBeVisible();
  const predict = page.getByRole('article', { name: 'post /api/v1/models/{id}/predictions' });
  await expect(predict.getByText('API key (Bearer)')).toBeVisible();
  await predict.getByRole('link', { name: 'PredictionRequest' }).first().click();
  const schema = page.locator('#schema-PredictionRequest');
  await schema.getByText('PredictionRequest').click();
  await expect(schema.getByText('"maxItems": 1000')).toBeVisible();
  await expectAccessible(page);
  await darkTheme(page);
  await expectAccessible(page);

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('heading', { name: 'API reference', level: 1 })).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  await expectAccessible(page);

  // The document itself is for signed-in callers: from outside the browser, no cookie, no document.
  const outside = await fetch(`${appUrl}/api/openapi.json`);
  expect(outside.status).toBe(401);
});
