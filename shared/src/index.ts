export * from './accounts.js';
export * from './achievements.js';
export * from './audit.js';
export * from './auth.js';
export * from './common.js';
export * from './events.js';
export * from './gallery.js';
export * from './mail.js';
export * from './media.js';
export * from './media-urls.js';
export * from './members.js';
export * from './messages.js';
export * from './newsletter.js';
export * from './notifications.js';
export * from './organisations.js';
export type * from './public-reads.js';
export * from './site.js';

import './zod-config.js';
