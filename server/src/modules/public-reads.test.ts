import type { PublicReads } from '@chapterhouse/shared';
import { describe, expect, it, vi } from 'vitest';
import { requestScopedReads } from './public-reads.js';

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
