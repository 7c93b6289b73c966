import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { bookTable } from '../support/reservations';
import { API_URL } from '../support/urls';

/** Reservations, events, jobs, contact, legal and static pages (remote reservations_events_jobs). */
const API = API_URL;

async function outbox(request: APIRequestContext, recipient: string): Promise<{ subject: string; body: string }[]> {
  return (await request.get(`${API}/dev/outbox?recipient=${encodeURIComponent(recipient)}`)).json();
}

async function showPages(request: APIRequestContext, pages: Record<string, 'shown' | 'hidden' | 'default'>) {
  expect((await request.put(`${API}/dev/show-pages`, { data: pages })).status()).toBe(204);
}

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function fillPerson(page: Page, person: { name: string; phone: string; email: string }) {
  await page.getByRole('textbox', { name: 'Full name' }).fill(person.name);
  await page.getByRole('textbox', { name: /^Phone/ }).fill(person.phone);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(person.email);
}

test('reserving a table lands on thank-you and queues the confirmation e-mail', async ({ page, request }) => {
  await page.goto('/reservations');
  await expect(page.getByRole('heading', { level: 1, name: 'Reserve a table' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Restaurant' })).toHaveValue('1');
  await page.getByRole('combobox', { name: 'Date' }).selectOption({ index: 2 });
  await page.getByRole('combobox', { name: 'Hour' }).selectOption({ index: 1 });
  await page.getByRole('textbox', { name: 'Number of persons' }).fill('3');
  await fillPerson(page, { name: 'Ana Popescu', phone: '+40 721 555 010', email: 'table@e2e.example' });
  await page.getByRole('button', { name: 'Reserve' }).click();
  await expect(page).toHaveURL(/\/reservations\/thank-you$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your reservation' })).toBeVisible();
  await expect(page.getByText(/Your table for 3 at Casa Aurora Old Town is reserved/)).toBeVisible();
  const mails = await outbox(request, 'table@e2e.example');
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toBe('Your table at Casa Aurora Old Town');
});

test('a direct visit to the thank-you page claims no booking: it goes to the reservation form in its place', async ({ page }) => {
  await page.goto('/events');
  await page.goto('/reservations/thank-you');
  await expect(page).toHaveURL(/\/reservations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reserve a table' })).toBeVisible();
  await expect(page.getByText(/Thank you|is reserved/)).toHaveCount(0);
  // Replaced, not added: Back leaves for the page before, not for the thank-you address again.
  await page.goBack();
  await expect(page).toHaveURL(/\/events$/);
});

test('the reservation form says what is missing before sending anything', async ({ page }) => {
  await page.goto('/reservations');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('not-an-address');
  await page.getByRole('button', { name: 'Reserve' }).click();
  await expect(page.getByText('Please enter your full name.')).toBeVisible();
  await expect(page.getByText('Your email address is invalid.')).toBeVisible();
  await expect(page.getByText('Please choose a date.')).toBeVisible();
  await expect(page).toHaveURL(/\/reservations$/);
});

test('reserving an event until it is sold out, the last place taken meanwhile by someone else', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/event/papanasi-workshop');
  await expect(page.getByRole('heading', { level: 1, name: 'Papanași workshop' })).toBeVisible();
  await expect(page.getByText('4 places left')).toBeVisible();
  await page.getByRole('textbox', { name: 'Number of persons' }).fill('3');
  await fillPerson(page, { name: 'Ion Ionescu', phone: '0721 555 010', email: 'event1@e2e.example' });
  await page.getByRole('button', { name: 'Reserve places' }).click();
  // The booking takes the form's place, saying what was booked: one more tap books nothing.
  const booked = page.getByText(/^3 places at Papanași workshop on .+ are reserved for you\./);
  await expect(booked).toBeVisible();
  await expect(page.locator(':focus')).toContainText('3 places at Papanași workshop');
  await expect(page.getByText('1 place left')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reserve places' })).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
  expect(await outbox(request, 'event1@e2e.example')).toHaveLength(1);
  await page.getByRole('button', { name: 'Book more places' }).click();
  await expect(page.getByRole('textbox', { name: 'Number of persons' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('');

  const someoneElse = await request.post(`${API}/public/events/papanasi-workshop/reservations`, {
    headers: { 'Idempotency-Key': `e2e-last-place-${Date.now()}` },
    data: { name: 'Dan Popa', phone: '0721 555 099', email: 'event-other@e2e.example', persons: 1, website: '' },
  });
  expect(someoneElse.status()).toBe(200);
  await page.getByRole('textbox', { name: 'Number of persons' }).fill('1');
  await fillPerson(page, { name: 'Elena Ionescu', phone: '0721 555 011', email: 'event2@e2e.example' });
  await page.getByRole('button', { name: 'Reserve places' }).click();
  await expect(page.getByText('Sold out', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reserve places' })).toHaveCount(0);
  // The server's refusal stays once the form has gone, brought into view and focused.
  const focused = page.locator(':focus');
  await expect(focused).toContainText('Sorry, this event is sold out.');
  await expect(focused).toBeInViewport();

  await page.goto('/events');
  const upcoming = page.getByRole('region', { name: 'Upcoming events' });
  await expect(upcoming.getByRole('listitem').filter({ hasText: 'Papanași workshop' }).getByText('Sold out')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Past events' }).getByRole('link', { name: 'Summer jazz night' })).toBeVisible();
});

test.describe('jobs', () => {
  test.afterAll(async ({ request }) => showPages(request, { jobs: 'default' }));

  test('hidden by default: no link, and the page and the API answer 404', async ({ page, request }) => {
    await page.goto('/');
    for (const pages of [page.getByRole('navigation', { name: 'Restaurant' }), page.getByRole('navigation', { name: 'Pages', exact: true })]) {
      await expect(pages.getByRole('link', { name: 'Events' })).toBeVisible();
      await expect(pages.getByRole('link', { name: 'Jobs' })).toHaveCount(0);
    }
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect((await request.get(`${API}/public/jobs`)).status()).toBe(404);
  });

  test('applying for a job with a PDF once the brand shows jobs', async ({ page, request }) => {
    await showPages(request, { jobs: 'shown' });
    await page.goto('/');
    // From the pages under the header, without scrolling to the footer.
    await page.getByRole('navigation', { name: 'Restaurant' }).getByRole('link', { name: 'Jobs' }).click();
    await page.getByRole('link', { name: 'Kitchen assistant' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kitchen assistant' })).toBeVisible();
    await fillPerson(page, { name: 'Maria Ionescu', phone: '+40 721 555 012', email: 'jobs@e2e.example' });
    await page.getByRole('textbox', { name: 'Your message' }).fill('I have worked in a pizzeria for two years.');
    // The CV control speaks the page's language, not the browser's: a label styled as a button opens the picker.
    await expect(page.getByText('No file chosen')).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await page.getByText('Choose file', { exact: true }).click();
    await (await chooser).setFiles({ name: 'cv.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ\x90\x00 program') });
    await expect(page.getByText('cv.exe', { exact: true })).toBeVisible();
    const cv = page.getByLabel(/^CV/);
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Your CV must be a PDF, DOC or DOCX file.')).toBeVisible();
    await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n') });
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Thank you! Your application for Kitchen assistant has been sent.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send application' })).toHaveCount(0);
    expect((await outbox(request, 'jobs@e2e.example'))[0]!.subject).toBe('We received your application to Casa Aurora: Kitchen assistant');
  });
});

test('sending a contact message to one store', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact');
  await page.getByRole('link', { name: 'Casa Aurora Riverside' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Casa Aurora Riverside' })).toBeVisible();
  // Spec §5: a name has a letter in it, in any script.
  await fillPerson(page, { name: '😀😀 🍕', phone: '', email: 'contact@e2e.example' });
  await page.getByRole('textbox', { name: 'Your message' }).fill('Do you have a high chair for a toddler?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter your full name.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Full name' }).fill('Ștefan Popa');
  await page.getByRole('button', { name: 'Send message' }).click();
  const thanks = 'Thank you! Your message to Casa Aurora Riverside has been sent.';
  await expect(page.getByText(thanks)).toBeVisible();
  // The thanks take the form's place: focused and in view, on a phone too.
  await expect(page.locator(':focus')).toContainText(thanks);
  await expect(page.locator(':focus')).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Send message' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Write another message' })).toBeVisible();
  const mails = await outbox(request, 'riverside@casa-aurora.example');
  expect(mails.some((mail) => mail.body.includes('high chair'))).toBe(true);
});

test('a legal page in Lithuanian', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'lt-LT', url: baseURL! }]);
  await page.goto('/legal/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Taisyklės ir sąlygos' })).toBeVisible();
  await expect(page.getByText(/Kainos nurodytos su PVM/)).toBeVisible();
});

test('static pages: the {type} fallback, the cookie policy and an unknown page', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await page.goto('/page/cookie-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.goto('/test');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
});

for (const width of [1280, 375]) {
  test.describe(`accessibility at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });
    const screens: [string, string | RegExp][] = [
      ['/reservations', 'Reserve a table'],
      ['/events', 'Events'],
      ['/event/romanian-wine-evening', 'Romanian wine evening'],
      ['/contact', 'Contact'],
      ['/contact/old-town', 'Contact Casa Aurora Old Town'],
      ['/legal/privacy', 'Privacy policy'],
      ['/page/cookie-policy', 'Cookie policy'],
      ['/unsubscribe?email=ana%40example.com&signature=abc', 'Unsubscribe from the newsletter'],
    ];
    for (const [path, heading] of screens) {
      test(`${path} has no accessibility violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });
    }

    test('the thank-you page of a table just booked has no accessibility violations', async ({ page }) => {
      await bookTable(page, 'en', `a11y-${width}@e2e.example`);
      expect(await violations(page)).toEqual([]);
    });

    test('the jobs screens have no accessibility violations', async ({ page, request }) => {
      await showPages(request, { jobs: 'shown' });
      try {
        await page.goto('/jobs');
        await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
        expect(await violations(page)).toEqual([]);
        await page.goto('/job/delivery-rider');
        await expect(page.getByRole('heading', { level: 1, name: 'Delivery rider' })).toBeVisible();
        expect(await violations(page)).toEqual([]);
      } finally {
        await showPages(request, { jobs: 'default' });
      }
    });
  });
}
