export * from './admin.js';
export * from './audit.js';
export * from './auth.js';
export * from './common.js';
export * from './constants.js';
export * from './dashboard.js';
export * from './inbox.js';
export * from './media.js';
export * from './media-urls.js';
export * from './messages.js';
export * from './organisations.js';
export type * from './public-reads.js';
export * from './site.js';

import './zod-config.js';
