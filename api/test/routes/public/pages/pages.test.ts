import { buildTestApp, type TestApp } from '../../../helpers/test-app';

describe('GET /public/pages/{key}', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({ devRoutes: true });
  });
  afterAll(() => subject.close());

  it('answers a legal page in the asked language, English where a translation is missing', async () => {
    const lt = await subject.app.inject({ method: 'GET', url: '/public/pages/terms?translate_language=lt' });
    expect(lt.json()).toMatchObject({ type: 'terms', title: 'Taisyklės ir sąlygos', language: 'lt' });
    expect(lt.json().body).toContain('PVM');
    // A page with no Romanian (the privacy policy's title and body, taken out here) reads in English.
    const db = subject.app.db;
    const title = (await db.selectFrom('pages').select('title').where('id', '=', 3).executeTakeFirstOrThrow()).title;
    const body = (await db.selectFrom('page_contents').select('body').where('page_id', '=', 3).executeTakeFirstOrThrow()).body;
    const { ro: _title, ...titleWithoutRomanian } = title;
    const { ro: _body, ...bodyWithoutRomanian } = body;
    await db.updateTable('pages').set({ title: JSON.stringify(titleWithoutRomanian) }).where('id', '=', 3).execute();
    await db.updateTable('page_contents').set({ body: JSON.stringify(bodyWithoutRomanian) }).where('page_id', '=', 3).execute();
    try {
      const ro = await subject.app.inject({ method: 'GET', url: '/public/pages/privacy', headers: { 'content-language': 'ro' } });
      expect(ro.json()).toMatchObject({ title: 'Privacy policy', body: body.en });
      // Said to be English, as it is, so a screen reader does not read it with Romanian sounds.
      expect(ro.json().language).toBe('en');
      expect(ro.headers['content-language']).toBe('en');
    } finally {
      await db.updateTable('pages').set({ title: JSON.stringify(title) }).where('id', '=', 3).execute();
      await db.updateTable('page_contents').set({ body: JSON.stringify(body) }).where('page_id', '=', 3).execute();
    }
  });

  it('finds the cookie policy by its url and a page by type, url and id', async () => {
    expect((await subject.app.inject({ method: 'GET', url: '/public/pages/cookie-policy' })).json().type).toBe('cookies');
    expect((await subject.app.inject({ method: 'GET', url: '/public/pages/about_us?id=1' })).json().url).toBe('about-us');
    expect((await subject.app.inject({ method: 'GET', url: '/public/pages/about_us?id=2' })).statusCode).toBe(404);
    expect((await subject.app.inject({ method: 'GET', url: '/public/pages/nothing' })).json().message).toBe('There is no page "nothing".');
  });

  it('answers 404 for about us while the brand hides it', async () => {
    await subject.app.inject({ method: 'PUT', url: '/dev/show-pages', payload: { about_us: 'hidden' } });
    expect((await subject.app.inject({ method: 'GET', url: '/public/pages/about_us' })).statusCode).toBe(404);
    await subject.app.inject({ method: 'PUT', url: '/dev/show-pages', payload: { about_us: 'default' } });
  });
});
