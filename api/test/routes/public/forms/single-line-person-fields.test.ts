import type { ReservationAvailability } from 'shared-contracts/types/reservation';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { multipartBody } from '../../../helpers/multipart';

/**
 * A name or phone with a line break would write lines of its own into the confirmation mailed to
 * whatever address was typed in, and into the staff's notification (a fake "Bcc:" line). Every
 * form refuses it by the shared rule (shared-contracts' person-fields), on its field, in the
 * visitor's language, storing and sending nothing.
 */
const INJECTED_NAME = 'Ana\n\nYour table is cancelled, confirm at http://evil.example/x\n\nPhone: 000';
const person = { name: 'Ana Popescu', phone: '+40 721 555 010', email: 'victim@example.com' };

describe('the name and phone of every form are one line', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({ devRoutes: true });
    await subject.app.inject({ method: 'PUT', url: '/dev/show-pages', payload: { jobs: 'shown' } });
  });
  afterAll(() => subject.close());

  let address = 0;
  /** Each send from an address of its own: the forms' rate limit is shared by the file's cases. */
  const from = () => ({ remoteAddress: `10.11.0.${++address}` });

  async function reserveTable(fields: Record<string, string>, language: string) {
    const availability: ReservationAvailability = (await subject.app.inject({ method: 'GET', url: '/public/reservations/availability?store_id=1' })).json();
    const day = availability.days[1]!;
    return subject.app.inject({
      method: 'POST',
      url: '/public/reservations',
      headers: { 'idempotency-key': `single-line-${Math.random()}`, 'content-language': language },
      payload: { store_id: 1, persons: 2, message: '', ...person, ...fields, date: day.date, hour: day.hours[0]!.hour },
      ...from(),
    });
  }

  const reserveEvent = (fields: Record<string, string>, language: string) =>
    subject.app.inject({
      method: 'POST',
      url: '/public/events/romanian-wine-evening/reservations',
      headers: { 'idempotency-key': `single-line-${Math.random()}`, 'content-language': language },
      payload: { persons: 1, ...person, ...fields },
      ...from(),
    });

  const sendContact = (fields: Record<string, string>, language: string) =>
    subject.app.inject({
      method: 'POST',
      url: '/public/contact-messages',
      headers: { 'content-language': language },
      payload: { store_url: 'riverside', message: 'Hello', ...person, ...fields },
      ...from(),
    });

  function applyForJob(fields: Record<string, string>, language: string) {
    const cv = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 'a')]);
    const body = multipartBody({ message: 'I love cooking.', ...person, ...fields }, { field: 'cv', name: 'cv.pdf', type: 'application/pdf', content: cv });
    return subject.app.inject({
      method: 'POST',
      url: '/public/jobs/kitchen-assistant/applications',
      payload: body.payload,
      headers: { ...body.headers, 'content-language': language },
      ...from(),
    });
  }

  const FORMS = { reservation: reserveTable, event: reserveEvent, contact: sendContact, job: applyForJob };

  it.each(Object.keys(FORMS) as (keyof typeof FORMS)[])('the %s form refuses a name or phone with a line break, saying so on its field and sending nothing', async (form) => {
    const send = FORMS[form];
    const name = await send({ name: INJECTED_NAME }, 'es');
    expect([name.statusCode, name.json()]).toEqual([422, expect.objectContaining({ message: 'Introduce tu nombre completo.', field: 'name' })]);
    const bcc = await send({ name: 'Ana\r\nBcc: x@y.z' }, 'lt');
    expect([bcc.statusCode, bcc.json()]).toEqual([422, expect.objectContaining({ message: 'Įveskite vardą ir pavardę.', field: 'name' })]);
    const phone = await send({ phone: '0721 555\n\n010' }, 'en');
    expect([phone.statusCode, phone.json()]).toEqual([422, expect.objectContaining({ field: 'phone' })]);
    expect(await subject.app.repositories.outbox.list({ limit: 50 })).toEqual([]);
    // The same form takes the person written on one line.
    expect((await send({}, 'en')).statusCode).toBe(200);
    await subject.app.db.deleteFrom('outbox').execute();
  });
});
