import type { TeamRole } from '@chapterhouse/shared';

/** A team member's part, as the Team tab and the dashboard chooser name it. */
export const PART_LABELS: Record<TeamRole, string> = { owner: 'Owner', editor: 'Editor' };
