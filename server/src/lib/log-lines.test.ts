import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggedRequest } from './error-log.js';
import { readableLogLines } from './log-lines.js';

describe('readable log lines', () => {
  it('writes each entry as one line of words, not JSON', () => {
    const output = new PassThrough();
    let written = '';
    output.on('data', (chunk) => {
      written += String(chunk);
    });
    const { log } = Fastify({
      logger: { serializers: { req: loggedRequest }, stream: readableLogLines(output) },
    });
    log.info(
      {
        req: {
          method: 'GET',
          url: '/api/auth/links/secret-token',
          routeOptions: { url: '/api/auth/links/:token' },
        },
      },
      'incoming request',
    );
    log.warn('Port 3000 is in use');

    const lines = written.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[?\d\d:\d\d:\d\d\]? INFO.*incoming request/);
    expect(lines[0]).toContain('/api/auth/links/:token');
    // The serializer still runs: the URL with its token never reaches the terminal.
    expect(written).not.toContain('secret-token');
    expect(lines[1]).toMatch(/WARN.*Port 3000 is in use/);
    expect(() => JSON.parse(lines[0] as string)).toThrow();
  });
});
