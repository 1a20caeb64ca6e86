import { createServer, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, createTestDatabase, eventually, listenOnFreePort, outboxFor, post, type ListeningServer } from '../testing';

/** A minimal SMTP server that keeps every message it is given. */
function fakeSmtpServer(): { server: Server; messages: { from: string; to: string[]; data: string }[] } {
  const messages: { from: string; to: string[]; data: string }[] = [];
  const server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          messages.push(current);
          current = { from: '', to: [], data: '' };
          inData = false;
          reply('250 queued');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        switch (line.slice(0, 4).toUpperCase()) {
          case 'EHLO':
            socket.write('250-fake\r\n250 8BITMIME\r\n');
            break;
          case 'MAIL':
            current.from = line;
            reply('250 ok');
            break;
          case 'RCPT':
            current.to.push(line);
            reply('250 ok');
            break;
          case 'DATA':
            inData = true;
            reply('354 go on');
            break;
          case 'QUIT':
            reply('221 bye');
            socket.end();
            break;
          default:
            reply('250 ok');
        }
      }
    });
  });
  return { server, messages };
}

describe('e-mail through SMTP when SMTP_URL is set', () => {
  const smtp = fakeSmtpServer();
  let app: FastifyInstance;
  let listening: ListeningServer;

  beforeAll(async () => {
    listening = await listenOnFreePort(smtp.server);
    const { db } = await createTestDatabase();
    app = await buildTestApp(db, {
      SMTP_URL: `smtp://127.0.0.1:${listening.port}`,
      MAIL_FROM: 'Jetkiz <no-reply@jetkiz.kz>',
      STAFF_EMAIL: 'staff@jetkiz.kz',
    });
  });
  afterAll(async () => {
    await app.close();
    await listening.close();
  });

  it('hands the message to the SMTP server and marks it sent', async () => {
    expect(
      (await post(app, '/callback/send', { first_name: 'Үміт', phone: '77015550000', question: 'Когда перезвоните?' })).statusCode,
    ).toBe(201);
    const [sent] = await eventually(async () => {
      const items = await outboxFor(app, 'staff@jetkiz.kz');
      return items[0]?.sent_at ? items : undefined;
    });
    expect(smtp.messages).toHaveLength(1);
    const [message] = smtp.messages;
    expect(message.from).toContain('no-reply@jetkiz.kz');
    expect(message.to).toEqual([expect.stringContaining('staff@jetkiz.kz')]);
    expect(message.data).toMatch(/^Subject: =\?UTF-8\?Q\?Callback_request/m);
    expect(message.data).toContain('Phone: +7 (701) 555-00-00');
    expect(sent.subject).toContain('Үміт');
  });
});
