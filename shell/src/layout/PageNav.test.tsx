import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from 'shared-contracts/stores/language';
import { setSettings } from 'shared-contracts/stores/settings';
import { loadNamespace } from 'shared-contracts/i18n/namespace';
import { websiteSettingsFixture } from 'shared-contracts/test-support/website-settings';
import { loadShellMessages } from '../i18n/load-shell-messages';
import { PageNav } from './PageNav';

describe('the pages under the header', () => {
  beforeAll(async () => {
    await setLanguage('en');
    await loadNamespace('shell', loadShellMessages);
  });

  it("lead to the brand's shown pages and contact, not to a hidden one, under their own landmark name", () => {
    const settings = websiteSettingsFixture();
    setSettings({ ...settings, show_pages: { ...settings.show_pages, events: true, reservations: true, jobs: false } });
    render(
      <MemoryRouter>
        <PageNav />
      </MemoryRouter>,
    );
    // Named apart from the footer's "Pages", so the two landmarks can be told apart.
    const nav = screen.getByRole('navigation', { name: 'Restaurant' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      expect.arrayContaining([
        ['Events', '/events'],
        ['Reservations', '/reservations'],
        ['Contact', '/contact'],
      ]),
    );
    expect(within(nav).queryByRole('link', { name: 'Jobs' })).toBeNull();
  });

  it('marks the link of the page shown as the current page, and no other', () => {
    const settings = websiteSettingsFixture();
    setSettings({ ...settings, show_pages: { ...settings.show_pages, events: true, reservations: true } });
    render(
      <MemoryRouter initialEntries={['/reservations']}>
        <PageNav />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Restaurant' });
    expect(within(nav).getByRole('link', { name: 'Reservations' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Events' })).not.toHaveAttribute('aria-current');
  });
});
