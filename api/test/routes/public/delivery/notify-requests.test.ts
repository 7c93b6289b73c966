import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { tellDeliveredAddresses } from '../../../../src/domain/delivery-areas/delivered-now-round';

// Pipera (north of every seeded area) is not delivered to; the Old Town area holds 44.4316, 26.1005.
const PIPERA = { lat: 44.505, lng: 26.12 };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

let caller = 0;
function ask(payload: object, language = 'lt') {
  caller += 1;
  return t.app.inject({
    method: 'POST', url: '/public/delivery-areas/notify-requests', payload,
    headers: { 'content-language': language }, remoteAddress: `10.2.0.${caller}`,
  });
}

async function requests() {
  return t.app.db.selectFrom('delivery_notify_requests').select(['email', 'address', 'lat', 'lng', 'language']).execute();
}

function mailsTo(recipient: string) {
  return t.app.db.selectFrom('outbox').select(['subject', 'body']).where('recipient', '=', recipient).execute();
}

/** Runs `during` while Old Town has an area around Pipera (44.49 to 44.52, 26.10 to 26.14). */
async function withPiperaArea(during: () => Promise<void>): Promise<void> {
  const ring = [[44.49, 26.1], [44.49, 26.14], [44.52, 26.14], [44.52, 26.1], [44.49, 26.1]].map(([lat, lng]) => ({ lat, lng }));
  await t.app.db
    .insertInto('delivery_areas')
    .values({ id: 900, store_id: 1, fee_type: 'fixed', transport_price: 10, min_order_value: 0, min_order_free_transport: null, fees: '[]', polygon: JSON.stringify({ coordinates: [ring] }) })
    .execute();
  try {
    await during();
  } finally {
    await t.app.db.deleteFrom('delivery_areas').where('id', '=', 900).execute();
  }
}

test('an e-mail left for an address outside every area is stored once, in the visitor language', async () => {
  const res = await ask({ email: ' Ana@Example.com ', address: 'Șoseaua Pipera 10, București', geolocation: PIPERA });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ email: 'ana@example.com' });
  expect((await ask({ email: 'ana@example.com', address: 'Șoseaua Pipera 10, București', geolocation: PIPERA })).statusCode).toBe(200);
  expect(await requests()).toEqual([{ email: 'ana@example.com', address: 'Șoseaua Pipera 10, București', lat: 44.505, lng: 26.12, language: 'lt' }]);
});

test('asking again for the same place, however typed, is answered as taken and stores nothing more', async () => {
  const first = { email: 'vlad@example.com', address: 'Șoseaua Pipera 12, București', geolocation: { lat: 44.506, lng: 26.121 } };
  expect((await ask(first)).statusCode).toBe(200);
  // The same point with the address typed otherwise, in capitals: the customer is on the list already.
  const again = await ask({ ...first, email: 'VLAD@Example.com', address: 'Sos. Pipera nr. 12' }, 'en');
  expect(again.statusCode).toBe(200);
  expect(again.json()).toEqual({ email: 'vlad@example.com' });
  // The marker nudged some 20 m, to the door: the same place.
  expect((await ask({ ...first, address: 'Pipera 12, scara B', geolocation: { lat: 44.50615, lng: 26.12115 } })).statusCode).toBe(200);
  expect((await requests()).filter((request) => request.email === 'vlad@example.com')).toEqual([
    { email: 'vlad@example.com', address: 'Șoseaua Pipera 12, București', lat: 44.506, lng: 26.121, language: 'lt' },
  ]);
  // Another place a kilometre away is another request.
  expect((await ask({ ...first, address: 'Pipera 90', geolocation: { lat: 44.515, lng: 26.121 } })).statusCode).toBe(200);
  expect((await requests()).filter((request) => request.email === 'vlad@example.com')).toHaveLength(2);
});

test('a bad e-mail, an address already delivered to, or a missing point are refused and store nothing', async () => {
  const before = (await requests()).length;
  const bad = await ask({ email: 'ana@', address: 'Pipera 10', geolocation: PIPERA });
  expect(bad.statusCode).toBe(422);
  expect(bad.json().message).toBe('Neteisingas el. pašto adresas.');
  expect((await ask({ email: 'ana@', address: 'Pipera 10', geolocation: PIPERA }, 'en')).json().message).toBe('Your email address is invalid.');
  const lipscani = { email: 'dan@example.com', address: 'Strada Lipscani 20', geolocation: { lat: 44.4316, lng: 26.1005 } };
  const delivered = await ask(lipscani);
  expect(delivered.statusCode).toBe(422);
  expect(delivered.json().message).toBe('Šiuo adresu jau pristatome – galite užsisakyti dabar.');
  expect((await ask(lipscani, 'en')).json().message).toBe('We already deliver to this address: you can order now.');
  expect((await ask(lipscani, 'ro')).json().message).toBe('Livrăm deja la această adresă: poți comanda acum.');
  expect((await ask({ email: 'dan@example.com', address: 'Pipera 10' })).statusCode).toBe(400);
  const noAddress = await ask({ email: 'dan@example.com', address: '   ', geolocation: PIPERA }, 'es');
  expect(noAddress.statusCode).toBe(422);
  expect(noAddress.json().message).toBe('Introduce tu dirección.');
  expect((await requests()).length).toBe(before);
});

test('once an area holds a requested address, its customer is e-mailed once, in their language, and the request is forgotten', async () => {
  const email = 'lucia@example.com';
  const farther = { email: 'far@example.com', address: 'Snagov 1', geolocation: { lat: 44.7, lng: 26.17 } };
  expect((await ask({ email, address: 'Șoseaua Pipera 10, București', geolocation: PIPERA }, 'es')).statusCode).toBe(200);
  expect((await ask(farther)).statusCode).toBe(200);
  const waiting = async () => (await requests()).map((request) => request.email).sort();

  // No area holds Pipera yet: nobody is written to.
  await tellDeliveredAddresses(t.app);
  expect(await mailsTo(email)).toEqual([]);
  expect(await waiting()).toEqual(expect.arrayContaining([email, farther.email]));

  await withPiperaArea(async () => {
    // Drawn for a store that does not deliver (yet): no promise is kept, nobody is written to.
    await t.app.db.updateTable('stores').set({ has_delivery: false }).where('id', '=', 1).execute();
    try {
      await tellDeliveredAddresses(t.app);
    } finally {
      await t.app.db.updateTable('stores').set({ has_delivery: true }).where('id', '=', 1).execute();
    }
    expect(await mailsTo(email)).toEqual([]);
    await tellDeliveredAddresses(t.app);
    await tellDeliveredAddresses(t.app);
  });
  const shop = (await t.app.repositories.website.website()).name;
  const mails = await mailsTo(email);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toBe(`${shop} ya hace entregas en tu dirección`);
  expect(mails[0]!.body).toContain(`cuando ${shop} entregara en tu dirección. Ya lo hace: puedes pedir a domicilio en ${t.app.shopUrl}/`);
  // The address as typed is anyone's text: the shop's e-mail does not carry it.
  expect(mails[0]!.body).not.toContain('Pipera');
  // Answered requests are forgotten; the Snagov one still waits for its area.
  expect(await waiting()).not.toContain(email);
  expect(await waiting()).toContain(farther.email);
  expect(await mailsTo(farther.email)).toEqual([]);
});

test('however many of its requests an area now holds, an e-mail address is written to once, and all of them are forgotten', async () => {
  const email = 'flooded@example.com';
  const places = [{ lat: 44.495, lng: 26.11 }, { lat: 44.5, lng: 26.125 }, { lat: 44.515, lng: 26.135 }];
  for (const [n, geolocation] of places.entries()) expect((await ask({ email, address: `Pipera ${n}`, geolocation }, n === 2 ? 'ro' : 'en')).statusCode).toBe(200);
  expect((await ask({ email, address: 'Snagov 1', geolocation: { lat: 44.7, lng: 26.17 } })).statusCode).toBe(200);
  await withPiperaArea(async () => {
    await tellDeliveredAddresses(t.app);
    await tellDeliveredAddresses(t.app);
  });
  const mails = await mailsTo(email);
  expect(mails).toHaveLength(1);
  // In the language of the latest request.
  expect(mails[0]!.subject).toContain('livrează acum la adresa ta');
  // The Snagov request, not delivered to, still waits.
  expect((await requests()).filter((request) => request.email === email).map((request) => request.address)).toEqual(['Snagov 1']);
});

test('an address in the area of a store that does not deliver (yet) is not delivered to: the e-mail is taken', async () => {
  const lipscani = { email: 'mara@example.com', address: 'Strada Lipscani 20', geolocation: { lat: 44.4316, lng: 26.1005 } };
  await t.app.db.updateTable('stores').set({ has_delivery: false }).execute();
  try {
    expect((await ask(lipscani, 'en')).json()).toEqual({ email: 'mara@example.com' });
  } finally {
    await t.app.db.updateTable('stores').set({ has_delivery: true }).execute();
  }
  expect((await requests()).map((request) => request.email)).toContain('mara@example.com');
});
