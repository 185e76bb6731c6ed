import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, sampleOrganisation } from '../../../test/dashboard-fixtures';
import { renderInRouter } from '../../components/console/test-render';
import { NO_MISSION, NO_VISION, NOT_SPECIFIED, SettingsTab } from './settings-tab';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.setItem('authToken', 't');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const council = sampleOrganisation({
  id: 9,
  kind: 'council',
  slug: 'sensors-council',
  name: 'Sensors Council',
  email: 'sensors@example.org',
  vision: '',
  mission: '',
  version: 4,
});

const renderTab = () =>
  renderInRouter(() => <SettingsTab target={{ kind: 'council', org: 9 }} organisation={council} />);

describe('council Settings', () => {
  it('reads the details, with placeholders for what is missing, and the counts', async () => {
    renderTab();
    expect(await screen.findByText('sensors@example.org')).toBeTruthy();
    expect(screen.getAllByText(NOT_SPECIFIED).length).toBe(5);
    expect(screen.getByText(NO_VISION)).toBeTruthy();
    expect(screen.getByText(NO_MISSION)).toBeTruthy();
    expect(screen.getByText('Gallery Items')).toBeTruthy();
  });

  it('Cancel discards the edits and sends nothing', async () => {
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Information' }));
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(name));
    fireEvent.input(name, { target: { value: 'Renamed Council' } });
    fireEvent.input(screen.getByLabelText('Phone'), { target: { value: '+91 80 1234 5678' } });

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(screen.getByText('Sensors Council')).toBeTruthy();
    expect(screen.queryByText('Renamed Council')).toBeNull();
    expect(screen.getAllByText(NOT_SPECIFIED).length).toBe(5);

    fireEvent.click(screen.getByRole('button', { name: 'Edit Information' }));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Sensors Council');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Save Changes sends every field with the version loaded', async () => {
    fetchMock.mockResolvedValue(json(200, { ...council, version: 5 }));
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Information' }));
    fireEvent.input(screen.getByLabelText('Founded Year'), { target: { value: '1999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/council-dashboard/council/9');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      version: 4,
      name: 'Sensors Council',
      email: 'sensors@example.org',
      founded: '1999',
      studentMemberCount: 1250,
      carouselImages: ['/media/one.jpg'],
    });
    await waitFor(() => expect(screen.queryByLabelText('Name')).toBeNull());
  });

  it('refuses an invalid e-mail and year without sending', async () => {
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Information' }));
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.input(screen.getByLabelText('Founded Year'), { target: { value: '99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('Enter a four-digit year')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
