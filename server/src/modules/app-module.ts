// What a module folder declares to the app: one small export per folder (`<domain>.module.ts`),
// listed once in app.ts. It sits here, beside the folders, rather than in lib/ or plugins/: it
// names the modules' shared services (the mailer, media storage, public reads), and lib/ (below
// every module) or plugins/ (which import modules) would then import a module in a circle.
import type { PublicReads } from '@chapterhouse/shared';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  RawServerDefault,
} from 'fastify';
import type { Config } from '../config.js';
import type { DatabaseConnection } from '../db/client.js';
import type { BackgroundJob, BackgroundJobs } from '../lib/background-jobs.js';
import type { Clock } from '../lib/clock.js';
import type { ServiceContext } from '../lib/service-context.js';
import type { AfterEventEdit } from './events/events.service.js';
import type { Mailer } from './mail/mailer.js';
import type { MediaStorage } from './media/storage.js';
import type { RegistrantCertificates } from './registrations/personal-link.service.js';
import type { PayeeOf } from './registrations/registration-payments.js';

/** The configuration an app is built with (`buildApp`), as its modules read it. */
export type AppConfig = Pick<
  Config,
  'siteTimeZone' | 'logLevel' | 'trustProxy' | 'dataDir' | 'publicOrigin'
> &
  Partial<
    Pick<
      Config,
      | 'smtpUrl'
      | 'mailFrom'
      | 'mailMaxPerMinute'
      | 'media'
      | 'backups'
      | 'databaseUrl'
      | 'registrationRetentionDays'
      | 'logFormat'
      | 'signInFailuresPerAddress'
      | 'feedbackRequestsEverySeconds'
      | 'joinLinksEverySeconds'
      | 'razorpay'
      // Absent: an app built with its own origin (a test's), as if PUBLIC_URL gave it.
      | 'publicOriginConfigured'
    >
  >;

/** What the app builds once and hands every module's set-up. */
export interface ModuleDependencies {
  config: AppConfig;
  database: DatabaseConnection;
  context: ServiceContext;
  clock: Clock;
  /** Visitors' reads, through the public cache. */
  reads: PublicReads;
  /** Editors' reads, live: the versions they edit must be current. */
  liveReads: PublicReads;
  /** The outbox and its delivery (the context queues through it too). */
  mailer: Mailer;
  mediaStorage: MediaStorage;
  /** Where media lives on disk (`<dataDir>/media`): the sample content's art, local uploads. */
  mediaDir: string;
  uploadsDir: string;
  /** Empties the public caches of every server, after a change no request made (a job's). */
  invalidatePublicCaches(): Promise<void>;
  log: FastifyBaseLogger;
  /** Every background job of the app, as /readyz lists them. */
  jobs: Pick<BackgroundJobs, 'list'>;
  /** How the server asks other sites (the payment gateway): `fetch`, or a test's recorded answers. */
  fetch: typeof fetch;
  /**
   * Aborts as the server begins to stop, before it waits for the requests in flight: a long
   * download (a ZIP of certificates) ends there and then, so the server exits within its bound.
   */
  stopping: AbortSignal;
}

/**
 * What happens in one module that others react to, where those may not be imported by the
 * first (they import it already). The first calls `emit.<name>` from its set-up; a module that
 * reacts declares a listener of that name. Listeners run one after another, in the list's
 * order, within the caller's transaction; with none, nothing happens.
 */
export interface ModuleEvents {
  /** An officer edited an event (events' routes): registrations fill places, tell registrants. */
  eventEdited: Parameters<AfterEventEdit>;
  /** Registrations are erased, before their rows go: certificates withdraw theirs. */
  registrationsErased: Parameters<RegistrantCertificates['withdraw']>;
  /** A roster was applied or deleted (roster's routes): registrations recount verified members. */
  rosterChanged: [context: ServiceContext];
  /**
   * A series' window made new sessions (events' job and routes): those registered once for the
   * whole series are registered for them too.
   */
  seriesSessionsMade: [context: ServiceContext, seriesId: number];
}

export type ModuleListeners = {
  [Name in keyof ModuleEvents]?: (...args: ModuleEvents[Name]) => Promise<void>;
};

/**
 * What one module answers for another that may not import it. One module declares each answer;
 * the others' set-ups find it in `ask` (absent when no listed module answers it).
 */
export interface ModuleAnswers {
  /** A registration's valid certificate, for its registrant's page (certificates answer). */
  certificateOfRegistration: RegistrantCertificates['of'];
  /** Who is paid by UPI for an organisation's paid events (payments answer; issue 49). */
  upiPayeeOf: PayeeOf;
}

/** How a module's set-up reaches the others: the events it emits, the answers it asks for. */
export interface ModuleLinks {
  emit: { [Name in keyof ModuleEvents]: (...args: ModuleEvents[Name]) => Promise<void> };
  ask: Partial<ModuleAnswers>;
}

/** Registers routes on a scope (`/api`, or the root): `routes(plugin, options)` for a plugin. */
export type RouteRegistration = (scope: FastifyInstance) => unknown;

/** A routes plugin with the options it needs, registered (and awaited) in the list's order. */
export function routes<Options extends Record<string, unknown>>(
  // biome-ignore lint/suspicious/noExplicitAny: any type provider (the zod one, or none).
  plugin: FastifyPluginAsync<Options, RawServerDefault, any>,
  options: Options,
): RouteRegistration {
  return (scope) => scope.register(plugin as FastifyPluginAsync<Options>, options);
}

/** What a module's set-up makes for one app. */
export interface ModuleParts {
  /**
   * Its background jobs by name (kebab-case, unique in the app; /readyz lists them in the
   * list's order): `null` for one this server does not run (not configured).
   */
  jobs?: Record<string, BackgroundJob | null>;
  /** What else the app's users reach by name (`serviceOf`), e.g. the mailer in tests. */
  services?: Record<string, object>;
  /** Its routes under `/api`, in order, after the API's limits and access rules. */
  api?: RouteRegistration[];
  /**
   * Its routes outside `/api` and its limits (health, feeds, media files), after the API's and
   * before the pages' catch-all, which would answer them with HTML.
   */
  root?: RouteRegistration[];
  /**
   * Work it leaves in flight that must be done when the app closes, while the outbox still
   * delivers: awaited before the jobs stop.
   */
  settle?: () => Promise<void>;
}

/** One module folder, as app.ts lists it (`export const xModule = { … } satisfies AppModule`). */
export interface AppModule {
  /** Its folder under `modules/` (or its own folder, e.g. `backup`). */
  name: string;
  listeners?: ModuleListeners;
  answers?: Partial<ModuleAnswers>;
  /** Makes its jobs, services and routes from what the app shares, once per app. */
  setUp(dependencies: ModuleDependencies, links: ModuleLinks): ModuleParts | Promise<ModuleParts>;
}

type UnionToIntersection<U> = (U extends unknown ? (each: U) => void : never) extends (
  all: infer I,
) => void
  ? I
  : never;
type PartsOf<Module> = Module extends { setUp(...args: never[]): infer Parts }
  ? Awaited<Parts>
  : never;
type NamedIn<Parts> = (Parts extends { jobs: infer Jobs } ? Jobs : Record<never, never>) &
  (Parts extends { services: infer Services } ? Services : Record<never, never>);

/** The jobs and services of these modules by name, each of its own type. */
export type ServicesOf<Modules extends readonly AppModule[]> = UnionToIntersection<
  NamedIn<PartsOf<Modules[number]>>
>;

/** The modules, set up: what the app registers, starts and settles of them. */
export interface SetUpModules {
  api: RouteRegistration[];
  root: RouteRegistration[];
  /** Every job and service by name (jobs this server does not run are absent). */
  services: ReadonlyMap<string, object>;
  /** Settles each module's work in flight, in the list's order. */
  settle(): Promise<void>;
}

/**
 * Sets each module up in the list's order, linked to the others (their listeners and answers),
 * and declares its jobs in `jobs`.
 */
export async function setUpModules(
  modules: readonly AppModule[],
  dependencies: ModuleDependencies,
  jobs: Pick<BackgroundJobs, 'declare'>,
): Promise<SetUpModules> {
  const links = linksBetween(modules);
  const api: RouteRegistration[] = [];
  const root: RouteRegistration[] = [];
  const services = new Map<string, object>();
  const settles: (() => Promise<void>)[] = [];
  for (const module of modules) {
    const parts = await module.setUp(dependencies, links);
    const named = (name: string) => {
      if (services.has(name)) throw new Error(`${module.name} names "${name}", named already`);
      return name;
    };
    for (const [name, job] of Object.entries(parts.jobs ?? {})) {
      if (job) services.set(named(name), jobs.declare(name, job));
    }
    for (const [name, service] of Object.entries(parts.services ?? {})) {
      services.set(named(name), service);
    }
    api.push(...(parts.api ?? []));
    root.push(...(parts.root ?? []));
    if (parts.settle) settles.push(parts.settle);
  }
  return {
    api,
    root,
    services,
    settle: async () => {
      for (const settle of settles) await settle();
    },
  };
}

function linksBetween(modules: readonly AppModule[]): ModuleLinks {
  const emitterOf = <Name extends keyof ModuleEvents>(event: Name) => {
    const listeners = modules.flatMap((module) => module.listeners?.[event] ?? []) as ((
      ...args: ModuleEvents[Name]
    ) => Promise<void>)[];
    return async (...args: ModuleEvents[Name]) => {
      for (const listener of listeners) await listener(...args);
    };
  };
  const ask: Partial<ModuleAnswers> = {};
  for (const module of modules) {
    for (const [question, answer] of Object.entries(module.answers ?? {})) {
      if (question in ask) throw new Error(`${module.name} answers ${question}, answered already`);
      Object.assign(ask, { [question]: answer });
    }
  }
  return {
    emit: {
      eventEdited: emitterOf('eventEdited'),
      registrationsErased: emitterOf('registrationsErased'),
      rosterChanged: emitterOf('rosterChanged'),
      seriesSessionsMade: emitterOf('seriesSessionsMade'),
    },
    ask,
  };
}
