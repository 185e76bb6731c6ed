import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { answerReadsFirst } from './reads-first.js';

describe('reads first', () => {
  it('answers the reads that arrived with a write before the write starts', async () => {
    const app = Fastify();
    answerReadsFirst(app);
    const handled: string[] = [];
    app.post('/registrations', async () => {
      handled.push('write');
      return { saved: true };
    });
    app.get('/page', async () => {
      handled.push('read');
      return { page: true };
    });
    await app.ready();
    // Sent in this order, as one turn of the event loop would read them.
    const answers = await Promise.all([
      app.inject({ method: 'POST', url: '/registrations' }),
      app.inject({ method: 'GET', url: '/page' }),
      app.inject({ method: 'HEAD', url: '/page' }),
      app.inject({ method: 'DELETE', url: '/registrations' }),
    ]);
    expect(handled).toEqual(['read', 'read', 'write']);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 404]);
    await app.close();
  });
});
