import { FIELD_PROBLEM_MESSAGES } from 'shared-contracts/forms/person-fields';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

const message = { store_url: 'riverside', name: 'Ana Popescu', email: 'ana@example.com', phone: '', message: 'Do you have a high chair?' };

describe('POST /public/contact-messages', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(() => subject.close());

  it('keeps the message and forwards it to that store only', async () => {
    const response = await subject.app.inject({ method: 'POST', url: '/public/contact-messages', payload: message });
    expect(response.statusCode).toBe(200);
    const [mail] = await subject.app.repositories.outbox.list({ recipient: 'riverside@casa-aurora.example', limit: 5 });
    expect(mail!.body).toContain('Do you have a high chair?');
    expect(await subject.app.repositories.outbox.list({ recipient: 'oldtown@casa-aurora.example', limit: 5 })).toHaveLength(0);
  });

  it("writes to the staff in the restaurant's language, as bookings and applications are", async () => {
    await subject.app.db.updateTable('website').set({ language: 'es' }).execute();
    try {
      await subject.app.inject({ method: 'POST', url: '/public/contact-messages', payload: { ...message, phone: '0722 111 222' }, remoteAddress: '10.9.9.8' });
      const [mail] = await subject.app.repositories.outbox.list({ recipient: 'riverside@casa-aurora.example', limit: 1 });
      expect(mail!.subject).toBe('Mensaje de Ana Popescu (formulario de contacto)');
      expect(mail!.body).toMatch(/^Ha llegado un mensaje por el formulario de contacto de Casa Aurora Riverside\.\n\nNombre: Ana Popescu\nCorreo electrónico: ana@example\.com\nTeléfono: 0722 111 222\nMensaje: Do you have a high chair\?$/);
    } finally {
      await subject.app.db.updateTable('website').set({ language: 'en' }).execute();
    }
  });

  it('sent again with the key of its form fill, it is the first message: stored once, forwarded once', async () => {
    const once = { ...message, message: 'Is the terrace open in winter?' };
    const send = (key: string) =>
      subject.app.inject({ method: 'POST', url: '/public/contact-messages', payload: once, headers: { 'idempotency-key': key }, remoteAddress: '10.9.9.7' });
    const [first, second] = await Promise.all([send('contact-fill-1'), send('contact-fill-1')]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().id).toBe(first.json().id);
    const stored = await subject.app.db.selectFrom('contact_messages').select('id').where('message', '=', once.message).execute();
    expect(stored).toHaveLength(1);
    const told = await subject.app.repositories.outbox.list({ recipient: 'riverside@casa-aurora.example', limit: 50 });
    expect(told.filter((mail) => mail.body.includes(once.message))).toHaveLength(1);
    // Another fill is another message.
    expect((await send('contact-fill-2')).json().id).not.toBe(first.json().id);
  });

  it.each([
    [{ message: '  ' }, 422, 'Please write your message.'],
    [{ name: '' }, 422, 'Please enter your full name.'],
    [{ name: '😀😀 🍕' }, 422, 'Please enter your full name.'],
    [{ phone: 'abc' }, 422, FIELD_PROBLEM_MESSAGES.phone],
    [{ website: 'spam' }, 422, 'This form could not be sent.'],
    [{ store_url: 'nowhere' }, 404, 'There is no store "nowhere".'],
  ])('refuses %j', async (bad, status, text) => {
    const response = await subject.app.inject({ method: 'POST', url: '/public/contact-messages', payload: { ...message, ...bad } });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(text);
  });

  it.each(['Ștefan Popa', '李雷', "Dara O'Brien", 'Jean-Luc Picard'])('takes the name %s', async (name) => {
    const response = await subject.app.inject({ method: 'POST', url: '/public/contact-messages', payload: { ...message, name }, remoteAddress: '10.9.9.9' });
    expect(response.statusCode).toBe(200);
  });
});
