import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the test mail server received, as the recipient's mail app would show it. */
export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: number;
}

export interface TestMailServer {
  /** The SMTP_URL the server under test sends through. */
  url: string;
  received: ReceivedMail[];
  stop(): Promise<void>;
}

/**
 * A real SMTP server on loopback (smtp-server, no TLS, any credentials), for tests: each message
 * is parsed (mailparser) and kept in memory and, with `dir`, as a JSON file there, so test files
 * in other processes read what a server under test sent.
 */
export async function startTestMailServer(options: { dir?: string; port?: number } = {}): Promise<TestMailServer> {
  const received: ReceivedMail[] = [];
  if (options.dir) mkdirSync(options.dir, { recursive: true });
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = [parsed.to ?? []]
            .flat()
            .flatMap((address) => address.value.map((entry) => (entry.address ?? '').toLowerCase()));
          const mail: ReceivedMail = {
            to,
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: Date.now(),
          };
          received.push(mail);
          if (options.dir) {
            const name = `${mail.receivedAt}-${crypto.randomUUID().slice(0, 8)}.json`;
            // Written whole under another name, then renamed: a reader never meets half a file.
            const file = path.join(options.dir, name);
            writeFileSync(`${file}.part`, JSON.stringify(mail));
            renameSync(`${file}.part`, file);
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Every message kept in a test mail server's directory, oldest first. */
export function mailsIn(dir: string): ReceivedMail[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as ReceivedMail)
    .sort((a, b) => a.receivedAt - b.receivedAt);
}

/**
 * The newest message to `to` (after `since`, a time in ms) that `match` accepts, waiting until it
 * arrives; a message that never comes fails after `timeoutMs`, which only bounds a hang.
 */
export async function waitForMail(
  source: string | ReceivedMail[],
  to: string,
  options: { since?: number; match?: (mail: ReceivedMail) => boolean; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  const address = to.toLowerCase();
  for (;;) {
    const all = typeof source === 'string' ? mailsIn(source) : source;
    const found = all
      .filter((mail) => mail.to.includes(address) && mail.receivedAt >= (options.since ?? 0))
      .filter((mail) => options.match?.(mail) ?? true)
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived`);
    await sleep(50);
  }
}

/** The 6-digit code in a message's text. */
export function codeIn(mail: ReceivedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in "${mail.subject}"`);
  return code;
}

/** The first link in a message's text that starts with `prefix` (an origin and path). */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no link to ${prefix} in "${mail.subject}"`);
  return link;
}
