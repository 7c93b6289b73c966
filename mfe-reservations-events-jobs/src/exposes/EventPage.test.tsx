import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { setLanguage } from 'shared-contracts/stores/language';
import { $settings } from 'shared-contracts/stores/settings';
import type { ShopEvent } from 'shared-contracts/types/event';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { focused } from '../test-support/focused';
import { renderNavigableScreen } from '../test-support/render-navigable-screen';
import { renderScreen } from '../test-support/render-screen';
import { aStore } from 'shared-contracts/test-support/website-settings';
import { someSettings } from '../test-support/settings';
import EventPage from './EventPage';

let network: ReturnType<typeof fakeApi>;

beforeAll(async () => {
  configureApi({ apiUrl: 'http://api.test' });
  await startI18n('en');
});
beforeEach(() => $settings.set(someSettings()));
afterEach(() => {
  network.restore();
  // What a test typed is kept for the tab (use-kept-state): the next test starts with an empty form.
  sessionStorage.clear();
});

const workshop: ShopEvent = {
  id: 2,
  url: 'workshop',
  title: 'Workshop',
  description: 'Make papanași.',
  store_id: 1,
  starts_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  capacity: 4,
  remaining: 1,
};

/** One person's details, sent once the event's page is shown. */
async function fillReservation() {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Ion Ionescu');
  await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '0721 555 010');
  await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ion@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Reserve places' }));
}

/**
 * The API for the workshop with 3 places left: the first booking is made, but its answer never
 * reaches the customer (`lost` once it has gone); the next ones are answered.
 */
function loseTheFirstBookingAnswer() {
  const answers = { lost: false };
  network = fakeApi(({ method, url, body }) => {
    if (method === 'GET' && url.pathname === '/public/events/workshop') return { json: { ...workshop, remaining: 3 } };
    if (method !== 'POST') return undefined;
    if (!answers.lost) {
      answers.lost = true;
      throw new TypeError('Failed to fetch');
    }
    const persons = (body as { persons: number }).persons;
    return { json: { id: 1, event_id: 2, persons, remaining: 3 - persons } };
  });
  return answers;
}

const notFound = { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'There is no event "workshop".' } };

/** Until the n-th ask for the event has been answered and that answer has reached the page. */
async function eventAskedFor(times: number) {
  await waitFor(() => expect(network.requests.filter((r) => r.method === 'GET')).toHaveLength(times));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

describe('EventPage', () => {
  it('reserves the last place, then shows the event sold out with the confirmation', async () => {
    let remaining = 1;
    network = fakeApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/public/events/workshop') return { json: { ...workshop, remaining } };
      if (method === 'POST' && url.pathname === '/public/events/workshop/reservations') {
        remaining = 0;
        return { json: { id: 1, event_id: 2, persons: 1, remaining: 0 } };
      }
      return undefined;
    });
    renderScreen(EventPage, '/event/:url', '/event/workshop');
    expect(await screen.findByRole('heading', { level: 1, name: 'Workshop' })).toBeInTheDocument();
    expect(screen.getByText('1 place left')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ion Ionescu');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '0721 555 010');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ion@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Reserve places' }));
    expect(await screen.findByText('Sold out')).toBeInTheDocument();
    expect(screen.getByText(/^1 place at Workshop on .+ is reserved for you\./)).toBeInTheDocument();
    // The form went with the last place: the confirmation takes the focus, not the page.
    await waitFor(() => expect(focused()).toHaveTextContent(/1 place at Workshop on .+ is reserved for you/));
    expect(screen.queryByRole('button', { name: 'Reserve places' })).not.toBeInTheDocument();
    // Nothing left to book more of.
    expect(screen.queryByRole('button', { name: 'Book more places' })).not.toBeInTheDocument();
    const post = network.requests.find((r) => r.method === 'POST');
    expect(post?.body).toMatchObject({ name: 'Ion Ionescu', persons: 1 });
  });

  it('puts what was booked in the form\'s place: one more tap books nothing, more places take a new form', async () => {
    let remaining = 6;
    network = fakeApi(({ method, url, body }) => {
      if (method === 'GET' && url.pathname === '/public/events/workshop') return { json: { ...workshop, capacity: 6, remaining } };
      if (method === 'POST') {
        const persons = (body as { persons: number }).persons;
        remaining -= persons;
        return { json: { id: remaining, event_id: 2, persons, remaining } };
      }
      return undefined;
    });
    renderScreen(EventPage, '/event/:url', '/event/workshop');
    const persons = await screen.findByRole('textbox', { name: 'Number of persons' });
    await userEvent.clear(persons);
    await userEvent.type(persons, '2');
    await fillReservation();
    const booked = await screen.findByText(/^2 places at Workshop on .+ are reserved for you\. We have sent you a confirmation e-mail\.$/);
    // Announced, and the focus on it rather than on a button that could book again.
    expect(booked.closest('[role="status"]')).not.toBeNull();
    // What is said is the confirmation alone: the button to book more is after the region, not in it.
    const bookMore = screen.getByRole('button', { name: 'Book more places' });
    expect(booked.closest('[role="status"]')).toHaveTextContent(/^2 places at Workshop on .+ We have sent you a confirmation e-mail\.$/);
    expect(bookMore.closest('[role="status"], [role="alert"], [aria-live]')).toBeNull();
    await waitFor(() => expect(focused()).toHaveTextContent(/2 places at Workshop/));
    expect(screen.queryByRole('button', { name: 'Reserve places' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Full name' })).not.toBeInTheDocument();
    expect(await screen.findByText('4 places left')).toBeInTheDocument();
    expect(network.requests.filter((r) => r.method === 'POST')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Book more places' }));
    // A new, empty form, the focus on its first field; the confirmation is gone.
    const again = screen.getByRole('textbox', { name: 'Number of persons' });
    await waitFor(() => expect(again).toHaveFocus());
    expect(again).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
    expect(screen.queryByText(/are reserved for you/)).not.toBeInTheDocument();
    await fillReservation();
    expect(await screen.findByText(/^1 place at Workshop on .+ is reserved for you\./)).toBeInTheDocument();
    const posts = network.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => (r.body as { persons: number }).persons)).toEqual([2, 1]);
    // Each form is a new booking, not a retry of the first.
    expect(new Set(posts.map((r) => r.headers.get('idempotency-key'))).size).toBe(2);
  });

  it('opens another event with a fresh form, not the last one\'s booking said of it', async () => {
    const tasting: ShopEvent = { ...workshop, id: 3, url: 'tasting', title: 'Wine tasting', remaining: 5 };
    network = fakeApi(({ method, url }) => {
      if (method === 'GET') return { json: url.pathname.endsWith('/tasting') ? tasting : workshop };
      return { json: { id: 1, event_id: 2, persons: 1, remaining: 0 } };
    });
    const page = renderNavigableScreen(EventPage, '/event/:url', '/event/workshop');
    await fillReservation();
    expect(await screen.findByText(/^1 place at Workshop on .+ is reserved for you\./)).toBeInTheDocument();

    await page.go('/event/tasting');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wine tasting' })).toBeInTheDocument();
    expect(screen.queryByText(/reserved for you/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Reserve places' })).toBeInTheDocument();
  });

  it('refuses a name without a letter before sending, and takes one in any script', async () => {
    network = fakeApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/public/events/workshop') return { json: { ...workshop, remaining: 3 } };
      if (method === 'POST') return { json: { id: 1, event_id: 2, persons: 1, remaining: 2 } };
      return undefined;
    });
    renderScreen(EventPage, '/event/:url', '/event/workshop');
    const name = await screen.findByRole('textbox', { name: 'Full name' });
    await userEvent.type(name, '😀😀 🍕');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '0721 555 010');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ion@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Reserve places' }));
    expect(await screen.findByText('Please enter your full name.')).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());
    expect(network.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await userEvent.clear(name);
    await userEvent.type(name, '李雷');
    await userEvent.click(screen.getByRole('button', { name: 'Reserve places' }));
    expect(await screen.findByText(/is reserved for you/)).toBeInTheDocument();
    expect(network.requests.find((r) => r.method === 'POST')?.body).toMatchObject({ name: '李雷' });
  });

  it('keeps the refusal of a place sold meanwhile in view, with the event sold out', async () => {
    let remaining = 1;
    network = fakeApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/public/events/workshop') return { json: { ...workshop, remaining } };
      if (method === 'POST') {
        remaining = 0;
        return { status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message: 'Sorry, this event is sold out.' } };
      }
      return undefined;
    });
    renderScreen(EventPage, '/event/:url', '/event/workshop');
    await fillReservation();
    expect(await screen.findByText('Sold out')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reserve places' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, this event is sold out.');
    await waitFor(() => expect(focused()).toHaveTextContent('Sorry, this event is sold out.'));
  });

  it('brings the focus to a refusal shown above the form', async () => {
    network = fakeApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/public/events/workshop') return { json: { ...workshop, remaining: 3 } };
      if (method === 'POST') {
        return { status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message: 'Sorry, there is room for only 1 more at this event.' } };
      }
      return undefined;
    });
    renderScreen(EventPage, '/event/:url', '/event/workshop');
    await fillReservation();
    // Said from the form's alert region (the page's, for a refusal that closes the form, stays empty).
    const refusal = await screen.findByText('Sorry, there is room for only 1 more at this event.');
    expect(screen.getAllByRole('alert').filter((region) => region.textContent !== '')).toEqual([refusal.closest('[role=alert]')]);
    await waitFor(() => expect(focused()).toHaveTextContent('Sorry, there is room for only 1 more at this event.'));
    expect(screen.getByRole('button', { name: 'Reserve places' })).toBeInTheDocument();
  });

  it.each([
    ['the event was deleted', 'This event could not be found.'],
    ['the brand hid events', 'This page is not available.'],
  ])("says the server's sentence in the form, not a trip home, when %s after the page opened", async (_, sentence) => {
    network = fakeApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/public/events/workshop') return { json: { ...workshop, remaining: 3 } };
      if (method === 'POST') return { status: 404, json: { statusCode: 404, error: 'Not Found', message: sentence } };
      return undefined;
    });
    renderScreen(EventPage, '/event/:url', '/event/workshop');
    await fillReservation();
    await waitFor(() => expect(focused()).toHaveTextContent(sentence));
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ion Ionescu');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('says to check the connection in the form when the booking has no answer', async () => {
    loseTheFirstBookingAnswer();
    renderScreen(EventPage, '/event/:url', '/event/workshop');
    await fillReservation();
    await waitFor(() => expect(focused()).toHaveTextContent('Please check your internet connection.'));
  });

  it('refuses more persons than places left without calling the API', async () => {
    network = fakeApi(({ url }) => (url.pathname === '/public/events/workshop' ? { json: workshop } : undefined));
    renderScreen(EventPage, '/event/:url', '/event/workshop');
    const persons = await screen.findByRole('textbox', { name: 'Number of persons' });
    await userEvent.clear(persons);
    await userEvent.type(persons, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Reserve places' }));
    expect(screen.getByText('Please enter a number of persons from 1 to 1.')).toBeInTheDocument();
    await waitFor(() => expect(persons).toHaveFocus());
    expect(network.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('books once when the page is reloaded after a lost answer', async () => {
    const answers = loseTheFirstBookingAnswer();
    const page = renderScreen(EventPage, '/event/:url', '/event/workshop');
    await fillReservation();
    await waitFor(() => expect(answers.lost).toBe(true));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reserve places' })).not.toHaveAttribute('aria-busy'));

    // A reload: the form comes back filled from the tab, and the same booking is sent again.
    page.unmount();
    renderScreen(EventPage, '/event/:url', '/event/workshop');
    expect(await screen.findByRole('textbox', { name: 'Full name' })).toHaveValue('Ion Ionescu');
    await userEvent.click(screen.getByRole('button', { name: 'Reserve places' }));
    expect(await screen.findByText(/^1 place at Workshop on .+ is reserved for you\./)).toBeInTheDocument();
    const keys = network.requests.filter((r) => r.method === 'POST').map((r) => r.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it.each([
    ['sold out', 3, 'Sold out'],
    ['with fewer places left than it asked for', 5, '2 places left'],
  ])('keeps the form of its own lost booking after a reload, the event then %s, and is answered with that booking', async (_, before, shown) => {
    // 3 places are booked and stored under their key, but the answer is lost. The API answers a
    // retry under that key with that booking, and refuses any other send the places left cannot hold.
    const booked = new Map<string, { id: number; event_id: number; persons: number; remaining: number }>();
    const remaining = () => before - (booked.size > 0 ? 3 : 0);
    network = fakeApi(({ method, url, headers, body }) => {
      if (method === 'GET' && url.pathname === '/public/events/workshop') return { json: { ...workshop, capacity: 6, remaining: remaining() } };
      if (method !== 'POST') return undefined;
      const key = headers.get('idempotency-key')!;
      const earlier = booked.get(key);
      if (earlier) return { json: { ...earlier, remaining: remaining() } };
      if ((body as { persons: number }).persons > remaining()) {
        return { status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message: 'Sorry, this event is sold out.' } };
      }
      booked.set(key, { id: 1, event_id: 2, persons: 3, remaining: 0 });
      throw new TypeError('Failed to fetch');
    });
    const page = renderScreen(EventPage, '/event/:url', '/event/workshop');
    const persons = await screen.findByRole('textbox', { name: 'Number of persons' });
    await userEvent.clear(persons);
    await userEvent.type(persons, '3');
    await fillReservation();
    await waitFor(() => expect(focused()).toHaveTextContent('Please check your internet connection.'));

    // A reload: the event asked anew counts the customer's own booking as taken.
    page.unmount();
    renderScreen(EventPage, '/event/:url', '/event/workshop');
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Number of persons' })).toHaveValue('3');
    await userEvent.click(screen.getByRole('button', { name: 'Reserve places' }));
    expect(await screen.findByText(/^3 places at Workshop on .+ are reserved for you\./)).toBeInTheDocument();
    const posts = network.requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.headers.get('idempotency-key')).toBe(posts[0]!.headers.get('idempotency-key'));
    expect(posts[1]!.body).toEqual(posts[0]!.body);
    expect(booked.size).toBe(1);
  });

  it('books an edit made after a lost answer anew, not answered with the first booking', async () => {
    const answers = loseTheFirstBookingAnswer();
    renderScreen(EventPage, '/event/:url', '/event/workshop');
    await fillReservation();
    await waitFor(() => expect(answers.lost).toBe(true));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reserve places' })).not.toHaveAttribute('aria-busy'));

    await userEvent.type(screen.getByRole('textbox', { name: 'Full name' }), ' Jr');
    await userEvent.click(screen.getByRole('button', { name: 'Reserve places' }));
    expect(await screen.findByText(/is reserved for you/)).toBeInTheDocument();
    const posts = network.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => (r.body as { name: string }).name)).toEqual(['Ion Ionescu', 'Ion Ionescu Jr']);
    expect(posts[1]!.headers.get('idempotency-key')).not.toBe(posts[0]!.headers.get('idempotency-key'));
  });

  it('reads a decimal comma as a dot (spec §5) and refuses a part of a person on the field', async () => {
    network = fakeApi(({ url }) => (url.pathname === '/public/events/workshop' ? { json: { ...workshop, remaining: 3 } } : undefined));
    renderScreen(EventPage, '/event/:url', '/event/workshop');
    const persons = await screen.findByRole('textbox', { name: 'Number of persons' });
    await userEvent.clear(persons);
    await userEvent.type(persons, '1,5');
    expect(persons).toHaveValue('1.5');
    await fillReservation();
    expect(screen.getByText('Please enter a number of persons from 1 to 3.')).toBeInTheDocument();
    await waitFor(() => expect(persons).toHaveFocus());
    expect(network.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('keeps the confirmation in view when the event cannot be asked for again after the booking', async () => {
    let booked = false;
    network = fakeApi(({ method, url }) => {
      // Asked again for the places left, the event is gone (unpublished meanwhile): the booking stands.
      if (method === 'GET' && url.pathname === '/public/events/workshop') return booked ? notFound : { json: { ...workshop, remaining: 3 } };
      if (method === 'POST') {
        booked = true;
        return { json: { id: 1, event_id: 2, persons: 1, remaining: 2 } };
      }
      return undefined;
    });
    renderScreen(EventPage, '/event/:url', '/event/workshop');
    await fillReservation();
    await eventAskedFor(2);
    expect(screen.getByText(/^1 place at Workshop on .+ is reserved for you\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Workshop' })).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
  });

  it('keeps the form and what was typed when the event cannot be asked for in another language', async () => {
    network = fakeApi(({ method, url }) => {
      if (method !== 'GET' || url.pathname !== '/public/events/workshop') return undefined;
      return url.searchParams.get('translate_language') === 'en'
        ? { json: { ...workshop, remaining: 3 } }
        : { status: 400, json: { statusCode: 400, error: 'Bad Request', message: 'Something went wrong.' } };
    });
    const page = renderScreen(EventPage, '/event/:url', '/event/workshop');
    try {
      await userEvent.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Ion Ionescu');
      await act(() => setLanguage('ro'));
      await eventAskedFor(2);
      expect(screen.getByDisplayValue('Ion Ionescu')).toBeInTheDocument();
      // Still the event's page (in the language it was last had in), not its load error.
      expect(screen.getByRole('heading', { level: 1, name: 'Workshop' })).toBeInTheDocument();
      page.unmount();
    } finally {
      await setLanguage('en');
    }
  });

  it('says the event could not be loaded, with a way to try again, when its first load fails', async () => {
    let failing = true;
    network = fakeApi(({ url }) => {
      if (url.pathname !== '/public/events/workshop') return undefined;
      return failing ? { status: 400, json: { statusCode: 400, error: 'Bad Request', message: 'Something went wrong.' } } : { json: workshop };
    });
    renderScreen(EventPage, '/event/:url', '/event/workshop');
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    failing = false;
    await userEvent.click(tryAgain);
    expect(await screen.findByRole('heading', { level: 1, name: 'Workshop' })).toBeInTheDocument();
  });

  it("tells the time on the brand's clock when its store has no time zone of its own, not on the visitor's", async () => {
    // Far from the runner's zone: the visitor's clock would show another hour.
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe('Pacific/Auckland');
    const brand = someSettings();
    $settings.set(someSettings({ localization: { ...brand.localization, time_zone: 'Pacific/Auckland' }, stores: [aStore({ time_zone: '' })] }));
    network = fakeApi(() => ({ json: { ...workshop, starts_at: '2099-06-01T10:00:00Z' } }));
    renderScreen(EventPage, '/event/:url', '/event/workshop');
    expect(await screen.findByText(/^Monday, 1 June 2099 at 22:00 · Old Town/)).toBeInTheDocument();
  });

  it('is not found for an unknown event, without leaving the page', async () => {
    network = fakeApi(() => ({ status: 404, json: { statusCode: 404, error: 'Not Found', message: 'There is no event "nope".' } }));
    renderScreen(EventPage, '/event/:url', '/event/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('is not found, without asking the API, while the brand hides events', async () => {
    $settings.set(someSettings({ show_pages: { about_us: true, events: false, jobs: true, reservations: true } }));
    network = fakeApi(() => ({ json: workshop }));
    renderScreen(EventPage, '/event/:url', '/event/workshop');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(network.requests).toHaveLength(0);
  });
});
