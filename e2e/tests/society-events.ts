import type { DashboardEvent } from '@chapterhouse/shared';
import type { APIRequestContext } from '@playwright/test';
import { accounts } from './accounts';
import { expect } from './fixtures';

/**
 * The society officer's dashboard API, signed in through the API: its base (`/api/society-
 * dashboard/society/{id}`) and the authorisation header, for journeys that set the stage there.
 */
export async function societyDashboardApi(request: APIRequestContext) {
  const { society } = accounts();
  const session = await request.post('/api/auth/login', {
    data: { email: society.email, password: society.password },
  });
  const { token } = (await session.json()) as { token: string };
  const organisation = (await (await request.get(`/api/societies/${society.org}`)).json()) as {
    id: number;
  };
  return {
    society,
    dashboard: `/api/society-dashboard/society/${organisation.id}`,
    auth: { authorization: `Bearer ${token}` },
  };
}

/** Adds an upcoming event of the officer's society through its dashboard API, expecting 201. */
export async function addSocietyEvent(request: APIRequestContext, fields: object) {
  const api = await societyDashboardApi(request);
  const created = await request.post(`${api.dashboard}/events/upcoming`, {
    headers: api.auth,
    data: fields,
  });
  expect(created.status(), await created.text()).toBe(201);
  return { ...api, event: (await created.json()) as DashboardEvent };
}
