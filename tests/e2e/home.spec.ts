import { expect, test } from './fixtures';

test('the home page plays a muted looping background video with a poster', async ({ page }) => {
  await page.goto('/');
  const video = page.locator('video');
  await expect(video).toHaveAttribute('poster', '/media/hero-poster.webp');
  expect(await video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, loop: v.loop }))).toEqual({
    muted: true,
    loop: true,
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
  const media = await page.request.get('/media/hero.mp4');
  expect(media.status()).toBe(200);
  expect(media.headers()['content-type']).toBe('video/mp4');
});

test('the background video stays still for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
});
