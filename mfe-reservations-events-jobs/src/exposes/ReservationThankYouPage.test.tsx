import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type InitialEntry } from 'react-router-dom';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { setLanguage } from 'shared-contracts/stores/language';
import { $settings } from 'shared-contracts/stores/settings';
import type { Reservation } from 'shared-contracts/types/reservation';
import { someSettings } from '../test-support/settings';
import ReservationThankYouPage from './ReservationThankYouPage';

beforeAll(() => startI18n('en'));
beforeEach(() => $settings.set(someSettings()));

function Elsewhere() {
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="location">{useLocation().pathname}</p>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

/** The page as the shell routes it, after `history` (the thank-you page last), any other path showing where it went. */
function visit(history: InitialEntry[]) {
  return render(
    <MemoryRouter initialEntries={history}>
      <Routes>
        <Route path="/reservations/thank-you" element={<ReservationThankYouPage params={{}} />} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>,
  );
}

const booked: Reservation = { id: 9, store_id: 1, date: '2026-12-01', hour: '20:00', persons: 3 };

describe('ReservationThankYouPage', () => {
  it('thanks for the table just booked, with its restaurant, persons, day and hour', async () => {
    visit([{ pathname: '/reservations/thank-you', state: { reservation: booked } }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your reservation' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/Your table for 3 at Old Town is reserved on .*1.* at 20:00\./);
    // Another table is asked for on purpose, on a new form.
    expect(screen.getByRole('link', { name: 'Reserve another table' })).toHaveAttribute('href', '/reservations');
  });

  it('says it in one language: a Romanian visitor reads the booking in Romanian, not an English sentence', async () => {
    await setLanguage('ro');
    const page = visit([{ pathname: '/reservations/thank-you', state: { reservation: booked } }]);
    try {
      expect(await screen.findByRole('heading', { level: 1, name: 'Îți mulțumim pentru rezervare' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(/^Masa ta la Old Town este rezervată .*decembrie, la ora 20:00, pentru 3 persoane\. Ți-am trimis/);
    } finally {
      page.unmount();
      await setLanguage('en');
    }
  });

  it('says the day in a Lithuanian sentence as one: the weekday in the accusative, the hour with val.', async () => {
    await setLanguage('lt');
    const page = visit([{ pathname: '/reservations/thank-you', state: { reservation: booked } }]);
    try {
      expect(await screen.findByRole('status')).toHaveTextContent(/rezervuotas .*d\., \S+į, 20:00 val\. Išsiuntėme/);
    } finally {
      page.unmount();
      await setLanguage('en');
    }
  });

  it.each([
    ['lt', 1, 'Staliukas 1 asmeniui restorane „Old Town“ rezervuotas'],
    ['lt', 2, 'Staliukas 2 asmenims restorane „Old Town“ rezervuotas'],
    ['lt', 10, 'Staliukas 10 asmenų restorane „Old Town“ rezervuotas'],
    ['lt', 21, 'Staliukas 21 asmeniui restorane „Old Town“ rezervuotas'],
    // Romanian says the day before the count, its year only outside the current year: read from the hour on.
    ['ro', 1, 'la ora 20:00, pentru o persoană. Ți-am trimis un e-mail de confirmare.'],
    ['ro', 2, 'la ora 20:00, pentru 2 persoane. Ți-am trimis un e-mail de confirmare.'],
    ['ro', 20, 'la ora 20:00, pentru 20 de persoane. Ți-am trimis un e-mail de confirmare.'],
  ] as const)('counts the persons as %s says %i of them', async (language, persons, sentence) => {
    await setLanguage(language);
    const page = visit([{ pathname: '/reservations/thank-you', state: { reservation: { ...booked, persons } } }]);
    try {
      expect(await screen.findByRole('status')).toHaveTextContent(sentence);
    } finally {
      page.unmount();
      await setLanguage('en');
    }
  });

  it('claims no booking on a direct visit: it goes to the form, in place of the thank-you page', async () => {
    visit(['/', '/reservations/thank-you']);
    expect(await screen.findByTestId('location')).toHaveTextContent('/reservations');
    expect(screen.queryByText(/reserved/)).not.toBeInTheDocument();
    // Replaced, not pushed: going back leaves the shop's page before, not the thank-you page again.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
