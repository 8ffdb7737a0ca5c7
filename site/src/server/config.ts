import { z } from 'zod';
import { defaultVerificationRetentionDays, placesLimits } from '@spotter/domain';

/**
 * Every environment variable the server reads, validated once. A wrong value stops the process
 * with a message that names the variable (see README › Configuration).
 */
const optionalSecret = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: z
      .string()
      .trim()
      .transform((value) => value || undefined)
      .pipe(
        z
          .string()
          .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
          .optional(),
      )
      .optional(),
    DATA_DIR: z.string().trim().min(1).default('.data'),
    PUBLIC_ORIGIN: z
      .string()
      .trim()
      .default('http://localhost:4321')
      .pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) origin such as https://spotter.example' }))
      .transform((value) => new URL(value).origin),
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0', ''])
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Where people write about support, privacy requests and the terms (footer, privacy, terms).
    CONTACT_EMAIL: z
      .email({ error: 'must be an email address such as support@spotter.example' })
      .default('support@spotter.test'),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    SEED_DEMO: z
      .enum(['true', 'false', '1', '0', ''])
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
    S3_BUCKET: optionalSecret,
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ENDPOINT: z
      .string()
      .trim()
      .transform((value) => value || undefined)
      .pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://s3.example.com' }).optional())
      .optional(),
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false', '1', '0', ''])
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
    S3_ACCESS_KEY_ID: optionalSecret,
    S3_SECRET_ACCESS_KEY: optionalSecret,
    S3_PREFIX: z
      .string()
      .trim()
      .default('')
      .refine(
        (value) => value === '' || /^[a-z0-9][a-z0-9/_.-]*\/$/.test(value),
        'must be empty or end with / (letters, digits, / _ . -)',
      ),
    // `bypass`: answers kept in memory (pages, marketplace, city and gym searches) are never served, so
    // every request is computed, and kept as usual: what a busy site meets on a miss. Only the
    // bench's computed column sets it; no request can.
    ANSWER_CACHE: z.enum(['serve', 'bypass']).default('serve'),
    // Where city search and place details come from (README › Places); only the bundled dataset so far.
    PLACES_PROVIDER: z.enum(['bundled']).default('bundled'),
    // Searches per user and minute (city, details, gyms); the load benchmark raises it.
    PLACES_SEARCHES_PER_MINUTE: z.coerce.number().int().min(1).default(placesLimits.searchesPerMinute),
    // City searches whose answers this process keeps (the bundled dataset never changes while it runs); 0: none.
    PLACES_CITY_CACHE_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(5000),
    // Days a decided identity verification keeps its document images before maintenance deletes them.
    VERIFICATION_DOCUMENT_RETENTION_DAYS: z.coerce
      .number()
      .int()
      .min(0)
      .max(3650)
      .default(defaultVerificationRetentionDays),
    GOOGLE_CLIENT_ID: optionalSecret,
    GOOGLE_CLIENT_SECRET: optionalSecret,
    FACEBOOK_CLIENT_ID: optionalSecret,
    FACEBOOK_CLIENT_SECRET: optionalSecret,
    // smtp://user:password@host:587 (STARTTLS when the server offers it) or smtps://…:465; unset:
    // messages are kept in DATA_DIR/mailbox (README › Email).
    SMTP_URL: z
      .string()
      .trim()
      .transform((value) => value || undefined)
      .pipe(
        z
          .string()
          .regex(
            /^smtps?:\/\/[^\s]+$/,
            'must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example:587',
          )
          .optional(),
      )
      .optional(),
    MAIL_FROM: z.string().trim().min(3).default('Spotter <no-reply@spotter.test>'),
  })
  .superRefine((env, ctx) => {
    if (env.S3_BUCKET) {
      for (const key of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `required when S3_BUCKET is set` });
      }
    }
    for (const provider of ['GOOGLE', 'FACEBOOK'] as const) {
      const id = env[`${provider}_CLIENT_ID`];
      const secret = env[`${provider}_CLIENT_SECRET`];
      if (Boolean(id) !== Boolean(secret)) {
        ctx.addIssue({
          code: 'custom',
          path: [id ? `${provider}_CLIENT_SECRET` : `${provider}_CLIENT_ID`],
          message: `set both ${provider}_CLIENT_ID and ${provider}_CLIENT_SECRET, or neither`,
        });
      }
    }
  });

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  // Operators read these in English, whatever the global error map gives users.
  const result = schema.safeParse(env, { error: z.locales.en().localeError });
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

let cached: Config | undefined;

export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

export const isProduction = () => config().NODE_ENV === 'production';
