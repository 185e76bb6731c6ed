import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import { type AppModule, routes } from '../app-module.js';
import { mediaRoutes } from './media.routes.js';
import { registerUploadedFiles } from './media-files.js';

export const mediaModule = {
  name: 'media',
  setUp: ({ context, mediaStorage, mediaDir, uploadsDir }) => ({
    api: [routes(mediaRoutes, { context, storage: mediaStorage })],
    root: [
      async (app) => {
        fs.mkdirSync(mediaDir, { recursive: true });
        await registerUploadedFiles(app, mediaStorage, uploadsDir);
        await app.register(fastifyStatic, {
          root: mediaDir,
          prefix: '/media/',
          decorateReply: false,
          maxAge: '1d',
        });
      },
    ],
  }),
} satisfies AppModule;
