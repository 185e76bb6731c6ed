import { serializeJsonForScript } from '../components/json-ld';

/**
 * The one inline script of a page of islands (decision 023): after the page's first paint it
 * imports the entry, which hydrates the islands, and preloads the entry's imports.
 *
 * Module scripts in the markup are fetched as soon as the parser (or its preload scanner) sees
 * them, so on a phone the islands' code (about 94 KB on `/`) shares the connection with the HTML
 * and the pictures the first paint needs. Started from here they are fetched once something is
 * on the screen: the page is readable, and its forms and links work, without them. A hidden
 * document (a background tab, a prerender) gets no frames, so it loads at once.
 *
 * A classic script, not a module: it runs where it stands, so it waits for no stylesheet. The
 * entry waits for the document and its stylesheets itself (`whenDocumentStyled`).
 */
export function islandLoaderScript(entry: string, imports: readonly string[]): string {
  // The addresses come from the build's manifest; escaped all the same, so none can end the
  // element.
  const literal = serializeJsonForScript;
  // The entry first, then each of its imports' preloads in a task of its own: starting one
  // costs this machine 1-1.5 ms, eleven of them together a task long enough to block input.
  return (
    `(()=>{const load=()=>{import(${literal(entry)});` +
    `for(const href of ${literal(imports)})setTimeout(()=>{const link=document.createElement("link");` +
    'link.rel="modulepreload";link.href=href;document.head.append(link)})};' +
    'document.visibilityState==="hidden"?load():requestAnimationFrame(()=>setTimeout(load))})()'
  );
}
