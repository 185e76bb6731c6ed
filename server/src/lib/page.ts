import type { Page } from '@chapterhouse/shared';

export function toPage<T>(items: T[], total: number, page: number, limit: number): Page<T> {
  return { items, total, page, limit, pageCount: Math.max(1, Math.ceil(total / limit)) };
}
