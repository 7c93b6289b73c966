import { render, screen, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $notifications, notify } from 'shared-contracts/stores/notifications';
import { notifyPriceChanges } from 'shared-contracts/stores/notify-price-changes';
import { setLanguage } from 'shared-contracts/stores/language';
import { loadNamespace } from 'shared-contracts/i18n/namespace';
import { i18n } from 'shared-contracts/i18n/i18n';
import { RouterProvider } from 'react-router-dom';
import { loadShellMessages } from '../i18n/load-shell-messages';
import { registerMarketRemotes } from '../remotes/register-remotes';
import { buildRouter } from '../routes/router';
import { Notifications } from './Notifications';

/** Both regions, as the layout (top) and the Root (bottom) place them. */
function renderNotifications() {
  return render(
    <>
      <Notifications position="top" />
      <Notifications position="bottom" />
    </>,
  );
}

describe('notifications', () => {
  // The shell's and the common texts are in before each render, as the shell's boot leaves them.
  beforeAll(async () => {
    await setLanguage('en');
    await loadNamespace('shell', loadShellMessages);
  });
  beforeEach(() => $notifications.set([]));
  afterEach(() => act(() => setLanguage('en')));

  it('shows errors on top, announced at once, and the rest at the bottom, announced politely', () => {
    const { container } = renderNotifications();
    const top = container.querySelector('.notifications--top') as HTMLElement;
    const bottom = container.querySelector('.notifications--bottom') as HTMLElement;
    // The live regions are there before anything is said in them: a screen reader hears what arrives.
    expect(top).toHaveAttribute('aria-live', 'assertive');
    expect(bottom).toHaveAttribute('aria-live', 'polite');
    act(() => {
      notify({ message: 'Card declined', kind: 'error' });
      notify({ message: 'Margherita was added to your cart', kind: 'success' });
    });
    expect(top).toHaveTextContent('Card declined');
    expect(bottom).toHaveTextContent('Margherita was added to your cart');
    // Not a second live region inside the first: said once.
    expect(container.querySelectorAll('[role=alert], [role=status]')).toHaveLength(0);
  });

  it('sanitises server HTML before showing it', async () => {
    const { container } = renderNotifications();
    act(() => {
      notify({ message: '<ul><li>Margherita: 30 lei → 32 lei</li></ul><img src=x onerror="alert(1)"><script>alert(2)</script>', kind: 'warning', html: true });
    });
    expect(await screen.findByRole('listitem')).toHaveTextContent('Margherita: 30 lei → 32 lei');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('keeps at most two notices at the bottom, the newest', () => {
    renderNotifications();
    act(() => {
      ['One', 'Two', 'Three'].forEach((message) => notify({ message, kind: 'info' }));
    });
    expect([...document.querySelectorAll('.notification')].map((notice) => notice.textContent)).toEqual([
      expect.stringContaining('Two'),
      expect.stringContaining('Three'),
    ]);
  });

  it('closes a notice when the customer dismisses it', async () => {
    renderNotifications();
    act(() => {
      notify({ message: 'Saved', kind: 'success', timeout: 0 });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('follows a change of language while a price-change notice is on screen', async () => {
    renderNotifications();
    act(() => {
      notifyPriceChanges([{ name: 'Margherita', oldPrice: 30, newPrice: 32 }], 'RON');
    });
    expect(await screen.findByText('The prices of some products in your cart have changed:')).toBeInTheDocument();
    await act(() => setLanguage('es'));
    expect(await screen.findByText('Han cambiado los precios de algunos productos de tu carrito:')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Margherita: 30 lei → 32 lei');
  });

  it("draws a team's notice again when its texts in the new language arrive after the switch", async () => {
    renderNotifications();
    const shown = (language: string) => i18n.getFixedT(language, 'team')('added');
    act(() => {
      i18n.addResourceBundle('en', 'team', { added: 'Added' }, true, true);
      notify({ message: () => (i18n.hasResourceBundle('es', 'team') ? shown('es') : shown('en')), kind: 'success', timeout: 0 });
    });
    await act(() => setLanguage('es'));
    expect(screen.getByText('Added')).toBeInTheDocument();
    act(() => i18n.addResourceBundle('es', 'team', { added: 'Añadido' }, true, true));
    expect(screen.getByText('Añadido')).toBeInTheDocument();
  });

  it('places the notices on top right after the header and before the screen, so a phone can show them in the page', async () => {
    registerMarketRemotes({});
    window.history.pushState({}, '', '/');
    render(<RouterProvider router={buildRouter()} />);
    await screen.findByRole('heading', { name: 'Page not found' });
    act(() => {
      notifyPriceChanges([{ name: 'Margherita', oldPrice: 30, newPrice: 32 }], 'RON');
    });
    const notice = await screen.findByText('The prices of some products in your cart have changed:');
    expect(notice).toHaveTextContent('The prices of some products in your cart have changed:');
    const follows = (first: Node, second: Node) => Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(screen.getByRole('banner'), notice)).toBe(true);
    expect(follows(notice, screen.getByRole('main'))).toBe(true);
  });
});
