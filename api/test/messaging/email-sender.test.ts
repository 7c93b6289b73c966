import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { deliverEmails, smtpTransport, type MailTransport } from '../../src/messaging/email-sender';
import { buildTestApp, type TestApp } from '../helpers/test-app';

describe('the e-mail sender', () => {
  let subject: TestApp;
  let uploadsDir: string;
  beforeEach(async () => {
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'attach-'));
    subject = await buildTestApp({ now: () => new Date('2026-03-01T10:00:00Z'), uploadsDir });
  });
  afterEach(async () => {
    await subject.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

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

  it('sends a restaurant\'s notification with Reply-To the customer and the file it names, read from the uploads folder', async () => {
    const cv = Buffer.from('%PDF-1.4\nthe CV');
    await writeFile(path.join(uploadsDir, '0b6f.pdf'), cv);
    const { outbox } = subject.app.repositories;
    await outbox.enqueue({
      channel: 'email',
      recipient: 'staff@example.com',
      subject: 'Job application: Cook',
      body: 'A new application',
      reply_to: 'maria@example.com',
      attachment: { file: '0b6f.pdf', name: 'CV Maria Ionescu.pdf' },
    });
    // A file gone from the folder will not come back: the e-mail still goes, without it.
    await outbox.enqueue({ channel: 'email', recipient: 'staff@example.com', subject: 'Gone', body: 'b', reply_to: 'ion@example.com', attachment: { file: 'gone.pdf', name: 'CV.pdf' } });
    const sent: unknown[] = [];
    expect(await deliverEmails(subject.app, { transport: { sendMail: async (message) => sent.push(message) }, from: 'shop@example.com' })).toBe(2);
    expect(sent).toStrictEqual([
      {
        from: 'shop@example.com',
        to: 'staff@example.com',
        subject: 'Job application: Cook',
        text: 'A new application',
        replyTo: 'maria@example.com',
        attachments: [{ filename: 'CV Maria Ionescu.pdf', content: cv }],
      },
      { from: 'shop@example.com', to: 'staff@example.com', subject: 'Gone', text: 'b', replyTo: 'ion@example.com' },
    ]);
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
