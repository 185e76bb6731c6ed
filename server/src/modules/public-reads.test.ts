import type { PublicReads } from '@chapterhouse/shared';
import { describe, expect, it, vi } from 'vitest';
import { cachedReads, requestScopedReads } from './public-reads.js';

describe('requestScopedReads', () => {
  it('reaches the service once per distinct call within a request', async () => {
    const getSite = vi.fn(async () => ({}) as Awaited<ReturnType<PublicReads['getSite']>>);
    const listOrganisations = vi.fn(async () => []);
    const reads = requestScopedReads({ getSite, listOrganisations } as unknown as PublicReads);

    await Promise.all([reads.getSite(), reads.getSite()]);
    await reads.listOrganisations('society');
    await reads.listOrganisations('society');
    await reads.listOrganisations('council');

    expect(getSite).toHaveBeenCalledTimes(1);
    expect(listOrganisations).toHaveBeenCalledTimes(2);
  });

  it('starts empty for every request', async () => {
    const getSite = vi.fn(async () => ({}) as Awaited<ReturnType<PublicReads['getSite']>>);
    const service = { getSite } as unknown as PublicReads;
    await requestScopedReads(service).getSite();
    await requestScopedReads(service).getSite();
    expect(getSite).toHaveBeenCalledTimes(2);
  });
});

describe('cachedReads', () => {
  it('serves a read from memory until it expires or a write invalidates it', async () => {
    let now = 0;
    const listOrganisations = vi.fn(async () => []);
    const cache = cachedReads({ listOrganisations } as unknown as PublicReads, () => now, 1000);

    await cache.reads.listOrganisations('society');
    await cache.reads.listOrganisations('society');
    expect(listOrganisations).toHaveBeenCalledTimes(1);

    cache.invalidate();
    await cache.reads.listOrganisations('society');
    expect(listOrganisations).toHaveBeenCalledTimes(2);

    now = 1001;
    await cache.reads.listOrganisations('society');
    expect(listOrganisations).toHaveBeenCalledTimes(3);
  });

  it('does not keep a failed read', async () => {
    const getSite = vi
      .fn()
      .mockRejectedValueOnce(new Error('database busy'))
      .mockResolvedValueOnce({ ok: true });
    const cache = cachedReads({ getSite } as unknown as PublicReads);
    await expect(cache.reads.getSite()).rejects.toThrow('database busy');
    await expect(cache.reads.getSite()).resolves.toEqual({ ok: true });
  });
});
