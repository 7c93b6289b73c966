import { configureApi } from '../api/client';
import type { ShopStatus } from '../types/shop-status';
import { $notifications } from './notifications';
import { $shopStatus, refreshShopStatus } from './shop-status';

const open: ShopStatus = {
  delivery_now: true,
  pickup_now: true,
  delivery_later: true,
  pickup_later: true,
  has_delivery: true,
  has_pickup: true,
  someone_has_delivery: true,
  someone_has_pickup: true,
  message: '',
  only_later_hours: false,
  only_later_hours_pickup: false,
};

let fetchMock: jest.SpiedFunction<typeof fetch>;

beforeEach(() => {
  configureApi({ apiUrl: 'http://api.test/' });
  fetchMock = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => jest.restoreAllMocks());

it('refreshes the shop status from the server', async () => {
  fetchMock.mockResolvedValue(Response.json(open));
  await refreshShopStatus();
  expect($shopStatus.get()).toEqual(open);
  expect((fetchMock.mock.calls[0]?.[0] as Request).url).toBe('http://api.test/public/website-settings/shop-status');
});

it('ignores errors without a notice and keeps the last status', async () => {
  $shopStatus.set(open);
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: 'Boom' }), { status: 400 }));
  await refreshShopStatus();
  fetchMock.mockRejectedValue(new TypeError('fetch failed'));
  await refreshShopStatus();
  expect($shopStatus.get()).toEqual(open);
  expect($notifications.get()).toEqual([]);
});

it("keeps the latest request's answer when an earlier one arrives after it (store A, then store B)", async () => {
  const closed: ShopStatus = { ...open, pickup_now: false, delivery_now: false };
  let answerA: (response: Response) => void = () => undefined;
  fetchMock
    .mockImplementationOnce(() => new Promise<Response>((resolve) => (answerA = resolve)))
    .mockResolvedValueOnce(Response.json(open));
  $shopStatus.set(null);
  const storeA = refreshShopStatus();
  const storeB = refreshShopStatus();
  await storeB;
  answerA(Response.json(closed));
  await storeA;
  expect($shopStatus.get()).toEqual(open);
});
