import type { AccessRule } from '../../lib/access-rule.js';
import type { DashboardKind } from '../../lib/dashboard.js';
import { editOrganisationEvents } from '../events/events.access.js';
import { editOwnOrganisation } from '../organisations/organisations.access.js';

/** The template is part of the organisation's settings: kept by whoever keeps those. */
export const editCertificateTemplate = (kind: DashboardKind): AccessRule =>
  editOwnOrganisation(kind);

/**
 * An event's certificates (issue, correct, revoke, download) are its host's: whoever keeps the
 * organisation's events. Another organisation's officer is refused (403) before the event is
 * looked up.
 */
export const issueEventCertificates = (kind: DashboardKind): AccessRule =>
  editOrganisationEvents(kind);

/** A certificate's page and PDF: anyone holding its code (rate-limited: codes cannot be tried). */
export const verifyCertificates: AccessRule = 'public';
