import type { Page } from '@playwright/test';

export interface JavaScriptFile {
  url: string;
  /** Bytes as served, before any compression. */
  raw: number;
  /** Bytes after gzip at level 9. */
  gzip: number;
  /** Whether the file holds React Router's browser runtime. */
  reactRouter: boolean;
}

export interface JavaScriptMeasurement {
  /** Largest (gzip) first, one entry per URL. */
  files: JavaScriptFile[];
  raw: number;
  gzip: number;
}

export const PAGE_JAVASCRIPT_BUDGET: number;
export const PAGE_HTML_BUDGET: number;
export const LANDING_HTML_BUDGET: number;

export function htmlBudgetOf(urlPath: string): number;
export const BUDGET_PAGES: string[];

/** Stands in `BUDGET_PAGES` for an event's page (computer-society's first upcoming event). */
export const SAMPLE_EVENT_PAGE: string;

/** The path to measure for an entry of `BUDGET_PAGES` on the server at `baseUrl`. */
export function resolveBudgetPage(urlPath: string, baseUrl: string | undefined): Promise<string>;

export function withinBudget(bytes: number, budget: number): boolean;

export function measurePageHtml(url: string): Promise<{ raw: number; gzip: number }>;

export function measurePageJavaScript(page: Page, url: string): Promise<JavaScriptMeasurement>;

export function describeJavaScript(measurement: JavaScriptMeasurement): string;
