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
  teams: [
    {
      organisation: {
        id: 3,
        slug: 'computer-society',
        name: 'Computer Society',
        kind: 'society' as const,
      },
      role: 'owner' as const,
      endsAt: null,
    },
  ],
};

/** A page of `items` as the API answers a list read (`?page=&limit=`, as the API defaults them). */
export function pageOf<T>(items: readonly T[], query: URLSearchParams) {
  const page = Number(query.get('page') ?? 1);
  const limit = Number(query.get('limit') ?? 12);
  return {
    items: items.slice((page - 1) * limit, page * limit),
    total: items.length,
    page,
    limit,
    pageCount: Math.max(1, Math.ceil(items.length / limit)),
  };
}
