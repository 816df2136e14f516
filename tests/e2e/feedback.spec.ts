import { expect, test } from './fixtures';

test('feedback is sent for real and thanked', async ({ page }) => {
  await page.goto('/feedback');
  const field = page.getByLabel('Your feedback');
  const send = page.getByRole('button', { name: 'Send feedback' });
  await expect(send).toBeDisabled();
  await field.fill('   \n  ');
  await expect(send).toBeDisabled();

  await field.fill('The manifesto made me sign up.');
  const request = page.waitForRequest(
    (req) => req.url().endsWith('/api/feedback') && req.method() === 'POST',
  );
  await send.click();
  expect((await request).postDataJSON()).toEqual({ message: 'The manifesto made me sign up.' });
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  await expect(field).toHaveValue('');
});

test('a failed send says so and keeps the text', async ({ page, consoleErrors }) => {
  await page.route('**/api/feedback', (route) =>
    route.fulfill({
      status: 500,
      json: { error: { code: 'internal_error', message: 'An unexpected error occurred' } },
    }),
  );
  await page.goto('/feedback');
  await page.getByLabel('Your feedback').fill('Keep this text');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Failed to send feedback. Please try again.')).toBeVisible();
  await expect(page.getByLabel('Your feedback')).toHaveValue('Keep this text');
  // Chromium logs the 500 answer itself; the app logs nothing.
  expect(consoleErrors.filter((error) => !error.includes('500'))).toEqual([]);
  consoleErrors.splice(0);
});

test('feedback can be sent with the keyboard alone', async ({ page }) => {
  await page.goto('/feedback');
  await page.getByLabel('Your feedback').fill('Keyboard only');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
});
