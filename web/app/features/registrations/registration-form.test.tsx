import {
  membersOnlyRefusal,
  type Registration,
  type RegistrationCreated,
  type RegistrationQuestion,
  type StudentProfile,
} from '@chapterhouse/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse as json, stubFetchPerTest } from '../../../test/fetch-stub';
import { sampleRegistration } from '../../../test/registration-fixtures';
import { newIdempotencyKey, RegistrationForm } from './registration-form';
import { useStudentOnThisBrowser } from './student-on-this-browser';

// Who is signed in as a student is its own hook (and its own request): nobody, unless a test
// says otherwise, so each test's requests are the form's own.
const signedIn = vi.mocked(useStudentOnThisBrowser);

const fetchMock = stubFetchPerTest();
afterEach(() => {
  cleanup();
  signedIn.mockReturnValue(null);
});
// The form loads its check (zod and the shared schema) on the first submit: loaded here once,
// so no test's wait includes transforming them on a busy machine.
beforeAll(() => import('./registration-form-schema'));

const TOKEN = 'personal-link-token_0123456789abcdefghijklmnop';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const QUESTIONS: RegistrationQuestion[] = [
  { id: 'diet', label: 'Dietary needs', kind: 'text', required: false, options: [] },
  {
    id: 'track',
    label: 'Which track?',
    kind: 'choice',
    required: true,
    options: ['Hardware', 'Software'],
  },
  {
    id: 'year',
    label: 'Year of study',
    kind: 'choice',
    required: false,
    options: ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Doctoral'],
  },
  { id: '7', label: 'Bringing a laptop?', kind: 'yes-no', required: true, options: [] },
];

const registration = sampleRegistration;

const created = (overrides: Partial<Registration> = {}): RegistrationCreated => ({
  registration: registration(overrides),
  token: TOKEN,
});

/** The event page's counts after one more place, as the server words them. */
const UPDATES = {
  confirmed: [
    { elementId: 'registered', text: '4 of 10 registered' },
    { elementId: 'places-left', text: '6 of 10' },
  ],
  confirmedOnline: null,
  actionElementId: 'register-action',
  checkMail: null,
};

function renderForm(props: Partial<Parameters<typeof RegistrationForm>[0]> = {}) {
  return render(
    <RegistrationForm
      eventId={42}
      questions={[]}
      full={false}
      attendance={null}
      approval={false}
      updates={UPDATES}
      {...props}
    />,
  );
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillIn() {
  type('Name', 'Grace Hopper');
  type('Email', 'grace@example.edu');
}

const submit = (label: string | RegExp = 'Register') =>
  fireEvent.click(screen.getByRole('button', { name: label }));

/** The body of the one POST the form sent. */
function sentBody(): unknown {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe('/api/events/42/registrations');
  expect(init?.method).toBe('POST');
  return JSON.parse(String(init?.body));
}

describe('the registration form of a signed-in student', () => {
  it('registers the address they signed in with, never asking for it', async () => {
    const student: StudentProfile = { email: 'meera@example.edu', name: 'Meera Nair' };
    signedIn.mockReturnValue(student);
    fetchMock.mockResolvedValue(json(201, created()));
    renderForm();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.getByText('meera@example.edu')).toBeTruthy();
    type('Name', 'Meera Nair');
    submit();
    await screen.findByRole('heading', { name: 'You are registered' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/me/events/42/registrations');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'Meera Nair',
      email: 'meera@example.edu',
    });
  });
});

describe('the registration form of a hybrid event', () => {
  const HYBRID = [
    { value: 'in-person' as const, label: 'In the room', full: true },
    { value: 'online' as const, label: 'Online', full: false },
  ];

  it('asks how they will attend, says which way is full and sends their choice', async () => {
    fetchMock.mockResolvedValue(json(201, created({ attendance: 'online' })));
    const online = { elementId: 'registered', text: '5 registered (3 in the room, 2 online)' };
    const facts = document.createElement('p');
    facts.id = 'registered';
    document.body.append(facts);
    try {
      renderForm({
        attendance: HYBRID,
        updates: { ...UPDATES, confirmedOnline: [online] },
      });
      const group = screen.getByRole('group', { name: 'How will you attend?' });
      expect(within(group).getByLabelText('In the room (full: waiting list)')).toBeTruthy();
      fillIn();
      submit();
      // A choice is needed: nothing is sent without one.
      expect(
        await screen.findByText('Choose how you will attend: in the room or online'),
      ).toBeTruthy();
      expect(fetchMock).not.toHaveBeenCalled();
      fireEvent.click(within(group).getByLabelText('Online'));
      submit();
      await screen.findByRole('heading', { name: 'You are registered' });
      expect(sentBody()).toMatchObject({ attendance: 'online' });
      // The page's counts are those of one more place online.
      expect(facts.textContent).toBe(online.text);
    } finally {
      facts.remove();
    }
  });
});

describe('the registration form of a paid event', () => {
  it('says what a place costs above the fields', () => {
    renderForm({ price: 'INR 400 if you register by 15 Jun 2030 · INR 500 for everyone' });
    const form = screen.getByRole('form', { name: 'Register for this event' });
    expect(form.textContent).toContain(
      'Price: INR 400 if you register by 15 Jun 2030 · INR 500 for everyone',
    );
  });
});

describe('the registration form of an event paid by UPI with a member price (issue 49)', () => {
  const CLAIM = 'I am an IEEE member: pay the member price (INR 300)';

  it('offers the member price only when the page hands it one', () => {
    renderForm();
    expect(screen.queryByRole('checkbox')).toBeNull();
    cleanup();
    renderForm({ memberPrice: 'INR 300' });
    const claim = screen.getByRole('checkbox', { name: CLAIM }) as HTMLInputElement;
    expect(claim.checked).toBe(false);
    // Sent before the script runs, the browser posts it as the page's action reads it.
    expect(claim.name).toBe('memberPrice');
    expect(claim.value).toBe('true');
  });

  it('claims the member price when ticked, and not otherwise', async () => {
    fetchMock.mockImplementation(async () => json(201, created()));
    renderForm({ memberPrice: 'INR 300' });
    fillIn();
    submit();
    await screen.findByRole('heading', { name: 'You are registered' });
    expect(sentBody()).not.toHaveProperty('memberPrice');
    cleanup();
    fetchMock.mockClear();

    renderForm({ memberPrice: 'INR 300' });
    fillIn();
    fireEvent.click(screen.getByRole('checkbox', { name: CLAIM }));
    submit();
    await screen.findByRole('heading', { name: 'You are registered' });
    expect(sentBody()).toMatchObject({ email: 'grace@example.edu', memberPrice: true });
  });

  it('says a place held for its payment is to be paid, not that they are registered', async () => {
    fetchMock.mockResolvedValue(
      json(
        201,
        created({
          ticketCode: null,
          holdFor: 'payment',
          confirmBy: '2026-07-01T08:30:00.000Z',
          payment: {
            state: 'due',
            amount: '300.00',
            currency: 'INR',
            reference: 'CH7K2M9Q',
            payBy: '2026-07-01T08:30:00.000Z',
            utr: null,
            upiLink: null,
            payee: null,
            records: [],
            gateway: null,
          },
        }),
      ),
    );
    renderForm({ memberPrice: 'INR 300' });
    fillIn();
    submit();
    await screen.findByRole('heading', { name: 'Pay to keep your place' });
    expect(
      screen.getByText(
        /^A place is held for you: pay INR 300\.00 by UPI with the reference CH7K2M9Q\./,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /registrations\// })).toBeTruthy();
  });

  it('shows the server’s refusal of the claim (403) above the button, the form kept', async () => {
    const refusal =
      'The member price is for IEEE members whose address a roster lists as Active, and grace@example.edu is not among them. Register without it, or with the address IEEE has for you.';
    fetchMock.mockResolvedValue(json(403, { error: refusal }));
    renderForm({ memberPrice: 'INR 300' });
    fillIn();
    fireEvent.click(screen.getByRole('checkbox', { name: CLAIM }));
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect((screen.getByRole('checkbox', { name: CLAIM }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('grace@example.edu');
  });
});

describe('the registration form', () => {
  it('checks the fields with the shared schema before anything is sent', async () => {
    renderForm();
    submit();
    expect(await screen.findByText('Enter your name')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    type('Email', 'not-an-address');
    type('IEEE member number (optional)', 'x'.repeat(21));
    submit();
    await waitFor(() =>
      expect(
        screen.getByLabelText('IEEE member number (optional)').getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the member number’s 8 digits and says where to find them', async () => {
    renderForm();
    const field = screen.getByLabelText('IEEE member number (optional)');
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      screen.getByText(/8 digits, on your IEEE membership card.*We do not check it with IEEE/),
    ).toBeTruthy();
    fillIn();
    type('IEEE member number (optional)', '9410');
    submit();
    expect(
      await screen.findByText('Enter your IEEE member number as its 8 digits, or leave it empty'),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('moves the focus to the first field the check refused, the typed values kept', async () => {
    renderForm({ questions: QUESTIONS });
    submit();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    type('Name', 'Grace Hopper');
    type('Email', 'grace@example');
    submit();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Grace Hopper');
    type('Email', 'grace@example.edu');
    submit();
    // Then the first required question left unanswered: the track's first radio button.
    const track = screen.getByRole('group', { name: 'Which track?' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(track).getByLabelText('Hardware')),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the event’s own questions and sends the answers by question id', async () => {
    fetchMock.mockResolvedValue(json(201, created()));
    renderForm({ questions: QUESTIONS });
    // A short choice is a radio group, a long one a drop-down, yes/no two radio buttons.
    const track = screen.getByRole('group', { name: 'Which track?' });
    expect(within(track).getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Year of study (optional)' })).toBeTruthy();
    const laptop = screen.getByRole('group', { name: 'Bringing a laptop?' });
    expect(within(laptop).getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByLabelText('Dietary needs (optional)')).toBeTruthy();

    fillIn();
    submit();
    // Required questions must be answered; optional ones may be left.
    const trackError = await within(track).findByText('Choose an answer');
    expect(track.getAttribute('aria-describedby')).toBe(trackError.id);
    expect(within(laptop).getByText('Choose an answer')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(within(track).getByLabelText('Software'));
    fireEvent.click(within(laptop).getByLabelText('No'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Year of study (optional)' }), {
      target: { value: 'Doctoral' },
    });
    submit();
    await screen.findByRole('heading', { name: 'You are registered' });
    expect(sentBody()).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.edu',
      memberNumber: null,
      answers: { track: 'Software', year: 'Doctoral', 7: false },
      website: '',
      idempotencyKey: expect.stringMatching(UUID_V4),
    });
  });

  it('says the new places left and where the visitor stands on the page, without a reload', async () => {
    // The event page's counts and its card's button: plain HTML outside the form's island.
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div id="facts"><span id="registered">3 of 10 registered</span>
        <span id="places-left">7 of 10</span>
        <a href="#register" id="register-action">Register Now</a></div>`,
    );
    const facts = document.getElementById('facts') as HTMLElement;
    try {
      fetchMock.mockResolvedValueOnce(json(201, created()));
      renderForm();
      fillIn();
      submit();
      await screen.findByRole('heading', { name: 'You are registered' });
      expect(within(facts).getByText('4 of 10 registered')).toBeTruthy();
      expect(within(facts).getByText('6 of 10')).toBeTruthy();
      expect(within(facts).getByRole('link', { name: 'You are registered' })).toBeTruthy();

      // A place on the waiting list takes none of the places left.
      cleanup();
      facts.innerHTML = `<span id="registered">Full — join the waiting list</span>
        <span id="places-left">None: join the waiting list</span>
        <a href="#register" id="register-action">Register Now</a>`;
      fetchMock.mockResolvedValueOnce(
        json(201, created({ status: 'waitlisted', waitlistPosition: 2, ticketCode: null })),
      );
      renderForm({ full: true });
      fillIn();
      submit('Join the waiting list');
      await screen.findByRole('heading', { name: 'You are on the waiting list' });
      expect(within(facts).getByText('Full — join the waiting list')).toBeTruthy();
      expect(within(facts).getByText('None: join the waiting list')).toBeTruthy();
      expect(within(facts).getByRole('link', { name: 'You are on the waiting list' })).toBeTruthy();
    } finally {
      facts.remove();
    }
  });

  it('shows the server’s answer to the form sent before its script ran, the values kept', () => {
    renderForm({
      questions: QUESTIONS,
      result: {
        ok: false,
        values: {
          name: 'Grace Hopper',
          email: 'grace@example',
          memberNumber: '',
          website: '',
          attendance: '',
          answers: { 'q-diet': 'None', 'q-track': 'Software', 'q-year': '', 'q-7': '' },
        },
        errors: {
          email: { type: 'server', message: 'Enter a valid e-mail address' },
          answers: { 'q-7': { type: 'server', message: 'Choose an answer' } },
        },
      },
    });
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('grace@example');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Grace Hopper');
    expect((screen.getByLabelText('Software') as HTMLInputElement).checked).toBe(true);
    const laptop = screen.getByRole('group', { name: 'Bringing a laptop?' });
    expect(within(laptop).getByText('Choose an answer')).toBeTruthy();
  });

  it('shows the server’s refusal of the form sent before its script ran above the button', () => {
    const refusal = membersOnlyRefusal('grace@example.edu', null);
    renderForm({
      result: {
        ok: false,
        values: {
          name: 'Grace Hopper',
          email: 'grace@example.edu',
          memberNumber: '',
          website: '',
          attendance: '',
          answers: {},
        },
        errors: { root: { server: { type: '403', message: refusal } } },
      },
    });
    expect(screen.getByRole('alert').textContent).toBe(refusal);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('grace@example.edu');
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
  });

  it('keeps the trap field away from people and screen readers', () => {
    const { container } = renderForm();
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap?.tabIndex).toBe(-1);
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /Website/ })).toBeNull();
  });

  it('shows a confirmed registration’s ticket, its code and the personal link, in place of the form', async () => {
    fetchMock.mockResolvedValue(json(201, created()));
    renderForm();
    fillIn();
    type('IEEE member number (optional)', ' 9410 0001 ');
    submit();
    const heading = await screen.findByRole('heading', { name: 'You are registered' });
    // Focus moves once the answer is drawn, in an effect: a busy machine may take a moment.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(sentBody()).toMatchObject({ memberNumber: '9410 0001' });
    const ticket = screen.getByRole('img', { name: 'QR code of ticket K7QX-9M2P-4TRW' });
    expect(ticket.getAttribute('src')).toBe(`/api/registrations/${TOKEN}/ticket.svg`);
    expect(screen.getByText('K7QX-9M2P-4TRW')).toBeTruthy();
    const link = screen.getByRole('link', { name: `http://localhost:3000/registrations/${TOKEN}` });
    expect(link.getAttribute('href')).toBe(`/registrations/${TOKEN}`);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('sends a registrant who must confirm their address to their mail, with no link on the page', async () => {
    fetchMock.mockResolvedValueOnce(
      json(201, {
        registration: registration({ ticketCode: null, confirmBy: '2026-06-15T10:30:00.000Z' }),
        token: null,
      }),
    );
    renderForm({
      updates: {
        ...UPDATES,
        checkMail: {
          title: 'Check your e-mail',
          held: 'We sent you a link. Confirm within 30 minutes: held.',
          kept: 'Confirm: kept.',
        },
      },
    });
    fillIn();
    submit();
    const heading = await screen.findByRole('heading', { name: 'Check your e-mail' });
    // Focus moves once the answer is drawn, in an effect: a busy machine may take a moment.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(/We sent you a link/)).toBeTruthy();
    expect(screen.getByText(/within 30 minutes/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /registrations/ })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('tells a waitlisted registrant their place in line, and a pending one that they wait', async () => {
    fetchMock.mockResolvedValueOnce(
      json(201, created({ status: 'waitlisted', waitlistPosition: 3, ticketCode: null })),
    );
    renderForm({ full: true });
    expect(screen.getByText(/Every place is taken/)).toBeTruthy();
    fillIn();
    submit('Join the waiting list');
    await screen.findByRole('heading', { name: 'You are on the waiting list' });
    expect(screen.getByText(/you are number 3 on the waiting list/)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    cleanup();

    fetchMock.mockResolvedValueOnce(json(201, created({ status: 'pending', ticketCode: null })));
    renderForm({ approval: true });
    expect(screen.getByText(/The organisers approve each registration/)).toBeTruthy();
    fillIn();
    submit();
    await screen.findByRole('heading', { name: 'Waiting for approval' });
    expect(screen.queryByText(/Ticket code/)).toBeNull();
  });

  it.each([
    [409, 'This e-mail address is already registered for this event.'],
    [429, 'Too many requests. Try again in 540 seconds.'],
    [400, 'Answer "Which track?".'],
    // A members-only event refuses an address no IEEE roster lists, saying what to do.
    [403, membersOnlyRefusal('grace@example.edu', null)],
  ])('shows the server’s %i in the form and keeps what was typed', async (status, error) => {
    fetchMock.mockResolvedValue(json(status, { error }));
    renderForm();
    fillIn();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(error);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Grace Hopper');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('grace@example.edu');
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();

    // Sending again clears the old message.
    fetchMock.mockResolvedValue(json(201, created()));
    submit();
    await screen.findByRole('heading', { name: 'You are registered' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends one idempotency key with every retry of an address, a new one for another', async () => {
    // The first attempt times out; the retry carries the same key, so the API answers it with
    // the registration the first attempt may have made.
    fetchMock.mockRejectedValueOnce(new DOMException('timed out', 'TimeoutError'));
    fetchMock.mockResolvedValueOnce(json(409, { error: 'Registration opens at 12:00.' }));
    fetchMock.mockResolvedValueOnce(json(201, created()));
    renderForm();
    fillIn();
    submit();
    await screen.findByRole('alert');
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    // Another address: another registration, another key (one key never serves two addresses).
    type('Email', 'amazing.grace@example.edu');
    submit();
    await screen.findByRole('heading', { name: 'You are registered' });
    const keys = fetchMock.mock.calls.map(
      ([, init]) => (JSON.parse(String(init?.body)) as { idempotencyKey: string }).idempotencyKey,
    );
    expect(keys[0]).toMatch(UUID_V4);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(UUID_V4);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('makes version 4 UUIDs where the browser has no crypto.randomUUID', () => {
    const crypto = globalThis.crypto;
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(UUID_V4);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });

  it('says so when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderForm();
    fillIn();
    submit();
    expect((await screen.findByRole('alert')).textContent).toMatch(/Could not reach the server/);
  });
});
