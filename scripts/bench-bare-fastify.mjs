// A bare Fastify instance for `npm run bench`: one route answering a small JSON object, no
// plugins, so the bench can show the framework's ceiling on this machine next to the site.
import Fastify from 'fastify';

const port = Number(process.env.PORT);
const app = Fastify({ logger: false });
app.get('/', async () => ({ name: 'bare fastify', ok: true }));
await app.listen({ port, host: '127.0.0.1' });

for (const signal of ['SIGTERM', 'SIGINT'])
  process.once(signal, () => {
    app.close().then(() => process.exit(0));
  });
