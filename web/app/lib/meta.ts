import type { MetaDescriptor } from 'react-router';

export const SITE_NAME = 'IEEE Student Branch';

/** Title and description of a page, in the form every route's `meta` returns. */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  return [
    // A title that already names the site (the branch's own name, say) is not suffixed twice.
    { title: title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}` },
    { name: 'description', content: description },
  ];
}

/**
 * What every shareable page needs to know about the site, decided once by the server in the
 * public layout's loader (routes/site-layout.tsx) and read back from the matches by `sharedPageMeta`.
 */
export interface ShareDefaults {
  /** `https://ieee.example.edu`: canonical and share URLs must be absolute. */
  origin: string;
  siteName: string;
  /** Shown in previews of pages that have no picture of their own. */
  image: string | null;
}

export const SITE_LAYOUT_ROUTE_ID = 'routes/site-layout';

interface SharedMetaArgs {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

export interface SharedPage {
  title: string;
  description: string;
  /** The page's own address, without origin: the slug form for organisations, `?page=N` kept. */
  path: string;
  /** The organisation's or item's picture; the site's default otherwise. */
  image?: string | null;
}

/**
 * A public page a visitor may share: title and description plus the canonical URL and the Open
 * Graph and Twitter tags chat apps and search engines read to draw a preview card.
 */
export function sharedPageMeta(args: SharedMetaArgs, page: SharedPage): MetaDescriptor[] {
  const layout = args.matches.find((match) => match?.id === SITE_LAYOUT_ROUTE_ID)?.loaderData as
    | { share?: ShareDefaults }
    | undefined;
  const share = layout?.share;
  const base = pageMeta(page.title, page.description);
  if (!share) return base;

  const url = new URL(page.path, share.origin).href;
  const imagePath = page.image || share.image;
  // Stored images are site paths (`/media/...`) or absolute http(s) addresses; both resolve.
  const image = imagePath ? new URL(imagePath, share.origin).href : null;
  const title = (base[0] as { title: string }).title;
  return [
    ...base,
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: share.siteName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    ...(image
      ? [
          { property: 'og:image', content: image },
          { property: 'og:image:alt', content: page.title },
        ]
      : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: page.description },
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
  ];
}

/** Every dashboard page: titled 'Dashboard' and kept out of search engines. */
export function dashboardMeta(): MetaDescriptor[] {
  return [
    ...pageMeta('Dashboard', 'Admin dashboards of societies and councils.'),
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * The month views of the events lists (`?view=month&month=…`): kept out of search engines, but
 * their links followed. Each list has a page per month (four years of them, for the branch and
 * for every society and council), all repeating what the lists and the events' own pages say,
 * which the sitemap lists; indexed, they would crowd those out of the results, and a crawler
 * would spend its visits on them. Not `canonical` to the list instead: a month's page does not
 * show the list's content, and search engines may ignore a canonical that points to a different
 * page, so it keeps its own address as canonical and says `noindex`.
 */
export const MONTH_VIEW_ROBOTS: MetaDescriptor = { name: 'robots', content: 'noindex, follow' };
