import { FOLLOW_CHOICE_REQUIRED } from '@chapterhouse/shared';
import { NEWSLETTER_CHECK_INBOX } from '@chapterhouse/shared/messages-text';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse as json, stubFetchPerTest } from '../../../test/fetch-stub';
import { Toaster } from '../../components/toaster';
import { NewsletterForm } from './newsletter-form';

const fetchMock = stubFetchPerTest();
afterEach(() => {
  cleanup();
  toast.remove();
});

const SOCIETIES = [
  { id: 3, slug: 'computer-society', name: 'Computer Society' },
  { id: 4, slug: 'robotics-society', name: 'Robotics Society' },
];
const COUNCILS = [{ id: 9, slug: 'wie', name: 'Women in Engineering' }];

/** Answers the menus' public reads and the subscription, as the server would. */
function serve() {
  fetchMock.mockImplementation(async (input) => {
    const path = String(input);
    if (path === '/api/societies') return json(200, SOCIETIES);
    if (path === '/api/councils') return json(200, COUNCILS);
    if (path === '/api/newsletter/subscribe') return json(200, { message: NEWSLETTER_CHECK_INBOX });
    return json(404, { error: `no ${path}` });
  });
}

function renderForm() {
  render(
    <>
      <NewsletterForm />
      <Toaster />
    </>,
  );
  const form = screen.getByRole('form', { name: 'Newsletter' });
  fireEvent.change(within(form).getByLabelText('Get our newsletter'), {
    target: { value: 'reader@example.edu' },
  });
  return form;
}

/** Opens "Choose what to follow" as a click on its summary would. */
function openChoice(form: HTMLElement) {
  const details = form.querySelector('details') as HTMLDetailsElement;
  details.open = true;
  fireEvent(details, new Event('toggle'));
}

const posted = () =>
  fetchMock.mock.calls
    .filter(([path]) => String(path) === '/api/newsletter/subscribe')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('the footer newsletter form', () => {
  it('follows the whole branch without asking, and loads no organisations until the choice is opened', async () => {
    serve();
    const form = renderForm();
    expect(within(form).queryByRole('radio')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(NEWSLETTER_CHECK_INBOX)).toBeTruthy();
    expect(posted()).toEqual([
      { email: 'reader@example.edu', branch: true, organisationIds: [], digest: false },
    ]);
    expect(fetchMock.mock.calls.map(([path]) => String(path))).toEqual([
      '/api/newsletter/subscribe',
    ]);
  });

  it('subscribes to the societies and councils picked, with the digest', async () => {
    serve();
    const form = renderForm();
    openChoice(form);
    expect(
      await within(form).findByRole('radio', { name: 'Everything from the branch' }),
    ).toHaveProperty('checked', true);
    fireEvent.click(within(form).getByRole('radio', { name: 'Only the ones I pick' }));
    const societies = await within(form).findByRole('group', { name: 'Societies' });
    fireEvent.click(within(societies).getByRole('checkbox', { name: 'Robotics Society' }));
    const councils = within(form).getByRole('group', { name: 'Councils' });
    fireEvent.click(within(councils).getByRole('checkbox', { name: 'Women in Engineering' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Also send me the weekly digest' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText(NEWSLETTER_CHECK_INBOX)).toBeTruthy();
    expect(posted()).toEqual([
      { email: 'reader@example.edu', branch: false, organisationIds: [4, 9], digest: true },
    ]);
    // Ready for the next person: the whole branch again, the choice closed.
    await waitFor(() => expect(within(form).queryByRole('radio')).toBeNull());
  });

  it('asks for at least one organisation when "only the ones I pick" has none, sending nothing', async () => {
    serve();
    const form = renderForm();
    openChoice(form);
    fireEvent.click(await within(form).findByRole('radio', { name: 'Only the ones I pick' }));
    await within(form).findByRole('group', { name: 'Societies' });
    fireEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(FOLLOW_CHOICE_REQUIRED);
    expect(posted()).toEqual([]);
  });

  it('says so when the organisations cannot be loaded', async () => {
    fetchMock.mockImplementation(async () => json(500, { error: 'down' }));
    const form = renderForm();
    openChoice(form);
    fireEvent.click(await within(form).findByRole('radio', { name: 'Only the ones I pick' }));
    expect((await within(form).findByRole('alert')).textContent).toMatch(/could not be loaded/);
  });
});
