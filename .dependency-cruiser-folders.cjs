// Cycles between folders, on the code without its tests: a test imports the whole app (which
// imports every module), so with tests every folder that holds one would be in a cycle.
const base = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycle',
      severity: 'error',
      comment:
        'Two folders import each other, directly or through others: neither can be read, moved ' +
        'or tested without the other. Move what both need into a third folder, or pass it in.',
      // Each folder stands for everything under it, so `modules` importing `plugins` and
      // `plugins` importing `modules/context.ts` is a cycle too.
      scope: 'folder',
      from: { path: '^(server/src|web/app|shared/src)(/|$)' },
      to: { circular: true },
    },
  ],
  options: { ...base.options, exclude: { path: base.tests } },
};
