import { FORGOT_PASSWORD_ANSWER } from '@chapterhouse/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetchPerTest } from '../../../test/fetch-stub';
import { ForgotPasswordForm } from './forgot-password-form';

const fetchMock = stubFetchPerTest();
afterEach(cleanup);

function ask(email: string) {
  fireEvent.input(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('forgot password form', () => {
  it("shows the server's answer, the same for any address", async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(200, { message: FORGOT_PASSWORD_ANSWER }),
    );
    render(<ForgotPasswordForm />);
    ask('asha@example.org');
    // The status region is there, empty, before the answer: wait for the answer in it.
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(FORGOT_PASSWORD_ANSWER),
    );
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/auth/forgot-password');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'asha@example.org' });
    // No session is sent: anyone may ask.
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
  });

  it('checks the address before sending', async () => {
    render(<ForgotPasswordForm />);
    ask('not-an-address');
    const input = screen.getByLabelText('Email');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when there were too many requests, in the server’s words', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(429, { error: 'Too many requests. Please try again later.' }),
    );
    render(<ForgotPasswordForm />);
    ask('asha@example.org');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests. Please try again later.',
    );
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
