import type { AdminOrganisation, ManagedKind } from '@chapterhouse/shared';
import { adminApiPaths } from '../../config/admin-api-paths';
import { apiRequest } from '../../lib/api-client';

/** Every organisation the console manages, archived ones too, by kind then order. */
export const listConsoleOrganisations = (signal?: AbortSignal) =>
  apiRequest<AdminOrganisation[]>(adminApiPaths.organisations(), { signal });

export const createOrganisation = (payload: object) =>
  apiRequest<AdminOrganisation>(adminApiPaths.organisations(), { method: 'POST', body: payload });

export const updateOrganisation = (organisation: AdminOrganisation, payload: object) =>
  apiRequest<AdminOrganisation>(adminApiPaths.organisation(organisation.id), {
    method: 'PUT',
    body: { ...payload, version: organisation.version },
  });

// The actions on one record (archive, restore) send no body, as the dashboards' do.
export const archiveOrganisation = (id: number) =>
  apiRequest<AdminOrganisation>(adminApiPaths.archiveOrganisation(id), { method: 'POST' });

export const restoreOrganisation = (id: number) =>
  apiRequest<AdminOrganisation>(adminApiPaths.restoreOrganisation(id), { method: 'POST' });

/** The whole order of one kind: every id of it, first shown first. */
export const orderOrganisations = (kind: ManagedKind, ids: number[]) =>
  apiRequest<AdminOrganisation[]>(adminApiPaths.organisationOrder(), {
    method: 'PUT',
    body: { kind, ids },
  });
