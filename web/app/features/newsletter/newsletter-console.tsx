import { useState } from 'react';
import { Link } from 'react-router';
import { Panel } from '../../components/console/panel';
import { paths } from '../../config/paths';
import { DigestSettingsPanel } from './digest-settings';
import { IssueComposer } from './issue-composer';
import { IssuePreview } from './issue-preview';
import { IssueProgress } from './issue-progress';
import type { IssueWorkspaceData, NewsletterOverviewData } from './issues-api';
import { IssuesPanel } from './issues-panel';
import { ProposalsPanel } from './proposals-panel';

/** The Newsletter tab's sections above its subscribers: issues, proposals, the weekly digest. */
export function NewsletterOverview(props: { data: NewsletterOverviewData }) {
  const { data } = props;
  return (
    <>
      <IssuesPanel issues={data.issues} />
      <ProposalsPanel proposals={data.proposals} />
      <DigestSettingsPanel digest={data.digest} />
    </>
  );
}

/** One issue open in the tab (`?issue=`): composed, previewed and sent, or followed once sent. */
export function IssueWorkspace(props: { data: IssueWorkspaceData }) {
  const { data } = props;
  const [unsaved, setUnsaved] = useState(false);
  return (
    <div className="space-y-8">
      <Link
        to={paths.admin('newsletter')}
        className="text-sm font-medium text-brand-700 underline hover:text-brand-800"
      >
        <span aria-hidden="true">← </span>All issues
      </Link>
      {data.mode === 'new' && (
        <Panel
          title="New issue"
          description="Saved as a draft: preview it and send yourself a test before it goes out."
        >
          <IssueComposer proposals={data.proposals} />
        </Panel>
      )}
      {data.mode === 'draft' && (
        <>
          <Panel title={`Draft: ${data.issue.subject}`}>
            <IssueComposer
              issue={data.issue}
              proposals={data.proposals}
              onDirtyChange={setUnsaved}
            />
          </Panel>
          <IssuePreview issue={data.issue} subscribers={data.subscribers} unsaved={unsaved} />
        </>
      )}
      {data.mode === 'sent' && <IssueProgress issue={data.issue} recipients={data.recipients} />}
    </div>
  );
}
