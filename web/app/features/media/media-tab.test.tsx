import type { MediaItem, MediaPage } from '@chapterhouse/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { useLoaderData } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleMediaItem } from '../../../test/dashboard-fixtures';
import {
  answerConfirmation,
  noConfirmationAsked,
  renderInRouter,
} from '../../components/console/test-render';
import { type MediaLibrary, MediaLibraryProvider } from '../../components/forms/media-library';
import { Toaster } from '../../components/toaster';
import { ApiError } from '../../lib/api-client';
import { CONFIRM_DELETE_MEDIA, MediaTab } from './media-tab';

afterEach(() => {
  cleanup();
  toast.remove();
});

const pageOf = (items: MediaItem[]): MediaPage => ({
  items,
  total: items.length,
  page: 1,
  limit: 12,
  pageCount: 1,
});

/**
 * The tab on a library the test holds: the page's loader reads `stored`, as the dashboard's would
 * read the server, so a change shows once the page is loaded again.
 */
function renderLibrary(
  stored: MediaItem[],
  library: Partial<MediaLibrary> = {},
  tab: Omit<Parameters<typeof MediaTab>[0], 'page'> = {},
) {
  const fake: MediaLibrary = {
    list: vi.fn(async () => stored),
    upload: vi.fn(async () => {
      throw new Error('no uploads in this test');
    }),
    describe: vi.fn(async (item: MediaItem) => item),
    remove: vi.fn(async () => {}),
    ...library,
  };
  function Tab() {
    return <MediaTab page={useLoaderData() as MediaPage} {...tab} />;
  }
  renderInRouter(
    () => (
      <MediaLibraryProvider library={fake}>
        <Tab />
        <Toaster />
      </MediaLibraryProvider>
    ),
    () => pageOf(stored),
  );
  return fake;
}

const cardOf = async (name: string) => {
  const card = (await screen.findByRole('heading', { name })).closest('li');
  if (!card) throw new Error(`no card for ${name}`);
  return within(card);
};

const stage = sampleMediaItem({
  usages: [{ kind: 'event', id: 12, description: 'Event “Cloud Day”: picture' }],
});
const undescribed = sampleMediaItem({
  id: 52,
  url: '/media/uploads/0f1e2d3c4b5a6978-800x600-aa8844/800.webp',
  name: 'crowd.png',
  width: 800,
  height: 600,
  widths: [320, 640, 800],
  bytes: 300_000,
  storedBytes: 90_000,
  alt: '',
  createdBy: null,
});

describe('the Media tab', () => {
  it('shows each picture with its sizes and where it is used, and which still needs alt text', async () => {
    renderLibrary([stage, undescribed]);
    const described = await cardOf('stage.jpg');
    expect(described.getByText('1600 × 1200 · 2.3 MB uploaded, 411 KB in 4 sizes')).toBeTruthy();
    expect(described.getByText('1 Mar 2024 by Chair')).toBeTruthy();
    expect(described.getByText('Event “Cloud Day”: picture')).toBeTruthy();
    expect(described.queryByText(/Needs alt text/)).toBeNull();
    // The card shows the 640 px rendition, not the 1600 px original.
    expect(described.getByRole('img', { name: 'Speaker on stage' }).getAttribute('src')).toBe(
      '/media/uploads/a1b2c3d4e5f6a7b8-1600x1200-336699/640.webp',
    );

    const bare = await cardOf('crowd.png');
    expect(bare.getByText('Not used on any page yet.')).toBeTruthy();
    expect(bare.getByText('Needs alt text before it can appear on a public page.')).toBeTruthy();
    // Nothing to save until something is typed.
    expect(bare.getByRole('button', { name: /^Save/ })).toHaveProperty('disabled', true);
  });

  it('saves the alt text and caption typed, then shows what the library holds', async () => {
    const stored = [undescribed];
    const library = renderLibrary(stored, {
      describe: vi.fn(async (item: MediaItem, text) => {
        const saved = { ...item, ...text, version: item.version + 1 };
        stored[0] = saved;
        return saved;
      }),
    });
    const card = await cardOf('crowd.png');
    fireEvent.change(card.getByLabelText('Alt text'), { target: { value: 'Students at a stall' } });
    fireEvent.click(card.getByRole('button', { name: /^Save/ }));
    expect(await screen.findByText('Description saved.')).toBeTruthy();
    expect(library.describe).toHaveBeenCalledWith(undescribed, {
      alt: 'Students at a stall',
      caption: null,
    });
    await waitFor(() => expect(screen.queryByText(/Needs alt text/)).toBeNull());
    expect(screen.getByRole('img', { name: 'Students at a stall' })).toBeTruthy();
  });

  it("deletes a picture only once confirmed, and shows the server's refusal on its card", async () => {
    const library = renderLibrary([stage], {
      remove: vi.fn(async () => {
        throw new ApiError(409, 'This picture is used by Event “Cloud Day”.');
      }),
    });
    const card = await cardOf('stage.jpg');
    fireEvent.click(card.getByRole('button', { name: /^Delete ?: Speaker on stage$/ }));
    await answerConfirmation(CONFIRM_DELETE_MEDIA, false);
    expect(library.remove).not.toHaveBeenCalled();

    fireEvent.click(card.getByRole('button', { name: /^Delete ?: Speaker on stage$/ }));
    await answerConfirmation(CONFIRM_DELETE_MEDIA, true);
    expect(library.remove).toHaveBeenCalledWith(stage);
    expect((await card.findByRole('alert')).textContent).toBe(
      'This picture is used by Event “Cloud Day”.',
    );
    noConfirmationAsked();
    expect(screen.getByRole('heading', { name: 'stage.jpg' })).toBeTruthy();
  });

  it("in the console, says whose each upload is and offers every organisation's", async () => {
    renderLibrary(
      [stage],
      {},
      {
        showOrganisation: true,
        organisationFilter: {
          value: '',
          choices: [{ value: '3', label: 'Computer Society' }],
        },
      },
    );
    const card = await cardOf('stage.jpg');
    expect(card.getByText('Computer Society · 1 Mar 2024 by Chair', { exact: false })).toBeTruthy();
    const show = screen.getByLabelText('Show');
    expect(
      within(show)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Every organisation', 'Computer Society']);
  });

  it('says so when nothing has been uploaded', async () => {
    renderLibrary([]);
    expect(await screen.findByText('No pictures uploaded yet.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Uploaded pictures' })).toBeNull();
  });
});
