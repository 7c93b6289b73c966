import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { $settings } from 'shared-contracts/stores/settings';
import { logIn, logOut } from 'shared-contracts/stores/user';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { focused } from '../test-support/focused';
import { renderScreen } from '../test-support/render-screen';
import { someSettings } from '../test-support/settings';
import ReservationsPage from './ReservationsPage';

let network: ReturnType<typeof fakeApi>;

beforeAll(async () => {
  configureApi({ apiUrl: 'http://api.test' });
  await startI18n('en');
});
afterEach(() => {
  network.restore();
  // What a test typed is kept for the tab (use-kept-state): the next test starts with an empty form.
  sessionStorage.clear();
});

const availability = {
  store_id: 1,
  days: [
    {
      date: '2026-12-01',
      hours: [
        { hour: '19:00', remaining: 0 },
        { hour: '20:00', remaining: 6 },
      ],
    },
  ],
};

/** A person's whole reservation, on the first day offered at 20:00, sent. */
async function reserveFirstDayAt20() {
  await screen.findByRole('option', { name: /1 December|December 1/ });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Date' }), '2026-12-01');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Hour' }), '20:00');
  await userEvent.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ana Popescu');
  await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '+40 721 555 010');
  await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Reserve' }));
}

/**
 * The API with 20:00 and 21:00 offered: the first booking is made, but its answer never reaches the
 * customer (`lost` once it has gone); the next ones are answered.
 */
function loseTheFirstBookingAnswer() {
  const answers = { lost: false };
  const days = [{ date: '2026-12-01', hours: [...availability.days[0]!.hours, { hour: '21:00', remaining: 6 }] }];
  network = fakeApi(({ method, url, body }) => {
    if (url.pathname === '/public/reservations/availability') return { json: { store_id: 1, days } };
    if (method !== 'POST' || url.pathname !== '/public/reservations') return undefined;
    if (!answers.lost) {
      answers.lost = true;
      throw new TypeError('Failed to fetch');
    }
    return { json: { id: 9, store_id: 1, date: '2026-12-01', hour: (body as { hour: string }).hour, persons: 2 } };
  });
  return answers;
}

describe('ReservationsPage', () => {
  it('offers only the store that takes reservations, its days and hours, full hours not choosable', async () => {
    $settings.set(someSettings());
    network = fakeApi(({ url }) => (url.pathname === '/public/reservations/availability' ? { json: availability } : undefined));
    renderScreen(ReservationsPage, '/reservations', '/reservations');

    const store = await screen.findByRole('combobox', { name: 'Restaurant' });
    expect(screen.getAllByRole('option', { name: 'Old Town' })).toHaveLength(1);
    expect(screen.queryByRole('option', { name: 'Riverside' })).not.toBeInTheDocument();
    expect(store).toHaveValue('1');
    // Nothing chosen yet: each list says what to do, the hours that they follow the day.
    const date = await screen.findByRole('combobox', { name: 'Date' });
    expect(date).toHaveDisplayValue('Choose a day');
    expect(screen.getByRole('combobox', { name: 'Hour' })).toHaveDisplayValue('Choose a day first');
    await userEvent.selectOptions(date, '2026-12-01');
    expect(screen.getByRole('combobox', { name: 'Hour' })).toHaveDisplayValue('Choose an hour');
    expect(screen.getByRole('option', { name: '19:00 (fully booked)' })).toBeDisabled();
    expect(screen.getByRole('option', { name: '20:00 (6 places left)' })).toBeEnabled();
  });

  it('says the days could not be loaded, with a way to ask again, instead of leaving the dates empty', async () => {
    $settings.set(someSettings());
    let failing = true;
    network = fakeApi(({ url }) => {
      if (url.pathname !== '/public/reservations/availability') return undefined;
      if (failing) throw new TypeError('Failed to fetch');
      return { json: availability };
    });
    renderScreen(ReservationsPage, '/reservations', '/reservations');

    // After ky's own retries of the GET.
    expect(await screen.findByText('We could not load the days you can book. Please try again.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('Please check your internet connection.')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: /1 December|December 1/ })).toBeInTheDocument();
    expect(screen.queryByText('We could not load the days you can book. Please try again.')).not.toBeInTheDocument();
  });

  it('says on the store field that it no longer takes bookings, with no "Try again" that cannot work', async () => {
    // The settings, as old as the visit, still list Old Town as taking reservations.
    $settings.set(someSettings());
    const closed = 'Casa Aurora Old Town does not take reservations.';
    network = fakeApi(({ url }) =>
      url.pathname === '/public/reservations/availability'
        ? { status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message: closed, field: 'store_id' } }
        : undefined,
    );
    renderScreen(ReservationsPage, '/reservations', '/reservations');
    const store = await screen.findByRole('combobox', { name: 'Restaurant' });
    await waitFor(() => expect(store).toHaveAccessibleDescription(closed));
    expect(screen.queryByText('We could not load the days you can book. Please try again.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(network.requests).toHaveLength(1);
  });

  it('says why there are no days when reservations were hidden after the page opened, with no "Try again"', async () => {
    $settings.set(someSettings());
    const hidden = 'This page is not available.';
    network = fakeApi(() => ({ status: 404, json: { statusCode: 404, error: 'Not Found', message: hidden } }));
    renderScreen(ReservationsPage, '/reservations', '/reservations');
    expect(await screen.findByText(hidden)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('does not ask for the days of a store kept from an earlier visit that no longer takes bookings', async () => {
    $settings.set(someSettings());
    // Riverside (2) was chosen in this tab; it no longer takes bookings, and Old Town is the only one left.
    sessionStorage.setItem('kept-form:reservation:values', JSON.stringify({ storeId: '2', name: 'Ana P.' }));
    network = fakeApi(({ url }) => {
      if (url.pathname !== '/public/reservations/availability') return undefined;
      if (url.searchParams.get('store_id') !== '1') {
        return { status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message: 'Casa Aurora Riverside does not take reservations.', field: 'store_id' } };
      }
      return { json: availability };
    });
    renderScreen(ReservationsPage, '/reservations', '/reservations');
    expect(await screen.findByRole('option', { name: /1 December|December 1/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Restaurant' })).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ana P.');
    expect(network.requests.map((r) => r.url.searchParams.get('store_id'))).toEqual(['1']);
  });

  it("fills a signed-in customer's name, e-mail and phone, keeping what was already typed", async () => {
    $settings.set(someSettings());
    sessionStorage.setItem('kept-form:reservation:values', JSON.stringify({ name: 'Ana P.' }));
    network = fakeApi(({ url }) => {
      if (url.pathname === '/public/reservations/availability') return { json: availability };
      if (url.pathname === '/public/account') return { json: { name: 'Ana Popescu', email: 'ana@example.com', phone: '+40 721 555 010' } };
      return undefined;
    });
    act(() => logIn({ id: 3, token: 'tok', name: 'Ana Popescu', delivery_addresses: [] }));
    try {
      renderScreen(ReservationsPage, '/reservations', '/reservations');
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ana@example.com'));
      expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+40 721 555 010');
      expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ana P.');
    } finally {
      act(() => logOut());
    }
  });

  it('says what is wrong before sending, and sends once with an idempotency key', async () => {
    $settings.set(someSettings());
    network = fakeApi(({ method, url }) => {
      if (url.pathname === '/public/reservations/availability') return { json: availability };
      if (method === 'POST' && url.pathname === '/public/reservations') {
        return { json: { id: 9, store_id: 1, date: '2026-12-01', hour: '20:00', persons: 2 } };
      }
      return undefined;
    });
    renderScreen(ReservationsPage, '/reservations', '/reservations');
    await userEvent.click(await screen.findByRole('button', { name: 'Reserve' }));
    expect(screen.getByText('Please enter your full name.')).toBeInTheDocument();
    expect(screen.getByText('Your email address is invalid.')).toBeInTheDocument();
    // The keyboard is brought to the first field to fix, not left on the button.
    await waitFor(() => expect(document.activeElement).toBe(document.querySelector('form [aria-invalid="true"]')));
    expect(document.activeElement).not.toBeNull();
    expect(network.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await reserveFirstDayAt20();

    expect(await screen.findByTestId('location')).toHaveTextContent('/reservations/thank-you');
    const posts = network.requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({ store_id: 1, date: '2026-12-01', hour: '20:00', persons: 2, website: '' });
  });

  it('shows the refusal of a full slot beside the form', async () => {
    $settings.set(someSettings());
    network = fakeApi(({ method, url }) => {
      if (url.pathname === '/public/reservations/availability') return { json: availability };
      if (method === 'POST') {
        return { status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message: 'Sorry, 2026-12-01 at 20:00 is fully booked. Please choose another hour.' } };
      }
      return undefined;
    });
    renderScreen(ReservationsPage, '/reservations', '/reservations');
    await reserveFirstDayAt20();
    expect(await screen.findByText('Sorry, 2026-12-01 at 20:00 is fully booked. Please choose another hour.')).toBeInTheDocument();
    // Brought to the refusal, not left on the button below it.
    await waitFor(() => expect(focused()).toHaveTextContent('Sorry, 2026-12-01 at 20:00 is fully booked.'));
  });

  it('unchooses an hour found fully booked, shown so when the hours are asked again, and does not send it again', async () => {
    $settings.set(someSettings());
    const full = 'Sorry, 2026-12-01 at 20:00 is fully booked. Please choose another hour.';
    let taken = false;
    network = fakeApi(({ method, url }) => {
      // Asked again after the refusal, 20:00 is shown fully booked.
      if (url.pathname === '/public/reservations/availability') {
        const hours = [{ hour: '20:00', remaining: taken ? 0 : 6 }, { hour: '21:00', remaining: 6 }];
        return { json: { store_id: 1, days: [{ date: '2026-12-01', hours }] } };
      }
      if (method === 'POST') {
        taken = true;
        return { status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message: full, field: 'hour' } };
      }
      return undefined;
    });
    renderScreen(ReservationsPage, '/reservations', '/reservations');
    await reserveFirstDayAt20();

    const hour = screen.getByRole('combobox', { name: 'Hour' });
    await waitFor(() => expect(hour).toHaveAccessibleDescription(full));
    expect(await screen.findByRole('option', { name: '20:00 (fully booked)' })).toBeDisabled();
    expect(hour).toHaveDisplayValue('Choose an hour');
    await userEvent.click(screen.getByRole('button', { name: 'Reserve' }));
    await waitFor(() => expect(hour).toHaveAccessibleDescription('Please choose an hour.'));
    expect(network.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('drops the refusal of an hour once another hour is chosen', async () => {
    $settings.set(someSettings());
    const full = 'Sorry, 2026-12-01 at 20:00 is fully booked. Please choose another hour.';
    const days = [{ date: '2026-12-01', hours: [{ hour: '20:00', remaining: 6 }, { hour: '21:00', remaining: 6 }] }];
    network = fakeApi(({ method, url }) => {
      if (url.pathname === '/public/reservations/availability') return { json: { store_id: 1, days } };
      if (method === 'POST') return { status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message: full, field: 'hour' } };
      return undefined;
    });
    renderScreen(ReservationsPage, '/reservations', '/reservations');
    await reserveFirstDayAt20();
    const hour = screen.getByRole('combobox', { name: 'Hour' });
    await waitFor(() => expect(hour).toHaveAccessibleDescription(full));
    await userEvent.selectOptions(hour, '21:00');
    expect(hour).not.toHaveAccessibleDescription(full);
    expect(screen.queryByText(full)).not.toBeInTheDocument();
  });

  it('shows the refusal of a day gone by on the date field, and does not send that day again', async () => {
    $settings.set(someSettings());
    let refused = false;
    const passed = 'That date has passed: choose today or a later day.';
    network = fakeApi(({ method, url }) => {
      // Asked again after the refusal, the days no longer start with the one that has passed.
      if (url.pathname === '/public/reservations/availability') {
        return { json: refused ? { store_id: 1, days: [{ date: '2026-12-02', hours: [{ hour: '20:00', remaining: 6 }] }] } : availability };
      }
      if (method === 'POST') {
        refused = true;
        return { status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message: passed, field: 'date' } };
      }
      return undefined;
    });
    renderScreen(ReservationsPage, '/reservations', '/reservations');
    await reserveFirstDayAt20();

    // On the field it is about, which takes the focus and reads it; not above the button as well.
    const date = screen.getByRole('combobox', { name: 'Date' });
    await waitFor(() => expect(date).toHaveAccessibleDescription(passed));
    await waitFor(() => expect(date).toHaveFocus());
    expect(screen.getAllByText(passed)).toHaveLength(1);
    // The day is no longer offered, so it is no longer chosen, nor sent again.
    await screen.findByRole('option', { name: /2 December|December 2/ });
    expect(screen.queryByRole('option', { name: /1 December|December 1/ })).not.toBeInTheDocument();
    expect(date).toHaveDisplayValue('Choose a day');
    await userEvent.click(screen.getByRole('button', { name: 'Reserve' }));
    await waitFor(() => expect(date).toHaveAccessibleDescription('Please choose a date.'));
    expect(network.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('shows "room for only N more" on the number of persons, the field that mends it', async () => {
    $settings.set(someSettings());
    const roomLeft = 'Sorry, there is room for only 2 more on 2026-12-01 at 20:00.';
    network = fakeApi(({ method, url }) => {
      if (url.pathname === '/public/reservations/availability') return { json: availability };
      if (method === 'POST') return { status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message: roomLeft, field: 'persons' } };
      return undefined;
    });
    renderScreen(ReservationsPage, '/reservations', '/reservations');
    await reserveFirstDayAt20();
    const persons = screen.getByRole('textbox', { name: /Number of persons/ });
    await waitFor(() => expect(persons).toHaveAccessibleDescription(expect.stringContaining(roomLeft)));
    await waitFor(() => expect(persons).toHaveFocus());
    expect(screen.getAllByText(roomLeft)).toHaveLength(1);
    // Mended: what was said of the number before is not said of the new one.
    await userEvent.clear(persons);
    await userEvent.type(persons, '1');
    expect(screen.queryByText(roomLeft)).not.toBeInTheDocument();
  });

  it.each([
    ['the brand hid reservations after the page opened', 404, 'This page is not available.', 'This page is not available.'],
    ['the server fails without a sentence', 500, '', 'Unknown error, please contact us.'],
  ])("says why in the form, not a trip home, when %s", async (_, status, message, said) => {
    $settings.set(someSettings());
    network = fakeApi(({ method, url }) => {
      if (url.pathname === '/public/reservations/availability') return { json: availability };
      if (method === 'POST') return { status, json: { statusCode: status, error: 'Failed', message } };
      return undefined;
    });
    renderScreen(ReservationsPage, '/reservations', '/reservations');
    await reserveFirstDayAt20();
    await waitFor(() => expect(focused()).toHaveTextContent(said));
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ana Popescu');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('says to check the connection in the form when the booking has no answer', async () => {
    $settings.set(someSettings());
    loseTheFirstBookingAnswer();
    renderScreen(ReservationsPage, '/reservations', '/reservations');
    await reserveFirstDayAt20();
    await waitFor(() => expect(focused()).toHaveTextContent('Please check your internet connection.'));
  });

  it.each([
    ['no longer taking bookings', 422, 'Casa Aurora Old Town does not take reservations.'],
    ['removed', 404, 'This restaurant could not be found.'],
  ])('shows the refusal of a store %s on the store field, and does not ask for its days again', async (_, status, closed) => {
    $settings.set(someSettings());
    network = fakeApi(({ method, url }) => {
      if (url.pathname === '/public/reservations/availability') return { json: availability };
      if (method === 'POST') return { status, json: { statusCode: status, error: 'Refused', message: closed, field: 'store_id' } };
      return undefined;
    });
    renderScreen(ReservationsPage, '/reservations', '/reservations');
    await reserveFirstDayAt20();
    const store = screen.getByRole('combobox', { name: 'Restaurant' });
    await waitFor(() => expect(store).toHaveAccessibleDescription(closed));
    await waitFor(() => expect(store).toHaveFocus());
    expect(screen.getAllByText(closed)).toHaveLength(1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(network.requests.filter((r) => r.method === 'GET')).toHaveLength(1);
    expect(screen.queryByText('We could not load the days you can book. Please try again.')).not.toBeInTheDocument();
  });

  it('books once when the page is reloaded after a lost answer', async () => {
    $settings.set(someSettings());
    const answers = loseTheFirstBookingAnswer();
    const page = renderScreen(ReservationsPage, '/reservations', '/reservations');
    await reserveFirstDayAt20();
    await waitFor(() => expect(answers.lost).toBe(true));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reserve' })).not.toHaveAttribute('aria-busy'));

    // A reload: the form comes back filled from the tab, and Reserve sends the same booking again.
    page.unmount();
    renderScreen(ReservationsPage, '/reservations', '/reservations');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Hour' })).toHaveValue('20:00'));
    await userEvent.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/reservations/thank-you');
    const keys = network.requests.filter((r) => r.method === 'POST').map((r) => r.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    // Booked: the next reservation in this tab is a new one.
    expect(sessionStorage.getItem('kept-form:reservation:idempotency')).toBeNull();
  });

  it('keeps the hour its own lost booking filled choosable after a reload, and is answered with that booking', async () => {
    $settings.set(someSettings());
    // 2 places left at 20:00: the first booking takes them and is stored under its key, but its answer
    // is lost. The API answers a retry under that key with it, and refuses any other booking of 20:00.
    const booked = new Map<string, unknown>();
    network = fakeApi(({ method, url, headers, body }) => {
      if (url.pathname === '/public/reservations/availability') {
        const hours = [{ hour: '20:00', remaining: booked.size > 0 ? 0 : 2 }, { hour: '21:00', remaining: 6 }];
        return { json: { store_id: 1, days: [{ date: '2026-12-01', hours }] } };
      }
      if (method !== 'POST' || url.pathname !== '/public/reservations') return undefined;
      const key = headers.get('idempotency-key')!;
      if (booked.has(key)) return { json: booked.get(key) };
      if (booked.size > 0) return { status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message: 'Sorry, 2026-12-01 at 20:00 is fully booked.', field: 'hour' } };
      booked.set(key, { id: 9, store_id: 1, date: '2026-12-01', hour: '20:00', persons: 2 });
      throw new TypeError('Failed to fetch');
    });
    const page = renderScreen(ReservationsPage, '/reservations', '/reservations');
    await reserveFirstDayAt20();
    await waitFor(() => expect(focused()).toHaveTextContent('Please check your internet connection.'));

    // A reload: the hours asked anew show 20:00 full, with the customer's own booking.
    page.unmount();
    renderScreen(ReservationsPage, '/reservations', '/reservations');
    expect(await screen.findByRole('option', { name: '20:00 (fully booked)' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Hour' })).toHaveValue('20:00');
    await userEvent.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/reservations/thank-you');
    const posts = network.requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.headers.get('idempotency-key')).toBe(posts[0]!.headers.get('idempotency-key'));
    expect(posts[1]!.body).toEqual(posts[0]!.body);
    expect(booked.size).toBe(1);
  });

  it('books an edit made after a lost answer anew, not answered with the first booking', async () => {
    $settings.set(someSettings());
    const answers = loseTheFirstBookingAnswer();
    renderScreen(ReservationsPage, '/reservations', '/reservations');
    await reserveFirstDayAt20();
    await waitFor(() => expect(answers.lost).toBe(true));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reserve' })).not.toHaveAttribute('aria-busy'));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Hour' }), '21:00');
    await userEvent.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/reservations/thank-you');
    const posts = network.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => (r.body as { hour: string }).hour)).toEqual(['20:00', '21:00']);
    expect(posts[1]!.headers.get('idempotency-key')).not.toBe(posts[0]!.headers.get('idempotency-key'));
  });

  it('reads a decimal comma as a dot (spec §5) and refuses a part of a person on the field', async () => {
    $settings.set(someSettings());
    network = fakeApi(({ url }) => (url.pathname === '/public/reservations/availability' ? { json: availability } : undefined));
    renderScreen(ReservationsPage, '/reservations', '/reservations');
    const persons = await screen.findByRole('textbox', { name: /Number of persons/ });
    await userEvent.clear(persons);
    await userEvent.type(persons, '1,5');
    expect(persons).toHaveValue('1.5');
    await reserveFirstDayAt20();
    await waitFor(() => expect(persons).toHaveAccessibleDescription('Please enter a number of persons from 1 to 20.'));
    expect(network.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('is not found while the brand hides reservations', async () => {
    $settings.set(someSettings({ show_pages: { about_us: true, events: true, jobs: false, reservations: false } }));
    network = fakeApi(() => undefined);
    renderScreen(ReservationsPage, '/reservations', '/reservations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
