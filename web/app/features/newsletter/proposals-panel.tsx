import type { NewsletterProposal, NewsletterProposalPage } from '@chapterhouse/shared';
import { useState } from 'react';
import { useConfirmation } from '../../components/console/confirm-dialog';
import { ListRefused } from '../../components/console/list-filter';
import { ListPager } from '../../components/console/list-pager';
import { Details, EmptyList, ItemButton, Panel } from '../../components/console/panel';
import { useDashboardChange } from '../../components/console/use-dashboard-change';
import { formatLocalDateTime } from '../../lib/format';
import { dismissProposal, type PanelRead, PROPOSALS_PAGE_PARAM } from './issues-api';

export const confirmDismissProposal = (proposal: NewsletterProposal) =>
  `"${proposal.title}" from ${proposal.organisation.name} is dismissed: no issue will carry it, and its organisation sees it as dismissed.`;

/**
 * Proposals: the items organisations asked to see in the next issue, still open. The composer
 * takes them into an issue; those that will not go out are dismissed here.
 */
export function ProposalsPanel(props: { proposals: PanelRead<NewsletterProposalPage> }) {
  const page = props.proposals.value;
  const change = useDashboardChange();
  const ask = useConfirmation();
  const [busy, setBusy] = useState<number | null>(null);

  const dismiss = async (proposal: NewsletterProposal) => {
    const confirmed = await ask({
      question: confirmDismissProposal(proposal),
      confirmLabel: 'Dismiss',
    });
    if (!confirmed) return;
    setBusy(proposal.id);
    await change(() => dismissProposal(proposal.id), `"${proposal.title}" dismissed.`);
    setBusy(null);
  };

  return (
    <Panel
      title="Proposals"
      description="Items the societies and councils proposed for the next issue. Take them into an issue in its composer, or dismiss them."
    >
      {props.proposals.error ? (
        <ListRefused message={props.proposals.error} />
      ) : !page || page.items.length === 0 ? (
        <EmptyList>No open proposals.</EmptyList>
      ) : (
        <ul aria-label="Open proposals" className="space-y-3">
          {page.items.map((proposal) => (
            <li
              key={proposal.id}
              className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
                  {proposal.title}
                </h3>
                <p className="mt-1 text-sm whitespace-pre-line text-slate-700 [overflow-wrap:anywhere]">
                  {proposal.text}
                </p>
                <Details
                  items={[
                    ['From', proposal.organisation.name],
                    ['Proposed by', proposal.proposedBy],
                    [
                      'Proposed',
                      <time key="at" dateTime={proposal.createdAt}>
                        {formatLocalDateTime(proposal.createdAt)}
                      </time>,
                    ],
                    [
                      'Link',
                      proposal.link ? (
                        <a
                          key="link"
                          href={proposal.link}
                          rel="noopener noreferrer"
                          target="_blank"
                          className="text-brand-700 underline hover:no-underline"
                        >
                          {proposal.link}
                        </a>
                      ) : null,
                    ],
                  ]}
                />
              </div>
              <ItemButton
                label="Dismiss"
                itemName={proposal.title}
                danger
                disabled={busy === proposal.id}
                onClick={() => void dismiss(proposal)}
              />
            </li>
          ))}
        </ul>
      )}
      {page && (
        <ListPager
          page={page.page}
          pageCount={page.pageCount}
          label="Proposal pages"
          param={PROPOSALS_PAGE_PARAM}
        />
      )}
    </Panel>
  );
}
