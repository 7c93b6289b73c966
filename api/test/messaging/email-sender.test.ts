import { createServer, type Socket } from 'node:net';
import { deliverEmails, smtpTransport, type MailTransport } from '../../src/messaging/email-sender';
import { buildTestApp, type TestApp } from '../helpers/test-app';

describe('the e-mail sender', () => {
  let subject: TestApp;
  beforeEach(async () => {
    subject = await buildTestApp({ now: () => new Date('2026-03-01T10:00:00Z') });
  });
  afterEach(() => subject.close());

  it('delivers unsent e-mails oldest first, marks them sent, and leaves SMS to their own sender', async () => {
    const { outbox } = subject.app.repositories;
    await outbox.enqueue({ channel: 'email', recipient: 'ana@example.com', subject: 'First', body: 'one' });
    await outbox.enqueue({ channel: 'sms', recipient: '+40712345678', body: 'Your code is 1234' });
    await outbox.enqueue({ channel: 'email', recipient: 'ion@example.com', subject: 'Second', body: 'two' });
    const sent: unknown[] = [];
    const transport: MailTransport = { sendMail: async (message) => sent.push(message) };

    expect(await deliverEmails(subject.app, { transport, from: 'shop@example.com' })).toBe(2);
    expect(sent).toEqual([
      { from: 'shop@example.com', to: 'ana@example.com', subject: 'First', text: 'one' },
      { from: 'shop@example.com', to: 'ion@example.com', subject: 'Second', text: 'two' },
    ]);
    expect(await deliverEmails(subject.app, { transport, from: 'shop@example.com' })).toBe(0);
    expect(await outbox.unsent('sms', 10)).toHaveLength(1);
  });

  it('keeps an e-mail the mail server refused, to try again', async () => {
    const { outbox } = subject.app.repositories;
    await outbox.enqueue({ channel: 'email', recipient: 'ana@example.com', subject: 'Reset', body: 'link' });
    const down: MailTransport = { sendMail: async () => Promise.reject(new Error('connection refused')) };
    expect(await deliverEmails(subject.app, { transport: down, from: 'shop@example.com' })).toBe(0);
    expect(await outbox.unsent('email', 10)).toHaveLength(1);
  });
});

it('gives up on a mail server that accepts the connection but never answers, instead of hanging', async () => {
  const sockets: Socket[] = [];
  const silent = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as { port: number };
  try {
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, 200);
    await expect(transport.sendMail({ from: 'shop@example.com', to: 'ana@example.com', subject: 'Hi', text: 'Hi' })).rejects.toThrow(/greeting never received/i);
  } finally {
    for (const socket of sockets) socket.destroy();
    silent.close();
  }
});
