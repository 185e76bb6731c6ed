import { isIP } from 'node:net';
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

/** A DNS name (`localhost`, `ieee.example.edu`, a container's `chapterhouse_web`). */
const HOST_NAME = /^[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*\.?$/i;

/**
 * What Node can listen on: an IP address as written (IPv6 without brackets: `[::]` and `*` are
 * looked up as names and fail) or a host name.
 */
const isListenHost = (value: string) =>
  isIP(value) !== 0 || (value.length <= 253 && HOST_NAME.test(value));

const httpUrl = (example: string) =>
  z.url({ protocol: /^https?$/, message: `must be ${example}` }).optional();

const configSchema = z.object({
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(3000),
  HOST: z
    .string()
    .refine(
      isListenHost,
      'must be a host name or an IP address of this machine, such as localhost, 0.0.0.0 (every interface) or :: (IPv6, no brackets)',
    )
    .default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  SITE_TIMEZONE: z
    .string()
    // The server's own time zone unless the branch names its own.
    .default(Intl.DateTimeFormat().resolvedOptions().timeZone)
    .refine(isTimeZone, 'must be an IANA time zone name such as Europe/London or Asia/Kolkata'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
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
  MEDIA_S3_ENDPOINT: httpUrl('an http(s) address such as https://s3.eu-west-1.amazonaws.com'),
  MEDIA_S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3-63 lower-case characters)',
    )
    .optional(),
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
  MEDIA_PUBLIC_URL: httpUrl('an http(s) address such as https://media.example.edu/uploads'),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .default(7),
  BACKUP_EVERY_HOURS: z.coerce
    .number({ message: 'must be a number of hours' })
    .min(0.25, 'must be at least 0.25 (15 minutes)')
    .max(500, 'must be at most 500')
    .default(24),
  MAIL_MAX_PER_MINUTE: z.coerce
    .number({ message: 'must be a whole number of mails' })
    .int('must be a whole number of mails')
    .min(1, 'must be 1 or more')
    .max(10_000, 'must be at most 10000')
    .default(60),
  REGISTRATION_RETENTION_DAYS: z.coerce
    .number({ message: 'must be a whole number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be 1 or more')
    .max(36_500, 'must be at most 36500 (a hundred years)')
    .default(365),
  FEEDBACK_REQUESTS_EVERY_SECONDS: z.coerce
    .number({ message: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(1, 'must be 1 or more')
    .max(86_400, 'must be at most 86400 (a day)')
    .default(600),
  JOIN_LINKS_EVERY_SECONDS: z.coerce
    .number({ message: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(1, 'must be 1 or more')
    .max(3_600, 'must be at most 3600 (an hour)')
    .default(60),
  SIGN_IN_FAILURES_PER_ADDRESS: z.coerce
    .number({ message: 'must be a whole number of failed sign-ins' })
    .int('must be a whole number of failed sign-ins')
    .min(10, 'must be 10 or more (a campus shares one address)')
    .max(1_000_000, 'must be at most 1000000')
    .default(100),
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_\w+$/, 'must be a Razorpay key id (rzp_live_… or rzp_test_…)')
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
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
  /** One readable line per entry for a person at a terminal; JSON lines for a log collector. */
  logFormat: 'pretty' | 'json';
  sampleContent: boolean;
  trustProxy: boolean;
  /**
   * Where people open this site (`https://ieee.example.edu`): the origin of every absolute link
   * the server writes (mail, feeds, sitemap, canonical URLs). `publicOriginOf` decides it.
   */
  publicOrigin: string;
  /**
   * Whether PUBLIC_URL set it; false: it is the address this server listens on
   * (`http://localhost:3000`), which works on no other machine, and certificates would print it
   * for good (the start-up log and the issuing page say so).
   */
  publicOriginConfigured: boolean;
  /** The SMTP server mail goes through; unset, mail is only recorded in the console's outbox. */
  smtpUrl: string | undefined;
  /** The sender of every mail, e.g. `IEEE SB <ieee@example.edu>`. */
  mailFrom: string;
  /** Newsletters and digests go out at this steady rate at most (mails a minute). */
  mailMaxPerMinute: number;
  media: MediaStorageConfig;
  /** Scheduled backups (BACKUP_DIR set): where, how many to keep, how often. */
  backups: { dir: string; keep: number; everyHours: number } | undefined;
  /** Registrations are deleted this many days after their event ended. */
  registrationRetentionDays: number;
  /** Failed sign-ins one client address may make in 15 minutes (docs/sign-in-policy.md). */
  signInFailuresPerAddress: number;
  /** How often ended events' attendees are asked for feedback (docs/reports.md). */
  feedbackRequestsEverySeconds: number;
  /** How often online registrants due their join link are mailed it (`join-links` job). */
  joinLinksEverySeconds: number;
  /** The payment gateway's keys, when the branch has Razorpay (docs/payments.md); else off. */
  razorpay: RazorpayKeys | undefined;
}

/** The gateway's keys (`RAZORPAY_KEY_ID`, `RAZORPAY_KEY_SECRET`, `RAZORPAY_WEBHOOK_SECRET`). */
export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** The Razorpay variables that only work together: setting any of them asks for the gateway. */
const RAZORPAY_REQUIRED = [
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
] as const;

function razorpayKeysOf(
  values: z.infer<typeof configSchema>,
): RazorpayKeys | undefined | { problems: { name: string; message: string }[] } {
  const missing = RAZORPAY_REQUIRED.filter((name) => values[name] === undefined);
  if (missing.length === RAZORPAY_REQUIRED.length) return undefined;
  if (missing.length > 0) {
    const together = `the payment gateway needs ${RAZORPAY_REQUIRED.join(', ')} together`;
    return { problems: missing.map((name) => ({ name, message: `must be set: ${together}` })) };
  }
  return {
    keyId: String(values.RAZORPAY_KEY_ID),
    keySecret: String(values.RAZORPAY_KEY_SECRET),
    webhookSecret: String(values.RAZORPAY_WEBHOOK_SECRET),
  };
}

/**
 * Where uploaded images are kept: files under `DATA_DIR/media/uploads` (one server), or an
 * S3-compatible object store that several servers share (docs/media.md).
 */
export type MediaStorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** Where visitors fetch the objects (a CDN, the bucket's public address); unset: through us. */
      publicUrl: string | undefined;
    };

/** The S3 variables that only work together: setting any of them asks for the object store. */
const S3_REQUIRED = [
  'MEDIA_S3_ENDPOINT',
  'MEDIA_S3_BUCKET',
  'MEDIA_S3_ACCESS_KEY_ID',
  'MEDIA_S3_SECRET_ACCESS_KEY',
] as const;

function mediaStorageOf(
  values: z.infer<typeof configSchema>,
): MediaStorageConfig | { problems: { name: string; message: string }[] } {
  const missing = S3_REQUIRED.filter((name) => values[name] === undefined);
  if (missing.length === S3_REQUIRED.length) {
    return values.MEDIA_PUBLIC_URL === undefined
      ? { kind: 'local' }
      : {
          problems: [{ name: 'MEDIA_PUBLIC_URL', message: 'is only used with the S3 media store' }],
        };
  }
  if (missing.length > 0) {
    const together = `the media store needs ${S3_REQUIRED.join(', ')} together`;
    return { problems: missing.map((name) => ({ name, message: `must be set: ${together}` })) };
  }
  return {
    kind: 's3',
    endpoint: String(values.MEDIA_S3_ENDPOINT).replace(/\/+$/, ''),
    bucket: String(values.MEDIA_S3_BUCKET),
    region: values.MEDIA_S3_REGION,
    accessKeyId: String(values.MEDIA_S3_ACCESS_KEY_ID),
    secretAccessKey: String(values.MEDIA_S3_SECRET_ACCESS_KEY),
    publicUrl: values.MEDIA_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

export class ConfigError extends Error {}

/** Hosts that mean "every interface": nobody opens a link at them. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]', '*']);

/**
 * The one source of the site's public origin: PUBLIC_URL's origin, else the address this
 * configuration listens on (`http://localhost:3000` on a first local run; a wildcard HOST reads
 * as localhost). Never a request's Host, X-Forwarded-Host, Origin or Referer: a client can
 * forge those, and a link in a password-reset mail must not point where a stranger chose.
 */
export function publicOriginOf(settings: {
  publicUrl: string | undefined;
  host: string;
  port: number;
}): string {
  if (settings.publicUrl) return new URL(settings.publicUrl).origin;
  const host = WILDCARD_HOSTS.has(settings.host) ? 'localhost' : settings.host;
  // An IPv6 address goes in brackets in a URL.
  const bracketed = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return new URL(`http://${bracketed}:${settings.port}`).origin;
}

/** The public origin, or a ConfigError when HOST cannot be written in a link (`fe80::1%eth0`). */
function publicOriginFrom(
  values: { PUBLIC_URL?: string | undefined; HOST: string; PORT: number },
  env: NodeJS.ProcessEnv,
): string {
  try {
    return publicOriginOf({ publicUrl: values.PUBLIC_URL, host: values.HOST, port: values.PORT });
  } catch {
    throw new ConfigError(
      `Invalid configuration:\n  HOST=${JSON.stringify(env.HOST)}: cannot be written in a link: set PUBLIC_URL to the address people open`,
    );
  }
}

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
      'Invalid configuration:\n  SMTP_URL is set but PUBLIC_URL is not: links in mail must point at the public address (e.g. PUBLIC_URL=https://ieee.example.edu), not at the address this server listens on.',
    );
  }
  const media = mediaStorageOf(values);
  const razorpay = razorpayKeysOf(values);
  const problems = [
    ...('problems' in media ? media.problems : []),
    ...(razorpay && 'problems' in razorpay ? razorpay.problems : []),
  ];
  if ('problems' in media || (razorpay && 'problems' in razorpay)) {
    const lines = problems.map(
      ({ name, message }) => `  ${name}=${JSON.stringify(env[name] ?? '')}: ${message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    siteTimeZone: values.SITE_TIMEZONE,
    logLevel: values.LOG_LEVEL,
    logFormat: values.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    sampleContent: values.SAMPLE_CONTENT,
    trustProxy: values.TRUST_PROXY,
    publicOrigin: publicOriginFrom(values, env),
    publicOriginConfigured: values.PUBLIC_URL !== undefined,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    mailMaxPerMinute: values.MAIL_MAX_PER_MINUTE,
    media,
    backups: values.BACKUP_DIR
      ? {
          dir: path.resolve(values.BACKUP_DIR),
          keep: values.BACKUP_KEEP,
          everyHours: values.BACKUP_EVERY_HOURS,
        }
      : undefined,
    registrationRetentionDays: values.REGISTRATION_RETENTION_DAYS,
    signInFailuresPerAddress: values.SIGN_IN_FAILURES_PER_ADDRESS,
    feedbackRequestsEverySeconds: values.FEEDBACK_REQUESTS_EVERY_SECONDS,
    joinLinksEverySeconds: values.JOIN_LINKS_EVERY_SECONDS,
    razorpay,
  };
}

/**
 * The sentence for a listen that failed because of PORT or HOST (a taken port, an address this
 * machine does not have, a name it cannot look up); null for anything else.
 */
export function listenProblem(
  error: unknown,
  config: Pick<Config, 'port' | 'host'>,
): string | null {
  const host = `HOST=${JSON.stringify(config.host)}`;
  const choices = 'localhost for this machine only, 0.0.0.0 for every interface';
  switch ((error as NodeJS.ErrnoException | null)?.code) {
    case 'EADDRINUSE':
      return `Port ${config.port} is in use: set PORT`;
    case 'EADDRNOTAVAIL':
      return `${host} is not an address of this machine: set HOST (${choices})`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_FAIL':
      return `${host} names no address this machine can find: set HOST (${choices})`;
    default:
      return null;
  }
}
