import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Replaces `fetch` for every test of the calling file, starting each test signed out (empty
 * localStorage). Returns the mock to program answers and inspect calls.
 */
export function stubFetchPerTest() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

/** A JSON answer as the API sends it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A signed-in society admin, as GET /api/auth/profile describes one. */
export const sampleSocietyAdmin = {
  id: 1,
  email: 'chair@example.org',
  name: 'Chair',
  role: 'SOCIETY_ADMIN' as const,
  entityId: 3,
  organisation: {
    id: 3,
    slug: 'computer-society',
    name: 'Computer Society',
    kind: 'society' as const,
  },
};
