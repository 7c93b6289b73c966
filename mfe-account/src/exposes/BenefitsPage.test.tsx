import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { configureApi } from 'shared-contracts/api/client';
import { $language } from 'shared-contracts/stores/language';
import { setSettings } from 'shared-contracts/stores/settings';
import { logIn, logOut } from 'shared-contracts/stores/user';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { websiteSettingsFixture } from 'shared-contracts/test-support/website-settings';
import { renderInShop } from '../test-support/render-in-shop';
import { brandWith, forgetBrand } from '../test-support/brand-benefits';
import BenefitsPage from './BenefitsPage';

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => {
  act(() => logIn({ id: 1, token: 'tok', name: 'Ana Pop', delivery_addresses: [] }));
  // A brand with both, as the shell sets its settings before any screen (tests of one of them say
  // so), telling the time as the times below are written (UTC).
  const { localization } = websiteSettingsFixture();
  act(() => setSettings(websiteSettingsFixture({ loyalty: { active: 1 }, has_vouchers: true, localization: { ...localization, time_zone: 'UTC' } })));
});
afterEach(() => {
  act(() => logOut());
  forgetBrand();
});

const benefits = {
  loyalty_active: true,
  points_balance: 7,
  points_history: [
    { id: 2, points: -5, reason: 'redeemed', order_id: 8, created_at: '2026-02-02T10:00:00Z', order_placed_at: '2026-02-02T09:58:00Z' },
    { id: 1, points: 12, reason: 'order', order_id: 7, created_at: '2026-02-01T10:00:00Z', order_placed_at: '2026-01-31T18:30:00Z' },
  ],
  points_percent: { delivery: 5, pickup: 10, table: 3 },
  referral_points: 50,
  referral_code: 'FRIEND12',
  vouchers: [
    { code: 'WELCOME20', value_type: 'currency', value: 20, min_order_value: 80, valid_from: '2025-01-01', valid_until: '2030-12-31', state: 'valid', used_at: null },
    { code: 'AUTUMN2030', value_type: 'percent', value: 5, min_order_value: 0, valid_from: '2030-09-01', valid_until: '2030-11-30', state: 'not_yet_valid', used_at: null },
    { code: 'SUMMER2024', value_type: 'percent', value: 15, min_order_value: 0, valid_from: '2024-06-01', valid_until: '2024-08-31', state: 'expired', used_at: null },
    { code: 'NOBEER15', value_type: 'percent', value: 15, min_order_value: 0, valid_from: '2025-01-01', valid_until: '2030-12-31', state: 'used', used_at: '2026-11-29T12:00:00Z' },
  ],
};

/** The voucher's list item, as a person finds it by its code. */
function voucherItem(code: string): HTMLElement {
  return screen.getByText(code).closest('li')!;
}

describe('BenefitsPage', () => {
  it('shows the balance, the history, what each delivery type earns, the referral link and the vouchers with validity', async () => {
    const api = fakeApi(() => ({ json: benefits }));
    await renderInShop(<BenefitsPage params={{}} />, { path: '/account/benefits' });
    expect(await screen.findByText('7')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '+12' })).toBeInTheDocument();
    // Named as the order history names the order (when it was placed), leading there; never the internal id.
    expect(screen.getByRole('link', { name: 'Used on the order of Monday, 2 February 2026 at 09:58' })).toHaveAttribute('href', '/account/orders');
    expect(screen.getByRole('link', { name: 'Order of Saturday, 31 January 2026 at 18:30' })).toHaveAttribute('href', '/account/orders');
    expect(screen.queryByText(/order 8/i)).not.toBeInTheDocument();
    expect(screen.getByText('Pickup orders: 10% of the amount paid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /\/auth\/register\?referral=FRIEND12$/ })).toBeInTheDocument();
    expect(voucherItem('WELCOME20')).toHaveTextContent('Valid until 31 Dec 2030');
    expect(api.requests.map((r) => r.url.pathname)).toEqual(['/public/account/benefits']);
    api.restore();
  });

  it.each([
    ['en', /^Given back: the order of Monday, 2 February 2026 at 09:58 was not paid$/],
    ['es', /^Devueltos: el pedido del .*2026.* no se pagó$/],
    ['lt', /^Grąžinta: užsakymas .*2026.* nebuvo apmokėtas$/],
    ['ro', /^Returnate: comanda din .*2026.* nu a fost plătită$/],
  ] as const)('in %s, points given back for an order cancelled unpaid name that order and lead to it', async (language, returned) => {
    const givenBack = { id: 3, points: 5, reason: 'returned', order_id: 8, created_at: '2026-02-02T10:30:00Z', order_placed_at: '2026-02-02T09:58:00Z' };
    const api = fakeApi(() => ({ json: { ...benefits, points_balance: 12, points_history: [givenBack, ...benefits.points_history] } }));
    act(() => $language.set(language));
    try {
      await renderInShop(<BenefitsPage params={{}} />, { path: '/account/benefits', language });
      expect(await screen.findByRole('link', { name: returned })).toHaveAttribute('href', '/account/orders');
      expect(screen.getByRole('cell', { name: '+5' })).toBeInTheDocument();
    } finally {
      act(() => $language.set('en'));
      api.restore();
    }
  });

  it.each([
    ['en', 'Points changed on Tuesday, 3 February 2026 at 11:00'],
    ['es', /^Cambio de puntos del .*2026.*11:00$/],
    ['lt', /^Taškų pasikeitimas .*2026.*11:00$/],
    ['ro', /^Modificare a punctelor din .*2026.*11:00$/],
  ] as const)('in %s, an entry for a reason this remote has no words for (a newer API) reads as a change of points', async (language, changed) => {
    const newer = { id: 5, points: 3, reason: 'birthday_gift', order_id: null, created_at: '2026-02-03T11:00:00Z', order_placed_at: null };
    const api = fakeApi(() => ({ json: { ...benefits, points_balance: 10, points_history: [newer, ...benefits.points_history] } }));
    act(() => $language.set(language));
    try {
      await renderInShop(<BenefitsPage params={{}} />, { path: '/account/benefits', language });
      expect(await screen.findByText(changed)).toBeInTheDocument();
      expect(screen.queryByText(/benefits\.reasons|birthday_gift/)).not.toBeInTheDocument();
    } finally {
      act(() => $language.set('en'));
      api.restore();
    }
  });

  it("shows points taken back with a refunded order, the balance below 0 when they were spent, and a friend's refund without a link", async () => {
    const takenBack = [
      { id: 4, points: -50, reason: 'referral_taken_back', order_id: 31, created_at: '2026-02-03T11:00:00Z', order_placed_at: '2026-02-01T12:00:00Z' },
      { id: 3, points: -12, reason: 'order_taken_back', order_id: 7, created_at: '2026-02-03T10:00:00Z', order_placed_at: '2026-01-31T18:30:00Z' },
    ];
    const api = fakeApi(() => ({ json: { ...benefits, points_balance: -55, points_history: [...takenBack, ...benefits.points_history] } }));
    try {
      await renderInShop(<BenefitsPage params={{}} />, { path: '/account/benefits' });
      expect(await screen.findByText('-55')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Taken back: the money for the order of Saturday, 31 January 2026 at 18:30 was returned' })).toHaveAttribute('href', '/account/orders');
      expect(screen.getByRole('cell', { name: '-12' })).toBeInTheDocument();
      // The friend's order is not in this customer's history: named, not linked.
      expect(screen.getByRole('cell', { name: "Taken back: the money for a friend's first order was returned" })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /friend/ })).not.toBeInTheDocument();
    } finally {
      api.restore();
    }
  });

  it('keeps a used voucher listed, marked used on its day and set apart; an expired one says so, a coming one says from when', async () => {
    const api = fakeApi(() => ({ json: benefits }));
    await renderInShop(<BenefitsPage params={{}} />, { path: '/account/benefits' });
    await screen.findByText('NOBEER15');
    expect(voucherItem('NOBEER15')).toHaveTextContent('NOBEER15 — 15% off');
    expect(voucherItem('NOBEER15')).toHaveTextContent('Used on 29 Nov 2026');
    expect(voucherItem('NOBEER15')).not.toHaveTextContent('Valid until');
    expect(voucherItem('SUMMER2024')).toHaveTextContent('Expired (valid until 31 Aug 2024)');
    expect(voucherItem('AUTUMN2030')).toHaveTextContent('Valid from 1 Sept 2030 until 30 Nov 2030');
    // Set apart from the vouchers still to apply (the spent style), in the list's order.
    const spent = screen.getAllByRole('listitem').filter((item) => item.classList.contains('account-list__item--spent'));
    expect(spent.map((item) => item.querySelector('strong')?.textContent)).toEqual(['SUMMER2024', 'NOBEER15']);
    api.restore();
  });

  it.each([
    ['en', 'No end date', 'Valid from 1 Sept 2030'],
    ['es', 'Sin fecha de caducidad', 'Válido desde el 1 sept 2030'],
    ['lt', 'Galioja neribotai', 'Galios nuo 2030-09-01'],
    ['ro', 'Fără dată de expirare', 'Valabil de la 1 sept. 2030'],
  ] as const)('in %s, a voucher with no end date says so, not "until —"', async (language, open, from) => {
    act(() => $language.set(language));
    const endless = benefits.vouchers.map((voucher) => (voucher.code === 'WELCOME20' || voucher.code === 'AUTUMN2030' ? { ...voucher, valid_until: null } : voucher));
    const api = fakeApi(() => ({ json: { ...benefits, vouchers: endless } }));
    try {
      await renderInShop(<BenefitsPage params={{}} />, { path: '/account/benefits', language });
      await screen.findByText('WELCOME20');
      expect(voucherItem('WELCOME20')).toHaveTextContent(open);
      // The whole of its validity: from that day, with no "until —" after it.
      expect(voucherItem('AUTUMN2030').textContent?.trim().endsWith(from)).toBe(true);
    } finally {
      api.restore();
      act(() => $language.set('en'));
    }
  });

  it.each([
    ['es', 'Usado el 29 nov 2026', 'Caducado (válido hasta el 31 ago 2024)'],
    ['lt', 'Panaudotas 2026-11-29', 'Nebegalioja (galiojo iki 2024-08-31)'],
    ['ro', 'Folosit pe 29 nov. 2026', 'Expirat (valabil până la 31 aug. 2024)'],
  ] as const)('says a voucher was used, or has expired, in %s with its dates written that way', async (language, used, expired) => {
    act(() => $language.set(language));
    const api = fakeApi(() => ({ json: benefits }));
    await renderInShop(<BenefitsPage params={{}} />, { path: '/account/benefits', language });
    await screen.findByText('NOBEER15');
    expect(voucherItem('NOBEER15')).toHaveTextContent(used);
    expect(voucherItem('SUMMER2024')).toHaveTextContent(expired);
    api.restore();
    act(() => $language.set('en'));
  });

  it('says so when the loyalty programme is off, and still lists vouchers', async () => {
    const api = fakeApi(() => ({ json: { ...benefits, loyalty_active: false } }));
    await renderInShop(<BenefitsPage params={{}} />, { path: '/account/benefits' });
    expect(await screen.findByText('The bonus points programme is not active at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bonus points' })).not.toBeInTheDocument();
    expect(screen.getByText('WELCOME20')).toBeInTheDocument();
    api.restore();
  });

  it('writes points and percentages the way the interface language does', async () => {
    act(() => $language.set('lt'));
    const api = fakeApi(() => ({
      json: {
        ...benefits,
        points_balance: 1500,
        points_percent: { delivery: 2.5, pickup: 10, table: 3 },
        points_history: [{ id: 3, points: 1200, reason: 'order', order_id: 9, created_at: '2026-02-03T10:00:00Z', order_placed_at: '2026-02-03T09:00:00Z' }],
      },
    }));
    await renderInShop(<BenefitsPage params={{}} />, { path: '/account/benefits', language: 'lt' });
    // Lithuanian groups thousands with a (no-break) space and writes a decimal comma.
    expect(await screen.findByText('1 500')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '+1\u00a0200' })).toBeInTheDocument();
    expect(screen.getByText('Pristatymo užsakymai: 2,5 % sumokėtos sumos')).toBeInTheDocument();
    api.restore();
    act(() => $language.set('en'));
  });

  it.each([
    ['lt', 21, 'Pasidalykite kodu: gausite 21 tašką, kai bus apmokėtas pirmasis jūsų pakviesto draugo užsakymas, jei jis prieš tai patvirtino savo telefono numerį.'],
    ['lt', 50, 'Pasidalykite kodu: gausite 50 taškų, kai bus apmokėtas pirmasis jūsų pakviesto draugo užsakymas, jei jis prieš tai patvirtino savo telefono numerį.'],
    ['es', 1, 'Comparte tu código: recibes 1 punto cuando se paga el primer pedido de un amigo al que invitaste, si antes validó su número de teléfono.'],
    ['en', 50, 'Share your code: you receive 50 points when the first order of a friend you invited is paid, if they validated their phone number first.'],
  ] as const)('in %s promises %i referral points in that number\'s form, when the friend\'s first order is paid, their phone validated', async (language, points, text) => {
    act(() => $language.set(language));
    const api = fakeApi(() => ({ json: { ...benefits, referral_points: points } }));
    await renderInShop(<BenefitsPage params={{}} />, { path: '/account/benefits', language });
    expect(await screen.findByText(text)).toBeInTheDocument();
    api.restore();
    act(() => $language.set('en'));
  });

  it('has no Vouchers section at a brand without vouchers: not even "you have no vouchers"', async () => {
    brandWith({ points: true, vouchers: false });
    // The API lists none at such a brand.
    const api = fakeApi(() => ({ json: { ...benefits, vouchers: [] } }));
    await renderInShop(<BenefitsPage params={{}} />, { path: '/account/benefits' });
    expect(await screen.findByRole('heading', { name: 'Bonus points' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Vouchers' })).not.toBeInTheDocument();
    expect(screen.queryByText('You have no vouchers.')).not.toBeInTheDocument();
    api.restore();
  });

  it('invites no friends where a referral earns no points: no "you receive 0 points", no code to share', async () => {
    const api = fakeApi(() => ({ json: { ...benefits, referral_points: 0 } }));
    await renderInShop(<BenefitsPage params={{}} />, { path: '/account/benefits' });
    expect(await screen.findByRole('heading', { name: 'Bonus points' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invite friends' })).not.toBeInTheDocument();
    expect(screen.queryByText(/you receive 0 points/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /\/auth\/register\?referral=/ })).not.toBeInTheDocument();
    api.restore();
  });

  it('sends a guest to sign in, telling sign-in where they were going', async () => {
    act(() => logOut());
    await renderInShop(
      <Routes>
        <Route path="/account/benefits" element={<BenefitsPage params={{}} />} />
        <Route path="/auth/login" element={<p>Sign in</p>} />
      </Routes>,
      { path: '/account/benefits' },
    );
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/auth/login');
    expect(screen.getByTestId('current-search')).toHaveTextContent('?next=/account/benefits');
  });

  it('is the 404 screen, without the account links or a request, at a brand with neither points nor vouchers', async () => {
    brandWith({ points: false, vouchers: false });
    const api = fakeApi(() => ({ json: benefits }));
    await renderInShop(<BenefitsPage params={{}} />, { path: '/account/benefits' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Benefits' })).toBeNull();
    expect(api.requests).toEqual([]);
    api.restore();
  });

  it('lists the benefits, linked from the account navigation, at a brand with vouchers only', async () => {
    brandWith({ points: false, vouchers: true });
    const api = fakeApi(() => ({ json: { ...benefits, loyalty_active: false } }));
    await renderInShop(<BenefitsPage params={{}} />, { path: '/account/benefits' });
    expect(await screen.findByText('WELCOME20')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Benefits' })).toHaveAttribute('href', '/account/benefits');
    api.restore();
  });
});
