export * from './accounts.js';
export * from './content.js';
export * from './organisations.js';
export * from './site.js';
