import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyRequestLogger } from './request-logger.js';

/** A Fastify app logging JSON lines at `level`, with what it wrote and how many children pino made. */
function appLoggingAt(level: string) {
  const stream = new PassThrough();
  const lines: Record<string, unknown>[] = [];
  stream.on('data', (chunk) => {
    for (const line of String(chunk).trim().split('\n')) lines.push(JSON.parse(line));
  });
  const made = { children: 0 };
  const app = Fastify({
    logger: {
      level,
      stream,
      onChild: () => {
        made.children += 1;
      },
    },
    childLoggerFactory: lazyRequestLogger,
  });
  app.get('/quiet', async (request) => {
    request.log.info('nothing worth a line at warn');
    return { ok: true };
  });
  app.get('/warns', async (request) => {
    request.log.warn({ items: 3 }, 'three items left behind');
    request.log.info('said after the warning');
    return { ok: true };
  });
  return { app, lines, made };
}

describe("a request's logger", () => {
  it('is not made for a request that writes nothing at the level the site logs', async () => {
    const { app, lines, made } = appLoggingAt('warn');
    const answer = await app.inject({ method: 'GET', url: '/quiet' });
    expect(answer.statusCode).toBe(200);
    expect(made.children).toBe(0);
    expect(lines).toEqual([]);
    await app.close();
  });

  it('writes an entry above the level with the request id, and only those', async () => {
    const { app, lines, made } = appLoggingAt('warn');
    await app.inject({ method: 'GET', url: '/warns' });
    await app.inject({ method: 'GET', url: '/warns' });
    expect(made.children).toBe(2);
    expect(lines.map((line) => line.msg)).toEqual([
      'three items left behind',
      'three items left behind',
    ]);
    expect(lines[0]).toMatchObject({ level: 40, items: 3, reqId: 'req-1' });
    expect(lines[1]).toMatchObject({ reqId: 'req-2' });
    await app.close();
  });

  it("carries the request id on Fastify's own lines at info", async () => {
    const { app, lines } = appLoggingAt('info');
    await app.inject({ method: 'GET', url: '/quiet' });
    const messages = lines.map((line) => [line.msg, line.reqId]);
    expect(messages).toEqual([
      ['incoming request', 'req-1'],
      ['nothing worth a line at warn', 'req-1'],
      ['request completed', 'req-1'],
    ]);
    expect(lines[0]?.req).toMatchObject({ method: 'GET', url: '/quiet' });
    await app.close();
  });

  it("follows a route's own level", async () => {
    const { app, lines } = appLoggingAt('warn');
    app.get('/traced', { logLevel: 'info' }, async (request) => {
      request.log.info('written: this route logs at info');
      return { ok: true };
    });
    await app.inject({ method: 'GET', url: '/traced' });
    expect(lines.map((line) => line.msg)).toEqual([
      'incoming request',
      'written: this route logs at info',
      'request completed',
    ]);
    expect(app.log.level).toBe('warn');
    await app.close();
  });
});
