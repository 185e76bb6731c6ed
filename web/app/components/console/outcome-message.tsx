/** What a panel's action came to, said beside the form it was sent from. */
export type OutcomeMessage = { tone: 'done' | 'failed'; text: string };

/**
 * An action's outcome in a panel (a file previewed, applied, deleted): done in a polite status
 * (present before it speaks, so it is announced), failed in an alert. Nothing until there is one.
 */
export function OutcomeMessageView(props: { outcome: OutcomeMessage | null }) {
  const { outcome } = props;
  return (
    <>
      <div role="status">
        {outcome?.tone === 'done' && (
          <p className="rounded-lg bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900">
            {outcome.text}
          </p>
        )}
      </div>
      {outcome?.tone === 'failed' && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 [overflow-wrap:anywhere]"
        >
          {outcome.text}
        </p>
      )}
    </>
  );
}
