import { type AppModule, routes } from '../app-module.js';
import { authRoutes } from './auth.routes.js';
import { DEFAULT_THROTTLE, LoginThrottle } from './login-throttle.js';

export const authModule = {
  name: 'auth',
  setUp: ({ context, config }) => {
    const throttle = new LoginThrottle(context.db, context.clock, {
      address: {
        ...DEFAULT_THROTTLE.address,
        maxFailures: config.signInFailuresPerAddress ?? DEFAULT_THROTTLE.address.maxFailures,
      },
    });
    return { api: [routes(authRoutes, { context, throttle })] };
  },
} satisfies AppModule;
