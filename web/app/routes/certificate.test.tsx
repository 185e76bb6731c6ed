import type { ApiAnswer, CertificateVerification, PageApi } from '@chapterhouse/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CertificatePage, { ErrorBoundary, headers, loader, meta } from './certificate';

// `/certificates/:code`: read on the server through the load context's `api` (faked here), for
// anyone holding the code; what it says of a valid, a revoked and a withdrawn certificate.

const ORIGIN = 'https://ieee.example.edu';
const CODE = 'q0T3mVx8b2YfR1kP7sLw9A';
const API_PATH = `/api/certificates/${CODE}`;

let answers: ApiAnswer[];
const api = vi.fn<PageApi>(async () => answers.shift() ?? { status: 500, body: null });
const context = { api, origin: ORIGIN, cspNonce: '', reads: {} };
beforeEach(() => {
  api.mockClear();
  answers = [];
});
afterEach(cleanup);

const answer = (status: number, body: unknown) => answers.push({ status, body });

const verification = (
  overrides: Partial<CertificateVerification> = {},
): CertificateVerification => ({
  code: CODE,
  status: 'valid',
  title: 'Certificate of Participation',
  recipientName: 'Priya Sharma',
  role: 'Speaker',
  event: { title: 'Analogue Circuits Clinic', date: '2026-07-01' },
  organisation: { id: 3, slug: 'computer-society', name: 'Computer Society', kind: 'society' },
  issuedAt: '2026-07-03T09:30:00.000Z',
  issuedOn: '2026-07-03',
  revokedAt: null,
  sessions: null,
  pdfPath: `/api/certificates/${CODE}/pdf`,
  ...overrides,
});

/** A `data()` answer's data, status and headers. */
function result(value: unknown) {
  const { data, init } = value as { data: unknown; init: ResponseInit | null };
  return { data, status: init?.status ?? 200, headers: new Headers(init?.headers) };
}

const load = (code = CODE) =>
  loader({
    params: { code },
    context,
    request: new Request(`${ORIGIN}/certificates/${code}`),
  } as never);

/** The page as the server renders it. */
const renderPage = (certificate: CertificateVerification) =>
  render(
    <CertificatePage
      {...({ loaderData: { certificate } } as unknown as Parameters<typeof CertificatePage>[0])}
    />,
  );

/** The element whose whole text is `text` (dates and names in it are elements of their own). */
const whole = (tag: string, text: string) => (_: string, element: Element | null) =>
  element?.tagName === tag && element.textContent === text;

describe('a certificate’s public page', () => {
  it('reads the code through the API, kept by no cache and indexed by no search engine', async () => {
    answer(200, verification());
    const read = result(await load());
    expect(api).toHaveBeenCalledWith({ method: 'GET', path: API_PATH, body: undefined });
    expect(read.data).toEqual({ certificate: verification() });
    expect(read.headers.get('cache-control')).toBe('private, no-store');
    expect(read.headers.get('x-robots-tag')).toBe('noindex');
    expect(headers()).toEqual({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' });
    expect(meta()).toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('says a valid certificate is verified: who received what, for which event, from whom', () => {
    renderPage(verification());
    expect(screen.getByRole('heading', { level: 1, name: 'Certificate verified' })).toBeTruthy();
    expect(
      screen.getByText(
        whole(
          'P',
          'Priya Sharma received a Certificate of Participation (Speaker) for Analogue Circuits Clinic on 1 Jul 2026, from Computer Society; issued 3 Jul 2026.',
        ),
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Computer Society' }).getAttribute('href')).toBe(
      '/societies/computer-society',
    );
    const pdf = screen.getByRole('link', { name: 'Download PDF' });
    expect(pdf.getAttribute('href')).toBe(`/api/certificates/${CODE}/pdf`);
    expect(pdf.hasAttribute('download')).toBe(true);
  });

  it('states a series’ certificate’s sessions; an event’s has none to state', () => {
    renderPage(
      verification({
        event: { title: 'Weekly Coding Club', date: '2026-07-08' },
        sessions: { attended: 8, held: 10 },
      }),
    );
    expect(screen.getByText(whole('P', 'Series: attended 8 of 10 sessions'))).toBeTruthy();
    cleanup();
    renderPage(verification());
    expect(document.body.textContent).not.toContain('Series:');
  });

  it('says a revoked certificate is revoked, with no PDF to download', () => {
    renderPage(
      verification({ status: 'revoked', revokedAt: '2026-07-10T08:00:00.000Z', pdfPath: null }),
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'This certificate has been revoked' }),
    ).toBeTruthy();
    expect(screen.getByText(/it no longer stands/)).toBeTruthy();
    expect(
      screen.getByText(
        whole(
          'P',
          'Priya Sharma received a Certificate of Participation (Speaker) for Analogue Circuits Clinic on 1 Jul 2026, from Computer Society; issued 3 Jul 2026.',
        ),
      ),
    ).toBeTruthy();
    expect(screen.getByText('10 Jul 2026')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
  });

  it('says a withdrawn certificate was withdrawn, naming nobody', () => {
    renderPage(
      verification({ status: 'withdrawn', recipientName: null, role: null, pdfPath: null }),
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'This certificate has been withdrawn' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        whole(
          'P',
          'A certificate for Analogue Circuits Clinic on 1 Jul 2026, from Computer Society; issued 3 Jul 2026.',
        ),
      ),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Priya|Speaker|received/);
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
  });

  it('answers an unknown code with the 404 page, saying nothing of it', async () => {
    answer(404, { error: 'Certificate not found.' });
    const Stub = createRoutesStub([
      {
        path: '/certificates/:code',
        Component: () => null,
        // biome-ignore lint/suspicious/noExplicitAny: the stub's loose component props
        ErrorBoundary: ErrorBoundary as any,
        loader: () => load(),
        HydrateFallback: () => null,
      },
    ]);
    render(<Stub initialEntries={[`/certificates/${CODE}`]} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificate not found' }),
    ).toBeTruthy();
    expect(screen.getByText('Error 404')).toBeTruthy();
    expect(screen.getByText(/No certificate has this code/)).toBeTruthy();
  });

  it('answers a code too long to be one with a 404, never asking the API', async () => {
    let refused: unknown;
    try {
      await load('x'.repeat(65));
    } catch (error) {
      refused = error;
    }
    const thrown = result(refused);
    expect(thrown.status).toBe(404);
    expect(thrown.headers.get('cache-control')).toBe('private, no-store');
    expect(api).not.toHaveBeenCalled();
  });
});
