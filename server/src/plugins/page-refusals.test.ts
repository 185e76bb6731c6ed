import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { CROSS_SITE_FORM } from './page-api.js';

// Issue 45, item 6: a form from another site refused by the pages, and a form posted to a page
// that has no action, each printed React Router's stack trace (the installation's paths in it)
// on stderr, outside the JSON log; anyone could add one per request. Now each is one entry of
// the log, without stack or address, and the sender gets 403 or 405.

let t: TestApp;
/** Every line the server logged, as written. */
const written: string[] = [];
const printed = vi.fn();

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      written.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  t = await createTestApp({ web: 'site', logStream });
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
  printed.mockClear();
});

/** Sends a form to a page; answers the reply and what was logged or printed meanwhile. */
async function sendForm(url: string, headers: Record<string, string>) {
  for (const method of ['error', 'warn', 'log'] as const) {
    vi.spyOn(console, method).mockImplementation(printed);
  }
  const from = written.length;
  const reply = await t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: 'name=Mallory&email=mallory%40example.edu&message=Hello',
  });
  const lines = written.slice(from);
  return {
    reply,
    lines,
    entries: lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe('a form the pages refuse', () => {
  it('from another site: 403, and one line in the log naming the site, no stack', async () => {
    for (const origin of ['https://evil.example', 'null']) {
      const { reply, lines, entries } = await sendForm('/contact', { origin });
      expect(reply.statusCode).toBe(403);
      expect(reply.body).toBe(CROSS_SITE_FORM);
      const refusals = entries.filter((entry) => String(entry.msg).startsWith('Refused a form'));
      expect(refusals).toHaveLength(1);
      expect(refusals[0]).toMatchObject({
        level: 40,
        method: 'POST',
        origin,
        expected: 'http://localhost',
      });
      expect(lines.join('\n')).not.toMatch(/\bat |stack|\/contact|mallory/);
      expect(printed).not.toHaveBeenCalled();
    }
  });

  it('to a page without an action: 405, and one line in the log, no stack', async () => {
    const { reply, lines, entries } = await sendForm('/', { origin: 'http://localhost' });
    expect(reply.statusCode).toBe(405);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    const refusals = entries.filter((entry) => entry.status === 405);
    expect(refusals).toEqual([
      expect.objectContaining({
        level: 30,
        method: 'POST',
        status: 405,
        msg: 'A page refused the request: 405 Method Not Allowed',
      }),
    ]);
    expect(lines.join('\n')).not.toMatch(/\bat |stack|did not provide|mallory/);
    expect(printed).not.toHaveBeenCalled();
  });
});
