import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { $settings } from 'shared-contracts/stores/settings';
import type { ShopEvent } from 'shared-contracts/types/event';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { focused } from '../test-support/focused';
import { renderScreen } from '../test-support/render-screen';
import { someSettings } from '../test-support/settings';
import EventPage from './EventPage';

let network: ReturnType<typeof fakeApi>;

beforeAll(async () => {
  configureApi({ apiUrl: 'http://api.test' });
  await startI18n('en');
});
beforeEach(() => $settings.set(someSettings()));
afterEach(() => network.restore());

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
    expect(screen.getByText(/1 place is reserved for you/)).toBeInTheDocument();
    // The form went with the last place: the confirmation takes the focus, not the page.
    await waitFor(() => expect(focused()).toHaveTextContent(/1 place is reserved for you/));
    expect(screen.queryByRole('button', { name: 'Reserve places' })).not.toBeInTheDocument();
    const post = network.requests.find((r) => r.method === 'POST');
    expect(post?.body).toMatchObject({ name: 'Ion Ionescu', persons: 1 });
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
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, there is room for only 1 more at this event.');
    await waitFor(() => expect(focused()).toHaveTextContent('Sorry, there is room for only 1 more at this event.'));
    expect(screen.getByRole('button', { name: 'Reserve places' })).toBeInTheDocument();
  });

  it('refuses more persons than places left without calling the API', async () => {
    network = fakeApi(({ url }) => (url.pathname === '/public/events/workshop' ? { json: workshop } : undefined));
    renderScreen(EventPage, '/event/:url', '/event/workshop');
    const persons = await screen.findByRole('spinbutton', { name: 'Number of persons' });
    await userEvent.clear(persons);
    await userEvent.type(persons, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Reserve places' }));
    expect(screen.getByText('Please enter a number of persons from 1 to 1.')).toBeInTheDocument();
    await waitFor(() => expect(persons).toHaveFocus());
    expect(network.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
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
