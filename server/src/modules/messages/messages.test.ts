import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { contactMessages } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sample: false });
});
afterAll(() => t.close());

const post = (url: string, payload: object, remoteAddress = '10.20.0.1') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

describe('POST /api/contact', () => {
  it('stores a valid message', async () => {
    const response = await post('/api/contact', {
      name: 'Ravi',
      email: 'Ravi@Example.edu',
      message: 'Can non-members attend?',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Message sent successfully!' });
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.name, 'Ravi'));
    expect(row).toMatchObject({
      email: 'ravi@example.edu',
      message: 'Can non-members attend?',
      handledAt: null,
    });
  });

  it('refuses an invalid message with the field named and stores nothing', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(contactMessages);
    for (const [payload, message] of [
      [{ email: 'a@b.edu', message: 'x' }, 'Name is required'],
      [{ name: 'A', email: 'not-an-email', message: 'x' }, 'Enter a valid e-mail address'],
      [{ name: 'A', email: 'a@b.edu', message: '   ' }, 'Message is required'],
    ] as const) {
      const response = await post('/api/contact', payload, '10.20.0.2');
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain(message);
    }
    const [after] = await t.database.db.select({ n: count() }).from(contactMessages);
    expect(after?.n).toBe(before?.n);
  });

  it('limits how often one client can send', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await post(
            '/api/contact',
            { name: 'Spam', email: 's@example.edu', message: `#${i}` },
            '10.20.9.9',
          )
        ).statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
