import type { ApiAnswer, OrganisationRef, PageApi, StudentPage } from '@chapterhouse/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import StudentHomePage, { action as meAction, loader as meLoader } from './me';
import StudentFeedbackPage, {
  action as feedbackAction,
  loader as feedbackLoader,
} from './me-feedback';
import { loader as registrationLoader } from './me-registration';
import StudentSignInPage, { action as signInAction, loader as signInLoader } from './me-sign-in';
import StudentSignInLinkPage, {
  action as linkAction,
  loader as linkLoader,
} from './me-sign-in-link';

// The student's pages (decision 017): read and sent on the server through the load context's
// `api` (faked here), which carries their session cookie; their forms work without script.

const ORIGIN = 'https://ieee.example.edu';
const TOKEN = 'c3R1ZGVudCBzaWduLWluIGxpbmsgZm9yIHRlc3RzIG9ubHk';
const SESSION_COOKIES = [
  'student_session=abc; Path=/me; Max-Age=2592000; HttpOnly; SameSite=Lax',
  'student_session=abc; Path=/api/me; Max-Age=2592000; HttpOnly; SameSite=Lax',
];

let answers: ApiAnswer[];
const api = vi.fn<PageApi>(async () => answers.shift() ?? { status: 500, body: null });
const context = { api, origin: ORIGIN, cspNonce: '', reads: {} };
beforeEach(() => {
  api.mockClear();
  answers = [];
});
afterEach(cleanup);

const answer = (status: number, body: unknown, setCookies?: string[]) =>
  answers.push({ status, body, ...(setCookies ? { setCookies } : {}) });

function post(path: string, fields: Record<string, string>) {
  return new Request(new URL(path, ORIGIN), {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
}

/** What a thrown `data()` or redirect carries. */
async function thrown(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) {
      return { status: error.status, headers: error.headers, data: null as unknown };
    }
    const { data, init } = error as { data: unknown; init: ResponseInit | null };
    return { data, status: init?.status ?? 200, headers: new Headers(init?.headers) };
  }
  throw new Error('nothing was thrown');
}

function result(value: unknown) {
  const { data, init } = value as { data: unknown; init: ResponseInit | null };
  return { data, status: init?.status ?? 200, headers: new Headers(init?.headers) };
}

/** The societies and councils one may follow, by kind then name. */
const COMPUTER: OrganisationRef = {
  id: 3,
  slug: 'computer-society',
  name: 'IEEE Computer Society',
  kind: 'society',
};
const SENSORS: OrganisationRef = {
  id: 9,
  slug: 'sensors-council',
  name: 'IEEE Sensors Council',
  kind: 'council',
};
const CHOICES: OrganisationRef[] = [
  COMPUTER,
  { id: 5, slug: 'robotics-society', name: 'IEEE Robotics Society', kind: 'society' },
  SENSORS,
];

const page = (overrides: Partial<StudentPage> = {}): StudentPage => ({
  email: 'meera@example.edu',
  name: 'Meera Nair',
  signedInSince: '2026-06-15T10:00:00.000Z',
  officer: false,
  upcoming: [
    {
      id: 41,
      status: 'confirmed',
      ticketCode: 'KHAW-YUZ8-7PC2',
      checkedIn: false,
      event: {
        id: 7,
        title: 'Soldering Basics',
        date: '2026-07-02',
        time: '14:00',
        location: 'Lab 1',
        organisation: 'IEEE Computer Society',
        path: '/events/7/soldering-basics',
      },
    },
  ],
  past: [],
  pastTotal: 0,
  membership: { memberNumber: '97531865', verifiedAsOf: '2026-06-10' },
  certificates: [
    {
      code: 'Q2VydGlmaWNhdGUgY29kZQ',
      eventTitle: 'Antenna Clinic',
      eventDate: '2026-05-02',
      organisation: 'IEEE Antennas and Propagation Society',
      role: 'Participant',
      pdfPath: '/api/certificates/Q2VydGlmaWNhdGUgY29kZQ/pdf',
      verifyPath: '/certificates/Q2VydGlmaWNhdGUgY29kZQ',
      revokedAt: null,
    },
  ],
  feedbackDue: [],
  newsletter: { subscription: null, choices: CHOICES },
  ...overrides,
});

describe('/me/sign-in', () => {
  it('mails a link for the address typed, then asks for the code', async () => {
    answer(200, { message: 'We have sent a sign-in link.' });
    const sent = result(
      await signInAction({
        request: post('/me/sign-in', { intent: 'mail', email: ' Meera@Example.edu ' }),
        context,
        params: {},
      } as never),
    );
    expect(api).toHaveBeenCalledWith({
      method: 'POST',
      path: '/api/me/sign-in',
      body: { email: ' Meera@Example.edu ' },
    });
    expect(sent.data).toEqual({
      step: 'mailed',
      email: 'meera@example.edu',
      message: 'We have sent a sign-in link.',
    });
    expect(sent.headers.get('cache-control')).toBe('private, no-store');

    const Stub = createRoutesStub([
      { path: '/me/sign-in', Component: StudentSignInPage, action: () => sent.data },
    ]);
    render(
      <Stub initialEntries={['/me/sign-in']} hydrationData={{ actionData: { 0: sent.data } }} />,
    );
    expect((await screen.findByRole('status')).textContent).toBe('We have sent a sign-in link.');
    const codeForm = screen.getByRole('form', { name: 'Sign in with the code' });
    expect(within(codeForm).getByLabelText('Code from the mail').hasAttribute('required')).toBe(
      true,
    );
    expect(codeForm.querySelector('input[name="email"]')?.getAttribute('value')).toBe(
      'meera@example.edu',
    );
  });

  it("signs in with the code: the student's page, with the session's cookies", async () => {
    answer(200, { redirectTo: '/me' }, SESSION_COOKIES);
    const done = await thrown(() =>
      signInAction({
        request: post('/me/sign-in', {
          intent: 'code',
          email: 'meera@example.edu',
          code: '123456',
        }),
        context,
        params: {},
      } as never),
    );
    expect(api).toHaveBeenCalledWith({
      method: 'POST',
      path: '/api/me/sign-in/code',
      body: { email: 'meera@example.edu', code: '123456' },
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/me');
  });

  it('shows a refused code again with the reason, and the address kept', async () => {
    answer(400, { error: 'That code is not right.' });
    const refused = result(
      await signInAction({
        request: post('/me/sign-in', { intent: 'code', email: 'meera@example.edu', code: '1' }),
        context,
        params: {},
      } as never),
    );
    expect(refused.status).toBe(400);
    expect(refused.data).toEqual({
      step: 'code',
      email: 'meera@example.edu',
      error: 'That code is not right.',
    });
  });

  it('sends a student signed in already straight to their page', async () => {
    answer(200, { student: { email: 'meera@example.edu', name: null } });
    const signedIn = await thrown(() => signInLoader({ context, params: {} } as never));
    expect(api).toHaveBeenCalledWith({ method: 'GET', path: '/api/me/profile' });
    expect(signedIn.headers.get('location')).toBe('/me');
    answer(200, { student: null });
    expect(result(await signInLoader({ context, params: {} } as never)).status).toBe(200);
  });
});

describe('/me/sign-in/:token', () => {
  it('shows whose link it is, and signs in only when its button is pressed', async () => {
    answer(200, { email: 'meera@example.edu' });
    const shown = result(await linkLoader({ context, params: { token: TOKEN } } as never));
    expect(api).toHaveBeenCalledWith({ method: 'GET', path: `/api/me/sign-in/${TOKEN}` });
    const Stub = createRoutesStub([
      { path: '/me/sign-in/:token', Component: StudentSignInLinkPage, loader: () => shown.data },
    ]);
    render(<Stub initialEntries={[`/me/sign-in/${TOKEN}`]} />);
    expect(await screen.findByText('meera@example.edu')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Sign in' }).closest('form')?.getAttribute('method'),
    ).toBe('post');

    answer(200, { redirectTo: '/me' }, SESSION_COOKIES);
    const used = await thrown(() =>
      linkAction({
        request: post(`/me/sign-in/${TOKEN}`, {}),
        context,
        params: { token: TOKEN },
      } as never),
    );
    expect(used.status).toBe(303);
    expect(used.headers.get('location')).toBe('/me');
  });

  it("says why a link cannot be used in the API's words, and a malformed one without asking", async () => {
    answer(404, { error: 'This sign-in link has already been used.' });
    const used = await thrown(() => linkLoader({ context, params: { token: TOKEN } } as never));
    expect(used.status).toBe(404);
    expect(used.data).toEqual({ message: 'This sign-in link has already been used.' });
    api.mockClear();
    const malformed = await thrown(() => linkLoader({ context, params: { token: 'x' } } as never));
    expect(malformed.status).toBe(404);
    expect(api).not.toHaveBeenCalled();
  });
});

describe('/me', () => {
  it('sends a visitor without a session to the sign-in page', async () => {
    answer(401, { error: 'Please sign in.' });
    const away = await thrown(() =>
      meLoader({ request: new Request(`${ORIGIN}/me`), context, params: {} } as never),
    );
    expect(away.headers.get('location')).toBe('/me/sign-in');
  });

  it('lists upcoming registrations with their tickets, and certificates with their verification', async () => {
    answer(200, page({ officer: true }));
    const loaded = result(
      await meLoader({ request: new Request(`${ORIGIN}/me`), context, params: {} } as never),
    );
    expect(loaded.headers.get('cache-control')).toBe('private, no-store');
    const Stub = createRoutesStub([
      { path: '/me', Component: StudentHomePage, loader: () => loaded.data },
    ]);
    render(<Stub initialEntries={['/me']} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: "Meera Nair's events" }),
    ).toBeTruthy();
    const hrefOf = (element: HTMLElement) => element.getAttribute('href');
    const upcoming = screen.getByRole('region', { name: 'Upcoming' });
    expect(hrefOf(within(upcoming).getByRole('link', { name: 'Soldering Basics' }))).toBe(
      '/events/7/soldering-basics',
    );
    expect(upcoming.textContent).toContain('KHAW-YUZ8-7PC2');
    expect(
      hrefOf(
        within(upcoming).getByRole('link', {
          name: /Ticket, calendar and cancelling for Soldering Basics/,
        }),
      ),
    ).toBe('/me/registrations/41');
    const certificates = screen.getByRole('region', { name: 'Certificates' });
    expect(
      hrefOf(
        within(certificates).getByRole('link', { name: 'Verification page of Antenna Clinic' }),
      ),
    ).toBe('/certificates/Q2VydGlmaWNhdGUgY29kZQ');
    expect(screen.getByRole('region', { name: 'Past events' }).textContent).toContain('None yet');
    expect(hrefOf(screen.getByRole('link', { name: 'Admin Login' }))).toBe('/login');
    expect(
      screen.getByText(/IEEE member 97531865, verified by the branch’s IEEE roster of/),
    ).toBeTruthy();
  });

  it('signs out: the session ends and its cookies leave the browser', async () => {
    const cleared = [
      'student_session=; Path=/me; Max-Age=0',
      'student_session=; Path=/api/me; Max-Age=0',
    ];
    answer(200, { ok: true }, cleared);
    const out = await thrown(() =>
      meAction({ request: post('/me', { intent: 'sign-out' }), context, params: {} } as never),
    );
    expect(api).toHaveBeenCalledWith({ method: 'POST', path: '/api/me/sign-out' });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/me/sign-in');
  });
});

describe("/me's past events", () => {
  it('links to all of them when the page lists only the latest', async () => {
    const past = { ...page().upcoming[0], id: 50, checkedIn: true } as StudentPage['past'][number];
    answer(200, page({ past: [past], pastTotal: 14 }));
    const loaded = result(
      await meLoader({ request: new Request(`${ORIGIN}/me`), context, params: {} } as never),
    );
    expect(api).toHaveBeenCalledWith({ method: 'GET', path: '/api/me' });
    const Stub = createRoutesStub([
      { path: '/me', Component: StudentHomePage, loader: () => loaded.data },
    ]);
    render(<Stub initialEntries={['/me']} />);
    const all = await screen.findByRole('link', { name: 'All 14 past events' });
    expect(all.getAttribute('href')).toBe('/me?past=all#past-events');
    const pastRegion = screen.getByRole('region', { name: 'Past events' });
    expect(pastRegion.textContent).toContain('(14)');
    expect(pastRegion.textContent).toContain('Attended');
    // A past registration shows no ticket code, and leads to its page for feedback.
    expect(pastRegion.textContent).not.toContain('KHAW-YUZ8-7PC2');
    expect(
      within(pastRegion)
        .getByRole('link', { name: 'Registration and feedback for Soldering Basics' })
        .getAttribute('href'),
    ).toBe('/me/registrations/50');

    answer(200, page());
    await meLoader({ request: new Request(`${ORIGIN}/me?past=all`), context, params: {} } as never);
    expect(api).toHaveBeenLastCalledWith({ method: 'GET', path: '/api/me?past=all' });
  });
});

describe("/me's data", () => {
  it('links the download, and erases only with the address typed again', async () => {
    answer(200, page());
    const loaded = result(
      await meLoader({ request: new Request(`${ORIGIN}/me`), context, params: {} } as never),
    );
    const Stub = createRoutesStub([
      { path: '/me', Component: StudentHomePage, loader: () => loaded.data },
    ]);
    render(<Stub initialEntries={['/me']} />);
    const download = await screen.findByRole('link', { name: 'Download my data' });
    expect(download.getAttribute('href')).toBe('/api/me/data');
    const eraseForm = screen.getByRole('form', { name: 'Erase my account' });
    expect(
      within(eraseForm)
        .getByLabelText('Type your e-mail address to confirm')
        .hasAttribute('required'),
    ).toBe(true);

    answer(400, { error: 'Type your e-mail address, as it is shown above, to confirm.' });
    const refused = result(
      await meAction({
        request: post('/me', { intent: 'erase', email: 'typo@example.edu' }),
        context,
        params: {},
      } as never),
    );
    expect(api).toHaveBeenLastCalledWith({
      method: 'POST',
      path: '/api/me/erase',
      body: { email: 'typo@example.edu' },
    });
    expect(refused.status).toBe(400);
    expect(refused.data).toEqual({
      error: 'Type your e-mail address, as it is shown above, to confirm.',
      email: 'typo@example.edu',
    });

    answer(200, { message: 'Erased.' }, ['student_session=; Path=/me; Max-Age=0']);
    const erased = await thrown(() =>
      meAction({
        request: post('/me', { intent: 'erase', email: 'meera@example.edu' }),
        context,
        params: {},
      } as never),
    );
    expect(erased.status).toBe(303);
    expect(erased.headers.get('location')).toBe('/me/sign-in?erased');
  });
});

describe('/me/registrations/:id', () => {
  it("opens the registration's personal page through a fresh link; another's is 404", async () => {
    answer(200, { path: '/registrations/bmV3IGxpbmsgZm9yIHRoZSByZWdpc3RyYXRpb24' });
    const opened = await thrown(() =>
      registrationLoader({ context, params: { registrationId: '41' } } as never),
    );
    expect(api).toHaveBeenCalledWith({ method: 'POST', path: '/api/me/registrations/41/link' });
    expect(opened.headers.get('location')).toBe(
      '/registrations/bmV3IGxpbmsgZm9yIHRoZSByZWdpc3RyYXRpb24',
    );
    answer(404, { error: 'You have no registration of that number.' });
    const another = await thrown(() =>
      registrationLoader({ context, params: { registrationId: '42' } } as never),
    );
    expect(another.status).toBe(404);
    api.mockClear();
    const malformed = await thrown(() =>
      registrationLoader({ context, params: { registrationId: '4x' } } as never),
    );
    expect(malformed.status).toBe(404);
    expect(api).not.toHaveBeenCalled();
  });
});

/** The page as the loader reads it from the API's answer, rendered with an action's answer. */
async function renderPage(body: StudentPage, actionData?: unknown) {
  answer(200, body);
  const loaded = result(
    await meLoader({ request: new Request(`${ORIGIN}/me`), context, params: {} } as never),
  );
  const Stub = createRoutesStub([
    { path: '/me', Component: StudentHomePage, loader: () => loaded.data, action: () => null },
  ]);
  render(
    <Stub
      initialEntries={['/me']}
      hydrationData={
        actionData ? { loaderData: { 0: loaded.data }, actionData: { 0: actionData } } : undefined
      }
    />,
  );
  await screen.findByRole('heading', { level: 1 });
}

const hrefOf = (element: HTMLElement) => element.getAttribute('href');

describe("/me's feedback to give", () => {
  const due: StudentPage['feedbackDue'] = [
    {
      registrationId: 60,
      event: {
        id: 8,
        title: 'Filter Design Lab',
        date: '2026-06-20',
        time: '14:00',
        location: 'Lab 2',
        organisation: 'IEEE Computer Society',
        path: '/events/8/filter-design-lab',
      },
      expiresAt: '2026-07-20T11:00:00.000Z',
    },
  ];

  it('lists each event still to answer with the way to answer it, or says there is none', async () => {
    await renderPage(page({ feedbackDue: due }));
    const region = screen.getByRole('region', { name: 'Feedback to give' });
    expect(region.textContent).toContain('(1)');
    expect(
      hrefOf(within(region).getByRole('link', { name: 'Give feedback on Filter Design Lab' })),
    ).toBe('/me/feedback/60');
    expect(
      within(region)
        .getByText(/Open until/)
        .querySelector('time')
        ?.getAttribute('dateTime'),
    ).toBe('2026-07-20T11:00:00.000Z');
    cleanup();
    await renderPage(page());
    expect(screen.getByRole('region', { name: 'Feedback to give' }).textContent).toContain(
      'Nothing to answer',
    );
  });

  it('shows the questions at /me/feedback/:id and sends the answer as the student', async () => {
    answer(200, {
      event: {
        title: 'Filter Design Lab',
        date: '2026-06-20',
        organisation: 'IEEE Computer Society',
      },
      state: 'open',
      expiresAt: '2026-07-20T11:00:00.000Z',
    });
    const loaded = result(
      await feedbackLoader({ context, params: { registrationId: '60' } } as never),
    );
    expect(api).toHaveBeenCalledWith({ method: 'GET', path: '/api/me/feedback/60' });
    expect(loaded.headers.get('cache-control')).toBe('private, no-store');
    const Stub = createRoutesStub([
      {
        path: '/me/feedback/:registrationId',
        Component: StudentFeedbackPage,
        loader: () => loaded.data,
      },
    ]);
    render(<Stub initialEntries={['/me/feedback/60']} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How was Filter Design Lab?' }),
    ).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send feedback' });
    expect(send.closest('form')?.getAttribute('method')).toBe('post');
    expect(hrefOf(screen.getByRole('link', { name: '← Your events' }))).toBe('/me');

    answer(200, { state: 'answered' });
    const sent = result(
      await feedbackAction({
        request: post('/me/feedback/60', { rating: '4', comment: 'Good bench time.' }),
        context,
        params: { registrationId: '60' },
      } as never),
    );
    expect(api).toHaveBeenLastCalledWith({
      method: 'POST',
      path: '/api/me/feedback/60',
      body: { rating: 4, comment: 'Good bench time.' },
    });
    expect(sent.data).toEqual({ answered: true });

    // Refused by the API (answered in another tab): the reason, with what was typed.
    answer(409, { error: 'You have answered already: thank you.' });
    const refused = result(
      await feedbackAction({
        request: post('/me/feedback/60', { rating: '2', comment: '' }),
        context,
        params: { registrationId: '60' },
      } as never),
    );
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({
      answered: false,
      rating: 2,
      error: 'You have answered already: thank you.',
    });

    // Signed out meanwhile: the sign-in page.
    answer(401, { error: 'Please sign in.' });
    const away = await thrown(() =>
      feedbackAction({
        request: post('/me/feedback/60', { rating: '5' }),
        context,
        params: { registrationId: '60' },
      } as never),
    );
    expect(away.headers.get('location')).toBe('/me/sign-in');
  });

  it("refuses another's registration with the API's 404, and a malformed id without asking", async () => {
    answer(404, { error: 'No feedback is asked of you for that registration.' });
    const another = await thrown(() =>
      feedbackLoader({ context, params: { registrationId: '61' } } as never),
    );
    expect(another.status).toBe(404);
    expect(another.data).toEqual({ message: 'No feedback is asked of you for that registration.' });
    answer(401, { error: 'Please sign in.' });
    const signedOut = await thrown(() =>
      feedbackLoader({ context, params: { registrationId: '60' } } as never),
    );
    expect(signedOut.headers.get('location')).toBe('/me/sign-in');
    api.mockClear();
    const malformed = await thrown(() =>
      feedbackLoader({ context, params: { registrationId: '6x' } } as never),
    );
    expect(malformed.status).toBe(404);
    expect(api).not.toHaveBeenCalled();
  });
});

describe("/me's newsletter", () => {
  it('lists the organisations followed, each linking to its page, and the choice as saved', async () => {
    await renderPage(
      page({
        newsletter: {
          subscription: {
            confirmed: true,
            branch: false,
            organisations: [COMPUTER, SENSORS],
            digest: true,
          },
          choices: CHOICES,
        },
      }),
    );
    const followed = screen.getByRole('region', { name: 'Organisations you follow' });
    expect(followed.textContent).toContain('(2)');
    expect(hrefOf(within(followed).getByRole('link', { name: 'IEEE Computer Society' }))).toBe(
      '/societies/computer-society',
    );
    expect(hrefOf(within(followed).getByRole('link', { name: 'IEEE Sensors Council' }))).toBe(
      '/councils/sensors-council',
    );
    expect(within(followed).queryByRole('link', { name: 'IEEE Robotics Society' })).toBeNull();
    expect(hrefOf(within(followed).getByRole('link', { name: 'Change what you follow' }))).toBe(
      '#newsletter',
    );

    const region = screen.getByRole('region', { name: 'Newsletter' });
    expect(region.textContent).toContain('Subscribed to the newsletter, with the weekly digest.');
    const form = within(region).getByRole('form', { name: 'Newsletter choices' });
    expect(form.getAttribute('method')).toBe('post');
    const checked = (label: string) =>
      (within(form).getByLabelText(label) as HTMLInputElement).checked;
    expect(checked('Only the ones I pick')).toBe(true);
    expect(checked('Everything from the branch')).toBe(false);
    expect(checked('IEEE Computer Society')).toBe(true);
    expect(checked('IEEE Robotics Society')).toBe(false);
    expect(checked('IEEE Sensors Council')).toBe(true);
    expect(checked('Also send me the weekly digest')).toBe(true);
    expect(within(form).getByRole('button', { name: 'Save choices' })).toBeTruthy();
    const unsubscribe = within(region).getByRole('form', {
      name: 'Unsubscribe from the newsletter',
    });
    expect(within(unsubscribe).getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  });

  it('offers to subscribe an address that is not, and lists every organisation under the whole branch', async () => {
    await renderPage(page());
    expect(screen.getByRole('region', { name: 'Organisations you follow' }).textContent).toContain(
      'None:',
    );
    const region = screen.getByRole('region', { name: 'Newsletter' });
    expect(region.textContent).toContain('This address is not subscribed');
    expect(within(region).getByRole('button', { name: 'Subscribe' })).toBeTruthy();
    expect(
      within(region).queryByRole('form', { name: 'Unsubscribe from the newsletter' }),
    ).toBeNull();
    cleanup();

    await renderPage(
      page({
        newsletter: {
          subscription: { confirmed: false, branch: true, organisations: [], digest: false },
          choices: CHOICES,
        },
      }),
    );
    const followed = screen.getByRole('region', { name: 'Organisations you follow' });
    expect(followed.textContent).toContain('(3)');
    expect(followed.textContent).toContain('You follow the whole branch');
    const pending = screen.getByRole('region', { name: 'Newsletter' });
    expect(pending.textContent).toContain('not confirmed yet');
    expect(within(pending).getByRole('button', { name: 'Confirm and save' })).toBeTruthy();
  });

  it('saves the choice as the student, and shows that it did', async () => {
    answer(200, { subscription: null, choices: CHOICES });
    const saved = result(
      await meAction({
        request: post('/me', {
          intent: 'newsletter-save',
          follow: 'pick',
          organisationIds: '3',
          digest: 'on',
        }),
        context,
        params: {},
      } as never),
    );
    expect(api).toHaveBeenCalledWith({
      method: 'PUT',
      path: '/api/me/newsletter',
      body: { branch: false, organisationIds: [3], digest: true },
    });
    expect(saved.data).toEqual({
      newsletter: { ok: true, message: 'Your newsletter choices are saved.' },
    });
    await renderPage(page(), saved.data);
    expect(
      within(screen.getByRole('region', { name: 'Newsletter' })).getByRole('status').textContent,
    ).toBe('Your newsletter choices are saved.');
  });

  it('refuses "only the ones I pick" with none picked before asking, and shows the API’s refusals', async () => {
    const refused = result(
      await meAction({
        request: post('/me', { intent: 'newsletter-save', follow: 'pick' }),
        context,
        params: {},
      } as never),
    );
    expect(api).not.toHaveBeenCalled();
    expect(refused.status).toBe(400);
    expect(refused.data).toEqual({
      newsletter: {
        ok: false,
        error: 'Choose the whole branch or at least one society or council.',
        choice: { branch: false, organisationIds: [], digest: false },
      },
    });
    await renderPage(page(), refused.data);
    const region = screen.getByRole('region', { name: 'Newsletter' });
    expect(within(region).getByRole('alert').textContent).toBe(
      'Choose the whole branch or at least one society or council.',
    );
    // What was chosen stays chosen.
    expect(
      (within(region).getByLabelText('Only the ones I pick') as HTMLInputElement).checked,
    ).toBe(true);
    cleanup();

    answer(401, { error: 'Please sign in.' });
    const away = await thrown(() =>
      meAction({
        request: post('/me', { intent: 'newsletter-save', follow: 'branch' }),
        context,
        params: {},
      } as never),
    );
    expect(away.headers.get('location')).toBe('/me/sign-in');
  });

  it('unsubscribes, and says so or why not', async () => {
    answer(200, { message: 'You are unsubscribed and will get no more newsletters from us.' });
    const gone = result(
      await meAction({
        request: post('/me', { intent: 'newsletter-unsubscribe' }),
        context,
        params: {},
      } as never),
    );
    expect(api).toHaveBeenCalledWith({ method: 'DELETE', path: '/api/me/newsletter' });
    expect(gone.data).toEqual({
      newsletter: {
        ok: true,
        message: 'You are unsubscribed and will get no more newsletters from us.',
      },
    });
    answer(404, { error: 'This address is not subscribed to the newsletter.' });
    const none = result(
      await meAction({
        request: post('/me', { intent: 'newsletter-unsubscribe' }),
        context,
        params: {},
      } as never),
    );
    expect(none.status).toBe(404);
    expect(none.data).toEqual({
      newsletter: {
        ok: false,
        error: 'This address is not subscribed to the newsletter.',
        choice: null,
      },
    });
  });
});
