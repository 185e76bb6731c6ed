import { MEDIA_MAX_BYTES, type MediaItem } from '@chapterhouse/shared';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleMediaItem } from '../../../test/dashboard-fixtures';
import { ApiError } from '../../lib/api-client';
import { Toaster } from '../toaster';
import { ImageField } from './image-field';
import { type MediaLibrary, MediaLibraryProvider } from './media-library';
import { FILE_TOO_LARGE } from './upload';

afterEach(() => {
  cleanup();
  toast.remove();
});

/** A library whose uploads the test finishes by hand, reporting progress on the way. */
function fakeLibrary(items: MediaItem[] = []) {
  let progress: (fraction: number) => void = () => {};
  let finish: { resolve: (item: MediaItem) => void; reject: (error: unknown) => void } | null =
    null;
  const library: MediaLibrary = {
    list: vi.fn(async () => items),
    upload: vi.fn(
      (_file: File, onProgress: (fraction: number) => void) =>
        new Promise<MediaItem>((resolve, reject) => {
          progress = onProgress;
          finish = { resolve, reject };
        }),
    ),
    describe: vi.fn(async (item: MediaItem, text) => ({
      ...item,
      alt: text.alt,
      version: item.version + 1,
    })),
    remove: vi.fn(async () => {}),
  };
  return {
    library,
    progress: (fraction: number) => act(() => progress(fraction)),
    resolve: (item: MediaItem) => act(async () => finish?.resolve(item)),
    reject: (error: unknown) => act(async () => finish?.reject(error)),
  };
}

function Form(props: { onValue: (value: string) => void }) {
  const form = useForm<{ photo: string }>({ defaultValues: { photo: '' } });
  props.onValue(form.watch('photo'));
  return <ImageField control={form.control} name="photo" label="Photo URL" />;
}

function renderField(library: MediaLibrary) {
  const values: string[] = [];
  render(
    <MediaLibraryProvider library={library}>
      <Form onValue={(value) => values.push(value)} />
      <Toaster />
    </MediaLibraryProvider>,
  );
  return { current: () => values.at(-1) };
}

function chooseFile(file: File) {
  const input = screen.getByLabelText('Upload a picture for Photo URL') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

const photo = () => new File([new Uint8Array(2048)], 'stage.jpg', { type: 'image/jpeg' });

describe('an image field', () => {
  it('uploads a picked file with progress, then asks for its alt text', async () => {
    const fake = fakeLibrary();
    const value = renderField(fake.library);
    chooseFile(photo());
    expect(fake.library.upload).toHaveBeenCalledTimes(1);

    fake.progress(0.4);
    const bar = screen.getByRole('progressbar', { name: 'Uploading stage.jpg' });
    expect(bar.getAttribute('value')).toBe('40');
    expect(screen.getByText('Uploading stage.jpg: 40%')).toBeTruthy();

    const uploaded = sampleMediaItem({ alt: '', name: 'stage.jpg' });
    await fake.resolve(uploaded);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(value.current()).toBe(uploaded.url);
    expect((screen.getByLabelText('Photo URL') as HTMLInputElement).value).toBe(uploaded.url);
    expect(await screen.findByText('Uploaded stage.jpg.')).toBeTruthy();

    const alt = screen.getByLabelText('Alt text for stage.jpg');
    fireEvent.change(alt, { target: { value: 'Speaker on stage' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save alt text' }));
    });
    expect(fake.library.describe).toHaveBeenCalledWith(uploaded, {
      alt: 'Speaker on stage',
      caption: null,
    });
    expect(screen.queryByLabelText('Alt text for stage.jpg')).toBeNull();
    expect(await screen.findByText('Alt text saved.')).toBeTruthy();
  });

  it("shows the server's refusal inline and as a toast, keeping the field as it was", async () => {
    const fake = fakeLibrary();
    const value = renderField(fake.library);
    chooseFile(photo());
    const refusal =
      'This file is not a picture we can read. Upload a JPEG, PNG, WebP, GIF or HEIC photo.';
    await fake.reject(new ApiError(400, refusal));
    // Inline under the field, and in the toast (which adds its icon and Dismiss button).
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(2);
    for (const alert of alerts) expect(alert.textContent).toContain(refusal);
    expect(value.current()).toBe('');
  });

  it('refuses a file over the limit before sending it', () => {
    const fake = fakeLibrary();
    renderField(fake.library);
    chooseFile(new File([new Uint8Array(MEDIA_MAX_BYTES + 1)], 'huge.jpg'));
    expect(fake.library.upload).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert')[0]?.textContent).toBe(FILE_TOO_LARGE);
  });

  it('takes a picture chosen from the library', async () => {
    const described = sampleMediaItem();
    const undescribed = sampleMediaItem({
      id: 52,
      alt: '',
      name: 'crowd.jpg',
      url: '/media/uploads/b1b2c3d4e5f6a7b8-800x600-aa0000/800.webp',
    });
    const fake = fakeLibrary([described, undescribed]);
    const value = renderField(fake.library);
    const toggle = screen.getByRole('button', { name: 'Choose from library for Photo URL' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const library = await screen.findByRole('region', { name: 'Media library' });
    // The region shows "Loading the media library..." first: wait for its pictures.
    const choices = await within(library).findAllByRole('button');
    expect(choices.map((choice) => choice.textContent)).toEqual([
      'Choose Speaker on stage',
      'Choose crowd.jpg (no alt text yet)',
    ]);

    fireEvent.click(choices[0] as HTMLElement);
    expect(value.current()).toBe(described.url);
    expect(screen.queryByRole('region', { name: 'Media library' })).toBeNull();
    expect(screen.queryByText(/Alt text for/)).toBeNull();

    fireEvent.click(toggle);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Choose crowd.jpg (no alt text yet)' }),
    );
    expect(value.current()).toBe(undescribed.url);
    expect(screen.getByLabelText('Alt text for crowd.jpg')).toBeTruthy();
  });

  it('is a plain address field where there is no library', () => {
    const values: string[] = [];
    render(<Form onValue={(value) => values.push(value)} />);
    fireEvent.change(screen.getByLabelText('Photo URL'), {
      target: { value: 'https://example.org/p.jpg' },
    });
    expect(values.at(-1)).toBe('https://example.org/p.jpg');
    expect(screen.queryByText('Upload a picture')).toBeNull();
  });
});
