import { test, expect } from '@playwright/test';

test('a language cookie "es-ES" gives the Spanish interface', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'es-ES', url: baseURL! }]);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  await expect(page.getByRole('button', { name: /añadir/i }).first()).toBeVisible();
});

test('a language cookie "xx-YYY" gives English', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'xx-YYY', url: baseURL! }]);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
});

test('switching language sets the cookie and translates the page', async ({ page, context }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('lt');
  await expect(page.locator('html')).toHaveAttribute('lang', 'lt');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'language')?.value).toBe('lt-LT');
});
