import { act, screen, waitFor } from '@testing-library/react';
import { configureApi } from 'shared-contracts/api/client';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { $settings } from 'shared-contracts/stores/settings';
import { $language } from 'shared-contracts/stores/language';
import { $notifications } from 'shared-contracts/stores/notifications';
import { someSettings } from '../test-support/settings';
import { renderScreen } from '../test-support/render-screen';
import LegalPage from './LegalPage';
import StaticPage from './StaticPage';

let network: ReturnType<typeof fakeApi>;

beforeAll(async () => {
  configureApi({ apiUrl: 'http://api.test' });
  await startI18n('en');
});
afterEach(() => {
  network.restore();
  $settings.set(null);
});

describe('static and legal pages', () => {
  it('shows a page from the API as paragraphs, asked by type and id', async () => {
    network = fakeApi(({ url }) =>
      url.pathname === '/public/pages/about_us' ? { json: { id: 1, type: 'about_us', url: 'about-us', title: 'About us', body: 'One.\n\nTwo.', language: 'en' } } : undefined,
    );
    renderScreen(StaticPage, '/page/:type/:url/:id', '/page/about_us/about-us/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.getByText('Two.')).toBeInTheDocument();
    expect(network.requests[0]!.url.searchParams.get('id')).toBe('1');
  });

  it('marks the page with the language it is written in, English where the asked one is missing', async () => {
    network = fakeApi(({ url }) =>
      url.pathname === '/public/pages/privacy' ? { json: { id: 3, type: 'privacy', url: 'privacy', title: 'Privacy policy', body: 'We keep little.', language: 'en' } } : undefined,
    );
    act(() => $language.set('ro'));
    try {
      renderScreen(LegalPage, '/legal/:type', '/legal/privacy');
      const heading = await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
      expect(heading.closest('article')).toHaveAttribute('lang', 'en');
    } finally {
      act(() => $language.set('en'));
    }
  });

  it('answers the 404 screen for a page the API does not know (or hides), and the server does not redirect', async () => {
    network = fakeApi(({ method, url }) =>
      method === 'POST' && url.pathname === '/public/check-redirect'
        ? { json: { redirectUrl: null } }
        : { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'There is no page "x".' } },
    );
    renderScreen(StaticPage, '/:type', '/x');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(network.requests.map((r) => [r.method, r.url.pathname, r.body])).toEqual([
      ['GET', '/public/pages/x', undefined],
      ['POST', '/public/check-redirect', { url: '/x' }],
    ]);
  });

  it('loads the redirect URL as a full page for an old one-segment address the server redirects (spec §2)', async () => {
    // jsdom performs only same-document navigations, so the target differs from here by its hash.
    network = fakeApi(({ method, url }) =>
      method === 'POST' && url.pathname === '/public/check-redirect'
        ? { json: { redirectUrl: 'http://localhost/#drinks-2' } }
        : { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'There is no page "beverages".' } },
    );
    renderScreen(StaticPage, '/:type', '/beverages');
    await waitFor(() => expect(window.location.hash).toBe('#drinks-2'));
    expect(network.requests.at(-1)).toEqual(expect.objectContaining({ method: 'POST', body: { url: '/beverages' } }));
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });

  it("says a lost connection once, by the page's failure, when the redirect cannot be asked (offline on /beverages)", async () => {
    network = fakeApi(({ method }) => {
      if (method === 'POST') throw new TypeError('Failed to fetch');
      return { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'There is no page "beverages".' } };
    });
    renderScreen(StaticPage, '/:type', '/beverages');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('We could not load this page.');
    expect(failure).toHaveTextContent('Please check your internet connection.');
    // No toast saying it too: the call is quiet, as this remote's are.
    expect($notifications.get()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('knows only the three legal types', async () => {
    network = fakeApi(() => undefined);
    renderScreen(LegalPage, '/legal/:type', '/legal/refunds');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(network.requests).toHaveLength(0);
  });

  it('does not ask for about us while the brand hides it (the settings say so), by type or url', async () => {
    const aboutUs = { id: 1, type: 'about_us', url: 'about-us', title: 'About us' };
    $settings.set(someSettings({ pages: [aboutUs], show_pages: { about_us: false, events: true, jobs: true, reservations: true } }));
    network = fakeApi(() => ({ status: 404, json: { statusCode: 404, error: 'Not Found', message: 'This page is not available.' } }));
    renderScreen(StaticPage, '/:type', '/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    renderScreen(StaticPage, '/page/:type/:url/:id', '/page/about_us/about-us/1');
    expect(await screen.findAllByRole('heading', { level: 1, name: 'Page not found' })).toHaveLength(2);
    expect(network.requests).toHaveLength(0);
  });
});
