import type { ComponentProps } from 'react';

/**
 * The summary of a `<details>` menu, stating whether the menu is open once the page has hydrated
 * (`open` from `useDetailsOpen`; left out before, so the browser's own state holds).
 */
export function MenuSummary({
  open,
  ...props
}: ComponentProps<'summary'> & { open: boolean | undefined }) {
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: browsers and axe treat a summary as a button, and ARIA in HTML allows the button's aria-* on it; Biome's role table lacks <summary>
    <summary aria-expanded={open} {...props} />
  );
}
