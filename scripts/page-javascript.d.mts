import type { Page } from '@playwright/test';

export interface JavaScriptFile {
  url: string;
  /** Bytes as served, before any compression. */
  raw: number;
  /** Bytes after gzip at level 9. */
  gzip: number;
}

export interface JavaScriptMeasurement {
  /** Largest (gzip) first, one entry per URL. */
  files: JavaScriptFile[];
  raw: number;
  gzip: number;
}

export const HOME_JAVASCRIPT_BUDGET: number;

export function measurePageJavaScript(page: Page, url: string): Promise<JavaScriptMeasurement>;

export function describeJavaScript(measurement: JavaScriptMeasurement): string;
