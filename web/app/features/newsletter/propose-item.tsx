import {
  type NewsletterProposal,
  type NewsletterProposalPage,
  type NewsletterProposalStatus,
  newsletterProposalInputSchema,
} from '@chapterhouse/shared';
import { useState } from 'react';
import type { z } from 'zod';
import { useConfirmation } from '../../components/console/confirm-dialog';
import { ListRefused } from '../../components/console/list-filter';
import { ItemButton, Panel } from '../../components/console/panel';
import { Badge } from '../../components/console/table';
import { useDashboardChange } from '../../components/console/use-dashboard-change';
import {
  DashboardForm,
  TextAreaField,
  TextField,
  useSchemaForm,
} from '../../components/forms/form-fields';
import type { DashboardTarget } from '../../lib/dashboard-api';
import { formatLocalDateTime } from '../../lib/format';
import { type PanelRead, proposeItem, withdrawProposal } from './issues-api';

export const PROPOSAL_SENT = 'Proposed for the next newsletter.';

export const PROPOSAL_STATUS_LABELS: Record<NewsletterProposalStatus, string> = {
  open: 'Open',
  included: 'Included in an issue',
  dismissed: 'Dismissed',
};

const tones = { open: 'warning', included: 'good', dismissed: 'muted' } as const;

export const confirmWithdraw = (proposal: NewsletterProposal) =>
  `"${proposal.title}" is withdrawn: the branch will not see it for the next issue.`;

type ProposalPayload = z.output<typeof newsletterProposalInputSchema>;

const EMPTY = { title: '', text: '', link: '' };

/**
 * Newsletter: propose an item. An organisation's admins suggest something for the branch's next
 * issue (a title, a few lines, a link), and follow what became of their suggestions: still open
 * (and withdrawable), included in an issue, or dismissed by the branch.
 */
export function ProposeItemPanel(props: {
  target: DashboardTarget;
  proposals: PanelRead<NewsletterProposalPage>;
}) {
  const { target } = props;
  const change = useDashboardChange();
  const ask = useConfirmation();
  const [busy, setBusy] = useState<number | null>(null);
  const { form, field } = useSchemaForm(newsletterProposalInputSchema, EMPTY);
  const proposals = props.proposals.value?.items ?? [];

  const onValid = async (payload: ProposalPayload) => {
    const result = await change(() => proposeItem(target, payload), PROPOSAL_SENT);
    if (result.ok) form.reset(EMPTY);
  };

  const withdraw = async (proposal: NewsletterProposal) => {
    if (!(await ask({ question: confirmWithdraw(proposal), confirmLabel: 'Withdraw' }))) return;
    setBusy(proposal.id);
    await change(() => withdrawProposal(target, proposal.id), `"${proposal.title}" withdrawn.`);
    setBusy(null);
  };

  return (
    <Panel
      title="Newsletter: propose an item"
      description="Something the branch's next newsletter should mention: the branch chooses what goes in."
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <DashboardForm
          form={form}
          onSubmit={onValid}
          submitLabel="Propose"
          pendingLabel="Sending..."
          className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <TextField label="Title" required {...field('title')} />
          <TextAreaField label="Text" required rows={4} {...field('text')} />
          <TextField
            label="Link"
            type="url"
            hint="Optional: a page with more about it."
            {...field('link')}
          />
        </DashboardForm>
        <div>
          <h3 className="font-semibold text-slate-900">Your proposals</h3>
          {props.proposals.error ? (
            <ListRefused message={props.proposals.error} />
          ) : proposals.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">Nothing proposed yet.</p>
          ) : (
            <ul aria-label="Your proposals" className="mt-2 space-y-2">
              {proposals.map((proposal) => (
                <li
                  key={proposal.id}
                  className="flex flex-wrap items-start justify-between gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
                >
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">
                      {proposal.title}
                      <Badge tone={tones[proposal.status]}>
                        {PROPOSAL_STATUS_LABELS[proposal.status]}
                      </Badge>
                    </p>
                    <p className="text-xs text-slate-600">
                      Proposed{' '}
                      <time dateTime={proposal.createdAt}>
                        {formatLocalDateTime(proposal.createdAt)}
                      </time>
                      {proposal.proposedBy && ` by ${proposal.proposedBy}`}
                    </p>
                  </div>
                  {proposal.status === 'open' && (
                    <ItemButton
                      label="Withdraw"
                      itemName={proposal.title}
                      danger
                      disabled={busy === proposal.id}
                      onClick={() => void withdraw(proposal)}
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Panel>
  );
}
