import { emptyCart } from '../types/cart';
import { $cart, updateCart } from '../stores/cart';
import { $notifications, noticeText } from '../stores/notifications';
import { $user, logIn } from '../stores/user';
import { api, configureApi } from './client';
import { DataProcessingError } from './error-catalogue';
import { setNavigator } from './navigation';

let fetchMock: jest.SpiedFunction<typeof fetch>;
const navigate = jest.fn<void, [string]>();

function answer(status: number, body?: unknown): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  fetchMock.mockResolvedValue(new Response(text, { status, headers: { 'content-type': 'application/json' } }));
}

function notices(): { message: string; kind: string; position: string; timeout: number }[] {
  return $notifications.get().map((notice) => ({ message: noticeText(notice), kind: notice.kind, position: notice.position, timeout: notice.timeout }));
}

beforeEach(() => {
  configureApi({ apiUrl: 'http://api.test/' });
  setNavigator(navigate);
  fetchMock = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  jest.restoreAllMocks();
  navigate.mockReset();
  $notifications.set([]);
  $cart.set(emptyCart());
});

it('401: logs out and goes to the login page, saying why', async () => {
  logIn({ id: 1, token: 'expired', name: 'Ana', delivery_addresses: [] });
  updateCart({ name: 'Ana', phone: '0700' });
  answer(401, { message: 'You have been signed out. Please sign in again.' });
  await expect(api().get('account/orders')).rejects.toThrow('401');
  expect($user.get().token).toBeNull();
  expect($cart.get().phone).toBe('');
  expect(navigate).toHaveBeenCalledWith('/auth/login');
  expect(notices()).toEqual([{ kind: 'warning', message: 'You have been signed out. Please sign in again.', position: 'top', timeout: 5000 }]);
});

it('401 without a sentence: logs out with no notice', async () => {
  logIn({ id: 1, token: 'expired', name: 'Ana', delivery_addresses: [] });
  answer(401, {});
  await expect(api().get('account/orders')).rejects.toThrow('401');
  expect($user.get().token).toBeNull();
  expect(notices()).toEqual([]);
});

it('401 on a page: the sign-in screen is told to come back to it', async () => {
  window.history.pushState(null, '', '/account/orders?page=2');
  logIn({ id: 1, token: 'revoked', name: 'Ana', delivery_addresses: [] });
  answer(401, { message: 'Unauthorized' });
  await expect(api().get('account/orders')).rejects.toThrow('401');
  expect(navigate).toHaveBeenCalledWith('/auth/login?next=%2Faccount%2Forders%3Fpage%3D2');
  window.history.pushState(null, '', '/auth/login');
  navigate.mockReset();
  await expect(api().post('auth/login')).rejects.toThrow('401');
  expect(navigate).toHaveBeenCalledWith('/auth/login');
  window.history.pushState(null, '', '/');
});

it('403: says so with the method and URL, for 7 seconds', async () => {
  answer(403, { message: 'Forbidden' });
  await expect(api().post('account/vouchers')).rejects.toThrow('403');
  expect(notices()).toEqual([
    {
      message: 'You do not have access to this section, try logging out and back in (POST http://api.test/account/vouchers)',
      kind: 'error',
      position: 'top',
      timeout: 7000,
    },
  ]);
});

it('404: goes to the homepage', async () => {
  answer(404, { message: 'Not found' });
  await expect(api().post('public/check-redirect')).rejects.toThrow('404');
  expect(navigate).toHaveBeenCalledWith('/');
  expect(notices()).toEqual([]);
});

it('422: leaves the message to the form', async () => {
  answer(422, { message: 'email: invalid' });
  await expect(api().post('auth/register')).rejects.toThrow('422');
  expect(notices()).toEqual([]);
  expect(navigate).not.toHaveBeenCalled();
});

it('524: the command may have been executed', async () => {
  answer(524);
  await expect(api().post('orders')).rejects.toThrow('524');
  expect(notices()[0]?.message).toBe('The command may have been executed; check and retry if it was not.');
});

it("other errors: the server's message on top, in red", async () => {
  answer(409, { statusCode: 409, error: 'Conflict', message: 'This voucher was already used.' });
  await expect(api().post('public/vouchers')).rejects.toThrow('409');
  expect(notices()).toEqual([{ message: 'This voucher was already used.', kind: 'error', position: 'top', timeout: 5000 }]);
});

it('other errors without a message: unknown error, said once after ky gave up retrying', async () => {
  fetchMock.mockImplementation(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
  await expect(api().get('public/menus')).rejects.toThrow('502');
  expect(fetchMock).toHaveBeenCalledTimes(3);
  expect(notices().map((n) => n.message)).toEqual(['Unknown error, please contact us.']);
});

it('no response: asks to check the connection, once across retries', async () => {
  fetchMock.mockRejectedValue(new TypeError('fetch failed'));
  await expect(api().get('public/menus')).rejects.toThrow('fetch failed');
  expect(fetchMock).toHaveBeenCalledTimes(3);
  expect(notices()).toEqual([
    { message: 'Please check your internet connection.', kind: 'error', position: 'top', timeout: 5000 },
  ]);
});

it('a caller that aborts is not told about its connection', async () => {
  const controller = new AbortController();
  fetchMock.mockImplementation(async (input) => {
    controller.abort();
    throw (input as Request).signal.reason;
  });
  await expect(api().post('public/carts', { signal: controller.signal })).rejects.toThrow();
  expect(notices()).toEqual([]);
});

it('an answer that is not JSON: data processing error, and the call fails', async () => {
  fetchMock.mockResolvedValue(new Response('{"menus": [', { headers: { 'content-type': 'application/json' } }));
  await expect(api().get('public/menus').json()).rejects.toBeInstanceOf(DataProcessingError);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(notices().map((n) => n.message)).toEqual(['Data processing error.']);
});

it('a quiet call shows nothing and navigates nowhere', async () => {
  answer(404, { message: 'Not found' });
  await expect(api().get('public/carts', { context: { quiet: true } })).rejects.toThrow('404');
  fetchMock.mockRejectedValue(new TypeError('fetch failed'));
  await expect(api().post('public/carts', { context: { quiet: true } })).rejects.toThrow('fetch failed');
  expect(navigate).not.toHaveBeenCalled();
  expect(notices()).toEqual([]);
});
