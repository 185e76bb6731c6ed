import type { BreadcrumbList, Organization, WithContext } from 'schema-dts';

// schema.org structured data the pages carry as JSON-LD (`components/json-ld.tsx`): who the
// branch and its organisations are, and where a page sits in the site. Every address absolute.

export interface OrganizationFacts {
  name: string;
  /** The organisation's page, as a path of this site. */
  path: string;
  description?: string | null;
  /** Its picture or mark: a path of this site or an absolute address. */
  logo?: string | null;
  email?: string | null;
  /** Its other addresses on the web (its own website, social profiles). */
  sameAs?: ReadonlyArray<string | null | undefined>;
  /** The branch a society or council belongs to. */
  parent?: { name: string; path: string };
}

export function organizationJsonLd(
  facts: OrganizationFacts,
  origin: string,
): WithContext<Organization> {
  const absolute = (path: string) => new URL(path, origin).href;
  const sameAs = (facts.sameAs ?? []).filter((link): link is string => Boolean(link));
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: facts.name,
    url: absolute(facts.path),
    ...(facts.description ? { description: facts.description } : {}),
    ...(facts.logo ? { logo: absolute(facts.logo) } : {}),
    ...(facts.email ? { email: facts.email } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...(facts.parent
      ? {
          parentOrganization: {
            '@type': 'Organization',
            name: facts.parent.name,
            url: absolute(facts.parent.path),
          },
        }
      : {}),
  };
}

/** Where a page sits: its trail from the landing page, the page itself last. */
export function breadcrumbJsonLd(
  crumbs: ReadonlyArray<{ name: string; path: string }>,
  origin: string,
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, origin).href,
    })),
  };
}
