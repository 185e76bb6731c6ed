import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create({ dataDir: '/tmp/large/pglite' });
const inner = (off) => `select g2.id from gallery_items g2 join organisations o2 on o2.id = g2.organisation_id where o2.archived_at is null order by g2.date desc, g2.id desc limit 100 offset ${off}`;
async function time(label, q) {
  await db.query(q); const times = [];
  for (let i = 0; i < 9; i++) { const t = performance.now(); await db.query(q); times.push(performance.now() - t); }
  times.sort((a, b) => a - b); console.log(label, times[4].toFixed(1), 'ms');
}
await time('inner 0', inner(0)); await time('inner 9900', inner(9900));
console.log('count', (await db.query('select count(*) from gallery_items')).rows);
await db.query('create index if not exists tmp_cover on gallery_items (date, id) include (organisation_id)');
await db.query('vacuum analyze gallery_items');
await time('inner 9900 covered+vacuum', inner(9900));
console.log((await db.query(`explain analyze ${inner(9900)}`)).rows.map(r=>r['QUERY PLAN']).join('\n'));
await db.query('drop index tmp_cover');
