// The end-to-end run's mail server: a real SMTP server on loopback that keeps every message the
// app sends as a file in E2E_MAIL_DIR, where the tests read them (fixtures.ts waitForMail).
import { startTestMailServer } from '../test/helpers/mail.ts';

const dir = process.env.E2E_MAIL_DIR;
const port = Number(process.env.E2E_MAIL_PORT);
if (!dir || !Number.isInteger(port)) throw new Error('E2E_MAIL_DIR and E2E_MAIL_PORT must be set');
const server = await startTestMailServer({ dir, port });
const stop = () => void server.stop().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
