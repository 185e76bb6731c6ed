import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { waitForHydration } from './fixtures';

export interface Account {
  email: string;
  password: string;
}

export interface OrganisationAccount extends Account {
  /** The slug of the organisation this admin runs. */
  org: string;
}

/** The accounts e2e/start-server.mjs creates (with random passwords) before the server starts. */
export interface Accounts {
  branch: Account;
  /** Admin of computer-society. */
  society: OrganisationAccount;
  /** Admin of power-energy-society. */
  otherSociety: OrganisationAccount;
  /** Admin of sensors-council. */
  council: OrganisationAccount;
}

let cached: Accounts | undefined;

/** Reads `${E2E_DATA_DIR}/accounts.json`. */
export function accounts(): Accounts {
  if (cached) return cached;
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: run the journeys through playwright.config.ts');
  const file = path.join(dataDir, 'accounts.json');
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: the web server must be started by e2e/start-server.mjs`);
  }
  cached = JSON.parse(fs.readFileSync(file, 'utf8')) as Accounts;
  return cached;
}

/** Fills in and sends the login form of the page already open. */
export async function submitLogin(page: Page, account: Account): Promise<void> {
  await waitForHydration(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in through the login page, as a person would, and waits until the form has left. */
export async function logInThroughForm(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, account);
  await expect(page).not.toHaveURL(/\/login/);
}

/** The roles of accounts.json. */
export type AccountRole = keyof Accounts;

/** Where `sessions.setup.ts` keeps a role's signed-in browser storage for the run. */
export function sessionFile(role: AccountRole): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: run the journeys through playwright.config.ts');
  return path.join(dataDir, `session-${role}.json`);
}

/**
 * The ids of the sample's upcoming events, noted by `sessions.setup.ts` before any journey adds
 * its own: a journey that needs an event no other journey changes picks from these (others add
 * events, and move them to Past Events, while it runs).
 */
export function sampleEventIds(): Set<number> {
  return new Set(JSON.parse(fs.readFileSync(sampleEventsFile(), 'utf8')) as number[]);
}

/** Where `sessions.setup.ts` keeps the ids of `sampleEventIds`. */
export function sampleEventsFile(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: run the journeys through playwright.config.ts');
  return path.join(dataDir, 'sample-events.json');
}

interface StorageState {
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

/** The session token `sessions.setup.ts` stored for an account of accounts.json, if it is one. */
function storedToken(account: Account): string | undefined {
  const all = accounts();
  const role = (Object.keys(all) as AccountRole[]).find((key) => all[key].email === account.email);
  if (!role || !fs.existsSync(sessionFile(role))) return undefined;
  const state = JSON.parse(fs.readFileSync(sessionFile(role), 'utf8')) as StorageState;
  return state.origins
    .flatMap((origin) => origin.localStorage)
    .find((entry) => entry.name === 'authToken')?.value;
}

/**
 * Opens the site signed in as the account and lands where signing in would (`/dashboard`, which
 * sends each role on). The four accounts of accounts.json reuse the session their setup stored,
 * as a returning officer's browser does (put back into the page's storage on every page it
 * opens, so a journey that signs out uses the form instead); an account a journey made itself
 * signs in through the form. Journeys about signing in use `logInThroughForm`.
 */
export async function logIn(page: Page, account: Account): Promise<void> {
  const token = storedToken(account);
  if (!token) return logInThroughForm(page, account);
  // In the page's storage before any of its scripts runs, on every page this browser opens.
  await page.context().addInitScript((value) => localStorage.setItem('authToken', value), token);
  await page.goto('/dashboard');
  await page.waitForURL((url) => url.pathname !== '/dashboard');
}

/**
 * The one-time invitation link mailed to `to`, read from the outbox as the branch admin reads it
 * (the console's Mail tab and its API are theirs alone): an owner who invites never sees it
 * (issue 26). The newest such mail, among the newest hundred.
 */
export async function invitationLinkMailedTo(
  request: APIRequestContext,
  to: string,
): Promise<string> {
  const { branch } = accounts();
  let token = storedToken(branch);
  if (!token) {
    const signedIn = await request.post('/api/auth/login', { data: branch });
    expect(signedIn.status()).toBe(200);
    token = ((await signedIn.json()) as { token: string }).token;
  }
  const outbox = await request.get('/api/admin/outbox?limit=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(outbox.status()).toBe(200);
  const { items } = (await outbox.json()) as {
    items: { to: string; kind: string; text: string }[];
  };
  const mail = items.find(
    (item) => item.kind === 'invitation' && item.to.toLowerCase() === to.toLowerCase(),
  );
  const link = /\/invite\/[A-Za-z0-9_-]{43}/.exec(mail?.text ?? '')?.[0];
  expect(link, `an invitation mailed to ${to}`).toBeDefined();
  return link as string;
}
