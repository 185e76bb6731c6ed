import { type AppModule, routes } from '../app-module.js';
import { messageRoutes } from './messages.routes.js';

export const messagesModule = {
  name: 'messages',
  setUp: ({ context }) => ({ api: [routes(messageRoutes, { context })] }),
} satisfies AppModule;
