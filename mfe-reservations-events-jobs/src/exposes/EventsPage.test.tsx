import { screen } from '@testing-library/react';
import { configureApi } from 'shared-contracts/api/client';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { $settings } from 'shared-contracts/stores/settings';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { renderScreen } from '../test-support/render-screen';
import { aStore } from 'shared-contracts/test-support/website-settings';
import { someSettings } from '../test-support/settings';
import EventsPage from './EventsPage';

let network: ReturnType<typeof fakeApi>;

beforeAll(async () => {
  configureApi({ apiUrl: 'http://api.test' });
  await startI18n('en');
});
afterEach(() => {
  network.restore();
  $settings.set(null);
});

const showPages = { about_us: true, events: true, jobs: true, reservations: true };

describe('EventsPage', () => {
  it('lists the events while the brand shows them', async () => {
    $settings.set(someSettings({ show_pages: showPages }));
    network = fakeApi(() => ({ json: { current: [], past: [] } }));
    renderScreen(EventsPage, '/events', '/events');
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    expect(network.requests.map((r) => r.url.pathname)).toEqual(['/public/events']);
  });

  it("tells each event's time on the brand's clock when its store has no time zone, or is not listed, not on the visitor's", async () => {
    // Far from the runner's zone: the visitor's clock would show another hour.
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe('Pacific/Auckland');
    const brand = someSettings();
    $settings.set(someSettings({ show_pages: showPages, localization: { ...brand.localization, time_zone: 'Pacific/Auckland' }, stores: [aStore({ time_zone: '' })] }));
    const event = { description: '', starts_at: '2099-06-01T10:00:00Z', capacity: 10, remaining: 5 };
    const current = [
      { ...event, id: 1, url: 'tasting', title: 'Tasting', store_id: 1 },
      { ...event, id: 2, url: 'workshop', title: 'Workshop', store_id: 99 },
    ];
    network = fakeApi(() => ({ json: { current, past: [] } }));
    renderScreen(EventsPage, '/events', '/events');
    expect(await screen.findByText('Monday, 1 June 2099 at 22:00 · Old Town')).toBeInTheDocument();
    expect(screen.getByText('Monday, 1 June 2099 at 22:00')).toBeInTheDocument();
  });

  it('is not found, without asking the API, while the brand hides events', async () => {
    $settings.set(someSettings({ show_pages: { ...showPages, events: false } }));
    network = fakeApi(() => ({ status: 404, json: { statusCode: 404, error: 'Not Found', message: 'This page is not available.' } }));
    renderScreen(EventsPage, '/events', '/events');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(network.requests).toHaveLength(0);
  });

  it('says to check the internet connection when the events could not be asked for (spec §8)', async () => {
    $settings.set(someSettings({ show_pages: showPages }));
    network = fakeApi(() => undefined);
    jest.mocked(globalThis.fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    renderScreen(EventsPage, '/events', '/events');
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('We could not load this page.');
    expect(failed).toHaveTextContent('Please check your internet connection.');
  });

  it('does not blame the connection when the server answered with an error', async () => {
    $settings.set(someSettings({ show_pages: showPages }));
    network = fakeApi(() => ({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'boom' } }));
    renderScreen(EventsPage, '/events', '/events');
    const failed = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(failed).toHaveTextContent('We could not load this page.');
    expect(failed).not.toHaveTextContent('internet connection');
  });
});
