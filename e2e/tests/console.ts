import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

// What the branch console's journeys share: its toasts, its tabs and the names of its items'
// buttons.

/** A toast the site announced, by its whole text. */
export const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true }).first();

/** Opens a console tab by the start of its name (a tab may carry a count after it). */
export async function openTab(page: Page, name: string): Promise<void> {
  const tab = page
    .getByRole('tablist', { name: 'Console sections' })
    .getByRole('tab', { name: new RegExp(`^${name}`) });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An item's button: its word, then the item's name for screen readers ('Remove : x' in Chromium). */
export const named = (label: string, item: string) =>
  new RegExp(`^${escapeRegExp(label)} ?: ${escapeRegExp(item)}$`);

export const itemIn = (list: Locator, text: string) =>
  list.getByRole('listitem').filter({ hasText: text });
