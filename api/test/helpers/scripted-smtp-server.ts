import { createServer, type Socket } from 'node:net';

export interface ScriptedSmtpServer {
  url: string;
  /** The recipients whose e-mail it took, in order. */
  delivered: string[];
  /** Every RCPT TO it was asked, refused or not. */
  asked: string[];
  close: () => Promise<void>;
}

/**
 * A mail server at the SMTP boundary that answers each recipient (RCPT TO) as `reply` says (null:
 * accepted), MAIL FROM with `mailFrom`, and the end of a message's DATA as `endOfData` says for its
 * recipients (null: taken); it speaks just enough SMTP for nodemailer's transport.
 */
export async function scriptedSmtpServer(
  reply: (recipient: string) => string | null,
  mailFrom = '250 OK',
  endOfData: (recipients: string[]) => string | null = () => null,
): Promise<ScriptedSmtpServer> {
  const delivered: string[] = [];
  const asked: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffered = '';
    let recipients: string[] = [];
    let inData = false;
    const say = (line: string) => socket.write(`${line}\r\n`);
    socket.on('data', (chunk) => {
      buffered += chunk.toString();
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (inData) {
          if (line !== '.') continue;
          inData = false;
          const refusal = endOfData(recipients);
          if (!refusal) delivered.push(...recipients);
          say(refusal ?? '250 OK queued');
        } else if (/^(EHLO|HELO)/i.test(line)) say('250 scripted.test');
        else if (/^MAIL FROM/i.test(line)) {
          recipients = [];
          say(mailFrom);
        } else if (/^RCPT TO/i.test(line)) {
          const recipient = /<(.*)>/.exec(line)?.[1] ?? '';
          asked.push(recipient);
          const refusal = reply(recipient);
          if (!refusal) recipients.push(recipient);
          say(refusal ?? '250 OK');
        } else if (/^DATA/i.test(line)) {
          inData = true;
          say('354 go ahead');
        } else if (/^QUIT/i.test(line)) {
          say('221 bye');
          socket.end();
        } else say('250 OK');
      }
    });
    say('220 scripted.test ESMTP');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    asked,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
