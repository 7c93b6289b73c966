import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from 'shared-contracts/stores/language';
import { setSettings } from 'shared-contracts/stores/settings';
import { loadNamespace } from 'shared-contracts/i18n/namespace';
import { websiteSettingsFixture } from 'shared-contracts/test-support/website-settings';
import { loadShellMessages } from '../i18n/load-shell-messages';
import { Footer } from './Footer';

describe("the footer's social media links", () => {
  beforeAll(async () => {
    await setLanguage('en');
    await loadNamespace('shell', loadShellMessages);
  });

  it('name known platforms as they spell themselves, and any other as the settings write it', () => {
    const networks = ['facebook', 'INSTAGRAM', 'tiktok', 'YouTube', 'twitter', 'x', 'linkedin', 'Mastodon', 'constructor'];
    setSettings({
      ...websiteSettingsFixture(),
      social_media: networks.map((network) => ({ network, url: `https://${network}.example/shop` })),
    });
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const social = screen.getByRole('navigation', { name: 'Social media' });
    expect(within(social).getAllByRole('link').map((link) => link.firstChild?.textContent)).toEqual([
      'Facebook',
      'Instagram',
      'TikTok',
      'YouTube',
      'X',
      'X',
      'LinkedIn',
      'Mastodon',
      'constructor',
    ]);
  });

  it('say that they open in a new tab, which they do', () => {
    setSettings({ ...websiteSettingsFixture(), social_media: [{ network: 'facebook', url: 'https://facebook.example/shop' }] });
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Facebook (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
  });
});
