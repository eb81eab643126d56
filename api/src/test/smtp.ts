import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  language: string | undefined;
  messageId: string | undefined;
  parsed: ParsedMail;
  /** Every http(s) address in the text part. */
  links: string[];
}

export interface TestSmtp {
  /** SMTP_URL for a server that sends here. */
  url: string;
  received: ReceivedMail[];
  /** The first message (already here or still to come) to `to` matching `where`; fails after `timeoutMs`. */
  next(to: string, where?: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** The next `count` attempts are refused with this SMTP code (421: try later; 550: no such mailbox). */
  refuse(count: number, code?: number): void;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it is sent, parsed (smtp-server + mailparser). */
export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refusals = { count: 0, code: 421 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (refusals.count > 0) {
        refusals.count--;
        stream.resume();
        const err = Object.assign(new Error('Refused by the test'), { responseCode: refusals.code });
        return stream.on('end', () => callback(err));
      }
      void simpleParser(stream).then((parsed) => {
        const text = parsed.text ?? '';
        for (const rcpt of session.envelope.rcptTo) {
          received.push({
            to: rcpt.address,
            subject: parsed.subject ?? '',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : '',
            language: parsed.headers.get('content-language')?.toString(),
            messageId: parsed.messageId,
            parsed,
            links: text.match(/https?:\/\/\S+/g) ?? [],
          });
        }
        for (const w of waiters) w();
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    next(to, where = () => true, timeoutMs = 20_000) {
      const find = () => received.find((m) => m.to === to && where(m));
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = find();
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail to ${to} arrived in ${timeoutMs} ms (received: ${received.map((m) => `${m.to} "${m.subject}"`).join(', ') || 'none'})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    refuse(count, code = 421) {
      refusals = { count, code };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
