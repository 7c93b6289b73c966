import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from 'shared-contracts/stores/language';
import { setSettings } from 'shared-contracts/stores/settings';
import { loadNamespace } from 'shared-contracts/i18n/namespace';
import { websiteSettingsFixture } from 'shared-contracts/test-support/website-settings';
import { loadShellMessages } from '../i18n/load-shell-messages';
import { loadExposed } from '../remotes/load-exposed';
import { Header } from './Header';

jest.mock('../boot/first-screen', () => ({ afterFirstScreen: () => Promise.resolve() }));
jest.mock('../remotes/register-remotes', () => ({ isRemoteAvailable: () => true }));
jest.mock('../remotes/load-exposed', () => ({ loadExposed: jest.fn() }));

describe("the header's cart and account menu, both remotes down", () => {
  beforeEach(() => {
    jest.mocked(loadExposed).mockRejectedValue(new Error('down'));
    setSettings(websiteSettingsFixture());
  });

  it.each([
    ['en', 'Retry', 'Retry loading your account menu', 'Retry loading the cart'],
    ['es', 'Reintentar', 'Reintentar cargar el menú de tu cuenta', 'Reintentar cargar el carrito'],
  ] as const)('each say in %s which one their retry brings back, still showing a short word', async (language, shown, account, cart) => {
    await setLanguage(language);
    await loadNamespace('shell', loadShellMessages);
    render(
      <MemoryRouter>
        <Header />
      </MemoryRouter>,
    );
    const retries = [await screen.findByRole('button', { name: account }), await screen.findByRole('button', { name: cart })];
    // The arrow stands in for the word on a phone (CSS; e2e/tests/remote-outage.spec.ts measures it).
    expect(retries.map((button) => button.textContent)).toEqual([`↻${shown}`, `↻${shown}`]);
  });
});
