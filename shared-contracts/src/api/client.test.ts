import { emptyCart } from '../types/cart';
import { $cart, updateCart } from '../stores/cart';
import { $language } from '../stores/language';
import { logIn, logOut } from '../stores/user';
import { $notifications } from '../stores/notifications';
import { CLIENT_VERSION, api, configureApi } from './client';

let fetchMock: jest.SpiedFunction<typeof fetch>;

function sentRequest(call = 0): Request {
  return fetchMock.mock.calls[call]?.[0] as Request;
}

beforeEach(() => {
  configureApi({ apiUrl: 'http://api.test/' });
  fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ ok: true }));
});
afterEach(() => {
  jest.restoreAllMocks();
  logOut();
  $cart.set(emptyCart());
  $language.set('en');
  $notifications.set([]);
});

it('sends the spec §7 headers of an anonymous visitor', async () => {
  await api().get('public/menus').json();
  const request = sentRequest();
  expect(request.url).toBe('http://api.test/public/menus');
  expect(request.headers.get('Accept')).toBe('application/json');
  expect(request.headers.get('X-Client-Version')).toBe(CLIENT_VERSION);
  expect(CLIENT_VERSION).toBe('6.0.2');
  expect(request.headers.get('Content-Language')).toBe('en');
  expect(request.headers.get('X-Delivery-Type')).toBe('pickup');
  expect(request.headers.has('X-Store-Id')).toBe(false);
  expect(request.headers.has('Authorization')).toBe(false);
});

it('sends the language, store, delivery type and bearer token in force at the time of the call', async () => {
  $language.set('lt');
  updateCart({ store_id: 3, delivery_type: 'delivery' });
  logIn({ id: 1, token: 't0k', name: 'Ana', delivery_addresses: [] });
  await api().get('public/menus').json();
  const request = sentRequest();
  expect(request.headers.get('Content-Language')).toBe('lt');
  expect(request.headers.get('X-Store-Id')).toBe('3');
  expect(request.headers.get('X-Delivery-Type')).toBe('delivery');
  expect(request.headers.get('Authorization')).toBe('Bearer t0k');
});

it('retries a failed GET the way ky does by default', async () => {
  fetchMock
    .mockResolvedValueOnce(new Response('', { status: 503 }))
    .mockResolvedValueOnce(new Response('', { status: 503 }))
    .mockResolvedValueOnce(Response.json({ menus: [] }));
  await expect(api().get('public/menus').json()).resolves.toEqual({ menus: [] });
  expect(fetchMock).toHaveBeenCalledTimes(3);
  expect($notifications.get()).toEqual([]);
});

it('never retries a POST, which may already have changed something', async () => {
  fetchMock.mockResolvedValue(new Response('', { status: 503 }));
  await expect(api().post('public/carts', { json: {} }).json()).rejects.toThrow('503');
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('refuses to run before the shell configured it', () => {
  let unconfigured: typeof import('./client') | undefined;
  jest.isolateModules(() => {
    unconfigured = require('./client');
  });
  expect(() => unconfigured!.api()).toThrow('configureApi');
});
