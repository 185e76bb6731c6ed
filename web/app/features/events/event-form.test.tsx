import { type OrganisationRef, SPEAKERS_MAX } from '@chapterhouse/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleEvent } from '../../../test/dashboard-fixtures';
import { EMPTY_DATE_NOTE, EventForm, PAST_DATES_NOTE } from './event-form';

afterEach(cleanup);

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = (name = 'Add Event') => fireEvent.click(screen.getByRole('button', { name }));

describe('event form', () => {
  it('shows the required messages beside their fields and sends nothing', async () => {
    const onSubmit = vi.fn(async () => true);
    render(<EventForm when="upcoming" onSubmit={onSubmit} onCancel={() => {}} />);
    expect(screen.getByText(PAST_DATES_NOTE)).toBeTruthy();

    submit();
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Date is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    const title = field('Title');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    const describedBy = title.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Title is required');
  });

  it('fills in an end two hours after the start, for the officer to see and change', async () => {
    const onSubmit = vi.fn(async () => true);
    render(<EventForm when="upcoming" onSubmit={onSubmit} onCancel={() => {}} />);
    fireEvent.input(field('Title'), { target: { value: 'Late talk' } });
    fireEvent.input(field('Date'), { target: { value: '2031-01-02' } });
    fireEvent.input(field('Description'), { target: { value: 'About things' } });
    fireEvent.input(field('Time'), { target: { value: '18:00' } });
    expect(field('End time').value).toBe('20:00');
    expect(field('End date').value).toBe('');
    // Still the suggestion, it follows the start, past midnight onto the next day.
    fireEvent.input(field('Time'), { target: { value: '23:30' } });
    expect(field('End time').value).toBe('01:30');
    expect(field('End date').value).toBe('2031-01-03');
    // Chosen by the officer, it stays.
    fireEvent.input(field('End date'), { target: { value: '' } });
    fireEvent.input(field('End time'), { target: { value: '23:59' } });
    fireEvent.input(field('Time'), { target: { value: '22:00' } });
    expect(field('End time').value).toBe('23:59');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      'upcoming',
      expect.objectContaining({ time: '22:00', endDate: null, endTime: '23:59' }),
    );
  });

  it('shows an event saved without an end with the end its page gives it', () => {
    render(
      <EventForm
        event={sampleEvent({ time: '18:00', endDate: null, endTime: null })}
        onSubmit={vi.fn(async () => true)}
        onCancel={() => {}}
      />,
    );
    expect(field('End time').value).toBe('20:00');
  });

  it('refuses a capacity that is not a whole number and a bad link', async () => {
    const onSubmit = vi.fn(async () => true);
    render(<EventForm when="upcoming" onSubmit={onSubmit} onCancel={() => {}} />);
    fireEvent.input(field('Title'), { target: { value: 'Talk' } });
    fireEvent.input(field('Date'), { target: { value: '2031-01-02' } });
    fireEvent.input(field('Description'), { target: { value: 'About things' } });
    fireEvent.input(field('Capacity'), { target: { value: '2.5' } });
    fireEvent.change(field('Registration'), { target: { value: 'link' } });
    fireEvent.input(await screen.findByLabelText('Registration Link'), {
      target: { value: 'javascript:alert(1)' },
    });
    submit();
    expect(await screen.findByText('Capacity must be a whole number')).toBeTruthy();
    expect(screen.getByText('Enter a valid http or https URL')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the schema output for a new upcoming event', async () => {
    const onSubmit = vi.fn(async () => true);
    render(<EventForm when="upcoming" onSubmit={onSubmit} onCancel={() => {}} />);
    fireEvent.input(field('Title'), { target: { value: '  Talk  ' } });
    fireEvent.input(field('Date'), { target: { value: '2031-01-02' } });
    fireEvent.input(field('Description'), { target: { value: 'About things' } });
    fireEvent.input(field('Capacity'), { target: { value: '120' } });
    fireEvent.input(field('Tags'), { target: { value: 'ai, , ml ' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      'upcoming',
      expect.objectContaining({
        title: 'Talk',
        date: '2031-01-02',
        description: 'About things',
        capacity: 120,
        time: null,
        location: null,
        registrationLink: null,
        tags: ['ai', 'ml'],
      }),
    );
  });

  it('takes an online event’s meeting link and when to mail the join link', async () => {
    const onSubmit = vi.fn(async () => true);
    render(<EventForm when="upcoming" onSubmit={onSubmit} onCancel={() => {}} />);
    fireEvent.input(field('Title'), { target: { value: 'Remote talk' } });
    fireEvent.input(field('Date'), { target: { value: '2031-01-02' } });
    fireEvent.input(field('Description'), { target: { value: 'On Jitsi' } });
    // In person by default: no meeting to ask for.
    expect((screen.getByLabelText('In person') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Meeting link')).toBeNull();
    fireEvent.click(screen.getByLabelText('Online'));
    fireEvent.input(await screen.findByLabelText('Meeting link'), {
      target: { value: 'not a link' },
    });
    fireEvent.input(field('Mail the join link (minutes before the start)'), {
      target: { value: '45' },
    });
    submit();
    expect(await screen.findByText(/Enter a valid http or https/)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.input(field('Meeting link'), { target: { value: 'https://meet.jit.si/ieee-talk' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      'upcoming',
      expect.objectContaining({
        attendanceMode: 'online',
        meetingUrl: 'https://meet.jit.si/ieee-talk',
        joinReminderMinutes: 45,
        livestreamUrl: null,
      }),
    );
  });

  it('sends the venue address, map link and price, and refuses a price it cannot read', async () => {
    const onSubmit = vi.fn(async () => true);
    render(<EventForm when="upcoming" onSubmit={onSubmit} onCancel={() => {}} />);
    fireEvent.input(field('Title'), { target: { value: 'Gala' } });
    fireEvent.input(field('Date'), { target: { value: '2031-01-02' } });
    fireEvent.input(field('Description'), { target: { value: 'Dinner and awards' } });
    fireEvent.input(field('Location'), { target: { value: 'Great Hall' } });
    fireEvent.input(field('Street address'), { target: { value: '1 University Avenue' } });
    fireEvent.input(field('City'), { target: { value: 'Northgate' } });
    fireEvent.input(field('Postal code'), { target: { value: '12345' } });
    fireEvent.input(field('State or region'), { target: { value: 'NY' } });
    fireEvent.input(field('Country'), { target: { value: 'US' } });
    fireEvent.input(field('Map link'), { target: { value: 'https://osm.org/go/abc' } });
    // A new event's currency is filled in already.
    expect(field('Currency').value).toBe('USD');
    fireEvent.input(field('Price'), { target: { value: 'ten' } });
    submit();
    expect(await screen.findByText(/Enter a price such as 250/)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.input(field('Price'), { target: { value: '12.5' } });
    fireEvent.input(field('Currency'), { target: { value: 'inr' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      'upcoming',
      expect.objectContaining({
        location: 'Great Hall',
        streetAddress: '1 University Avenue',
        locality: 'Northgate',
        postalCode: '12345',
        region: 'NY',
        country: 'US',
        mapUrl: 'https://osm.org/go/abc',
        price: '12.50',
        priceCurrency: 'INR',
        // A new upcoming event takes registrations here unless the officer says otherwise.
        registrationMode: 'site',
      }),
    );
  });

  it('lets a past event go without a date (today)', async () => {
    const onSubmit = vi.fn(async () => true);
    render(<EventForm when="past" onSubmit={onSubmit} onCancel={() => {}} />);
    expect(screen.getByText(EMPTY_DATE_NOTE)).toBeTruthy();
    expect(screen.getByLabelText('Image URL')).toBeTruthy();
    expect(screen.queryByLabelText('Registration Link')).toBeNull();
    fireEvent.input(field('Title'), { target: { value: 'Past talk' } });
    fireEvent.input(field('Description'), { target: { value: 'It happened' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      'past',
      expect.objectContaining({ date: null, registrationMode: 'none' }),
    );
  });

  it("lets a council choose Past or Upcoming, and the choice decides the date's rule", async () => {
    const onSubmit = vi.fn(async () => true);
    render(<EventForm when="upcoming" chooseWhen onSubmit={onSubmit} onCancel={() => {}} />);
    fireEvent.input(field('Title'), { target: { value: 'Council meet' } });
    fireEvent.input(field('Description'), { target: { value: 'Meeting' } });
    submit();
    expect(await screen.findByText('Date is required')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Past' }));
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith('past', expect.objectContaining({ date: null }));
  });

  it('asks a new event with a capacity to have addresses confirmed, until the officer decides', async () => {
    const onSubmit = vi.fn(async () => true);
    render(<EventForm when="upcoming" onSubmit={onSubmit} onCancel={() => {}} />);
    const confirmBox = () =>
      screen.getByLabelText(/Require e-mail confirmation/) as HTMLInputElement;
    expect(screen.getByText(/has 30 minutes to follow it/)).toBeTruthy();
    expect(confirmBox().checked).toBe(false);
    fireEvent.input(field('Capacity'), { target: { value: '30' } });
    await waitFor(() => expect(confirmBox().checked).toBe(true));
    // Unticked by hand, it stays so whatever the capacity does.
    fireEvent.click(confirmBox());
    fireEvent.input(field('Capacity'), { target: { value: '31' } });
    expect(confirmBox().checked).toBe(false);
    fireEvent.click(confirmBox());
    fireEvent.input(field('Title'), { target: { value: 'Talk' } });
    fireEvent.input(field('Date'), { target: { value: '2031-01-02' } });
    fireEvent.input(field('Description'), { target: { value: 'About things' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      'upcoming',
      expect.objectContaining({ capacity: 31, registrationConfirmEmail: true }),
    );
  });

  it('unticks the confirmation at the first click once "On this site" shows it', async () => {
    const onSubmit = vi.fn(async () => true);
    render(<EventForm when="upcoming" onSubmit={onSubmit} onCancel={() => {}} />);
    const confirmBox = () =>
      screen.getByLabelText(/Require e-mail confirmation/) as HTMLInputElement;
    fireEvent.input(field('Capacity'), { target: { value: '30' } });
    fireEvent.change(field('Registration'), { target: { value: 'none' } });
    fireEvent.change(field('Registration'), { target: { value: 'site' } });
    await waitFor(() => expect(confirmBox().checked).toBe(true));
    fireEvent.click(confirmBox());
    expect(confirmBox().checked).toBe(false);
    fireEvent.input(field('Title'), { target: { value: 'Talk' } });
    fireEvent.input(field('Date'), { target: { value: '2031-01-02' } });
    fireEvent.input(field('Description'), { target: { value: 'About things' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      'upcoming',
      expect.objectContaining({ capacity: 30, registrationConfirmEmail: false }),
    );
  });

  it("keeps an edited event's confirmation setting as stored, whatever its capacity", async () => {
    const onSubmit = vi.fn(async () => true);
    render(
      <EventForm
        event={sampleEvent({ registrationMode: 'site', registrationConfirmEmail: false })}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    const confirmBox = screen.getByLabelText(/Require e-mail confirmation/) as HTMLInputElement;
    expect(confirmBox.checked).toBe(false);
    fireEvent.input(field('Capacity'), { target: { value: '60' } });
    expect(confirmBox.checked).toBe(false);
  });

  it('edits an event with its stored values, keeping the fields it does not show', async () => {
    const onSubmit = vi.fn(async () => true);
    const event = sampleEvent();
    render(<EventForm event={event} onSubmit={onSubmit} onCancel={() => {}} />);
    expect(field('Title').value).toBe('Robotics Workshop');
    expect(field('Date').value).toBe('2031-05-10');
    expect(field('Tags').value).toBe('robots, hands-on');
    // An upcoming event's form has no image field, but its image is not lost.
    expect(screen.queryByLabelText('Image URL')).toBeNull();
    submit('Save Changes');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      'upcoming',
      expect.objectContaining({ image: '/media/robot.jpg', capacity: 40, tags: event.tags }),
    );
  });

  it('marks an event cancelled or postponed through its Status', async () => {
    const onSubmit = vi.fn(async () => true);
    render(<EventForm event={sampleEvent()} onSubmit={onSubmit} onCancel={() => {}} />);
    const status = screen.getByLabelText('Status') as HTMLSelectElement;
    expect(status.value).toBe('scheduled');
    fireEvent.change(status, { target: { value: 'cancelled' } });
    submit('Save Changes');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      'upcoming',
      expect.objectContaining({ state: 'cancelled' }),
    );
  });

  it('takes registrations on this site with approval, a closing time and its own questions', async () => {
    const onSubmit = vi.fn(async () => true);
    render(<EventForm when="upcoming" onSubmit={onSubmit} onCancel={() => {}} />);
    fireEvent.input(field('Title'), { target: { value: 'Hack Night' } });
    fireEvent.input(field('Date'), { target: { value: '2031-01-02' } });
    fireEvent.input(field('End date'), { target: { value: '2031-01-03' } });
    fireEvent.input(field('End time'), { target: { value: '09:00' } });
    fireEvent.input(field('Description'), { target: { value: 'All night long' } });
    expect((screen.getByLabelText('Registration') as HTMLSelectElement).value).toBe('site');
    fireEvent.click(screen.getByLabelText(/Approve each registration/));
    fireEvent.input(field('Registration closes'), { target: { value: '2031-01-01T18:00' } });

    fireEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    fireEvent.input(await screen.findByLabelText('Question 1'), {
      target: { value: 'T-shirt size' },
    });
    fireEvent.change(screen.getByLabelText('Answer type of question 1'), {
      target: { value: 'choice' },
    });
    const choices = await screen.findByLabelText('Choices of question 1');
    fireEvent.input(choices, { target: { value: 'M' } });
    fireEvent.click(screen.getByLabelText('Required'));
    submit();
    expect(await screen.findByText('A choice question needs at least two choices')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.input(choices, { target: { value: 'M\n\nL \n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    fireEvent.input(await screen.findByLabelText('Question 2'), {
      target: { value: 'Vegetarian?' },
    });
    fireEvent.change(screen.getByLabelText('Answer type of question 2'), {
      target: { value: 'yes-no' },
    });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      'upcoming',
      expect.objectContaining({
        endDate: '2031-01-03',
        endTime: '09:00',
        registrationMode: 'site',
        registrationApproval: true,
        registrationCloses: '2031-01-01T18:00',
        registrationQuestions: [
          { label: 'T-shirt size', kind: 'choice', required: true, options: ['M', 'L'] },
          { label: 'Vegetarian?', kind: 'yes-no', required: false, options: [] },
        ],
      }),
    );
  });

  it('opens registration at a set time, refused when it would open after it closes', async () => {
    const onSubmit = vi.fn(async () => true);
    render(<EventForm when="upcoming" onSubmit={onSubmit} onCancel={() => {}} />);
    fireEvent.input(field('Title'), { target: { value: 'Hack Night' } });
    fireEvent.input(field('Date'), { target: { value: '2031-01-02' } });
    fireEvent.input(field('Time'), { target: { value: '18:00' } });
    fireEvent.input(field('Description'), { target: { value: 'All night long' } });
    const opens = field('Registration opens') as HTMLInputElement;
    expect(opens.type).toBe('datetime-local');
    fireEvent.input(opens, { target: { value: '2031-01-01T18:00' } });
    fireEvent.input(field('Registration closes'), { target: { value: '2031-01-01T12:00' } });
    submit();
    const refusal = await screen.findByText(/Registration must open before it closes/);
    // Said on the opening's own field, which names it to screen readers too.
    expect(opens.getAttribute('aria-invalid')).toBe('true');
    expect(opens.getAttribute('aria-describedby') ?? '').toContain(
      refusal.closest('[id]')?.id ?? 'no id',
    );
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.input(field('Registration closes'), { target: { value: '' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      'upcoming',
      expect.objectContaining({ registrationOpens: '2031-01-01T18:00', registrationCloses: null }),
    );
  });

  it('shows a saved opening time, to the second, and keeps it when saved again', async () => {
    const onSubmit = vi.fn(async () => true);
    const event = sampleEvent({
      registrationMode: 'site',
      registrationLink: null,
      registrationOpens: '2030-12-01T12:00:30',
    });
    render(<EventForm event={event} onSubmit={onSubmit} onCancel={() => {}} />);
    expect((field('Registration opens') as HTMLInputElement).value).toBe('2030-12-01T12:00:30');
    submit('Save Changes');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      'upcoming',
      expect.objectContaining({ registrationOpens: '2030-12-01T12:00:30' }),
    );
  });

  it('keeps the ids of the questions it edits, and drops a removed one', async () => {
    const onSubmit = vi.fn(async () => true);
    const event = sampleEvent({
      registrationMode: 'site',
      registrationLink: null,
      registrationQuestions: [
        { id: 'q1', label: 'Size', kind: 'choice', required: true, options: ['S', 'M'] },
        { id: 'q2', label: 'Diet', kind: 'text', required: false, options: [] },
      ],
    });
    render(<EventForm event={event} onSubmit={onSubmit} onCancel={() => {}} />);
    fireEvent.input(field('Question 1'), { target: { value: 'Shirt size' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove question 2' }));
    submit('Save Changes');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      'upcoming',
      expect.objectContaining({
        registrationQuestions: [
          { id: 'q1', label: 'Shirt size', kind: 'choice', required: true, options: ['S', 'M'] },
        ],
      }),
    );
  });

  describe('who may register, and the price for IEEE members', () => {
    const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
    const fillRequired = () => {
      fireEvent.input(field('Title'), { target: { value: 'Members Night' } });
      fireEvent.input(field('Date'), { target: { value: '2031-01-02' } });
      fireEvent.input(field('Time'), { target: { value: '18:00' } });
      fireEvent.input(field('Description'), { target: { value: 'For the branch' } });
    };

    it('takes everyone unless the officer chooses members, and says who counts as one', async () => {
      const onSubmit = vi.fn(async () => true);
      render(<EventForm when="upcoming" onSubmit={onSubmit} onCancel={() => {}} />);
      const audience = select('Who may register');
      expect(audience.value).toBe('everyone');
      expect([...audience.options].map((option) => option.text)).toEqual([
        'Everyone',
        'Verified IEEE members only',
        'Verified IEEE members first, then everyone',
      ]);
      const hint = document.getElementById(audience.getAttribute('aria-describedby') ?? '');
      expect(hint?.textContent).toMatch(/IEEE roster \(from OU Analytics\) lists as active/);
      expect(hint?.textContent).toMatch(/address IEEE has for them/);
      expect(screen.queryByLabelText('Everyone may register from')).toBeNull();

      fillRequired();
      fireEvent.change(audience, { target: { value: 'members' } });
      submit();
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit).toHaveBeenCalledWith(
        'upcoming',
        expect.objectContaining({ registrationAudience: 'members', openToEveryone: null }),
      );
    });

    it('asks a members-first event when everyone may register, after members may', async () => {
      const onSubmit = vi.fn(async () => true);
      render(<EventForm when="upcoming" onSubmit={onSubmit} onCancel={() => {}} />);
      fillRequired();
      fireEvent.change(select('Who may register'), { target: { value: 'members-first' } });
      const everyone = (await screen.findByLabelText(
        'Everyone may register from',
      )) as HTMLInputElement;
      expect(everyone.type).toBe('datetime-local');
      submit();
      const refusal = await screen.findByText(/Give the time everyone may register/);
      // Said on its own field, which names it to screen readers too.
      expect(everyone.getAttribute('aria-invalid')).toBe('true');
      expect(everyone.getAttribute('aria-describedby') ?? '').toContain(refusal.id || 'no id');

      // Before members may register is refused the same way.
      fireEvent.input(field('Registration opens'), { target: { value: '2031-01-01T10:00' } });
      fireEvent.input(everyone, { target: { value: '2031-01-01T09:00' } });
      submit();
      await waitFor(() => expect(everyone.getAttribute('aria-invalid')).toBe('true'));
      expect(onSubmit).not.toHaveBeenCalled();

      fireEvent.input(everyone, { target: { value: '2031-01-01T12:00' } });
      submit();
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit).toHaveBeenCalledWith(
        'upcoming',
        expect.objectContaining({
          registrationAudience: 'members-first',
          registrationOpens: '2031-01-01T10:00',
          openToEveryone: '2031-01-01T12:00',
        }),
      );
    });

    it('sends no time for everyone once the officer takes members-first back, or stops registering here', async () => {
      const onSubmit = vi.fn(async () => true);
      render(<EventForm when="upcoming" onSubmit={onSubmit} onCancel={() => {}} />);
      fillRequired();
      fireEvent.change(select('Who may register'), { target: { value: 'members-first' } });
      fireEvent.input(await screen.findByLabelText('Everyone may register from'), {
        target: { value: '2031-01-01T12:00' },
      });
      fireEvent.change(select('Who may register'), { target: { value: 'everyone' } });
      submit();
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit).toHaveBeenLastCalledWith(
        'upcoming',
        expect.objectContaining({ registrationAudience: 'everyone', openToEveryone: null }),
      );

      // Members-first without its time, then an outside link: nothing hidden refuses the form.
      fireEvent.change(select('Who may register'), { target: { value: 'members-first' } });
      fireEvent.input(await screen.findByLabelText('Everyone may register from'), {
        target: { value: '' },
      });
      fireEvent.change(select('Registration'), { target: { value: 'link' } });
      fireEvent.input(await screen.findByLabelText('Registration Link'), {
        target: { value: 'https://example.org/register' },
      });
      expect(screen.queryByLabelText('Who may register')).toBeNull();
      submit();
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
      expect(onSubmit).toHaveBeenLastCalledWith(
        'upcoming',
        expect.objectContaining({
          registrationMode: 'link',
          registrationAudience: 'everyone',
          openToEveryone: null,
        }),
      );
    });

    it('sends a price for IEEE members beside the price, refused without one', async () => {
      const onSubmit = vi.fn(async () => true);
      render(<EventForm when="upcoming" onSubmit={onSubmit} onCancel={() => {}} />);
      fillRequired();
      const memberPrice = field('Price for IEEE members');
      fireEvent.input(memberPrice, { target: { value: '150' } });
      submit();
      expect(await screen.findByText(/Give the price for everyone too/)).toBeTruthy();
      expect(memberPrice.getAttribute('aria-invalid')).toBe('true');
      expect(onSubmit).not.toHaveBeenCalled();

      fireEvent.input(field('Price'), { target: { value: '300' } });
      submit();
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit).toHaveBeenCalledWith(
        'upcoming',
        expect.objectContaining({ price: '300.00', memberPrice: '150.00' }),
      );
    });

    it('shows an event’s saved audience, time for everyone and member price, and keeps them', async () => {
      const onSubmit = vi.fn(async () => true);
      const event = sampleEvent({
        registrationMode: 'site',
        registrationLink: null,
        registrationOpens: '2030-12-01T10:00',
        registrationAudience: 'members-first',
        openToEveryone: '2030-12-03T10:00',
        price: '300.00',
        priceCurrency: 'INR',
        memberPrice: '150.00',
      });
      render(<EventForm event={event} onSubmit={onSubmit} onCancel={() => {}} />);
      expect(select('Who may register').value).toBe('members-first');
      expect(field('Everyone may register from').value).toBe('2030-12-03T10:00');
      expect(field('Price for IEEE members').value).toBe('150.00');
      submit('Save Changes');
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit).toHaveBeenCalledWith(
        'upcoming',
        expect.objectContaining({
          registrationAudience: 'members-first',
          openToEveryone: '2030-12-03T10:00',
          price: '300.00',
          memberPrice: '150.00',
        }),
      );
    });
  });

  describe('payment by UPI (issue 49)', () => {
    const hours = () => field('Hours to pay by UPI');
    const fillRequired = () => {
      fireEvent.input(field('Title'), { target: { value: 'Soldering Workshop' } });
      fireEvent.input(field('Date'), { target: { value: '2031-01-02' } });
      fireEvent.input(field('Description'), { target: { value: 'Bring nothing; we lend irons' } });
    };

    it('takes the payment at the door unless hours to pay are given, and says so beside the prices', async () => {
      const onSubmit = vi.fn(async () => true);
      render(<EventForm when="upcoming" onSubmit={onSubmit} onCancel={() => {}} />);
      const input = hours();
      expect(input.type).toBe('number');
      expect(input.min).toBe('1');
      expect(input.max).toBe('336');
      expect(input.inputMode).toBe('numeric');
      const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '');
      expect(hint?.textContent).toBe(
        'Leave blank to take payment at the door. Otherwise registrants pay by UPI and each place is held this many hours for its payment (INR only).',
      );
      fillRequired();
      fireEvent.input(field('Price'), { target: { value: '300' } });
      submit();
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit).toHaveBeenLastCalledWith(
        'upcoming',
        expect.objectContaining({ price: '300.00', paymentHoldHours: null }),
      );

      fireEvent.input(hours(), { target: { value: '48' } });
      submit();
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
      expect(onSubmit).toHaveBeenLastCalledWith(
        'upcoming',
        expect.objectContaining({ price: '300.00', paymentHoldHours: 48 }),
      );
    });

    it('refuses hours beyond a fortnight, or without a price to collect, beside the field', async () => {
      const onSubmit = vi.fn(async () => true);
      render(<EventForm when="upcoming" onSubmit={onSubmit} onCancel={() => {}} />);
      fillRequired();
      fireEvent.input(hours(), { target: { value: '24' } });
      submit();
      expect(
        await screen.findByText('Give the price to collect, or leave the hours to pay blank'),
      ).toBeTruthy();
      expect(hours().getAttribute('aria-invalid')).toBe('true');

      fireEvent.input(field('Price'), { target: { value: '300' } });
      fireEvent.input(hours(), { target: { value: '337' } });
      submit();
      expect(await screen.findByText('Give at most 336 hours to pay')).toBeTruthy();
      expect(hours().getAttribute('aria-describedby') ?? '').toContain(
        screen.getByText('Give at most 336 hours to pay').id || 'no id',
      );
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('shows an event’s saved hours to pay and keeps them when saved again', async () => {
      const onSubmit = vi.fn(async () => true);
      const event = sampleEvent({ price: '300.00', priceCurrency: 'INR', paymentHoldHours: 48 });
      render(<EventForm event={event} onSubmit={onSubmit} onCancel={() => {}} />);
      expect(hours().value).toBe('48');
      submit('Save Changes');
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit).toHaveBeenCalledWith(
        'upcoming',
        expect.objectContaining({ price: '300.00', paymentHoldHours: 48 }),
      );
    });
  });

  describe('category and speakers', () => {
    const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
    const optionsOf = (label: string) => [...select(label).options].map((option) => option.text);
    const fillRequired = () => {
      fireEvent.input(field('Title'), { target: { value: 'Talk' } });
      fireEvent.input(field('Date'), { target: { value: '2031-01-02' } });
      fireEvent.input(field('Description'), { target: { value: 'About things' } });
    };

    it('starts as Technical, which has no sub-categories, and lists each category’s own', async () => {
      const onSubmit = vi.fn(async () => true);
      render(<EventForm when="upcoming" onSubmit={onSubmit} onCancel={() => {}} />);
      expect(select('Category').value).toBe('Technical');
      expect(optionsOf('Category')).toEqual([
        'Technical',
        'Professional',
        'Non-technical',
        'Administrative',
        'Humanitarian',
        'Educational',
      ]);
      expect(screen.queryByLabelText('Sub-category')).toBeNull();
      expect(screen.getByText('Technical events have no sub-categories.')).toBeTruthy();

      fireEvent.change(select('Category'), { target: { value: 'Professional' } });
      await screen.findByLabelText('Sub-category');
      expect(optionsOf('Sub-category')).toEqual([
        'None',
        'Continuing Education',
        'Professional Development',
        'Industry Relations',
        'Other',
      ]);
      expect(select('Sub-category').value).toBe('');
      fireEvent.change(select('Sub-category'), { target: { value: 'Industry Relations' } });
      fillRequired();
      submit();
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit).toHaveBeenCalledWith(
        'upcoming',
        expect.objectContaining({
          category: 'Professional',
          subCategory: 'Industry Relations',
          speakers: [],
        }),
      );
    });

    it('clears a sub-category the new category does not have, and keeps one it has', async () => {
      const onSubmit = vi.fn(async () => true);
      render(<EventForm when="upcoming" onSubmit={onSubmit} onCancel={() => {}} />);
      fireEvent.change(select('Category'), { target: { value: 'Professional' } });
      fireEvent.change(await screen.findByLabelText('Sub-category'), {
        target: { value: 'Industry Relations' },
      });
      fireEvent.change(select('Category'), { target: { value: 'Administrative' } });
      await waitFor(() => expect(optionsOf('Sub-category')).toContain('ExCom'));
      expect(select('Sub-category').value).toBe('');

      // 'Other' is a sub-category of both Non-technical and Professional: it stays.
      fireEvent.change(select('Category'), { target: { value: 'Non-technical' } });
      await waitFor(() => expect(optionsOf('Sub-category')).toContain('Social'));
      fireEvent.change(select('Sub-category'), { target: { value: 'Other' } });
      fireEvent.change(select('Category'), { target: { value: 'Professional' } });
      await waitFor(() => expect(optionsOf('Sub-category')).toContain('Industry Relations'));
      expect(select('Sub-category').value).toBe('Other');
      fillRequired();
      submit();
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit).toHaveBeenLastCalledWith(
        'upcoming',
        expect.objectContaining({ category: 'Professional', subCategory: 'Other' }),
      );

      // A category without sub-categories leaves none behind.
      fireEvent.change(select('Category'), { target: { value: 'Humanitarian' } });
      expect(await screen.findByText('Humanitarian events have no sub-categories.')).toBeTruthy();
      submit();
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
      expect(onSubmit).toHaveBeenLastCalledWith(
        'upcoming',
        expect.objectContaining({ category: 'Humanitarian', subCategory: null }),
      );
    });

    it('shows the schema’s refusal of a sub-category beside it', async () => {
      const onSubmit = vi.fn(async () => true);
      // Saved before its category changed (or sent by another client): not one of Technical's.
      render(
        <EventForm
          event={sampleEvent({ category: 'Technical', subCategory: 'Social' })}
          onSubmit={onSubmit}
          onCancel={() => {}}
        />,
      );
      submit('Save Changes');
      expect(await screen.findByText('Choose a sub-category of the chosen category')).toBeTruthy();
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('adds speakers, names each Remove button after its speaker, and removes one', async () => {
      const onSubmit = vi.fn(async () => true);
      render(<EventForm when="upcoming" onSubmit={onSubmit} onCancel={() => {}} />);
      const add = screen.getByRole('button', { name: 'Add a speaker' });
      expect(screen.getByRole('group', { name: 'Speakers' })).toBeTruthy();
      fireEvent.click(add);
      // The new speaker's name has the focus, ready to type.
      const first = await screen.findByLabelText('Name of speaker 1');
      await waitFor(() => expect(document.activeElement).toBe(first));
      expect(screen.getByRole('button', { name: 'Remove speaker 1' })).toBeTruthy();
      fireEvent.input(first, { target: { value: 'Grace Hopper' } });
      expect(
        await screen.findByRole('button', { name: 'Remove speaker Grace Hopper' }),
      ).toBeTruthy();
      fireEvent.input(field('Affiliation of speaker 1'), { target: { value: '  US Navy ' } });

      fireEvent.click(add);
      fireEvent.click(add);
      fireEvent.input(await screen.findByLabelText('Name of speaker 3'), {
        target: { value: 'Alan Turing' },
      });
      fillRequired();
      submit();
      // A speaker without a name is refused, beside their field.
      expect(await screen.findByText('Speaker’s name is required')).toBeTruthy();
      expect(field('Name of speaker 2').getAttribute('aria-invalid')).toBe('true');
      expect(onSubmit).not.toHaveBeenCalled();

      fireEvent.click(screen.getByRole('button', { name: 'Remove speaker 2' }));
      expect(document.activeElement).toBe(add);
      await waitFor(() => expect(screen.queryByLabelText('Name of speaker 3')).toBeNull());
      expect(field('Name of speaker 2').value).toBe('Alan Turing');
      submit();
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit).toHaveBeenCalledWith(
        'upcoming',
        expect.objectContaining({
          speakers: [
            { name: 'Grace Hopper', affiliation: 'US Navy' },
            { name: 'Alan Turing', affiliation: null },
          ],
        }),
      );
    });

    it(`stops adding at ${SPEAKERS_MAX} speakers and says why`, async () => {
      const speakers = Array.from({ length: SPEAKERS_MAX }, (_, index) => ({
        name: `Speaker ${index + 1}`,
        affiliation: null,
      }));
      render(
        <EventForm
          event={sampleEvent({ speakers })}
          onSubmit={async () => true}
          onCancel={() => {}}
        />,
      );
      const add = screen.getByRole('button', { name: 'Add a speaker' }) as HTMLButtonElement;
      expect(add.disabled).toBe(true);
      const why = document.getElementById(add.getAttribute('aria-describedby') ?? '');
      expect(why?.textContent).toMatch(`at most ${SPEAKERS_MAX} speakers`);
      fireEvent.click(screen.getByRole('button', { name: 'Remove speaker Speaker 20' }));
      await waitFor(() => expect(add.disabled).toBe(false));
      expect(screen.queryByText(/at most \d+ speakers/)).toBeNull();
    });

    it('loads a saved event’s category, sub-category and speakers, and sends them back', async () => {
      const onSubmit = vi.fn(async () => true);
      const speakers = [
        { name: 'Grace Hopper', affiliation: 'US Navy' },
        { name: 'Alan Turing', affiliation: null },
      ];
      render(
        <EventForm
          event={sampleEvent({
            category: 'Professional',
            subCategory: 'Industry Relations',
            speakers,
          })}
          onSubmit={onSubmit}
          onCancel={() => {}}
        />,
      );
      expect(select('Category').value).toBe('Professional');
      expect(select('Sub-category').value).toBe('Industry Relations');
      expect(field('Name of speaker 1').value).toBe('Grace Hopper');
      expect(field('Affiliation of speaker 1').value).toBe('US Navy');
      expect(field('Name of speaker 2').value).toBe('Alan Turing');
      expect(field('Affiliation of speaker 2').value).toBe('');
      // Saved without a change, nothing resets to its default.
      submit('Save Changes');
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit).toHaveBeenCalledWith(
        'upcoming',
        expect.objectContaining({
          category: 'Professional',
          subCategory: 'Industry Relations',
          speakers,
        }),
      );
    });
  });

  describe('co-hosts and attendance', () => {
    const computer = { id: 3, kind: 'society', slug: 'computer-society', name: 'Computer Society' };
    const robotics = { id: 4, kind: 'society', slug: 'robotics-society', name: 'Robotics Society' };
    const power = { id: 5, kind: 'society', slug: 'power-society', name: 'Power Society' };
    const sensors = { id: 9, kind: 'council', slug: 'sensors-council', name: 'Sensors Council' };
    /** The Computer Society's choices: the branch's other organisations. */
    const CHOICES: OrganisationRef[] = [robotics, power, sensors] as OrganisationRef[];
    const picker = () => screen.getByLabelText('Add a co-host') as HTMLSelectElement;
    const offered = () =>
      [...picker().options].filter((option) => option.value).map((option) => option.text);
    const addCoHost = (name: string) => {
      const option = [...picker().options].find((candidate) => candidate.text === name);
      fireEvent.change(picker(), { target: { value: option?.value } });
      fireEvent.click(screen.getByRole('button', { name: 'Add co-host' }));
    };
    const mayEdit = (name: string) =>
      screen.getByLabelText(`May edit: ${name}`) as HTMLInputElement;

    it('adds co-hosts in order, lets one edit, and sends them with the hand counts', async () => {
      const onSubmit = vi.fn(async () => true);
      render(
        <EventForm when="past" coHostChoices={CHOICES} onSubmit={onSubmit} onCancel={() => {}} />,
      );
      const coHosts = screen.getByRole('group', { name: 'Co-hosts' });
      expect(within(coHosts).getByRole('group', { name: 'Councils' })).toBeTruthy();
      expect(offered()).toEqual(['Robotics Society', 'Power Society', 'Sensors Council']);

      addCoHost('Sensors Council');
      // The new co-host's "May edit" takes the focus: the addition is heard.
      await waitFor(() => expect(document.activeElement).toBe(mayEdit('Sensors Council')));
      addCoHost('Robotics Society');
      addCoHost('Power Society');
      await screen.findByLabelText('May edit: Power Society');
      // Each organisation is offered once.
      expect(screen.queryByLabelText('Add a co-host')).toBeNull();
      expect(
        within(coHosts).getByText(
          'Every other society and council of the branch co-hosts it already.',
        ),
      ).toBeTruthy();
      fireEvent.click(mayEdit('Robotics Society'));
      fireEvent.click(screen.getByRole('button', { name: 'Remove co-host Power Society' }));
      await waitFor(() => expect(screen.queryByLabelText('May edit: Power Society')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(picker()));
      expect(offered()).toEqual(['Power Society']);

      const attendance = screen.getByRole('group', { name: 'Attendance' });
      expect(
        within(attendance).getByText(/Leave blank to count from the registrations/),
      ).toBeTruthy();
      fireEvent.input(field('IEEE members attended'), { target: { value: '40' } });
      fireEvent.input(field('Guests attended'), { target: { value: '12' } });
      fireEvent.input(field('Title'), { target: { value: 'Joint talk' } });
      fireEvent.input(field('Description'), { target: { value: 'Held together' } });
      submit();
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit).toHaveBeenCalledWith(
        'past',
        expect.objectContaining({
          coHosts: [
            { organisationId: 9, canEdit: false },
            { organisationId: 4, canEdit: true },
          ],
          membersAttended: 40,
          guestsAttended: 12,
        }),
      );
    });

    it('sends no co-hosts and blank counts (from the check-ins) unless given, and refuses a bad count', async () => {
      const onSubmit = vi.fn(async () => true);
      render(<EventForm when="past" onSubmit={onSubmit} onCancel={() => {}} />);
      expect(
        screen.getByText('The branch has no other society or council to co-host with.'),
      ).toBeTruthy();
      fireEvent.input(field('Title'), { target: { value: 'Solo talk' } });
      fireEvent.input(field('Description'), { target: { value: 'On our own' } });
      fireEvent.input(field('Guests attended'), { target: { value: '-2' } });
      submit();
      expect(await screen.findByText('Guests attended cannot be negative')).toBeTruthy();
      expect(onSubmit).not.toHaveBeenCalled();

      fireEvent.input(field('Guests attended'), { target: { value: '' } });
      submit();
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit).toHaveBeenCalledWith(
        'past',
        expect.objectContaining({ coHosts: [], membersAttended: null, guestsAttended: null }),
      );
    });

    it('loads a saved joint event’s co-hosts and counts for its host, who may change them', async () => {
      const onSubmit = vi.fn(async () => true);
      render(
        <EventForm
          event={sampleEvent({
            status: 'past',
            coHosts: [
              { ...(sensors as OrganisationRef), canEdit: false },
              { ...(robotics as OrganisationRef), canEdit: true },
            ],
            membersAttended: 30,
            guestsAttended: null,
          })}
          coHostChoices={CHOICES}
          onSubmit={onSubmit}
          onCancel={() => {}}
        />,
      );
      expect(mayEdit('Sensors Council').checked).toBe(false);
      expect(mayEdit('Robotics Society').checked).toBe(true);
      expect(offered()).toEqual(['Power Society']);
      expect(field('IEEE members attended').value).toBe('30');
      expect(field('Guests attended').value).toBe('');
      fireEvent.click(mayEdit('Sensors Council'));
      fireEvent.click(screen.getByRole('button', { name: 'Remove co-host Robotics Society' }));
      submit('Save Changes');
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit).toHaveBeenCalledWith(
        'past',
        expect.objectContaining({
          coHosts: [{ organisationId: 9, canEdit: true }],
          membersAttended: 30,
          guestsAttended: null,
        }),
      );
    });

    it('shows a co-host editor who hosts it with whom, and sends the co-hosts back unchanged', async () => {
      const onSubmit = vi.fn(async () => true);
      render(
        <EventForm
          event={sampleEvent({
            organisation: power as OrganisationRef,
            access: 'editor',
            coHosts: [
              { ...(computer as OrganisationRef), canEdit: true },
              { ...(sensors as OrganisationRef), canEdit: false },
            ],
          })}
          coHostChoices={CHOICES}
          onSubmit={onSubmit}
          onCancel={() => {}}
        />,
      );
      const coHosts = screen.getByRole('group', { name: 'Co-hosts' });
      expect(coHosts.textContent).toContain(
        'Hosted by Power Society with Computer Society and Sensors Council; only Power Society can change who co-hosts.',
      );
      expect(within(coHosts).queryByRole('checkbox')).toBeNull();
      expect(within(coHosts).queryByRole('button')).toBeNull();
      expect(screen.queryByLabelText('Add a co-host')).toBeNull();
      fireEvent.input(field('Title'), { target: { value: 'Renamed by a co-host' } });
      submit('Save Changes');
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit).toHaveBeenCalledWith(
        'upcoming',
        expect.objectContaining({
          title: 'Renamed by a co-host',
          coHosts: [
            { organisationId: 3, canEdit: true },
            { organisationId: 9, canEdit: false },
          ],
        }),
      );
    });
  });
});

describe('a series (issue 48)', () => {
  /** A new upcoming event on Thursday 2 January 2031, 18:00 (its end filled in: 20:00). */
  function startEvent(options: { time?: string } = {}) {
    const onSubmit = vi.fn(async () => true);
    render(<EventForm when="upcoming" onSubmit={onSubmit} onCancel={() => {}} />);
    fireEvent.input(field('Title'), { target: { value: 'Coding Club' } });
    fireEvent.input(field('Date'), { target: { value: '2031-01-02' } });
    if (options.time !== '') fireEvent.input(field('Time'), { target: { value: '18:00' } });
    fireEvent.input(field('Description'), { target: { value: 'Code together' } });
    return onSubmit;
  }
  const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

  it('does not repeat unless asked, and sends no repeat then', async () => {
    const onSubmit = startEvent();
    const repeats = screen.getByRole('group', { name: 'Repeats' });
    expect(radio('Does not repeat').checked).toBe(true);
    expect(within(repeats).queryByLabelText('Number of sessions')).toBeNull();
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith('upcoming', expect.objectContaining({ repeat: null }));
  });

  it('sends how a new event repeats: its end, the dates left out and its settings', async () => {
    const onSubmit = startEvent();
    fireEvent.click(radio('Weekly'));
    const repeats = screen.getByRole('group', { name: 'Repeats' });
    // The first session's date and times are the event's own; the rule reads back in words.
    expect(repeats.textContent).toContain('The date and times above are the first session’s');
    expect(within(repeats).getByText('Every Thursday, 18:00 to 20:00, 10 sessions')).toBeTruthy();
    expect(radio('After a number of sessions').checked).toBe(true);
    fireEvent.input(field('Number of sessions'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a date to leave out' }));
    fireEvent.input(await screen.findByLabelText('Left-out date 1'), {
      target: { value: '2031-01-09' },
    });
    expect(radio('For each session').checked).toBe(true);
    fireEvent.click(radio('Once for the whole series'));
    fireEvent.input(field('Series certificate: share of sessions attended (%)'), {
      target: { value: '75' },
    });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      'upcoming',
      expect.objectContaining({
        date: '2031-01-02',
        time: '18:00',
        endTime: '20:00',
        repeat: {
          frequency: 'weekly',
          monthlyWeekday: null,
          count: 6,
          until: null,
          exceptions: ['2031-01-09'],
          registrationScope: 'series',
          certificateShare: 75,
        },
      }),
    );
  });

  it('ends on a date instead, and leaves a blank left-out row out', async () => {
    const onSubmit = startEvent();
    fireEvent.click(radio('Every two weeks'));
    fireEvent.click(radio('On a date'));
    expect(screen.queryByLabelText('Number of sessions')).toBeNull();
    fireEvent.input(field('Last session on'), { target: { value: '2031-03-27' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a date to leave out' }));
    expect(
      screen.getByText('Every other Thursday, 18:00 to 20:00, until 27 March 2031'),
    ).toBeTruthy();
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      'upcoming',
      expect.objectContaining({
        repeat: expect.objectContaining({
          frequency: 'fortnightly',
          count: null,
          until: '2031-03-27',
          exceptions: [],
        }),
      }),
    );
  });

  it("shows the rule's sentences on the fields they are about, and sends nothing", async () => {
    const onSubmit = startEvent({ time: '' });
    fireEvent.click(radio('Monthly on the same date'));
    fireEvent.input(field('Number of sessions'), { target: { value: '0' } });
    submit();
    expect(
      await screen.findByText(
        'A series has at least one session: give a number of sessions of 1 or more',
      ),
    ).toBeTruthy();
    expect(field('Number of sessions').getAttribute('aria-invalid')).toBe('true');

    // The number fixed, what is left across fields: a series needs its times.
    fireEvent.input(field('Number of sessions'), { target: { value: '3' } });
    submit();
    const noTime = await screen.findByText(
      'A series needs a start and an end time for its sessions',
    );
    expect(field('Time').getAttribute('aria-describedby')).toContain(noTime.id);

    // A date the rule does not give, said on its own row (the blank row before it is not sent).
    fireEvent.input(field('Time'), { target: { value: '18:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a date to leave out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a date to leave out' }));
    fireEvent.input(await screen.findByLabelText('Left-out date 2'), {
      target: { value: '2031-01-09' },
    });
    submit();
    const refusal = await screen.findByText('The series has no session on 2031-01-09 to leave out');
    expect(field('Left-out date 2').getAttribute('aria-describedby')).toContain(refusal.id);
    expect(field('Left-out date 1').getAttribute('aria-invalid')).toBe('false');

    // A series ending before it starts, said under the end's field.
    fireEvent.click(screen.getByRole('button', { name: /^Remove\W+left-out date 2$/ }));
    fireEvent.click(radio('On a date'));
    fireEvent.input(field('Last session on'), { target: { value: '2030-12-01' } });
    submit();
    expect(
      await screen.findByText('The series must end on or after the date of its first session'),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers no Repeats when editing an event or adding a past one', () => {
    render(<EventForm event={sampleEvent()} onSubmit={vi.fn()} onCancel={() => {}} />);
    expect(screen.queryByRole('group', { name: 'Repeats' })).toBeNull();
    cleanup();
    render(<EventForm when="past" onSubmit={vi.fn()} onCancel={() => {}} />);
    expect(screen.queryByRole('group', { name: 'Repeats' })).toBeNull();
  });

  it('asks what an edit of a session applies to, this session unless chosen, and sends it', async () => {
    const onSubmit = vi.fn(async () => true);
    const series = {
      id: 4,
      title: 'Coding Club',
      summary: 'Every Wednesday, 18:00 to 19:30, 10 sessions',
      registrationScope: 'session' as const,
    };
    render(<EventForm event={sampleEvent({ series })} onSubmit={onSubmit} onCancel={() => {}} />);
    const scope = screen.getByRole('group', { name: /Apply changes to/ });
    expect(scope.textContent).toContain(series.summary);
    expect(
      (within(scope).getByRole('radio', { name: 'This session' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(within(scope).getByRole('radio', { name: 'This and following sessions' }));
    submit('Save Changes');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      'upcoming',
      expect.objectContaining({ seriesScope: 'following' }),
    );
    cleanup();

    // An event on its own is not asked, and sends no scope.
    const single = vi.fn(async (_when: string, _payload: object) => true);
    render(<EventForm event={sampleEvent()} onSubmit={single} onCancel={() => {}} />);
    expect(screen.queryByRole('group', { name: /Apply changes to/ })).toBeNull();
    submit('Save Changes');
    await waitFor(() => expect(single).toHaveBeenCalledTimes(1));
    expect(single.mock.calls[0]?.[1]).not.toHaveProperty('seriesScope');
  });
});
