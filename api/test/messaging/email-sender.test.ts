import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { deliverEmails, sender, smtpTransport, type MailTransport } from '../../src/messaging/email-sender';
import { scriptedSmtpServer, type ScriptedSmtpServer } from '../helpers/scripted-smtp-server';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** MAIL_FROM under the seed brand's name (website settings). */
const SHOP = { name: 'Casa Aurora', address: 'shop@example.com' };

/** The From header as a mail program reads it: folded lines joined, RFC 2047 encoded words decoded. */
function fromHeaderOf(raw: Buffer): string {
  const header = /^From: (.*(?:\n[ \t].*)*)/m.exec(raw.toString().split('\n\n')[0]!)![1]!.replace(/\n[ \t]/g, ' ');
  // Encoded words side by side are one text: the space folding put between them is not part of it.
  return header.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_whole, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => String.fromCharCode(parseInt(code, 16))), 'latin1').toString('utf8'),
  );
}

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
      { from: SHOP, to: 'ana@example.com', subject: 'First', text: 'one' },
      { from: SHOP, to: 'ion@example.com', subject: 'Second', text: 'two' },
    ]);
    expect(await deliverEmails(subject.app, { transport, from: 'shop@example.com' })).toBe(0);
    expect(await outbox.claimUnsent('sms', 10, subject.app.now())).toHaveLength(1);
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
        from: SHOP,
        to: 'staff@example.com',
        subject: 'Job application: Cook',
        text: 'A new application',
        replyTo: 'maria@example.com',
        attachments: [{ filename: 'CV Maria Ionescu.pdf', content: cv }],
      },
      { from: SHOP, to: 'staff@example.com', subject: 'Gone', text: 'b', replyTo: 'ion@example.com' },
    ]);
  });

  it("signs every e-mail with the brand's name (website settings) over MAIL_FROM, so an inbox shows which shop wrote", async () => {
    await subject.app.repositories.outbox.enqueue({ channel: 'email', recipient: 'ana@example.com', subject: 'Reset', body: 'link' });
    const sent: unknown[] = [];
    await deliverEmails(subject.app, { transport: { sendMail: async (message) => sent.push(message) }, from: 'no-reply@localhost' });
    expect(sent).toEqual([expect.objectContaining({ from: { name: 'Casa Aurora', address: 'no-reply@localhost' } })]);
  });

  it.each([
    ['Casa Aurora', 'From: Casa Aurora <shop@example.com>'],
    ['Joe "The Grill", Ltd.', 'From: "Joe \\"The Grill\\", Ltd." <shop@example.com>'],
  ])('writes a valid From header for the brand %s, quoted where its name needs it', async (name, header) => {
    await subject.app.db.updateTable('website').set({ name }).execute();
    await subject.app.repositories.outbox.enqueue({ channel: 'email', recipient: 'ana@example.com', subject: 'Hi', body: 'x' });
    const raw: Buffer[] = [];
    const mailer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const transport: MailTransport = { sendMail: async (message) => raw.push(((await mailer.sendMail(message)) as { message: Buffer }).message) };
    expect(await deliverEmails(subject.app, { transport, from: 'shop@example.com' })).toBe(1);
    expect(raw[0]!.toString()).toContain(`${header}\n`);
  });

  it('encodes a brand name with letters beyond ASCII, or a line break, so the header still reads as that name and nothing more', async () => {
    for (const name of ['Brâncuși, "Bistro" – Ștefan cel Mare', 'Café\r\nBcc: thief@example.com']) {
      await subject.app.db.updateTable('website').set({ name }).execute();
      await subject.app.repositories.outbox.enqueue({ channel: 'email', recipient: 'ana@example.com', subject: 'Hi', body: 'x' });
      const mailer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      let raw: Buffer = Buffer.alloc(0);
      await deliverEmails(subject.app, { transport: { sendMail: async (message) => (raw = ((await mailer.sendMail(message)) as { message: Buffer }).message) }, from: 'shop@example.com' });
      const headers = raw.toString().split('\n\n')[0]!;
      expect(headers).not.toMatch(/^Bcc:/im);
      // Only ASCII goes in a header; the name comes back whole, its line break folded to a space.
      expect(headers).toMatch(/^[\x20-\x7e\n\t]*$/);
      expect(fromHeaderOf(raw)).toMatch(/^(.*) <shop@example\.com>$/);
      expect(fromHeaderOf(raw).replace(/ <shop@example\.com>$/, '').replace(/^"(.*)"$/, '$1').replace(/\\"/g, '"')).toBe(name.replace(/\s+/g, ' '));
    }
  });

  it('keeps an e-mail the mail server could not take, to try again', async () => {
    const { outbox } = subject.app.repositories;
    await outbox.enqueue({ channel: 'email', recipient: 'ana@example.com', subject: 'Reset', body: 'link' });
    const down: MailTransport = { sendMail: async () => Promise.reject(new Error('connection refused')) };
    expect(await deliverEmails(subject.app, { transport: down, from: 'shop@example.com' })).toBe(0);
    expect(await outbox.claimUnsent('email', 10, subject.app.now())).toHaveLength(1);
  });

  describe('against a mail server that refuses some recipients', () => {
    let server: ScriptedSmtpServer;
    afterEach(() => server.close());
    const mail = (recipient: string) => subject.app.repositories.outbox.enqueue({ channel: 'email', recipient, subject: 'Hi', body: 'x' });
    const round = () => deliverEmails(subject.app, { transport: smtpTransport(server.url), from: 'shop@example.com', batchSize: 2 });
    const row = (id: number) => subject.app.db.selectFrom('outbox').select(['sent_at', 'failed_at', 'failure', 'attempts']).where('id', '=', id).executeTakeFirstOrThrow();

    it('marks one refused for good failed, with the reason, never tries it again, and sends the ones behind it', async () => {
      server = await scriptedSmtpServer((to) => (to === 'gone@example.com' ? '550 5.1.1 <gone@example.com>: no such user' : null));
      const gone = await mail('gone@example.com');
      // No address at all: nodemailer turns it down before asking the server.
      const blank = await mail('');
      await mail('ana@example.com');

      expect(await round()).toBe(0);
      expect(await row(gone)).toEqual({ sent_at: null, failed_at: new Date('2026-03-01T10:00:00Z'), failure: expect.stringContaining('550 5.1.1'), attempts: 0 });
      expect(await row(blank)).toEqual({ sent_at: null, failed_at: new Date('2026-03-01T10:00:00Z'), failure: expect.stringMatching(/no recipients/i), attempts: 0 });
      expect(await round()).toBe(1);
      expect(await round()).toBe(0);
      expect(server.delivered).toEqual(['ana@example.com']);
      expect(server.asked).toEqual(['gone@example.com', 'ana@example.com']);
    });

    it('tries again one refused for now, after the e-mails not tried yet', async () => {
      let deferred = 0;
      server = await scriptedSmtpServer((to) => (to === 'later@example.com' && deferred++ === 0 ? '450 4.2.1 try again later' : null));
      await mail('later@example.com');
      await mail('soon@example.com');
      await mail('next@example.com');
      await mail('last@example.com');

      expect(await round()).toBe(1);
      expect(await round()).toBe(2);
      expect(await round()).toBe(1);
      expect(server.asked).toEqual(['later@example.com', 'soon@example.com', 'next@example.com', 'last@example.com', 'later@example.com']);
      expect(server.delivered).toEqual(['soon@example.com', 'next@example.com', 'last@example.com', 'later@example.com']);
      expect(await subject.app.repositories.outbox.claimUnsent('email', 10, subject.app.now())).toEqual([]);
    });

    it("keeps every e-mail when the server denies relaying them (a setting of the shop's): the operator's fix lets them go", async () => {
      server = await scriptedSmtpServer(() => '554 5.7.1 <ana@example.com>: Relay access denied');
      const id = await mail('ana@example.com');
      expect(await round()).toBe(0);
      expect(await row(id)).toEqual({ sent_at: null, failed_at: null, failure: null, attempts: 1 });
    });

    it("keeps every e-mail when the server refuses the shop's own sender address: the operator's fix lets them go", async () => {
      server = await scriptedSmtpServer(() => null, '550 5.7.1 sender not allowed');
      const id = await mail('ana@example.com');
      expect(await round()).toBe(0);
      expect(await row(id)).toEqual({ sent_at: null, failed_at: null, failure: null, attempts: 1 });
    });
  });

  describe('against a mail server that refuses some messages once it has them', () => {
    let server: ScriptedSmtpServer | undefined;
    afterEach(async () => {
      await server?.close();
      server = undefined;
    });
    const row = (id: number) => subject.app.db.selectFrom('outbox').select(['sent_at', 'failed_at', 'failure', 'attempts']).where('id', '=', id).executeTakeFirstOrThrow();
    const FAILED = { sent_at: null, failed_at: new Date('2026-03-01T10:00:00Z'), attempts: 0 };
    const KEPT = { sent_at: null, failed_at: null, failure: null, attempts: 1 };

    it('marks failed, with the reason, a message refused for itself (too big, spam), and keeps one refused for a full mailbox or the shop\'s domain checks', async () => {
      // The server's reply to the end of DATA, by recipient (one multi-line, as Gmail answers).
      const endOfData: Record<string, string> = {
        'big@example.com': '552 5.3.4 Message size exceeds fixed maximum message size',
        'huge@example.com': "552-5.2.3 Your message exceeded Google's message size limits.\r\n552 5.2.3 See https://support.google.com/mail/?p=MaxSizeError",
        'spam@example.com': '554 5.7.1 Message rejected: content looks like spam',
        'bare@example.com': '554 Transaction failed',
        'full@example.com': '552 5.2.2 Mailbox full',
        'dmarc@example.com': "550 5.7.26 Unauthenticated email from example.com is not accepted due to domain's DMARC policy",
      };
      server = await scriptedSmtpServer(() => null, '250 OK', ([recipient]) => endOfData[recipient!] ?? null);
      const { outbox } = subject.app.repositories;
      const ids: Record<string, number> = {};
      for (const recipient of [...Object.keys(endOfData), 'ana@example.com']) ids[recipient] = await outbox.enqueue({ channel: 'email', recipient, subject: 'Hi', body: 'x' });

      const round = () => deliverEmails(subject.app, { transport: smtpTransport(server!.url), from: 'shop@example.com' });
      expect(await round()).toBe(1);
      expect(await row(ids['big@example.com']!)).toEqual({ ...FAILED, failure: expect.stringContaining('552 5.3.4 Message size exceeds') });
      expect(await row(ids['huge@example.com']!)).toEqual({ ...FAILED, failure: expect.stringContaining('552-5.2.3') });
      expect(await row(ids['spam@example.com']!)).toEqual({ ...FAILED, failure: expect.stringContaining('554 5.7.1 Message rejected') });
      expect(await row(ids['bare@example.com']!)).toEqual({ ...FAILED, failure: expect.stringContaining('554 Transaction failed') });
      expect(await row(ids['full@example.com']!)).toEqual(KEPT);
      expect(await row(ids['dmarc@example.com']!)).toEqual(KEPT);
      expect(server.delivered).toEqual(['ana@example.com']);
      // Only the two kept are tried again.
      expect(await round()).toBe(0);
      expect(server.asked.slice(7)).toEqual(['full@example.com', 'dmarc@example.com']);
    });

    it('keeps a message whose DATA command the server refused: it had not seen the message yet', async () => {
      const id = await subject.app.repositories.outbox.enqueue({ channel: 'email', recipient: 'ana@example.com', subject: 'Hi', body: 'x' });
      // As nodemailer's smtp-connection reports a refusal of the DATA command (its _formatError).
      const response = '554 5.7.1 Service unavailable; client host blocked';
      const refused = Object.assign(new Error(`Data command failed: ${response}`), { code: 'EENVELOPE', response, responseCode: 554, permanent: true, command: 'DATA' });
      expect(await deliverEmails(subject.app, { transport: { sendMail: () => Promise.reject(refused) }, from: 'shop@example.com' })).toBe(0);
      expect(await row(id)).toEqual(KEPT);
    });
  });
});

it('keeps a MAIL_FROM that already names its sender as the operator wrote it, and a nameless brand as the bare address', () => {
  expect(sender('"Aurora Orders" <orders@example.com>', 'Casa Aurora')).toBe('"Aurora Orders" <orders@example.com>');
  expect(sender('orders@example.com', '  ')).toBe('orders@example.com');
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
