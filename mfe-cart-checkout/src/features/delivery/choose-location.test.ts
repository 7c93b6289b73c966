import { configureApi } from 'shared-contracts/api/client';
import { $cart } from 'shared-contracts/stores/cart';
import { emptyCart } from 'shared-contracts/types/cart';
import { chooseDeliveryLocation, forgetDeliveryLocation, readDeliveryAreaAgain } from './choose-location';

const AREA = {
  id: 2, fee_type: 'fixed' as const, transport_price: 10, min_order_value: 0, min_order_free_transport: null, fees: [], polygon: '[]',
};

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));

it('keeps the last point chosen when the answer for an earlier one arrives after it', async () => {
  $cart.set({ ...emptyCart(), delivery_type: 'delivery' });
  // Each request waits until the test answers it, so the answers can come back out of order.
  const answers: Array<() => void> = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(
    () =>
      new Promise<Response>((resolve) => {
        answers.push(() => resolve(new Response(JSON.stringify({ store_id: 2, delivery_area: AREA }), { headers: { 'content-type': 'application/json' } })));
      }),
  );
  try {
    const first = chooseDeliveryLocation('Splaiul Independenței 5', { lat: 44.43, lng: 26.1 });
    const second = chooseDeliveryLocation('Splaiul Independenței 5', { lat: 44.44, lng: 26.1 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answers).toHaveLength(2);
    answers[1]!();
    await expect(second).resolves.toBe(true);
    answers[0]!();
    await expect(first).resolves.toBe(false);
    expect($cart.get().geolocation).toEqual({ lat: 44.44, lng: 26.1 });
    expect($cart.get().delivery_area).toEqual(AREA);
  } finally {
    spy.mockRestore();
  }
});

it('an earlier choice whose area could not be asked for is no longer news once a later one is made; the latest one failing is', async () => {
  $cart.set({ ...emptyCart(), delivery_type: 'delivery' });
  const answers: Array<(status: number) => void> = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(
    () =>
      new Promise<Response>((resolve) => {
        answers.push((status) => resolve(new Response(JSON.stringify(status === 200 ? { store_id: 2, delivery_area: AREA } : { message: 'No.' }), { status, headers: { 'content-type': 'application/json' } })));
      }),
  );
  try {
    const first = chooseDeliveryLocation('Splaiul Independenței 5', { lat: 44.43, lng: 26.1 });
    const second = chooseDeliveryLocation('Splaiul Independenței 5', { lat: 44.44, lng: 26.1 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // 400: not asked again (no retry), so each choice makes one request.
    answers[0]!(400);
    await expect(first).resolves.toBe(false);
    answers[1]!(400);
    await expect(second).rejects.toThrow();
  } finally {
    spy.mockRestore();
  }
});

describe('readDeliveryAreaAgain', () => {
  const answer = (body: unknown) => jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));

  it("takes the area and store of the cart's point as they are now", async () => {
    $cart.set({ ...emptyCart(), delivery_type: 'delivery', store_id: 1, address: 'Strada Lipscani 21', geolocation: { lat: 44.43, lng: 26.1 }, delivery_area: AREA, transport_price: 10 });
    const spy = answer({ store_id: 2, delivery_area: { ...AREA, transport_price: 12 } });
    try {
      await readDeliveryAreaAgain();
      expect($cart.get()).toMatchObject({ store_id: 2, delivery_area: { ...AREA, transport_price: 12 }, transport_price: 12, address: 'Strada Lipscani 21' });
    } finally {
      spy.mockRestore();
    }
  });

  it('leaves a point chosen meanwhile, and a cart at pickup, as they are', async () => {
    $cart.set({ ...emptyCart(), delivery_type: 'delivery', store_id: 1, address: 'Strada Lipscani 21', geolocation: { lat: 44.43, lng: 26.1 }, delivery_area: AREA, transport_price: 10 });
    const spy = answer({ store_id: 2, delivery_area: null });
    try {
      const reading = readDeliveryAreaAgain();
      forgetDeliveryLocation();
      await reading;
      expect($cart.get()).toMatchObject({ store_id: 1, geolocation: null });

      $cart.set({ ...emptyCart(), delivery_type: 'pickup', store_id: 1, geolocation: { lat: 44.43, lng: 26.1 }, delivery_area: AREA });
      await readDeliveryAreaAgain();
      expect($cart.get()).toMatchObject({ store_id: 1, delivery_area: AREA });
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
});
