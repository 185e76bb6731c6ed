import type { MetaDescriptor } from 'react-router';

export const SITE_NAME = 'IEEE Student Branch';

/** Title and description of a public page, in the form every route's `meta` returns. */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  return [
    // A title that already names the site (the branch's own name, say) is not suffixed twice.
    { title: title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}` },
    { name: 'description', content: description },
  ];
}

/** Every dashboard page: titled 'Dashboard' and kept out of search engines. */
export function dashboardMeta(): MetaDescriptor[] {
  return [
    ...pageMeta('Dashboard', 'Admin dashboards of societies and councils.'),
    { name: 'robots', content: 'noindex' },
  ];
}
