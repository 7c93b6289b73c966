import { buildTestApp, type TestApp } from '../../helpers/test-app';

describe('GET /dev/outbox', () => {
  let subject: TestApp;
  afterEach(() => subject.close());

  it('lists queued messages newest first, narrowed to one recipient', async () => {
    subject = await buildTestApp({ devRoutes: true });
    const { outbox } = subject.app.repositories;
    await outbox.enqueue({ channel: 'email', recipient: 'ana@example.com', subject: 'Table booked', body: 'See you at 19:00' });
    await outbox.enqueue({ channel: 'sms', recipient: '+40712345678', body: 'Your code is 4821' });
    await outbox.enqueue({ channel: 'email', recipient: 'ana@example.com', subject: 'Reset your password', body: 'Link' });

    const response = await subject.app.inject({ method: 'GET', url: '/dev/outbox?recipient=ana@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((m: { subject: string }) => m.subject)).toEqual(['Reset your password', 'Table booked']);
  });

  it('refuses a bad limit with a message', async () => {
    subject = await buildTestApp({ devRoutes: true });
    const response = await subject.app.inject({ method: 'GET', url: '/dev/outbox?limit=0' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/limit/);
  });

  it('does not exist in production', async () => {
    subject = await buildTestApp({ devRoutes: false });
    const response = await subject.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(404);
  });
});
