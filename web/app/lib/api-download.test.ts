import { describe, expect, it } from 'vitest';
import { fileNameOf } from './api-download';

describe('the name of a file the API sends', () => {
  it('is the UTF-8 name when there is one, else the plain one, never a path', () => {
    expect(
      fileNameOf(
        "attachment; filename=certificate-talk-lukasz-zolc.pdf; filename*=UTF-8''certificate-talk-%C5%82ukasz-%C5%BC%C3%B3%C5%82%C4%87.pdf",
      ),
    ).toBe('certificate-talk-łukasz-żółć.pdf');
    expect(fileNameOf('attachment; filename="event-report-talk.csv"')).toBe(
      'event-report-talk.csv',
    );
    expect(fileNameOf('attachment; filename=registrations.csv')).toBe('registrations.csv');
    // Broken percent-encoding falls back to the plain name.
    expect(fileNameOf("attachment; filename=plain.pdf; filename*=UTF-8''%E0%A4.pdf")).toBe(
      'plain.pdf',
    );
    expect(fileNameOf("attachment; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd")).toBeNull();
    expect(fileNameOf('attachment; filename="a\\\\b.pdf"')).toBeNull();
    expect(fileNameOf('attachment')).toBeNull();
  });
});
