import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, sampleOrganisation } from '../../../test/dashboard-fixtures';
import { renderInRouter } from '../../components/console/test-render';
import {
  BASIC_INFO_FAILED,
  BASIC_INFO_SAVED,
  BasicInfoTab,
  STATUS_MESSAGE_MS,
} from './basic-info-tab';

const fetchMock = vi.fn<typeof fetch>();
const STALE =
  'Someone else saved changes to this page since you opened it. Reload to see them, then make your changes again.';

beforeEach(() => {
  localStorage.setItem('authToken', 't');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  // Only the message's timer is faked: promises and the router run as usual.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const organisation = sampleOrganisation();

/**
 * Lets promises, the router and React finish. Testing Library's async queries wait with
 * setTimeout, which is faked here, so the tests settle by hand and then query synchronously.
 */
async function settle() {
  for (let round = 0; round < 10; round += 1) {
    await act(() => vi.advanceTimersByTimeAsync(0));
  }
}

async function renderTab() {
  renderInRouter(() => (
    <BasicInfoTab target={{ kind: 'society', org: 3 }} organisation={organisation} />
  ));
  await settle();
  return screen.getByLabelText('Student Member Count') as HTMLInputElement;
}

async function save() {
  fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  await settle();
}

describe('Basic Info', () => {
  it('saves the whole society with its version and says so for 3000 ms', async () => {
    fetchMock.mockResolvedValue(json(200, { ...organisation, version: 8 }));
    const count = await renderTab();
    expect(count.value).toBe('1250');
    fireEvent.input(count, { target: { value: '1300' } });
    await save();

    expect(screen.getByRole('status').textContent).toBe(BASIC_INFO_SAVED);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/society-dashboard/society/3');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      version: 7,
      name: 'Computer Society',
      image: null,
      description: 'Computing for everyone.',
      vision: 'A vision.',
      mission: 'A mission.',
      objectives: '<p>Learn</p>',
      studentMemberCount: 1300,
      carouselImages: ['/media/one.jpg'],
    });

    act(() => vi.advanceTimersByTime(STATUS_MESSAGE_MS - 1));
    expect(screen.getByText(BASIC_INFO_SAVED)).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(BASIC_INFO_SAVED)).toBeNull();
  });

  it("shows the server's conflict message for 3000 ms", async () => {
    fetchMock.mockResolvedValue(json(409, { error: STALE }));
    await renderTab();
    await save();
    expect(screen.getByRole('alert').textContent).toBe(STALE);
    act(() => vi.advanceTimersByTime(STATUS_MESSAGE_MS));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says saving failed when the server fails', async () => {
    fetchMock.mockResolvedValue(json(500, { error: 'Internal Server Error' }));
    await renderTab();
    await save();
    expect(screen.getByRole('alert').textContent).toBe(BASIC_INFO_FAILED);
    act(() => vi.advanceTimersByTime(STATUS_MESSAGE_MS));
    expect(screen.queryByText(BASIC_INFO_FAILED)).toBeNull();
  });

  it('refuses a negative member count and sends nothing', async () => {
    const count = await renderTab();
    fireEvent.input(count, { target: { value: '-4' } });
    await save();
    expect(screen.getByText('Student member count cannot be negative')).toBeTruthy();
    expect(count.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
