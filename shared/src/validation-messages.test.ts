import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  fieldLabel,
  issuesSentence,
  loginRequestSchema,
  orderSchema,
  recordIdSchema,
  versionSchema,
} from './index.js';

const refusal = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`${JSON.stringify(value)} was accepted`);
  return issuesSentence(result.error.issues);
};

describe('field labels', () => {
  it('reads keys as words, with the names people use', () => {
    expect(fieldLabel(['email'])).toBe('E-mail address');
    expect(fieldLabel(['startsAt'])).toBe('Starts at');
    expect(fieldLabel(['organisationId'])).toBe('Organisation ID');
    expect(fieldLabel(['registrationQuestions', 1, 'label'])).toBe(
      'Label (registration question 2)',
    );
    expect(fieldLabel(['tags', 0])).toBe('Tag 1');
    expect(fieldLabel([])).toBe('The request');
  });
});

describe("zod's issues without a message of their own", () => {
  const form = z.object({
    title: z.string(),
    count: z.number().int().min(1).max(10),
    kind: z.enum(['talk', 'workshop']),
    day: z.iso.date(),
    tags: z.array(z.string()).max(2),
  });

  it('read as sentences naming the field', () => {
    expect(refusal(form, {})).toBe(
      'Title is required. Count is required. Kind is required. Day is required. Tags is required.',
    );
    expect(
      refusal(form, {
        title: 3,
        count: 11,
        kind: 'party',
        day: '2026-02-30',
        tags: ['a', 'b', 'c'],
      }),
    ).toBe(
      'Title must be text. Count must be at most 10. Kind must be one of "talk", "workshop". ' +
        'Day must be a date as YYYY-MM-DD. Tags must be at most 2 items.',
    );
    expect(
      refusal(form, { title: 'x', count: 1.5, kind: 'talk', day: '2026-01-01', tags: [] }),
    ).toBe('Count must be a whole number.');
    expect(refusal(form, [])).toBe("Send the form's fields as a JSON object.");
  });

  it('never use zod’s own phrasing', () => {
    const messages = [
      refusal(form, { title: null, count: 'x', kind: 1, day: 5, tags: 'x' }),
      refusal(loginRequestSchema, { email: [], password: {} }),
      refusal(versionSchema, '1'),
      refusal(orderSchema, { ids: [1, 1] }),
    ];
    for (const message of messages) {
      expect(message).not.toMatch(/Invalid input|expected|received/);
    }
  });
});

describe('messages the contracts write themselves', () => {
  it('keep their words, completed with the field where they only start a sentence', () => {
    expect(refusal(z.object({ eventId: recordIdSchema }), { eventId: '0x10' })).toBe(
      'Event must be a record id (decimal digits only).',
    );
    expect(refusal(loginRequestSchema, { email: ' ', password: 'x' })).toBe(
      'Enter your e-mail address.',
    );
    expect(
      refusal(z.object({ title: z.string().max(2, 'Use at most 2 characters') }), { title: 'abc' }),
    ).toBe('Title: Use at most 2 characters.');
  });
});
