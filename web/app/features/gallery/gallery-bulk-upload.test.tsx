import { MEDIA_UPLOAD_CONCURRENCY } from '@chapterhouse/shared';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleEvent, sampleGalleryItem } from '../../../test/dashboard-fixtures';
import { renderInRouter } from '../../components/console/test-render';
import { ApiError } from '../../lib/api-client';
import { GalleryBulkUpload, type SendGalleryPhoto } from './gallery-bulk-upload';

afterEach(() => {
  cleanup();
  toast.remove();
});

/** Uploads that the test moves along by hand, file by file. */
function fakeSend() {
  const pending = new Map<
    string,
    { progress: (fraction: number) => void; resolve: () => void; reject: (error: unknown) => void }
  >();
  let inFlight = 0;
  let mostInFlight = 0;
  const send = vi.fn<SendGalleryPhoto>(
    (_target, file, _fields, onProgress) =>
      new Promise((resolve, reject) => {
        inFlight++;
        mostInFlight = Math.max(mostInFlight, inFlight);
        const done = () => inFlight--;
        pending.set(file.name, {
          progress: onProgress,
          resolve: () => {
            done();
            resolve(sampleGalleryItem({ caption: file.name }));
          },
          reject: (error) => {
            done();
            reject(error);
          },
        });
      }),
  );
  const step = (name: string, action: 'resolve' | 'reject' | number, error?: unknown) =>
    act(async () => {
      const upload = pending.get(name);
      if (!upload) throw new Error(`${name} is not uploading`);
      if (typeof action === 'number') upload.progress(action);
      else if (action === 'resolve') upload.resolve();
      else upload.reject(error);
    });
  return { send, step, started: () => [...pending.keys()], mostInFlight: () => mostInFlight };
}

const events = [
  sampleEvent({ id: 12, status: 'past', title: 'Intro Talk', date: '2024-01-05' }),
  sampleEvent({ id: 13, status: 'past', title: 'Hack Night', date: '2023-11-20' }),
];

describe('the gallery bulk upload', () => {
  it('sends the photos a few at a time with per-file progress, tied to the chosen event', async () => {
    const fake = fakeSend();
    renderInRouter(() => (
      <GalleryBulkUpload
        target={{ kind: 'society', org: 3 }}
        events={events}
        onDone={() => {}}
        send={fake.send}
      />
    ));
    fireEvent.change(await screen.findByLabelText('Event'), { target: { value: '13' } });
    expect((screen.getByLabelText('Caption') as HTMLInputElement).placeholder).toBe('Hack Night');
    const files = ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg'].map(
      (name) => new File([new Uint8Array(100)], name, { type: 'image/jpeg' }),
    );
    const input = screen.getByLabelText('Choose photos');
    Object.defineProperty(input, 'files', { value: files, configurable: true });
    fireEvent.change(input);
    expect(screen.getByText('5 photos chosen')).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Upload 5 photos' }));
    });
    expect(fake.started()).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(fake.send.mock.calls[0]?.[2]).toEqual({ eventId: 13, caption: undefined });

    await fake.step('a.jpg', 0.5);
    const uploads = screen.getByRole('list', { name: 'Uploads' });
    expect(within(uploads).getByText('Uploading 50%')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'a.jpg: uploading' }).getAttribute('value'),
    ).toBe('50');
    expect(within(uploads).getAllByText('Waiting')).toHaveLength(2);

    await fake.step('a.jpg', 'resolve');
    expect(fake.started()).toContain('d.jpg');
    await fake.step(
      'b.jpg',
      'reject',
      new ApiError(400, 'This file is not a picture we can read.'),
    );
    for (const name of ['c.jpg', 'd.jpg']) await fake.step(name, 'resolve');
    await fake.step('e.jpg', 'resolve');

    expect(fake.mostInFlight()).toBe(MEDIA_UPLOAD_CONCURRENCY);
    expect(screen.getByText('4 of 5 uploaded')).toBeTruthy();
    expect(within(uploads).getByText('This file is not a picture we can read.')).toBeTruthy();
    expect(within(uploads).getAllByText('Uploaded')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy();
  });

  it('passes a caption typed for the batch', async () => {
    const fake = fakeSend();
    renderInRouter(() => (
      <GalleryBulkUpload
        target={{ kind: 'society', org: 3 }}
        events={events}
        onDone={() => {}}
        send={fake.send}
      />
    ));
    fireEvent.change(await screen.findByLabelText('Caption'), {
      target: { value: 'Opening night' },
    });
    const input = screen.getByLabelText('Choose photos');
    Object.defineProperty(input, 'files', {
      value: [new File([new Uint8Array(10)], 'x.jpg')],
      configurable: true,
    });
    fireEvent.change(input);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Upload 1 photo' }));
    });
    expect(fake.send.mock.calls[0]?.[2]).toEqual({ eventId: 12, caption: 'Opening night' });
  });
});
