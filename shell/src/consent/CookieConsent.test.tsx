import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { $consent, $consentOpen, openConsentSettings } from 'shared-contracts/stores/consent';
import { setSettings } from 'shared-contracts/stores/settings';
import { websiteSettingsFixture } from 'shared-contracts/test-support/website-settings';
import { CookieConsent } from './CookieConsent';
import { followConsent } from './load-trackers';

/** The page as a customer meets it: the footer's "Cookie settings" and the consent dialog. */
function renderPage() {
  render(
    <MemoryRouter>
      <CookieConsent />
      <main id="main" tabIndex={-1}>
        <button type="button">Add to cart</button>
      </main>
      <button type="button" onClick={openConsentSettings}>
        Cookie settings
      </button>
    </MemoryRouter>,
  );
}

const boxes = () => ['Performance', 'Statistics', 'Marketing'].map((name) => screen.getByRole('checkbox', { name: new RegExp(name) }));

describe('the cookie consent dialog', () => {
  beforeAll(() => startI18n('en'));
  beforeEach(() => {
    document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
    act(() => {
      $consent.set({ decided: false, performance: false, statistics: false, marketing: false });
      $consentOpen.set(true);
    });
  });

  it('on a first visit is a labelled dialog that leaves focus on the page', async () => {
    renderPage();
    const dialog = await screen.findByRole('dialog', { name: 'Cookies' });
    expect(dialog).toHaveAccessibleDescription(/We use necessary cookies/);
    expect(dialog).not.toHaveAttribute('aria-modal');
    expect(document.activeElement).toBe(document.body);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Cookies' })).toBeInTheDocument();
  });

  it('on a first visit, a choice made with the keyboard takes it on to the screen, not to the page\'s start', async () => {
    renderPage();
    const onlyNecessary = await screen.findByRole('button', { name: 'Only necessary' });
    for (let presses = 0; presses < 10 && document.activeElement !== onlyNecessary; presses += 1) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
  });

  it('reopened after "Accept all", shows every category ticked, and saving keeps them', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept all' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    boxes().forEach((box) => expect(box).toBeChecked());
    await userEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect($consent.get()).toEqual({ decided: true, performance: true, statistics: true, marketing: true });
  });

  it('"Choose" takes the keyboard to the first category it shows, above the buttons', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Choose' }));
    expect(screen.getByRole('checkbox', { name: /Performance/ })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: /Statistics/ })).toHaveFocus();
  });

  it('starts from the stored choice at each opening, not from what was ticked and left unsaved', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Choose' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Statistics/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save my choices' }));

    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Marketing/ }));
    await userEvent.keyboard('{Escape}');
    expect($consent.get()).toEqual({ decided: true, performance: false, statistics: true, marketing: false });

    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    expect(boxes().map((box) => (box as HTMLInputElement).checked)).toEqual([false, true, false]);
  });

  it('reopened from the footer takes focus, and gives it back to the footer link when closed', async () => {
    act(() => {
      $consent.set({ decided: true, performance: false, statistics: false, marketing: false });
      $consentOpen.set(false);
    });
    renderPage();
    const settings = screen.getByRole('button', { name: 'Cookie settings' });
    await userEvent.click(settings);
    const dialog = await screen.findByRole('dialog', { name: 'Cookies' });
    expect(dialog).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(settings).toHaveFocus();

    await userEvent.click(settings);
    await userEvent.click(await screen.findByRole('button', { name: 'Only necessary' }));
    expect(settings).toHaveFocus();
  });

  // Last: the trackers it loads stay loaded for the rest of the file, as on a page.
  it('reopened while an accepted tracker runs, says beforehand that turning its category off reloads the page', async () => {
    setSettings({ ...websiteSettingsFixture(), trackers: [{ category: 'marketing', src: 'trackers/offers.js' }], external_resources: [] });
    const stop = followConsent(jest.fn());
    renderPage();
    const dialog = await screen.findByRole('dialog', { name: 'Cookies' });
    expect(dialog).not.toHaveAccessibleDescription(/reloads/);
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));

    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(await screen.findByRole('dialog', { name: 'Cookies' })).toHaveAccessibleDescription(
      /offers\. Turning off a category you accepted reloads the page, to stop its trackers\. Cookie policy$/,
    );
    stop();
  });
});
