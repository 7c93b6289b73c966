import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, Link, RouterProvider } from 'react-router-dom';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { saveConsent } from 'shared-contracts/stores/consent';
import { setSettings } from 'shared-contracts/stores/settings';
import { websiteSettingsFixture } from 'shared-contracts/test-support/website-settings';
import { CookieConsent } from './CookieConsent';
import { followConsent } from './load-trackers';

function loadedSources(): string[] {
  return [...document.head.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="stylesheet"]')].map(
    (element) => ('src' in element && element.src ? element.src : (element as HTMLLinkElement).href),
  );
}

/** Optional scripts go in once the secret-link check has loaded (load-trackers): a task later. */
const checked = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** The shell's layouts mount the consent dialog on every screen, inside the router. */
function renderShop() {
  const router = createBrowserRouter([
    {
      path: '*',
      element: (
        <>
          <CookieConsent />
          <Link to="/">Home</Link>
          <Link to="/account" replace>
            Account without the link
          </Link>
        </>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('on a secret link, optional scripts wait until the customer moves on', () => {
  let stop: () => void;
  beforeAll(() => {
    void startI18n('en');
    setSettings({
      ...websiteSettingsFixture(),
      assets_url: 'https://assets.example',
      trackers: [{ category: 'statistics', src: 'trackers/visits.js' }],
      external_resources: [
        { category: 'necessary', type: 'script', src: 'https://maps.example/maps.js' },
        { category: 'performance', type: 'style', src: 'https://fonts.example/fast.css' },
        { category: 'marketing', type: 'script', src: 'https://ads.example/pixel.js' },
      ],
    });
    // A returning customer who accepted everything.
    saveConsent({ performance: true, statistics: true, marketing: true });
  });
  afterEach(() => {
    stop();
    document.head.replaceChildren();
  });

  it('opened from the password reset e-mail, loads only what is necessary and stylesheets, then the rest on the next screen', async () => {
    window.history.replaceState(null, '', '/auth/new-password/the-reset-id');
    stop = followConsent(jest.fn());
    renderShop();
    await checked();
    expect(loadedSources()).toEqual(['https://maps.example/maps.js', 'https://fonts.example/fast.css']);

    await userEvent.click(await screen.findByRole('link', { name: 'Home' }));
    expect(window.location.pathname).toBe('/');
    await checked();
    expect(loadedSources()).toEqual([
      'https://maps.example/maps.js',
      'https://fonts.example/fast.css',
      'https://assets.example/trackers/visits.js',
      'https://ads.example/pixel.js',
    ]);
  });

  it('opened from the account deletion e-mail, waits until the link is taken out of the address', async () => {
    window.history.replaceState(null, '', '/account?delete=1772362800.the-signature');
    // A script of its own: the module remembers the last test's as loaded, as a page would.
    setSettings({ ...websiteSettingsFixture(), trackers: [], external_resources: [{ category: 'marketing', type: 'script', src: 'https://ads.example/other-pixel.js' }] });
    stop = followConsent(jest.fn());
    renderShop();
    // Consent saved on this page loads nothing optional either while the link shows.
    act(() => saveConsent({ performance: true, statistics: true, marketing: true }));
    await checked();
    expect(loadedSources()).toEqual([]);

    await userEvent.click(await screen.findByRole('link', { name: 'Account without the link' }));
    expect(window.location.search).toBe('');
    await checked();
    expect(loadedSources()).toEqual(['https://ads.example/other-pixel.js']);
  });
});
