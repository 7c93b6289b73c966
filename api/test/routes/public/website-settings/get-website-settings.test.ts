import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date('2026-11-25T10:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

function settings(query = '', headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `/public/website-settings${query}`, headers });
}

test('answers every settings field of the brand, with menus, categories and the spec defaults', async () => {
  const res = await settings('?device=mobile');
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(Object.keys(body).sort()).toEqual(
    [
      'website', 'localization', 'delivery_time', 'pickup_time', 'pages', 'stores', 'shop_status', 'trackers',
      'external_resources', 'company_name', 'has_banners', 'banners', 'loyalty', 'has_vouchers', 'has_referrals', 'show_pages',
      'footer_content', 'meta_tags', 'assets_url', 'accept_webp', 'has_allergens', 'social_media', 'menus',
      'categories', 'store_id', 'design_settings',
    ].sort(),
  );
  expect(body.website).toMatchObject({
    name: 'Casa Aurora',
    color: '#b3261e',
    logo: 'logo.svg',
    background: 'backgrounds/mobile.svg',
    allow_ordering: true,
    cutlery: 1,
  });
  expect(body.localization).toMatchObject({ currency: 'RON', country_code: 'RO', time_zone: 'Europe/Bucharest', language: 'en' });
  expect(body.localization.delivery_areas).toHaveLength(2);
  expect(body.delivery_time).toBe(45);
  expect(body.pickup_time).toBe(20);
  expect(body.show_pages).toEqual({ about_us: true, events: true, reservations: true, jobs: false });
  expect(body.design_settings).toEqual({ about_us: true, events: true, reservations: true, jobs: false, footer_content: body.footer_content });
  expect(body.loyalty).toEqual({ active: 1 });
  expect(body).toMatchObject({ has_vouchers: true, has_referrals: true, has_allergens: true, has_banners: true, store_id: null });
  expect(body.banners).toHaveLength(2);
  expect(body.pages.map((p: { type: string }) => p.type)).toEqual(['about_us', 'terms', 'privacy', 'cookies']);
  expect(body.stores.map((s: { url: string }) => s.url)).toEqual(['old-town', 'riverside']);
  expect(body.stores[0].opening_hours.length).toBeGreaterThan(0);
  expect(body.menus).toHaveLength(3);
  expect(body.categories).toHaveLength(8);
  expect(body.shop_status.delivery_now).toBe(true);
  expect(body.assets_url).toBe('http://localhost:80/assets');
});

test('falls back to the spec §9 defaults when the brand leaves settings unset', async () => {
  const unset = {
    time_zone: null, show_jobs: null, allow_ordering: null, delivery_time: null, pickup_time: null, cutlery: null,
    show_about_us: null, show_events: null, show_reservations: null,
  };
  const brand = await t.app.db.selectFrom('website').select(Object.keys(unset) as (keyof typeof unset)[]).where('id', '=', 1).executeTakeFirstOrThrow();
  await t.app.db.updateTable('website').set(unset).execute();
  const body = (await settings()).json();
  await t.app.db.updateTable('website').set(brand).where('id', '=', 1).execute();
  expect(body.localization.time_zone).toBe('GMT');
  expect(body.show_pages).toEqual({ about_us: true, events: true, reservations: true, jobs: false });
  expect(body.website.allow_ordering).toBe(true);
  expect(body.website.cutlery).toBe(0);
  expect(body).toMatchObject({ delivery_time: 0, pickup_time: 0 });
  await t.app.db.updateTable('website').set({ time_zone: 'Europe/Bucharest', show_jobs: true, allow_ordering: false }).execute();
  const changed = (await settings()).json();
  expect(changed.show_pages.jobs).toBe(true);
  expect(changed.website.allow_ordering).toBe(false);
  await t.app.db.updateTable('website').set({ show_jobs: null, allow_ordering: null }).execute();
});

// Spec §9: a referral code is asked for only where it earns its referrer points.
test('says a referral earns points only while loyalty is on and a referral is worth more than 0 points', async () => {
  const referralPoints = async () => (await t.app.db.selectFrom('loyalty_settings').select('referral_points').executeTakeFirstOrThrow()).referral_points;
  const seeded = await referralPoints();
  expect(seeded).toBeGreaterThan(0);
  try {
    await t.app.db.updateTable('loyalty_settings').set({ referral_points: 0 }).execute();
    const none = (await settings()).json();
    expect(none.loyalty).toEqual({ active: 1 });
    expect(none.has_referrals).toBe(false);
    await t.app.db.updateTable('loyalty_settings').set({ referral_points: seeded }).execute();
    await t.app.db.updateTable('website').set({ loyalty_active: 0 }).where('id', '=', 1).execute();
    expect((await settings()).json().has_referrals).toBe(false);
  } finally {
    await t.app.db.updateTable('loyalty_settings').set({ referral_points: seeded }).execute();
    await t.app.db.updateTable('website').set({ loyalty_active: 1 }).where('id', '=', 1).execute();
  }
  expect((await settings()).json().has_referrals).toBe(true);
});

test('texts come in the requested language, falling back to English field by field', async () => {
  const es = (await settings('?translate_language=es')).json();
  expect(es.menus.map((m: { name: string }) => m.name)).toEqual(['Comida', 'Bebidas', 'Postres']);
  expect(es.pages[0].title).toBe('Sobre nosotros');
  const ro = await settings('?translate_language=ro');
  expect(ro.headers['content-language']).toBe('ro');
  expect(ro.json().menus.map((m: { name: string }) => m.name)).toEqual(['Mâncare', 'Băuturi', 'Deserturi']);
  // A name with no Romanian (the Desserts menu's, taken out here) reads in English; the others stay Romanian.
  const desserts = (await t.app.db.selectFrom('menus').select('name').where('id', '=', 3).executeTakeFirstOrThrow()).name;
  const { ro: _ro, ...withoutRomanian } = desserts;
  await t.app.db.updateTable('menus').set({ name: JSON.stringify(withoutRomanian) }).where('id', '=', 3).execute();
  try {
    expect((await settings('?translate_language=ro')).json().menus.map((m: { name: string }) => m.name)).toEqual(['Mâncare', 'Băuturi', 'Desserts']);
  } finally {
    await t.app.db.updateTable('menus').set({ name: JSON.stringify(desserts) }).where('id', '=', 3).execute();
  }
});

test('meta tags (the page title, description and keywords) come in the requested language', async () => {
  const metaTags = async (language: string) => (await settings(`?translate_language=${language}`)).json().meta_tags;
  expect((await metaTags('en')).title).toBe('Casa Aurora: order pizza, pasta and more in Bucharest');
  expect(await metaTags('es')).toEqual({
    title: 'Casa Aurora: pide pizza, pasta y más en Bucarest',
    description: 'Pide en línea a domicilio o para recoger en Casa Aurora Old Town y Riverside.',
    keywords: 'pizza, pasta, hamburguesas, a domicilio, Bucarest',
  });
  expect((await metaTags('lt')).title).toBe('Casa Aurora: užsisakykite picą, makaronus ir dar daugiau Bukarešte');
  expect((await metaTags('ro')).title).toBe('Casa Aurora: comandă pizza, paste și multe altele în București');
  // A text the brand did not translate falls back to English, field by field.
  const stored = (await t.app.db.selectFrom('website').select('meta_tags').where('id', '=', 1).executeTakeFirstOrThrow()).meta_tags;
  const { ro: _ro, ...withoutRomanian } = stored.description;
  await t.app.db
    .updateTable('website')
    .set({ meta_tags: JSON.stringify({ ...stored, description: withoutRomanian }) })
    .where('id', '=', 1)
    .execute();
  try {
    const ro = await metaTags('ro');
    expect(ro.title).toBe('Casa Aurora: comandă pizza, paste și multe altele în București');
    expect(ro.description).toBe('Order online for delivery or pickup from Casa Aurora Old Town and Riverside.');
  } finally {
    await t.app.db.updateTable('website').set({ meta_tags: JSON.stringify(stored) }).where('id', '=', 1).execute();
  }
});

test('without translate_language the Content-Language header decides, else English', async () => {
  const lt = await settings('', { 'content-language': 'lt-LT' });
  expect(lt.json().menus[0].name).toBe('Maistas');
  expect(lt.headers['content-language']).toBe('lt');
  const unknown = await settings('?translate_language=fr');
  expect(unknown.json().menus[0].name).toBe('Food');
});

test('store_url picks the store and its shop status; an unknown one is a 404', async () => {
  const riverside = (await settings('?store_url=riverside')).json();
  expect(riverside.store_id).toBe(2);
  const missing = await settings('?store_url=moon-base');
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Store "moon-base" not found.' });
});

test('a device other than mobile or desktop is refused with a readable message', async () => {
  const res = await settings('?device=tablet');
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    statusCode: 400,
    error: 'Bad Request',
    message: 'Query parameter "device" must be one of: mobile, desktop.',
  });
});

test('ASSETS_URL overrides where pictures come from', async () => {
  const other = await buildTestApp({ assetsUrl: 'https://cdn.example/aurora' });
  try {
    const body = (await other.app.inject({ method: 'GET', url: '/public/website-settings' })).json();
    expect(body.assets_url).toBe('https://cdn.example/aurora');
  } finally {
    await other.close();
  }
});
