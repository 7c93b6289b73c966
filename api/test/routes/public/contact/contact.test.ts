import { FIELD_PROBLEM_MESSAGES } from 'shared-contracts/forms/person-fields';
import { emailsSentTo } from '../../../helpers/sent-emails';
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

  it('sends the message to the store so that Reply answers the customer, not the shop\'s sending address', async () => {
    const asking = { ...message, email: 'reply-to-me@example.com', message: 'Can I bring a cake?' };
    expect((await subject.app.inject({ method: 'POST', url: '/public/contact-messages', payload: asking, remoteAddress: '10.9.9.5' })).statusCode).toBe(200);
    const mail = (await emailsSentTo(subject.app, 'riverside@casa-aurora.example')).find((m) => m.text.includes('Can I bring a cake?'));
    expect(mail!.replyTo).toBe('reply-to-me@example.com');
  });

  it('refuses a message no one would read (neither the store nor the brand has an e-mail), storing nothing and naming a phone to call', async () => {
    const unread = { ...message, message: 'Is anybody there?' };
    const send = (language: string) =>
      subject.app.inject({ method: 'POST', url: '/public/contact-messages', payload: unread, headers: { 'content-language': language }, remoteAddress: '10.9.9.4' });
    const store = await subject.app.db.selectFrom('stores').select(['email', 'phone']).where('url', '=', 'riverside').executeTakeFirstOrThrow();
    // The shop's brand is the first row (no BRAND_ID here); every row is emptied and put back as it was.
    const brands = await subject.app.db.selectFrom('website').select(['id', 'email', 'phone']).orderBy('id').execute();
    const brand = brands[0]!;
    await subject.app.db.updateTable('stores').set({ email: '' }).where('url', '=', 'riverside').execute();
    await subject.app.db.updateTable('website').set({ email: '' }).execute();
    try {
      const refused = await send('en');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(`Casa Aurora Riverside cannot be reached through this website. Please call ${store.phone}.`);
      expect((await send('ro')).json().message).toBe(`Prin acest site nu se poate lua legătura cu Casa Aurora Riverside. Te rugăm să suni la ${store.phone}.`);
      // A store without a phone of its own names the brand's; with neither, another way.
      await subject.app.db.updateTable('stores').set({ phone: '' }).where('url', '=', 'riverside').execute();
      expect((await send('es')).json().message).toBe(`A través de esta web no se puede contactar con Casa Aurora Riverside. Llama al ${brand.phone}.`);
      await subject.app.db.updateTable('website').set({ phone: '' }).execute();
      expect((await send('lt')).json().message).toBe('Per šią svetainę susisiekti su Casa Aurora Riverside negalima. Susisiekite su restoranu kitu būdu.');
      expect(await subject.app.db.selectFrom('contact_messages').select('id').where('message', '=', unread.message).execute()).toEqual([]);
    } finally {
      await subject.app.db.updateTable('stores').set(store).where('url', '=', 'riverside').execute();
      for (const { id, ...was } of brands) await subject.app.db.updateTable('website').set(was).where('id', '=', id).execute();
    }
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

  it('refuses another message sent under the key of an earlier one, in the visitor\'s language, storing nothing', async () => {
    const send = (body: Record<string, string>, language = 'en') =>
      subject.app.inject({
        method: 'POST', url: '/public/contact-messages', payload: { ...message, ...body },
        headers: { 'idempotency-key': 'contact-reused-1', 'content-language': language }, remoteAddress: '10.9.9.10',
      });
    const first = await send({ message: 'Do you deliver on Sundays?' });
    expect(first.statusCode).toBe(200);
    const other = await send({ message: 'Do you deliver on Mondays?' });
    expect([other.statusCode, other.json().message]).toEqual([422, 'This Idempotency-Key was already sent with another request. Send a new key with this one.']);
    expect((await send({ message: 'Do you deliver on Sundays?', store_url: 'old-town' }, 'lt')).json().message).toBe(
      'Šis Idempotency-Key jau buvo išsiųstas su kita užklausa. Su šia užklausa siųskite naują raktą.',
    );
    expect((await send({ message: 'Do you deliver on Sundays?' })).json().id).toBe(first.json().id);
    const stored = await subject.app.db.selectFrom('contact_messages').select('message').where('idempotency_key', '=', 'contact-reused-1').execute();
    expect(stored).toEqual([{ message: 'Do you deliver on Sundays?' }]);
  });

  it.each([
    [{ message: '  ' }, 422, 'Please write your message.'],
    [{ name: '' }, 422, 'Please enter your full name.'],
    [{ name: '😀😀 🍕' }, 422, 'Please enter your full name.'],
    [{ phone: 'abc' }, 422, FIELD_PROBLEM_MESSAGES.phone],
    [{ website: 'spam' }, 422, 'This form could not be sent.'],
    [{ store_url: 'nowhere' }, 404, 'This restaurant could not be found.'],
  ])('refuses %j', async (bad, status, text) => {
    const response = await subject.app.inject({ method: 'POST', url: '/public/contact-messages', payload: { ...message, ...bad } });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(text);
  });

  it('says a store that is not there in the visitor\'s language', async () => {
    const response = await subject.app.inject({
      method: 'POST', url: '/public/contact-messages', payload: { ...message, store_url: 'nowhere' }, headers: { 'content-language': 'lt' }, remoteAddress: '10.9.9.3',
    });
    expect([response.statusCode, response.json().message]).toEqual([404, 'Šio restorano rasti nepavyko.']);
  });

  it.each(['Ștefan Popa', '李雷', "Dara O'Brien", 'Jean-Luc Picard'])('takes the name %s', async (name) => {
    const response = await subject.app.inject({ method: 'POST', url: '/public/contact-messages', payload: { ...message, name }, remoteAddress: '10.9.9.9' });
    expect(response.statusCode).toBe(200);
  });
});
