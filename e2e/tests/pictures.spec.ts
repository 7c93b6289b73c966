import { test, expect, type Page } from '@playwright/test';

// The brand's accept_webp is staged with page.route, which a service worker's own fetches would bypass.
test.use({ serviceWorkers: 'block' });

async function firstProductPicture(page: Page) {
  const picture = page.getByRole('article').getByRole('img').first();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  return picture;
}

test('product pictures are WebP when the brand accepts WebP, and load', async ({ page }) => {
  await page.route('**/public/website-settings?**', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), accept_webp: true } });
  });
  await page.goto('/');
  const picture = await firstProductPicture(page);
  await expect(picture).toHaveAttribute('src', /\/products\/\d+\.webp$/);
  await expect(picture).toHaveAttribute('width', '400');
  await expect(picture).toHaveAttribute('height', '300');
});

test('product pictures keep their own format when the brand does not accept WebP', async ({ page }) => {
  await page.goto('/');
  const picture = await firstProductPicture(page);
  await expect(picture).toHaveAttribute('src', /\/products\/\d+\.svg$/);
});
