import type { AuditAction } from '@chapterhouse/shared';
import { humanize } from '../../components/console/humanize';

/** What each table of the audit trail holds, as a person would call one of its records. */
export const ITEM_TYPE_LABELS: Record<string, string> = {
  events: 'Event',
  event_registrations: 'Registration',
  slate_members: 'Slate member',
  achievements: 'Achievement',
  gallery_items: 'Gallery photo',
  organisations: 'Organisation',
  hero_slides: 'Hero slide',
  partners: 'Partner',
  faq_entries: 'FAQ entry',
  notifications: 'Notification',
  site_settings: 'Site settings',
  users: 'Account',
  account_links: 'One-time link',
  contact_messages: 'Contact message',
  newsletter_subscribers: 'Newsletter subscriber',
  media: 'Media file',
  team_memberships: 'Team member',
  team_invitations: 'Team invitation',
  roster_uploads: 'IEEE roster',
  event_series: 'Series',
  upi_payees: 'UPI payee',
};

/** A record's kind: 'Event', 'Slate member'; an unknown table by its own name, readably. */
export const itemTypeLabel = (itemType: string) =>
  ITEM_TYPE_LABELS[itemType] ?? humanize(itemType.replace(/s$/, ''));

/** A changed field's name: `student_member_count` as 'Student member count'. */
export const fieldLabel = (field: string) => humanize(field);

export const ACTION_LABELS: Record<AuditAction, string> = {
  created: 'added',
  updated: 'changed',
  deleted: 'deleted',
};

/** How much of a value shows before 'Show all'. */
export const VALUE_PREVIEW = 120;

/**
 * A stored value as text: an empty one as '(empty)', yes/no for a flag, numbers and text as they
 * are, and anything structured as compact JSON.
 */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}
