import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse as json, stubFetchPerTest } from '../../../test/fetch-stub';

// Every web test meets a mock of it (test/setup.ts): this file tests the real one.
const { useStudentOnThisBrowser } = await vi.importActual<
  typeof import('./student-on-this-browser')
>('./student-on-this-browser');

const fetchMock = stubFetchPerTest();
afterEach(cleanup);

function Form(props: { name?: string }) {
  const ref = useRef<HTMLFormElement>(null);
  const student = useStudentOnThisBrowser(ref);
  return (
    <form ref={ref}>
      <label>
        Name
        <input name="name" defaultValue={props.name} />
      </label>
      <p>{student ? `as ${student.email}` : 'nobody'}</p>
    </form>
  );
}

describe('the student signed in on this browser', () => {
  it('is asked once; their last name fills an empty name field', async () => {
    fetchMock.mockResolvedValue(json(200, { student: { email: 'a@example.edu', name: 'Asha' } }));
    render(<Form />);
    await screen.findByText('as a@example.edu');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Asha');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/me/profile');
  });

  it('leaves a name already typed as it is', async () => {
    fetchMock.mockResolvedValue(json(200, { student: { email: 'a@example.edu', name: 'Asha' } }));
    render(<Form name="Typed" />);
    await screen.findByText('as a@example.edu');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Typed');
  });

  it('is nobody when nobody is signed in, or the server cannot be reached', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { student: null }));
    render(<Form />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.getByText('nobody')).toBeTruthy();
    cleanup();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<Form />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.getByText('nobody')).toBeTruthy();
  });
});
