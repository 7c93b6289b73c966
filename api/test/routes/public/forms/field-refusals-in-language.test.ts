import { buildTestApp, type TestApp } from '../../../helpers/test-app';

/**
 * Spec §5 name and e-mail rules on the server: a form sent past the browser's checks is refused
 * with a 422 in the request's language (as the browser would have said it), and nothing is kept.
 */
const message = { store_url: 'riverside', name: 'Ana Popescu', email: 'ana@example.com', phone: '', message: 'Do you have a high chair?' };

describe('form field refusals in the request language', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(() => subject.close());

  async function refusal(language: string, bad: object) {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/public/contact-messages',
      headers: { 'content-language': language },
      payload: { ...message, ...bad },
    });
    expect(response.statusCode).toBe(422);
    // Whatever the language, the answer names the field the sentence is about.
    expect(Object.keys(bad)).toContain(response.json().field);
    return response.json().message as string;
  }

  it.each([
    ['es', { name: ' ' }, 'Introduce tu nombre completo.'],
    ['es', { email: 'ana@' }, 'Tu dirección de correo electrónico no es válida.'],
    ['lt', { name: '' }, 'Įveskite vardą ir pavardę.'],
    ['lt', { email: 'ana.example.com' }, 'Neteisingas el. pašto adresas.'],
    ['ro', { name: '' }, 'Introdu numele complet.'],
    ['ro', { email: 'ana@example' }, 'Adresa de e-mail nu este validă.'],
    ['es', { phone: 'abc' }, 'Introduce tu número de teléfono: de 6 a 15 cifras, con espacios o guiones entre ellas si quieres (puede empezar con +).'],
    ['lt', { message: ' ' }, 'Parašykite žinutę.'],
    ['en', { email: 'ana@' }, 'Your email address is invalid.'],
  ])('%s: refuses %j with the sentence the form shows', async (language, bad, text) => {
    expect(await refusal(language, bad)).toBe(text);
  });

  it('keeps nothing and sends nothing for a refused form', async () => {
    const before = await subject.app.repositories.outbox.list({ recipient: 'riverside@casa-aurora.example', limit: 50 });
    await refusal('ro', { email: 'not-an-address' });
    expect(await subject.app.repositories.outbox.list({ recipient: 'riverside@casa-aurora.example', limit: 50 })).toHaveLength(before.length);
  });
});
