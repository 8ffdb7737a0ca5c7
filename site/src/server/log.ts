import pino from 'pino';

/** Structured JSON logs; LOG_LEVEL sets the threshold (validated in config.ts). */
export const logger = pino({
  level: process.env.LOG_LEVEL || 'info',
  base: undefined,
  redact: ['password', '*.password', 'req.headers.cookie', 'token'],
});
