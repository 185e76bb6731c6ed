// @vitest-environment node
// (Node's own Response: a browser's hides `set-cookie`, which the sign-in answers carry.)
import type {
  AccountLinkInfo,
  ApiAnswer,
  EventDetail,
  LoginResponse,
  PageApi,
  RegistrationCreated,
} from '@chapterhouse/shared';
import { FORGOT_PASSWORD_ANSWER, membersOnlyRefusal } from '@chapterhouse/shared';
import { CONTACT_SENT } from '@chapterhouse/shared/messages-text';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FILL_IN_ALL_FIELDS } from '../features/auth/login-form';
import { PASSWORDS_DIFFER } from '../features/auth/set-password-form';
import { action as accountLinkAction } from './account-link';
import { action as contactAction } from './contact';
import { action as eventAction } from './event';
import { action as followAction } from './follow';
import { action as forgotPasswordAction } from './forgot-password';
import { action as loginAction } from './login';

// The route actions that answer forms sent before the page's script ran (or without script): each
// makes the API call the script makes (the load context's `api`, faked here) and answers with the
// page's result or a redirect, never an error page.

const ORIGIN = 'https://ieee.example.edu';
const TOKEN = 'a-session-token_0123456789abcdefghijklmnop';

let answers: ApiAnswer[];
const api = vi.fn<PageApi>(async () => answers.shift() ?? { status: 500, body: null });
beforeEach(() => {
  api.mockClear();
  answers = [];
});

const answer = (status: number, body: unknown) => answers.push({ status, body });

const event = (overrides: Partial<EventDetail> = {}): EventDetail => ({
  id: 42,
  organisation: { id: 3, kind: 'society', slug: 'computer-society', name: 'Computer Society' },
  status: 'upcoming',
  state: 'scheduled',
  title: 'Analogue Circuits Clinic',
  date: '2026-07-01',
  time: '14:00',
  startDate: '2026-07-01T14:00:00+05:30',
  endsAt: null,
  endDate: null,
  endTime: null,
  checkedIn: 0,
  registrationApproval: false,
  registrationConfirmEmail: false,
  registrationCloses: null,
  registrationOpens: null,
  registrationAudience: 'everyone',
  attendanceMode: 'in-person',
  livestreamUrl: null,
  openToEveryone: null,
  memberPrice: null,
  earlyBirdPrice: null,
  earlyBirdUntil: null,
  paymentHoldHours: null,
  registrationQuestions: [
    { id: 'track', label: 'Which track?', kind: 'choice', required: true, options: ['A', 'B'] },
    { id: '7', label: 'Bringing a laptop?', kind: 'yes-no', required: false, options: [] },
  ],
  registrationClosesAt: null,
  category: 'Technical',
  subCategory: null,
  speakers: [],
  coHosts: [],
  series: null,
  registrationOpensAt: null,
  openToEveryoneAt: null,
  location: 'Faraday Hall',
  description: 'Bring a broken circuit.',
  organizer: null,
  capacity: 40,
  onlineCapacity: null,
  registrationLink: null,
  registrationMode: 'site',
  image: null,
  tags: [],
  registrations: 12,
  registrationsOnline: 0,
  participants: null,
  announcedAt: '2026-06-01T09:00:00.000Z',
  fallbackImage: null,
  streetAddress: null,
  locality: null,
  postalCode: null,
  region: null,
  country: null,
  mapUrl: null,
  price: null,
  priceCurrency: null,
  timeZoneName: 'GMT+5:30',
  ...overrides,
});

const context = {
  api,
  origin: ORIGIN,
  cspNonce: '',
  reads: { getEvent: async (id: number) => (id === 42 ? event() : null) },
};

/** Calls a route action with a form sent to `url`, as React Router would. */
async function send<A extends (args: never) => unknown>(
  action: A,
  url: string,
  fields: Record<string, string | string[]>,
  params: Record<string, string> = {},
) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const each of Array.isArray(value) ? value : [value]) body.append(name, each);
  }
  const request = new Request(new URL(url, ORIGIN), { method: 'POST', body });
  return (await action({ request, context, params } as never)) as unknown;
}

/** A `data()` answer's data and status, or a plain object's. */
function result(value: unknown): { data: unknown; status: number } {
  if (
    value &&
    typeof value === 'object' &&
    'type' in value &&
    value.type === 'DataWithResponseInit'
  ) {
    const { data, init } = value as unknown as { data: unknown; init: ResponseInit | null };
    return { data, status: init?.status ?? 200 };
  }
  return { data: value, status: 200 };
}

function redirected(value: unknown): {
  location: string | null;
  cookie: string | null;
  status: number;
} {
  expect(value).toBeInstanceOf(Response);
  const response = value as Response;
  return {
    location: response.headers.get('location'),
    cookie: response.headers.get('set-cookie'),
    status: response.status,
  };
}

const signedIn = (redirectTo: string): LoginResponse =>
  ({ token: TOKEN, user: { id: 1 }, redirectTo }) as unknown as LoginResponse;

describe('sign in sent before the script ran', () => {
  it('signs in through the API and opens the page the script would, the session handed over', async () => {
    answer(200, signedIn('/admin'));
    const answerOf = redirected(
      await send(loginAction, '/login', { email: 'chair@example.edu', password: 'a password' }),
    );
    expect(api).toHaveBeenCalledWith({
      method: 'POST',
      path: '/api/auth/login',
      body: { email: 'chair@example.edu', password: 'a password' },
    });
    expect(answerOf.status).toBe(303);
    expect(answerOf.location).toBe('/admin');
    expect(answerOf.cookie).toBe(
      `chapterhouse-signin=${TOKEN}; Path=/; Max-Age=600; SameSite=Strict; Secure`,
    );
  });

  it('passes on the known-device cookie the API renewed, beside the session handed over', async () => {
    const device = ['/api/auth/login', '/login'].map(
      (path) => `known_device=v1.1.abcdefghijklmnop.1.mac; Path=${path}; HttpOnly; SameSite=Lax`,
    );
    answers.push({ status: 200, body: signedIn('/admin'), setCookies: device });
    const response = (await send(loginAction, '/login', {
      email: 'chair@example.edu',
      password: 'a password',
    })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.getSetCookie()).toEqual([
      `chapterhouse-signin=${TOKEN}; Path=/; Max-Age=600; SameSite=Strict; Secure`,
      ...device,
    ]);
  });

  it('keeps the page that sent the visitor to sign in, when it is on this site', async () => {
    const dashboard = '/councils/sensors-council/dashboard';
    answer(200, signedIn('/dashboard'));
    const kept = redirected(
      await send(loginAction, `/login?redirectTo=${encodeURIComponent(dashboard)}`, {
        email: 'chair@example.edu',
        password: 'a password',
      }),
    );
    expect(kept.location).toBe(dashboard);

    answer(200, signedIn('/dashboard'));
    const elsewhere = redirected(
      await send(loginAction, `/login?redirectTo=${encodeURIComponent('//evil.example/x')}`, {
        email: 'chair@example.edu',
        password: 'a password',
      }),
    );
    expect(elsewhere.location).toBe('/dashboard');

    // A browser drops the tab (or CR, LF) and reads a backslash as `/`: each is another site.
    // CR, LF and characters past Latin-1 cannot be put in a Location header (they gave a 500).
    for (const requested of ['/\t/evil.example', '/\\evil.example', '/\r\n/x', '/\n', '/Łódź']) {
      answer(200, signedIn('/dashboard'));
      const refused = redirected(
        await send(loginAction, `/login?redirectTo=${encodeURIComponent(requested)}`, {
          email: 'chair@example.edu',
          password: 'a password',
        }),
      );
      expect(refused, JSON.stringify(requested)).toMatchObject({
        status: 303,
        location: '/dashboard',
      });
    }
  });

  it("shows the API's refusal on the form again, the address kept and no cookie", async () => {
    answer(401, { error: 'Invalid email or password.' });
    expect(
      result(await send(loginAction, '/login', { email: 'chair@example.edu', password: 'wrong' })),
    ).toEqual({
      data: { error: 'Invalid email or password.', email: 'chair@example.edu' },
      status: 401,
    });
    answer(429, { error: 'Too many failed sign-ins. Try again in 5 minutes.' });
    expect(
      result(await send(loginAction, '/login', { email: 'chair@example.edu', password: 'x' })),
    ).toMatchObject({ status: 429 });
  });

  it('asks to fill in all fields without calling the API', async () => {
    expect(result(await send(loginAction, '/login', { email: 'chair@example.edu' }))).toEqual({
      data: { error: FILL_IN_ALL_FIELDS, email: 'chair@example.edu' },
      status: 400,
    });
    expect(api).not.toHaveBeenCalled();
  });
});

describe('the other forms sent before their script ran', () => {
  it('forgot password: shows the API answer, or its refusal with the address kept', async () => {
    answer(200, { message: FORGOT_PASSWORD_ANSWER });
    expect(
      result(await send(forgotPasswordAction, '/forgot-password', { email: 'a@example.edu' })),
    ).toEqual({ data: { answer: FORGOT_PASSWORD_ANSWER, email: '' }, status: 200 });
    answer(429, { error: 'Too many requests. Try again in 60 seconds.' });
    expect(
      result(await send(forgotPasswordAction, '/forgot-password', { email: 'a@example.edu' })),
    ).toEqual({
      data: { failure: 'Too many requests. Try again in 60 seconds.', email: 'a@example.edu' },
      status: 429,
    });
  });

  it('contact: errors beside the fields with what was typed, else the message sent', async () => {
    const typed = { name: 'Ada', email: 'not-an-address', message: 'Hello' };
    const refused = result(await send(contactAction, '/contact', typed));
    expect(refused).toEqual({
      data: { sent: false, values: typed, errors: { email: expect.any(String) } },
      status: 400,
    });
    expect(api).not.toHaveBeenCalled();

    answer(201, { message: CONTACT_SENT });
    const sent = { ...typed, email: 'ada@example.edu' };
    expect(result(await send(contactAction, '/contact', sent))).toEqual({
      data: { sent: true },
      status: 200,
    });
    expect(api).toHaveBeenCalledWith({ method: 'POST', path: '/api/contact', body: sent });
  });

  it("follow: subscribes to the organisation named, and shows the API's answer", async () => {
    answer(200, { message: 'Almost done: we sent you an e-mail.' });
    const fields = {
      email: 'ada@example.edu',
      follow: 'pick',
      organisationIds: '7',
      organisationName: 'Robotics Society',
      from: '/societies/robotics-society',
    };
    expect(result(await send(followAction, '/follow', fields))).toEqual({
      data: {
        done: true,
        message: 'Almost done: we sent you an e-mail.',
        from: '/societies/robotics-society',
      },
      status: 200,
    });
    expect(api).toHaveBeenCalledWith({
      method: 'POST',
      path: '/api/newsletter/subscribe',
      body: { email: 'ada@example.edu', branch: false, organisationIds: [7], digest: false },
    });

    // The footer's form: the whole branch; a bad address comes back with the form.
    expect(
      result(await send(followAction, '/follow', { email: 'nope', from: '//evil.example' })),
    ).toEqual({
      data: {
        done: false,
        organisation: null,
        from: null,
        email: 'nope',
        error: expect.any(String),
      },
      status: 400,
    });
  });

  it("registration: the API's registration, else errors by field with what was typed", async () => {
    const url = '/events/42/analogue-circuits-clinic';
    const typed = {
      name: 'Grace Hopper',
      email: 'grace@example.edu',
      memberNumber: '',
      website: '',
      'answers.q-track': '',
      'answers.q-7': 'yes',
    };
    const refused = result(await send(eventAction, url, typed, { id: '42' }));
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      ok: false,
      values: { name: 'Grace Hopper', answers: { 'q-track': '', 'q-7': 'yes' } },
      errors: { answers: { 'q-track': { type: 'server', message: 'Choose an answer' } } },
    });
    expect(api).not.toHaveBeenCalled();

    const created = { registration: { status: 'confirmed' }, token: 'personal-token' };
    answer(201, created);
    const registered = result(
      await send(eventAction, url, { ...typed, 'answers.q-track': 'B' }, { id: '42' }),
    );
    expect(api).toHaveBeenCalledWith({
      method: 'POST',
      path: '/api/events/42/registrations',
      body: {
        name: 'Grace Hopper',
        email: 'grace@example.edu',
        memberNumber: null,
        answers: { track: 'B', '7': true },
        website: '',
      },
    });
    expect(registered).toEqual({
      data: {
        ok: true,
        created: created as unknown as RegistrationCreated,
        personalUrl: `${ORIGIN}/registrations/personal-token`,
      },
      status: 200,
    });

    answer(409, { error: 'You are already registered for this event.' });
    expect(
      result(await send(eventAction, url, { ...typed, 'answers.q-track': 'B' }, { id: '42' })),
    ).toMatchObject({
      data: {
        ok: false,
        errors: {
          root: { server: { type: '409', message: 'You are already registered for this event.' } },
        },
      },
      status: 409,
    });

    // A members-only event's refusal of an address no roster lists: its sentence, its status.
    const refusal = membersOnlyRefusal('grace@example.edu', null);
    answer(403, { error: refusal });
    expect(
      result(await send(eventAction, url, { ...typed, 'answers.q-track': 'B' }, { id: '42' })),
    ).toMatchObject({
      data: {
        ok: false,
        values: { email: 'grace@example.edu' },
        errors: { root: { server: { type: '403', message: refusal } } },
      },
      status: 403,
    });
  });

  it('registration: passes on a claim of the member price (its checkbox) as true', async () => {
    const url = '/events/42/analogue-circuits-clinic';
    const typed = {
      name: 'Grace Hopper',
      email: 'grace@example.edu',
      memberNumber: '',
      website: '',
      'answers.q-track': 'B',
    };
    // The form's own value, and a browser's default for a checkbox without one.
    for (const ticked of ['true', 'on']) {
      api.mockClear();
      answer(201, { registration: { status: 'confirmed' }, token: 'personal-token' });
      await send(eventAction, url, { ...typed, memberPrice: ticked }, { id: '42' });
      expect(api).toHaveBeenCalledWith(
        expect.objectContaining({ body: expect.objectContaining({ memberPrice: true }) }),
      );
    }

    // Unticked, a checkbox sends nothing: no claim.
    api.mockClear();
    answer(201, { registration: { status: 'confirmed' }, token: 'personal-token' });
    await send(eventAction, url, typed, { id: '42' });
    const [call] = api.mock.calls[0] ?? [];
    expect(call?.body).not.toHaveProperty('memberPrice');
  });

  it('set password: signs in as the link says, the session handed over; refusals shown', async () => {
    const link = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCD';
    const fields = { password: 'correct horse battery', confirm: 'correct horse battery' };
    answer(200, signedIn('/societies/robotics-society/dashboard'));
    const done = redirected(
      await send(accountLinkAction, `/invite/${link}`, fields, { token: link }),
    );
    expect(api).toHaveBeenCalledWith({
      method: 'POST',
      path: `/api/auth/links/${link}`,
      body: { password: 'correct horse battery' },
    });
    expect(done.location).toBe('/societies/robotics-society/dashboard');
    expect(done.cookie).toContain(`chapterhouse-signin=${TOKEN};`);

    const differ = await send(
      accountLinkAction,
      `/invite/${link}`,
      { ...fields, confirm: 'correct horse' },
      { token: link },
    );
    expect(result(differ)).toEqual({ data: { error: PASSWORDS_DIFFER }, status: 400 });
    answer(404, { error: 'This link has already been used.' });
    expect(
      result(await send(accountLinkAction, `/invite/${link}`, fields, { token: link })),
    ).toEqual({ data: { error: 'This link has already been used.' }, status: 404 });
  });
});

// The link page itself is read on the server now, so its form exists before the script runs.
it('the one-time link page is read on the server and never kept in the page cache', async () => {
  const { loader, headers } = await import('./account-link');
  const info = {
    purpose: 'invitation',
    email: 'ravi@example.org',
    expiresAt: '2031-03-09T10:00:00.000Z',
  } as AccountLinkInfo;
  answer(200, info);
  const link = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCD';
  const loaded = result(
    await loader({
      request: new Request(`${ORIGIN}/invite/${link}`),
      params: { token: link },
      context,
    } as never),
  );
  // Until when, worded on the server (the branch's clock; UTC where no locale is given).
  expect(loaded.data).toEqual({ token: link, info, until: '9 Mar 2031, 10:00 UTC' });
  expect(headers()).toEqual({ 'cache-control': 'private, no-store' });
});
