import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Pagination } from './pagination';

afterEach(cleanup);

function renderPagination(page: number, pageCount: number) {
  return render(
    <MemoryRouter initialEntries={['/past-events']}>
      <Pagination basePath="/past-events" page={page} pageCount={pageCount} />
    </MemoryRouter>,
  );
}

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    renderPagination(1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('renders nothing for an empty list', () => {
    renderPagination(1, 0);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('on the first page links to the next page only', async () => {
    renderPagination(1, 3);
    await screen.findByRole('navigation', { name: 'Pagination' });
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/past-events?page=2',
    );
  });

  it('in the middle links both ways; page 1 is the bare path', async () => {
    renderPagination(2, 3);
    await screen.findByText('Page 2 of 3');
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/past-events',
    );
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/past-events?page=3',
    );
  });

  it('on the last page links to the previous page only', async () => {
    renderPagination(3, 3);
    await screen.findByText('Page 3 of 3');
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/past-events?page=2',
    );
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
  });
});
