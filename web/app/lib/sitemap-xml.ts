// Sitemaps (https://www.sitemaps.org/protocol.html): the index `/sitemap.xml` and the sitemaps it
// lists, written here so the two routes write them alike.

/** One address of a sitemap, or one sitemap of the index; `lastModified` in ISO 8601. */
export interface SitemapEntry {
  loc: string;
  lastModified?: string;
}

/** The names of the sitemaps under `/sitemaps/`: the site's pages, and each page of events. */
export const PAGES_SITEMAP = 'pages.xml';
export const eventsSitemapName = (page: number) => `events-${page}.xml`;
/** The page number an events sitemap's name holds (`events-3.xml` -> 3), else null. */
export function eventsSitemapPage(name: string): number | null {
  const match = /^events-([1-9]\d{0,5})\.xml$/.exec(name);
  return match ? Number(match[1]) : null;
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** A W3C datetime (the protocol's `lastmod`) to the second, in UTC: `2026-06-15T10:00:00Z`. */
export const w3cDatetime = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');

function entryXml(element: 'url' | 'sitemap', entry: SitemapEntry): string {
  const lastmod = entry.lastModified ? `<lastmod>${w3cDatetime(entry.lastModified)}</lastmod>` : '';
  return `<${element}><loc>${escapeXml(entry.loc)}</loc>${lastmod}</${element}>`;
}

/** The newest of some ISO 8601 instants; undefined for none. */
export function newest(instants: readonly string[]): string | undefined {
  let latest: string | undefined;
  for (const instant of instants) {
    if (latest === undefined || Date.parse(instant) > Date.parse(latest)) latest = instant;
  }
  return latest;
}

/**
 * An XML answer for crawlers: cached by browsers and crawlers for an hour, and, being a shareable
 * 200, kept by the server's public cache like the pages (`page-responses.ts`).
 */
function xmlResponse(lines: string[]): Response {
  const body = ['<?xml version="1.0" encoding="UTF-8"?>', ...lines, ''].join('\n');
  return new Response(body, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}

const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** A sitemap: one `<url>` a line. */
export const urlsetResponse = (entries: readonly SitemapEntry[]) =>
  xmlResponse([
    `<urlset ${NAMESPACE}>`,
    ...entries.map((entry) => entryXml('url', entry)),
    '</urlset>',
  ]);

/** The sitemap index: one `<sitemap>` a line. */
export const sitemapIndexResponse = (entries: readonly SitemapEntry[]) =>
  xmlResponse([
    `<sitemapindex ${NAMESPACE}>`,
    ...entries.map((entry) => entryXml('sitemap', entry)),
    '</sitemapindex>',
  ]);
