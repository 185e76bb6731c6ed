import type { z } from 'zod';

// What a refused field says, in words a visitor reads: every zod issue whose schema gives no
// message of its own gets one here (installed once by `zod-config.ts`, so the browser's forms and
// the API's 400s say the same), and `issueSentence` turns an issue into the sentence the API
// answers with. zod's own phrasing ("Invalid input: expected string, received undefined") never
// reaches anyone.

/**
 * Fields whose key does not read well as words. Anything else is read from its key:
 * `startsAt` → "Starts at".
 */
const FIELD_LABELS: Record<string, string> = {
  email: 'E-mail address',
  url: 'URL',
  imageUrl: 'Image URL',
  logoUrl: 'Logo URL',
  linkUrl: 'Link',
  id: 'ID',
  idOrSlug: 'Organisation',
  entityId: 'Organisation',
  orgId: 'Organisation',
  org: 'Organisation',
  eventId: 'Event',
  itemId: 'Item',
  userId: 'Account',
  mailId: 'Mail',
  issueId: 'Issue',
  proposalId: 'Proposal',
  notificationId: 'Notification',
  oldPassword: 'Current password',
  newPassword: 'New password',
  ids: 'List of items',
  q: 'Search',
  linkedin: 'LinkedIn',
};

/** What a missing field asks for, where "<Label> is required" would read badly. */
const MISSING: Record<string, string> = {
  email: 'Enter your e-mail address',
  password: 'Enter your password',
  name: 'Name is required',
};

const words = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .replace(/\bid\b/g, 'ID')
    .replace(/\burl\b/g, 'URL');

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The field a path names, in words: `["questions", 0, "label"]` → "Label (question 1)". */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const keys = path.filter((part): part is string => typeof part === 'string');
  const last = keys.at(-1);
  if (last === undefined) return 'The request';
  const label = FIELD_LABELS[last] ?? capitalised(words(last));
  const index = path.findLastIndex((part) => typeof part === 'number');
  const parent = path[index - 1];
  if (index < 0 || typeof parent !== 'string') return label;
  const item = `${words(parent).replace(/s$/, '')} ${Number(path[index]) + 1}`;
  return parent === last ? capitalised(item) : `${label} (${item})`;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields (a JSON object)',
  date: 'a date',
  file: 'a file',
};

const SIZE_UNITS: Record<string, [string, string]> = {
  string: ['character', 'characters'],
  array: ['item', 'items'],
  set: ['item', 'items'],
  file: ['byte', 'bytes'],
};

function sizeLimit(origin: string, limit: number | bigint, inclusive: boolean, big: boolean) {
  const units = SIZE_UNITS[origin];
  const n = Number(limit);
  if (units) {
    const count = inclusive ? n : big ? n - 1 : n + 1;
    return `${big ? 'at most' : 'at least'} ${count.toLocaleString('en')} ${count === 1 ? units[0] : units[1]}`;
  }
  const relation = big ? (inclusive ? 'at most' : 'below') : inclusive ? 'at least' : 'above';
  return `${relation} ${n.toLocaleString('en')}`;
}

const FORMAT_WORDS: Record<string, string> = {
  email: 'an e-mail address such as name@example.org',
  url: 'a web address (http or https)',
  date: 'a date as YYYY-MM-DD',
  datetime: 'a date and time such as 2026-07-01T18:30:00Z',
  time: 'a time as HH:MM',
  uuid: 'an identifier (UUID)',
};

/** The message of an issue whose schema has none of its own; always a sentence naming the field. */
export function validationMessage(issue: z.core.$ZodRawIssue): string {
  const path = issue.path ?? [];
  const label = fieldLabel(path);
  const key = path.filter((part) => typeof part === 'string').at(-1);
  switch (issue.code) {
    case 'invalid_type':
      if (path.length === 0) return "Send the form's fields as a JSON object";
      if (issue.input === undefined || (issue.input === null && issue.expected !== 'null')) {
        return (typeof key === 'string' && MISSING[key]) || `${label} is required`;
      }
      return `${label} must be ${TYPE_WORDS[issue.expected] ?? issue.expected}`;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) {
        return (typeof key === 'string' && MISSING[key]) || `${label} is required`;
      }
      return `${label} must be ${sizeLimit(issue.origin, issue.minimum, issue.inclusive ?? true, false)}`;
    case 'too_big':
      return `${label} must be ${sizeLimit(issue.origin, issue.maximum, issue.inclusive ?? true, true)}`;
    case 'invalid_format':
      if (issue.format === 'email') return 'Enter a valid e-mail address';
      return `${label} must be ${FORMAT_WORDS[issue.format] ?? 'in the expected format'}`;
    case 'invalid_value':
      if (issue.input === undefined) {
        return (typeof key === 'string' && MISSING[key]) || `${label} is required`;
      }
      return issue.values.length === 1
        ? `${label} must be ${JSON.stringify(issue.values[0])}`
        : `${label} must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'not_multiple_of':
      return `${label} must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `${label} has fields this form does not take: ${issue.keys.join(', ')}`;
    default:
      return `${label} is not valid`;
  }
}

const endsSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * One issue as the sentence the API answers: a message that names its field already (or starts
 * one: "must be a record id") is completed with the field's label; any other is put after it.
 */
export function issueSentence(path: readonly PropertyKey[], message: string): string {
  const label = fieldLabel(path);
  const text = message.trim();
  if (/^[a-z]/.test(text)) return endsSentence(`${label} ${text}`);
  const key = path.filter((part) => typeof part === 'string').at(-1);
  const named =
    path.length === 0 ||
    text.toLowerCase().includes(label.toLowerCase().replace(/ \(.*\)$/, '')) ||
    (typeof key === 'string' && text.toLowerCase().includes(words(key)));
  return endsSentence(named ? text : `${label}: ${text}`);
}

/** A refused value's issues as the API answers them: one sentence each, none twice. */
export const issuesSentence = (
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): string =>
  [...new Set(issues.map((issue) => issueSentence(issue.path, issue.message)))].join(' ');
