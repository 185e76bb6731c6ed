import { type AdminFaq, DEFAULT_ACTIVITY_CATEGORIES } from '@chapterhouse/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminData } from '../../../test/console-fixtures';
import {
  json,
  liveAdminApi,
  STALE,
  sampleAdminData,
  sampleFaq,
  samplePartner,
} from '../../../test/console-fixtures';
import { sampleMember } from '../../../test/dashboard-fixtures';
import { stubFetchPerTest } from '../../../test/fetch-stub';
import { answerConfirmation } from '../../components/console/test-render';
import { setBranchClock } from '../../lib/branch-clock';
import { itemNamed, renderAdmin, writesOf } from '../../routes/admin/test-render';
import { ABOUT_SAVED } from './about-panel';
import { ACTIVITY_CATEGORIES_SAVED } from './activity-categories-panel';
import { LOCALE_SAVED } from './locale-panel';
import { CONFIRM_DELETE_SLIDE } from './site-content-tab';
import { STATISTICS_SAVED } from './statistics-panel';

const fetchMock = stubFetchPerTest();
afterEach(() => {
  cleanup();
  toast.remove();
  vi.restoreAllMocks();
});

const liveApi = (data: AdminData, onWrite: (path: string, init: RequestInit) => Response) =>
  liveAdminApi(fetchMock, data, onWrite);

const open = (section: string) => renderAdmin(`/admin/site?section=${section}`);

const questions = () =>
  within(screen.getByRole('list', { name: 'FAQ' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('Site content: FAQ', () => {
  it('edits a question with the version it was loaded with', async () => {
    const data = sampleAdminData();
    liveApi(data, (_path, init) => {
      const body = JSON.parse(String(init.body));
      const saved = sampleFaq({ ...body, version: 4 });
      data.faqs = data.faqs.map((faq) => (faq.id === 71 ? saved : faq));
      return json(200, saved);
    });
    open('faqs');
    fireEvent.click(
      await screen.findByRole('button', { name: itemNamed('Edit', 'What is the branch?') }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Question' });
    expect((within(dialog).getByLabelText('Answer') as HTMLTextAreaElement).value).toBe(
      'A community of students.',
    );
    fireEvent.input(within(dialog).getByLabelText('Answer'), {
      target: { value: '  A community of engineering students.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Question saved.')).toBeTruthy();
    expect(await screen.findByText('A community of engineering students.')).toBeTruthy();
    expect(writesOf(fetchMock)).toEqual([
      {
        path: '/api/admin/site/faqs/71',
        method: 'PUT',
        body: {
          question: 'What is the branch?',
          answer: 'A community of engineering students.',
          version: 3,
        },
      },
    ]);
  });

  it("on a stale edit shows the server's message, reloads and closes the form", async () => {
    const data = sampleAdminData();
    liveApi(data, () => {
      data.faqs = data.faqs.map((faq) =>
        faq.id === 71 ? { ...faq, question: 'Changed by someone else', version: 4 } : faq,
      );
      return json(409, { error: STALE });
    });
    open('faqs');
    fireEvent.click(
      await screen.findByRole('button', { name: itemNamed('Edit', 'What is the branch?') }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Question' });
    fireEvent.input(within(dialog).getByLabelText('Question'), { target: { value: 'Mine?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const message = await screen.findByText(STALE);
    expect(message.closest('[role="alert"]')).toBeTruthy();
    expect(await screen.findByText('Changed by someone else')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for a question and an answer, tied to their fields', async () => {
    liveApi(sampleAdminData(), () => json(500, {}));
    open('faqs');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Question' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Question' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Question' }));
    const error = await within(dialog).findByText('Question is required');
    expect(within(dialog).getByLabelText('Question').getAttribute('aria-describedby')).toBe(
      error.id,
    );
    expect(within(dialog).getByText('Answer is required')).toBeTruthy();
    expect(writesOf(fetchMock)).toEqual([]);
  });

  it('moves a question up with the keyboard: the whole order is sent and focus follows it', async () => {
    const data = sampleAdminData();
    liveApi(data, (path, init) => {
      expect(path).toBe('/api/admin/site/faqs/order');
      const { ids } = JSON.parse(String(init.body)) as { ids: number[] };
      data.faqs = ids.map((id) => data.faqs.find((faq) => faq.id === id) as AdminFaq);
      return json(200, data.faqs);
    });
    open('faqs');
    const up = await screen.findByRole('button', { name: itemNamed('Move up', 'How do I join?') });
    up.focus();
    // A button: Enter and Space press it, as a click.
    fireEvent.click(up);
    expect(await screen.findByText('How do I join? moved up.')).toBeTruthy();
    await waitFor(() =>
      expect(questions()).toEqual(['How do I join?', 'What is the branch?', 'Who can attend?']),
    );
    expect(writesOf(fetchMock)).toEqual([
      { path: '/api/admin/site/faqs/order', method: 'PUT', body: { ids: [72, 71, 73] } },
    ]);
    // At the top its Move up is disabled: focus moves to its Move down.
    await waitFor(() => expect(document.activeElement?.getAttribute('data-move')).toBe('72-down'));
  });
});

describe('Site content: partners, slides, slate', () => {
  it('checks a partner’s links with the shared schema before sending', async () => {
    const data = sampleAdminData();
    liveApi(data, (path, init) => {
      expect(path).toBe('/api/admin/site/partners');
      const created = samplePartner({ id: 62, ...JSON.parse(String(init.body)) });
      data.partners = [...data.partners, created];
      return json(201, created);
    });
    open('partners');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Partner' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Partner' });
    fireEvent.input(within(dialog).getByLabelText('Name'), { target: { value: 'IEEE Xplore' } });
    fireEvent.input(within(dialog).getByLabelText('Link'), {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Partner' }));
    expect(await within(dialog).findByText('Logo URL is required')).toBeTruthy();
    expect(within(dialog).getByLabelText('Link').getAttribute('aria-invalid')).toBe('true');
    expect(writesOf(fetchMock)).toEqual([]);

    fireEvent.input(within(dialog).getByLabelText('Link'), {
      target: { value: 'https://ieeexplore.ieee.org' },
    });
    fireEvent.input(within(dialog).getByLabelText('Logo URL'), {
      target: { value: '/media/xplore.png' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Partner' }));
    expect(await screen.findByText('Partner added.')).toBeTruthy();
    expect(writesOf(fetchMock)[0]?.body).toEqual({
      name: 'IEEE Xplore',
      link: 'https://ieeexplore.ieee.org',
      image: '/media/xplore.png',
    });
    expect(await screen.findByText('IEEE Xplore')).toBeTruthy();
  });

  it('deletes a slide only after a confirmation', async () => {
    const data = sampleAdminData();
    liveApi(data, (path) => {
      expect(path).toBe('/api/admin/site/hero-slides/52');
      data.heroSlides = data.heroSlides.filter((slide) => slide.id !== 52);
      return new Response(null, { status: 204 });
    });
    open('hero-slides');
    const remove = await screen.findByRole('button', { name: itemNamed('Delete', 'Join us') });
    fireEvent.click(remove);
    await answerConfirmation(CONFIRM_DELETE_SLIDE, false);
    expect(writesOf(fetchMock)).toEqual([]);
    fireEvent.click(remove);
    await answerConfirmation(CONFIRM_DELETE_SLIDE, true);
    expect(await screen.findByText('Slide deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Join us')).toBeNull());
  });

  it("adds to the branch's slate with the dashboards' member form", async () => {
    const data = sampleAdminData();
    liveApi(data, (path, init) => {
      expect(path).toBe('/api/admin/site/slate');
      const created = sampleMember({ id: 82, ...JSON.parse(String(init.body)) });
      data.slate = [...data.slate, created];
      return json(201, created);
    });
    open('slate');
    expect(await screen.findByRole('heading', { name: 'Branch slate' })).toBeTruthy();
    expect(screen.getByText('Nia Okafor')).toBeTruthy();
    // The branch's slate has no drafts: nothing to publish, and a new member is public at once.
    expect(screen.queryByRole('button', { name: /^Publish…/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Member' });
    expect(within(dialog).queryByRole('group', { name: 'Visibility' })).toBeNull();
    fireEvent.input(within(dialog).getByLabelText('Full Name'), { target: { value: 'Omar Ali' } });
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'Treasurer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    expect(await screen.findByText('Member added.')).toBeTruthy();
    expect(await screen.findByText('Omar Ali')).toBeTruthy();
  });
});

describe('Site content: About and Statistics', () => {
  it('saves the about text with its version', async () => {
    const data = sampleAdminData();
    liveApi(data, (path, init) => {
      expect(path).toBe('/api/admin/site/about');
      data.about = { ...data.about, ...JSON.parse(String(init.body)), version: 6 };
      return json(200, data.about);
    });
    open('about');
    const vision = (await screen.findByLabelText('Vision')) as HTMLTextAreaElement;
    expect(vision.value).toBe('A vision.');
    fireEvent.input(vision, { target: { value: 'Engineers for the world.' } });
    fireEvent.input(screen.getByLabelText('Phone'), { target: { value: 'call me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Enter a valid phone number')).toBeTruthy();
    expect(writesOf(fetchMock)).toEqual([]);

    fireEvent.input(screen.getByLabelText('Phone'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(ABOUT_SAVED)).toBeTruthy();
    expect(writesOf(fetchMock)[0]?.body).toEqual({
      version: 5,
      name: 'IEEE Student Branch',
      description: 'The branch.',
      vision: 'Engineers for the world.',
      mission: 'A mission.',
      objectives: '<p>Learn</p>',
      email: 'branch@example.org',
      phone: null,
      location: 'Campus',
    });
  });

  it('shows the counted numbers; blank overrides count automatically', async () => {
    const data = sampleAdminData();
    liveApi(data, (path, init) => {
      expect(path).toBe('/api/admin/site/statistics');
      const body = JSON.parse(String(init.body));
      data.statistics = {
        ...data.statistics,
        overrides: { members: body.members, events: body.events, awards: body.awards },
        version: 3,
      };
      return json(200, data.statistics);
    });
    open('statistics');
    const members = (await screen.findByLabelText('Members')) as HTMLInputElement;
    const events = screen.getByLabelText('Events') as HTMLInputElement;
    expect(members.value).toBe('');
    expect(events.value).toBe('55');
    expect(screen.getByText('Counted: 1,250. Leave blank to show it.')).toBeTruthy();
    expect(screen.getByText('1,250')).toBeTruthy();
    expect(screen.getByText('Entered here')).toBeTruthy();

    fireEvent.input(members, { target: { value: '-3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Cannot be negative')).toBeTruthy();
    expect(writesOf(fetchMock)).toEqual([]);

    fireEvent.input(members, { target: { value: '1300' } });
    fireEvent.input(events, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(STATISTICS_SAVED)).toBeTruthy();
    expect(writesOf(fetchMock)[0]?.body).toEqual({
      version: 2,
      members: 1300,
      events: null,
      awards: null,
    });
    expect(await screen.findByText('1,300')).toBeTruthy();
    expect(screen.getByText('40')).toBeTruthy();
  });
});

describe('Site content: Locale', () => {
  it('shows how times read, and saves the setting with its version', async () => {
    const data = sampleAdminData();
    liveApi(data, (path, init) => {
      expect(path).toBe('/api/admin/site/locale');
      const body = JSON.parse(String(init.body));
      data.locale = { ...body, timeZone: 'Europe/London', version: 3 };
      return json(200, data.locale);
    });
    open('locale');
    const zone = (await screen.findByLabelText('Time zone')) as HTMLInputElement;
    expect(zone.value).toBe('Asia/Kolkata');
    expect((screen.getByLabelText('Language tag') as HTMLInputElement).value).toBe('en-IN');
    expect(screen.getByText(/^Now reads: .* IST$/)).toBeTruthy();

    fireEvent.input(zone, { target: { value: 'Nowhere/Atlantis' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Enter a time zone such as Asia/Kolkata or Europe/London'),
    ).toBeTruthy();
    expect(writesOf(fetchMock)).toEqual([]);

    fireEvent.input(zone, { target: { value: 'Europe/London' } });
    fireEvent.input(screen.getByLabelText('Language tag'), { target: { value: 'en-gb' } });
    fireEvent.input(screen.getByLabelText('Currency'), { target: { value: 'gbp' } });
    expect(screen.getByText(/^Now reads: .* (BST|GMT)$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(LOCALE_SAVED)).toBeTruthy();
    expect(writesOf(fetchMock)[0]?.body).toEqual({
      version: 2,
      languageTag: 'en-GB',
      timeZone: 'Europe/London',
      currency: 'GBP',
    });
    setBranchClock(null);
  });
});

describe('Site content: Activity categories', () => {
  it('maps each IEEE category with its points, refusing negative points before sending', async () => {
    const data = sampleAdminData();
    liveApi(data, (path, init) => {
      expect(path).toBe('/api/admin/activity-categories');
      const body = JSON.parse(String(init.body));
      data.activityCategories = { ...body, isDefault: false, version: 3 };
      return json(200, data.activityCategories);
    });
    open('activity-categories');
    const technical = await screen.findByRole('group', { name: 'IEEE: Technical' });
    expect(
      screen.getByText('The default mapping is in force until you save your own.'),
    ).toBeTruthy();
    const activity = within(technical).getByLabelText('Activity category') as HTMLInputElement;
    expect(activity.value).toBe(DEFAULT_ACTIVITY_CATEGORIES.Technical.activity);
    const points = within(technical).getByLabelText('Points an event');
    fireEvent.input(points, { target: { value: '-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Points cannot be negative')).toBeTruthy();
    expect(writesOf(fetchMock)).toEqual([]);

    fireEvent.input(points, { target: { value: '5' } });
    fireEvent.input(activity, { target: { value: 'Professional self-initiatives' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(ACTIVITY_CATEGORIES_SAVED)).toBeTruthy();
    const sent = writesOf(fetchMock)[0]?.body as { version: number; categories: object };
    expect(sent.version).toBe(2);
    expect(sent.categories).toEqual({
      ...DEFAULT_ACTIVITY_CATEGORIES,
      Technical: { activity: 'Professional self-initiatives', points: 5 },
    });
    await waitFor(() =>
      expect(
        screen.queryByText('The default mapping is in force until you save your own.'),
      ).toBeNull(),
    );
  });
});
