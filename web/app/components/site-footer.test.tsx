import type { RouteConfigEntry } from '@react-router/dev/routes';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import routes from '../routes';
import { SiteFooter } from './site-footer';

afterEach(cleanup);

/** The paths of the routes a file serves, from the route table (`/journey`, `/team`). */
function pathsServedBy(file: string, entries: RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent;
    return [
      ...(entry.file === file ? [path || '/'] : []),
      ...pathsServedBy(file, entry.children ?? [], path),
    ];
  });
}

describe('the site footer', () => {
  it('links only to real pages, never to an under-construction notice', () => {
    const placeholders = pathsServedBy('routes/under-construction.tsx', routes);
    expect(placeholders).toEqual(expect.arrayContaining(['/journey', '/team']));
    render(
      <MemoryRouter>
        <SiteFooter branchName="IEEE Student Branch" email={null} year={2026} newsletter={null} />
      </MemoryRouter>,
    );
    const hrefs = within(screen.getByRole('contentinfo'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/contact');
    for (const placeholder of placeholders) expect(hrefs).not.toContain(placeholder);
  });
});
