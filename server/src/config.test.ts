import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, listenProblem, loadConfig, publicOriginOf } from './config.js';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      siteTimeZone: 'UTC',
      logLevel: 'info',
      sampleContent: true,
      registrationRetentionDays: 365,
      feedbackRequestsEverySeconds: 600,
      joinLinksEverySeconds: 60,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/chapterhouse',
      DATABASE_URL: 'postgres://user:secret@db:5432/chapterhouse',
      SITE_TIMEZONE: 'Asia/Kolkata',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      SAMPLE_CONTENT: 'false',
      PUBLIC_URL: 'https://ieee.example.edu/',
      REGISTRATION_RETENTION_DAYS: '90',
      FEEDBACK_REQUESTS_EVERY_SECONDS: '5',
      JOIN_LINKS_EVERY_SECONDS: '3',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/chapterhouse',
      databaseUrl: 'postgres://user:secret@db:5432/chapterhouse',
      siteTimeZone: 'Asia/Kolkata',
      logLevel: 'warn',
      logFormat: 'json',
      sampleContent: false,
      publicOrigin: 'https://ieee.example.edu',
      registrationRetentionDays: 90,
      feedbackRequestsEverySeconds: 5,
      joinLinksEverySeconds: 3,
    });
    expect(() => loadConfig({ REGISTRATION_RETENTION_DAYS: '0' })).toThrow(
      /REGISTRATION_RETENTION_DAYS="0": must be 1 or more/,
    );
    expect(() => loadConfig({ JOIN_LINKS_EVERY_SECONDS: '7200' })).toThrow(
      /JOIN_LINKS_EVERY_SECONDS="7200": must be at most 3600/,
    );
    expect(() => loadConfig({ FEEDBACK_REQUESTS_EVERY_SECONDS: '0.5' })).toThrow(
      /FEEDBACK_REQUESTS_EVERY_SECONDS="0.5": must be a whole number of seconds/,
    );
  });

  it('logs readable lines to a terminal and JSON lines elsewhere, unless LOG_FORMAT says', () => {
    const atTerminal = process.stdout.isTTY;
    try {
      process.stdout.isTTY = true;
      expect(loadConfig({}).logFormat).toBe('pretty');
      expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
      process.stdout.isTTY = false;
      expect(loadConfig({}).logFormat).toBe('json');
      expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    } finally {
      process.stdout.isTTY = atTerminal;
    }
    expect(() => loadConfig({ LOG_FORMAT: 'text' })).toThrow(/LOG_FORMAT="text"/);
  });

  it('takes the public origin from PUBLIC_URL, else from where it listens', () => {
    expect(loadConfig({}).publicOrigin).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }).publicOrigin).toBe(
      'http://localhost:8080',
    );
    expect(loadConfig({ HOST: '::', PORT: '8080' }).publicOrigin).toBe('http://localhost:8080');
    expect(loadConfig({ HOST: 'ieee.example.edu', PORT: '80' }).publicOrigin).toBe(
      'http://ieee.example.edu',
    );
    expect(publicOriginOf({ publicUrl: undefined, host: '::1', port: 3000 })).toBe(
      'http://[::1]:3000',
    );
    expect(
      loadConfig({ PUBLIC_URL: 'https://ieee.example.edu/branch/', HOST: '0.0.0.0' }).publicOrigin,
    ).toBe('https://ieee.example.edu');
  });

  it('takes a HOST it can listen on and write in a link, and names any other', () => {
    for (const host of ['localhost', '0.0.0.0', '::', '::1', '10.0.0.7', 'web_1', 'ieee.edu.']) {
      expect(loadConfig({ HOST: host }).host).toBe(host);
    }
    for (const host of ['bad host', '[::]', '*', 'http://ieee.example.edu', 'a..b', '-a']) {
      expect(() => loadConfig({ HOST: host })).toThrow(
        `HOST=${JSON.stringify(host)}: must be a host name or an IP address of this machine`,
      );
    }
    expect(() => loadConfig({ HOST: 'fe80::1%eth0' })).toThrow(
      'HOST="fe80::1%eth0": cannot be written in a link: set PUBLIC_URL',
    );
    expect(loadConfig({ HOST: 'fe80::1%eth0', PUBLIC_URL: 'https://ieee.example.edu' }).host).toBe(
      'fe80::1%eth0',
    );
  });

  it('says which setting to change when listening fails, in one line', async () => {
    const settings = { port: 3000, host: '192.0.2.1' };
    // An address of TEST-NET-1 (RFC 5737): no machine here has it.
    const notHere = await new Promise<unknown>((resolve) => {
      const server = net.createServer();
      server.once('error', resolve);
      server.listen(0, settings.host, () => server.close(() => resolve(null)));
    });
    expect(listenProblem(notHere, settings)).toBe(
      'HOST="192.0.2.1" is not an address of this machine: set HOST (localhost for this machine only, 0.0.0.0 for every interface)',
    );
    const failed = (code: string) => Object.assign(new Error(code), { code });
    expect(listenProblem(failed('ENOTFOUND'), { port: 3000, host: 'web.invalid' })).toBe(
      'HOST="web.invalid" names no address this machine can find: set HOST (localhost for this machine only, 0.0.0.0 for every interface)',
    );
    expect(listenProblem(failed('EADDRINUSE'), settings)).toBe('Port 3000 is in use: set PORT');
    expect(listenProblem(failed('EMFILE'), settings)).toBeNull();
  });

  it('reads the failed sign-ins allowed per address, high enough for a campus', () => {
    expect(loadConfig({}).signInFailuresPerAddress).toBe(100);
    expect(loadConfig({ SIGN_IN_FAILURES_PER_ADDRESS: '500' }).signInFailuresPerAddress).toBe(500);
    expect(() => loadConfig({ SIGN_IN_FAILURES_PER_ADDRESS: '3' })).toThrow(
      /SIGN_IN_FAILURES_PER_ADDRESS="3": must be 10 or more/,
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('names every bad value in one clear message', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        SITE_TIMEZONE: 'Mars/Olympus',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT="eighty"');
      expect(message).toContain('SITE_TIMEZONE="Mars/Olympus": must be an IANA time zone name');
      expect(message).toContain('DATABASE_URL="mysql://x": must start with postgres://');
      expect(message).toContain('LOG_LEVEL="loud"');
    }
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/between 1 and 65535/);
    expect(() => loadConfig({ SAMPLE_CONTENT: 'maybe' })).toThrow(/use true or false/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://example.edu' })).toThrow(/http\(s\) address/);
    expect(() => loadConfig({ PUBLIC_URL: 'ieee.example.edu' })).toThrow(/http\(s\) address/);
    expect(() => loadConfig({ SMTP_URL: 'mail.example.edu' })).toThrow(/smtp:\/\//);
  });

  it('sends mail only with a public address to put in its links', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.edu:587' })).toThrow(
      /SMTP_URL is set but PUBLIC_URL is not/,
    );
    expect(
      loadConfig({
        SMTP_URL: 'smtp://mail.example.edu:587',
        PUBLIC_URL: 'https://ieee.example.edu',
      }),
    ).toMatchObject({
      smtpUrl: 'smtp://mail.example.edu:587',
      publicOrigin: 'https://ieee.example.edu',
      publicOriginConfigured: true,
    });
    // Without it, links lead to the address this server listens on, and the server says so.
    expect(loadConfig({ PORT: '8080' })).toMatchObject({
      publicOrigin: 'http://localhost:8080',
      publicOriginConfigured: false,
    });
  });

  it('keeps media on disk unless the S3 store is configured completely', () => {
    expect(loadConfig({}).media).toEqual({ kind: 'local' });
    const s3 = {
      MEDIA_S3_ENDPOINT: 'https://s3.example.net/',
      MEDIA_S3_BUCKET: 'branch-media',
      MEDIA_S3_ACCESS_KEY_ID: 'AKIA123',
      MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig({ ...s3, MEDIA_PUBLIC_URL: 'https://cdn.example.net/media/' }).media).toEqual(
      {
        kind: 's3',
        endpoint: 'https://s3.example.net',
        bucket: 'branch-media',
        region: 'us-east-1',
        accessKeyId: 'AKIA123',
        secretAccessKey: 'secret',
        publicUrl: 'https://cdn.example.net/media',
      },
    );
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'branch-media' })).toThrow(
      /MEDIA_S3_ENDPOINT="": must be set: the media store needs/,
    );
    expect(() => loadConfig({ MEDIA_PUBLIC_URL: 'https://cdn.example.net' })).toThrow(
      /only used with the S3 media store/,
    );
    expect(() => loadConfig({ ...s3, MEDIA_S3_BUCKET: 'Bad_Bucket' })).toThrow(/bucket name/);
  });

  it('takes payments through Razorpay only with its three keys, never printing a secret', () => {
    expect(loadConfig({}).razorpay).toBeUndefined();
    const keys = {
      RAZORPAY_KEY_ID: 'rzp_live_AbC123',
      RAZORPAY_KEY_SECRET: 'key-secret-value',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-value',
    };
    expect(loadConfig(keys).razorpay).toEqual({
      keyId: 'rzp_live_AbC123',
      keySecret: 'key-secret-value',
      webhookSecret: 'webhook-secret-value',
    });
    const partial = () => loadConfig({ RAZORPAY_KEY_SECRET: 'key-secret-value' });
    expect(partial).toThrow(/RAZORPAY_KEY_ID="": must be set: the payment gateway needs/);
    expect(partial).toThrow(/RAZORPAY_WEBHOOK_SECRET="": must be set/);
    expect(partial).not.toThrow(/key-secret-value/);
    expect(() => loadConfig({ ...keys, RAZORPAY_KEY_ID: 'key_123' })).toThrow(
      /must be a Razorpay key id/,
    );
  });
});
