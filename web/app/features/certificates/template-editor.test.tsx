import {
  type CertificateTemplate,
  DEFAULT_CERTIFICATE_BODY,
  DEFAULT_CERTIFICATE_COLOR,
} from '@chapterhouse/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardApi, json, sampleData } from '../../../test/dashboard-fixtures';
import { renderDashboard } from '../../routes/organisation-dashboard/test-render';
import { TEMPLATE_SAVED } from './template-editor';

const fetchMock = vi.fn<typeof fetch>();
const { createObjectURL, revokeObjectURL } = URL;

beforeEach(() => {
  localStorage.setItem('authToken', 't');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  toast.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  localStorage.clear();
});

const TEMPLATE_API = '/api/society-dashboard/society/3/certificate-template';
const PAGE = '/societies/computer-society/dashboard/basic-info/certificate-template';

/** The organisation's template as the API answers it: the default (version 0) unless told. */
const sampleTemplate = (overrides: Partial<CertificateTemplate> = {}): CertificateTemplate => ({
  title: 'participation',
  body: DEFAULT_CERTIFICATE_BODY,
  signatories: [{ name: 'Asha Rao', role: 'Chair', signature: null }],
  color: DEFAULT_CERTIFICATE_COLOR,
  version: 0,
  organisation: { id: 3, slug: 'computer-society', name: 'Computer Society', kind: 'society' },
  logo: '/media/logo.png',
  ...overrides,
});

/**
 * The dashboard's API with the template: GET answers the current one (loaders read by slug,
 * changes go by id), PUT answers `put` (saved by default), the preview a small PDF.
 */
function serve(options: { put?: (body: Record<string, unknown>) => Response } = {}) {
  let current = sampleTemplate();
  const sent: { method: string; path: string; body: unknown }[] = [];
  fetchMock.mockImplementation(
    dashboardApi(sampleData(), (path, init) => {
      const method = init?.method ?? 'GET';
      const templatePath = path.replace('/society/computer-society/', '/society/3/');
      if (!templatePath.startsWith(TEMPLATE_API)) return undefined;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, path, body });
      if (method === 'GET') return json(200, current);
      if (method === 'PUT') {
        if (options.put) return options.put(body);
        const { version, ...fields } = body as { version: number };
        current = { ...current, ...fields, version: version + 1 };
        return json(200, current);
      }
      if (method === 'POST' && path === `${TEMPLATE_API}/preview`) {
        return new Response('%PDF-1.7 sample', {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="certificate-sample.pdf"',
          },
        });
      }
      return undefined;
    }),
  );
  return {
    sent,
    /** Someone else saves meanwhile: the next read answers their template. */
    replace: (template: CertificateTemplate) => {
      current = template;
    },
  };
}

const preview = () => screen.getByTestId('certificate-preview');

async function openEditor() {
  renderDashboard(PAGE);
  await screen.findByRole('heading', { name: 'Certificate template' });
  return screen.getByRole('figure', { name: 'Preview, with a sample name and event' });
}

describe('the certificate template’s editor', () => {
  it('is linked from Basic Info', async () => {
    serve();
    renderDashboard('/societies/computer-society/dashboard/basic-info');
    const section = await screen.findByRole('region', { name: 'Certificate template' });
    expect(
      within(section)
        .getByRole('link', { name: 'Edit the certificate template' })
        .getAttribute('href'),
    ).toBe(PAGE);
  });

  it('previews the certificate as the officer types, then saves over the default', async () => {
    const api = serve();
    const figure = await openEditor();
    // Under the Basic Info tab, with the default loaded.
    expect(screen.getByRole('tab', { name: 'Basic Info' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByText(/This is the default: nothing is saved yet/)).toBeTruthy();
    expect(within(figure).getByText('Certificate of Participation')).toBeTruthy();
    expect(within(figure).getByText('presented to')).toBeTruthy();
    expect(within(figure).getByText('Priya Sharma')).toBeTruthy();
    expect(
      within(figure).getByText(
        /^This is to certify that Priya Sharma took part as Participant in Sample Event, organised by Computer Society on /,
      ),
    ).toBeTruthy();
    expect(within(figure).getByText('Asha Rao')).toBeTruthy();
    expect(within(figure).getByText(/^Verify at .*\/certificates\/SAMPLE-CODE$/)).toBeTruthy();
    expect(within(figure).getByText('QR code')).toBeTruthy();
    // The placeholders are told beside the text.
    expect(
      screen.getByText(/Placeholders: \{name\}, \{event\}, \{date\}, \{organisation\}, \{role\}/),
    ).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Title line'), { target: { value: 'appreciation' } });
    fireEvent.change(screen.getByLabelText('Text'), {
      target: { value: 'With thanks to {name}, our {role}, for {event}.' },
    });
    const first = screen.getByRole('group', { name: 'Signatory 1' });
    fireEvent.change(within(first).getByLabelText('Name'), { target: { value: 'Ravi Menon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a signatory' }));
    const second = screen.getByRole('group', { name: 'Signatory 2' });
    await waitFor(() => expect(document.activeElement).toBe(within(second).getByLabelText('Name')));
    fireEvent.change(within(second).getByLabelText('Name'), { target: { value: 'Meera Iyer' } });
    fireEvent.change(within(second).getByLabelText('Role'), { target: { value: 'Counsellor' } });
    fireEvent.change(screen.getByLabelText('Colour'), { target: { value: '#7a1f5c' } });

    await waitFor(() =>
      expect(within(figure).getByText('Certificate of Appreciation')).toBeTruthy(),
    );
    expect(
      within(figure).getByText('With thanks to Priya Sharma, our Participant, for Sample Event.'),
    ).toBeTruthy();
    expect(within(figure).getByText('Ravi Menon')).toBeTruthy();
    expect(within(figure).getByText('Meera Iyer')).toBeTruthy();
    expect(within(figure).getByText('Counsellor')).toBeTruthy();
    expect(within(figure).queryByText('Asha Rao')).toBeNull();
    expect(within(figure).getByText('Certificate of Appreciation').style.color).toMatch(
      /#7a1f5c|rgb\(122, 31, 92\)/,
    );
    expect(preview().className).toContain('aspect-[297/210]');

    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText(TEMPLATE_SAVED)).toBeTruthy();
    const put = api.sent.find((call) => call.method === 'PUT');
    expect(put?.path).toBe(TEMPLATE_API);
    expect(put?.body).toEqual({
      title: 'appreciation',
      body: 'With thanks to {name}, our {role}, for {event}.',
      signatories: [
        { name: 'Ravi Menon', role: 'Chair', signature: null },
        { name: 'Meera Iyer', role: 'Counsellor', signature: null },
      ],
      color: '#7a1f5c',
      version: 0,
    });
    // Saved: the default note is gone, and the next save goes over version 1.
    await waitFor(() => expect(screen.queryByText(/This is the default/)).toBeNull());
  });

  it('names an unknown placeholder in the shared schema’s words, and saves nothing', async () => {
    const api = serve();
    const figure = await openEditor();
    const text = screen.getByLabelText('Text');
    fireEvent.change(text, { target: { value: 'Thanks {name} for coming to {venue}.' } });
    const message = 'Use only these placeholders: {name}, {event}, {date}, {organisation}, {role}';
    expect(await screen.findByText(message)).toBeTruthy();
    expect(text.getAttribute('aria-invalid')).toBe('true');
    // The preview leaves the unknown word as typed.
    expect(within(figure).getByText('Thanks Priya Sharma for coming to {venue}.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(document.activeElement).toBe(text));
    expect(api.sent.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('keeps the officer’s changes on a conflict, saying why, and saves them over the newer one when asked', async () => {
    const conflict = 'Someone else saved the certificate template meanwhile. Reload to see it.';
    let refuse = true;
    const api = serve({
      put: (body) =>
        refuse
          ? json(409, { error: conflict })
          : json(200, sampleTemplate({ ...(body as object), version: 5 })),
    });
    await openEditor();
    api.replace(sampleTemplate({ body: 'Theirs: {name}.', version: 4 }));
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Mine: {name}.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));

    // The server's words in a toast, and again in the form with what can be done.
    expect(await screen.findAllByText(conflict)).toHaveLength(2);
    // The page reloaded the newer template; the form keeps what the officer typed.
    expect(await screen.findByText(/Your changes are still here/)).toBeTruthy();
    expect((screen.getByLabelText('Text') as HTMLTextAreaElement).value).toBe('Mine: {name}.');

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText(TEMPLATE_SAVED)).toBeTruthy();
    const puts = api.sent.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => (call.body as { version: number }).version)).toEqual([0, 4]);
    expect((puts[1]?.body as { body?: string } | undefined)?.body).toBe('Mine: {name}.');
    expect(screen.queryByRole('button', { name: 'Load the saved template' })).toBeNull();
  });

  it('drops the officer’s changes for the newer template when they choose it', async () => {
    const conflict = 'Someone else saved the certificate template meanwhile.';
    const api = serve({ put: () => json(409, { error: conflict }) });
    await openEditor();
    api.replace(sampleTemplate({ body: 'Theirs: {name}.', version: 4 }));
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Mine: {name}.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Load the saved template' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Text') as HTMLTextAreaElement).value).toBe('Theirs: {name}.'),
    );
  });

  it('downloads a sample PDF of the fields as they are, saved or not', async () => {
    const api = serve();
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:sample');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await openEditor();
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Unsaved {name}.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sample PDF' }));
    expect(
      await screen.findByText('The sample certificate is saved as certificate-sample.pdf.'),
    ).toBeTruthy();
    expect(saved).toEqual(['certificate-sample.pdf']);
    const posted = api.sent.find((call) => call.method === 'POST');
    expect(posted?.path).toBe(`${TEMPLATE_API}/preview`);
    expect(posted?.body).toEqual({
      title: 'participation',
      body: 'Unsaved {name}.',
      signatories: [{ name: 'Asha Rao', role: 'Chair', signature: null }],
      color: DEFAULT_CERTIFICATE_COLOR,
    });
    expect(api.sent.filter((call) => call.method === 'PUT')).toEqual([]);
  });
});
