export * from './accounts.js';
export * from './audit.js';
export * from './content.js';
export * from './media.js';
export * from './messages.js';
export * from './newsletter.js';
export * from './organisations.js';
export * from './site.js';
