import type { TeamRole } from '@chapterhouse/shared';
import { formatDate } from '../../lib/format';

/** A team member's part, as the Team tab and the dashboard chooser name it. */
export const PART_LABELS: Record<TeamRole, string> = { owner: 'Owner', editor: 'Editor' };

/** A term as the Team tab and a person's invitations show it: its last day, or no end. */
export const termText = (term: { endsOn: string | null }) =>
  term.endsOn ? `Until ${formatDate(term.endsOn)}` : 'No end';
