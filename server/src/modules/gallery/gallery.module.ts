import { type AppModule, routes } from '../app-module.js';
import { galleryRoutes } from './gallery.routes.js';

export const galleryModule = {
  name: 'gallery',
  setUp: ({ reads, context, mediaStorage }) => ({
    api: [routes(galleryRoutes, { reads, context, storage: mediaStorage })],
  }),
} satisfies AppModule;
