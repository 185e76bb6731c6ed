// A bare Fastify instance for `npm run bench`: one route answering a small JSON object, no
// plugins, so the bench can show the framework's ceiling on this machine next to the site; and
// `/bytes/<n>`, n bytes from memory, the ceiling for an answer as large as a cached page.
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';

const port = Number(process.env.PORT);
const app = Fastify({ logger: false });
app.get('/', async () => ({ name: 'bare fastify', ok: true }));
const buffers = new Map();
app.get('/bytes/:size', async (request, reply) => {
  const size = Math.min(Number(request.params.size) || 0, 10 * 1024 * 1024);
  if (!buffers.has(size)) buffers.set(size, randomBytes(size));
  return reply.type('application/octet-stream').send(buffers.get(size));
});
await app.listen({ port, host: '127.0.0.1' });

for (const signal of ['SIGTERM', 'SIGINT'])
  process.once(signal, () => {
    app.close().then(() => process.exit(0));
  });
