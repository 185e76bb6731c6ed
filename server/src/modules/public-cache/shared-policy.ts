import { createHash } from 'node:crypto';

/**
 * A cached answer is sent byte for byte to every visitor, so it cannot carry a per-response CSP
 * nonce. Instead the page's own inline scripts (and styles) are allowed by their SHA-256 hashes,
 * listed in the policy kept with the page (docs/decisions/007-precompressed-page-cache.md).
 *
 * Only elements that carried the render's nonce are hashed: those are the ones the server itself
 * emitted (React Router's hydration context, ScrollRestoration). A script injected into the page
 * some other way (say, rich text that escaped sanitising) never had the nonce, so it gets no hash
 * and stays blocked, as it was under the nonce policy. A page with no inline scripts at all
 * (`<script type="application/json">` blocks are data, `<script type="module" src>` a file) gets
 * no hash and keeps `script-src 'self'`; a page of islands has one, the loader of its code
 * (decision 023).
 */
export interface SharedHtml {
  /** The page with every `nonce="..."` of its render removed. */
  html: string;
  scriptHashes: string[];
  styleHashes: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The CSP source expression allowing an inline element whose text is `text`. */
export function cspHash(text: string): string {
  // The browser hashes the element's text as parsed, where CR LF and CR became LF.
  const normalised = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

/**
 * `<script>` and `<style>` are raw-text elements: their text runs unescaped up to the first
 * `</script` (`</style`), as here. The opening tag ends at its first `>` because React escapes
 * `>` in attribute values. Should an emitted script ever be parsed otherwise by a browser, its
 * hash would not match and the script would be blocked (a visible CSP error), never the reverse.
 */
function hashesOfElements(html: string, tag: 'script' | 'style', nonces: string[]): string[] {
  if (nonces.length === 0) return [];
  const nonce = nonces.map(escapeRegExp).join('|');
  const element = new RegExp(
    `<${tag}\\b[^>]*\\snonce="(?:${nonce})"[^>]*>([\\s\\S]*?)</${tag}[\\s/>]`,
    'gi',
  );
  const hashes = new Set<string>();
  for (const match of html.matchAll(element)) {
    const text = match[1] ?? '';
    // An element with `src` runs a file that `'self'` already covers; its (empty) text is no script.
    if (tag === 'script' && /^<script\b[^>]*\ssrc=/i.test(match[0])) continue;
    hashes.add(cspHash(text));
  }
  return [...hashes];
}

/** Turns a render made with `nonces` into markup fit for everyone, with the hashes to allow. */
export function shareableHtml(html: string, nonces: readonly string[]): SharedHtml {
  const used = nonces.filter((nonce) => nonce.length > 0);
  const scriptHashes = hashesOfElements(html, 'script', used);
  const styleHashes = hashesOfElements(html, 'style', used);
  let shared = html;
  // Module preloads and the like carry the nonce too; same-origin files need none.
  for (const nonce of used) shared = shared.replaceAll(` nonce="${nonce}"`, '');
  return { html: shared, scriptHashes, styleHashes };
}

/**
 * The response's policy without its nonces (they would be the same for everyone, i.e. no nonce),
 * plus the hashes of the shared page's own inline scripts and styles. Every other directive stays
 * as helmet wrote it.
 */
export function policyWithoutNonces(
  policy: string,
  hashes: { scriptHashes?: readonly string[]; styleHashes?: readonly string[] } = {},
): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive.length > 0)
    .map((directive) => {
      const [name = '', ...sources] = directive.split(/\s+/);
      const kept = sources.filter((source) => !source.startsWith("'nonce-"));
      if (name === 'script-src') kept.push(...(hashes.scriptHashes ?? []));
      if (name === 'style-src') kept.push(...(hashes.styleHashes ?? []));
      return [name, ...kept].join(' ');
    })
    .join(';');
}
