import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMail } from '../src/server/mail/layout.ts';
import { sendMail } from '../src/server/mail/transport.ts';
import { config } from '../src/server/config.ts';
import { startTestMailServer, waitForMail, type TestMailServer } from './helpers/mail.ts';

/** Email goes out through a real SMTP server (here one on loopback), in the recipient's language. */
describe('sending mail', () => {
  let server: TestMailServer;
  beforeAll(async () => {
    server = await startTestMailServer();
    process.env.SMTP_URL = server.url;
    Object.assign(config(), { SMTP_URL: server.url });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('delivers plain text and HTML with the code set apart and the footer in the language', async () => {
    const content = renderMail({
      locale: 'de',
      subject: 'Ihr Code',
      heading: 'Bestätigen Sie Ihre neue Adresse',
      paragraphs: ['Geben Sie diesen Code ein <bitte>.'],
      code: '042917',
    });
    await sendMail({ to: 'Lena.Schmidt@example.test', ...content });
    const mail = await waitForMail(server.received, 'lena.schmidt@example.test');
    expect(mail.subject).toBe('Ihr Code');
    expect(mail.text).toContain('042917');
    expect(mail.text).toContain('Sie erhalten diese E-Mail');
    expect(mail.html).toContain('&lt;bitte&gt;');
    expect(mail.html).toContain('lang="de"');
  });
});
