import path from 'node:path';
import { z } from 'zod';

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    message: 'use true or false',
  })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const configSchema = z.object({
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  SITE_TIMEZONE: z
    .string()
    .default('UTC')
    .refine(isTimeZone, 'must be an IANA time zone name such as Europe/London or Asia/Kolkata'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SAMPLE_CONTENT: booleanFromEnv.default(true),
  TRUST_PROXY: booleanFromEnv.default(false),
  PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      message: 'must be an http(s) address such as https://ieee.example.edu',
    })
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must look like smtp://user:password@host:587 or smtps://...')
    .optional(),
  MAIL_FROM: z.string().min(3).default('IEEE Student Branch <no-reply@localhost>'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
});

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the folder holding the embedded database and media files. */
  dataDir: string;
  databaseUrl: string | undefined;
  siteTimeZone: string;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  sampleContent: boolean;
  trustProxy: boolean;
  /**
   * The site's public origin (`https://ieee.example.edu`) for canonical URLs, share previews and
   * the sitemap; unset, each request's own origin is used.
   */
  publicOrigin: string | undefined;
  /** The SMTP server mail goes through; unset, mail is only recorded in the console's outbox. */
  smtpUrl: string | undefined;
  /** The sender of every mail, e.g. `IEEE SB <ieee@example.edu>`. */
  mailFrom: string;
}

export class ConfigError extends Error {}

/** Reads the configuration from the environment; throws a ConfigError naming every bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) =>
        `  ${issue.path.join('.')}=${JSON.stringify(env[String(issue.path[0])])}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  if (values.SMTP_URL && !values.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_URL is set but PUBLIC_URL is not: links in mail must point at the public address (e.g. PUBLIC_URL=https://ieee.example.edu), not at whatever Host a request claims.',
    );
  }
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    siteTimeZone: values.SITE_TIMEZONE,
    logLevel: values.LOG_LEVEL,
    sampleContent: values.SAMPLE_CONTENT,
    trustProxy: values.TRUST_PROXY,
    publicOrigin: values.PUBLIC_URL ? new URL(values.PUBLIC_URL).origin : undefined,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
  };
}
