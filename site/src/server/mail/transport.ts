import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { config } from '../config.ts';
import { logger } from '../log.ts';

/** One message, already in the recipient's language, as plain text and HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A message the development mailbox kept (DATA_DIR/mailbox), as the development page lists it. */
export interface KeptMail extends MailMessage {
  id: string;
  from: string;
  date: string;
}

export class MailNotSent extends Error {
  override name = 'MailNotSent';
}

let transporter: Transporter | undefined;
let transporterUrl: string | undefined;

function smtp(url: string): Transporter {
  if (!transporter || transporterUrl !== url) {
    transporter?.close();
    // A mail server that does not answer must not hold a request for minutes (nodemailer's defaults).
    transporter = nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    transporterUrl = url;
  }
  return transporter;
}

/** Where the development mailbox keeps messages when no SMTP server is configured. */
export function mailboxDir(): string {
  return path.resolve(config().DATA_DIR, 'mailbox');
}

/**
 * Sends one message: through the SMTP server of SMTP_URL when it is set, otherwise into the
 * development mailbox (a JSON file a message under DATA_DIR/mailbox, listed at /dev/mailbox in
 * development). Throws MailNotSent when the server refuses it or cannot be reached; the caller
 * decides what the person is told.
 */
export async function sendMail(message: MailMessage): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = config();
  if (!SMTP_URL) {
    await keep(message, MAIL_FROM);
    return;
  }
  try {
    await smtp(SMTP_URL).sendMail({ from: MAIL_FROM, ...message });
  } catch (error) {
    // The address is personal data: the log names the reason only.
    logger.warn({ reason: (error as Error).message }, 'mail not sent');
    throw new MailNotSent((error as Error).message, { cause: error });
  }
}

async function keep(message: MailMessage, from: string): Promise<void> {
  const date = new Date();
  const id = `${date.getTime()}-${crypto.randomUUID().slice(0, 8)}`;
  const kept: KeptMail = { id, from, date: date.toISOString(), ...message };
  const dir = mailboxDir();
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, `${id}.json`), JSON.stringify(kept, null, 2), { mode: 0o600 });
  } catch (error) {
    throw new MailNotSent((error as Error).message, { cause: error });
  }
}

const keptId = /^\d{1,16}-[0-9a-f]{8}$/;

/** The development mailbox's messages, newest first (none when it was never written to). */
export async function keptMails(): Promise<KeptMail[]> {
  let names: string[];
  try {
    names = (await readdir(mailboxDir())).filter((name) => keptId.test(name.replace(/\.json$/, '')));
  } catch {
    return [];
  }
  const mails = await Promise.all(names.map((name) => keptMail(name.replace(/\.json$/, ''))));
  return mails.filter((mail) => mail !== null).sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
}

/** One kept message by its id, or null (an id is checked before it names a file). */
export async function keptMail(id: string): Promise<KeptMail | null> {
  if (!keptId.test(id)) return null;
  try {
    return JSON.parse(await readFile(path.join(mailboxDir(), `${id}.json`), 'utf8')) as KeptMail;
  } catch {
    return null;
  }
}
