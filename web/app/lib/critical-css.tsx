import { createContext } from 'react';

/**
 * Whether the page being rendered carries its critical CSS inline: set by `entry.server.tsx` on
 * the built site's pages of islands, false everywhere else (docs/decisions/021-critical-css.md).
 * Such a page puts `CriticalCssSlot` where the stylesheet's `<link>` would be, and the `<link>`
 * itself at the end of its body, where it no longer holds up the first paint.
 */
export const CriticalCssContext = createContext(false);

/** The markup of `CriticalCssSlot`, which `entry.server.tsx` replaces with the page's `<style>`. */
export const CRITICAL_CSS_SLOT = '<style data-critical-css=""></style>';

/**
 * Where the page's critical CSS goes. Its rules depend on every class of the page, and React
 * writes the `<head>` before the body, so the server fills this in once the document is whole.
 */
export function CriticalCssSlot() {
  return <style data-critical-css="" />;
}
