import { type ComponentType, createContext, type ReactElement, useContext } from 'react';
import { preload } from 'react-dom';
import { AuthProvider } from '../lib/auth';
import { decodeAttribute } from '../lib/html-attributes';
import { type IslandName, type IslandProps, islands } from './registry';

/**
 * Islands: the public pages are rendered on the server and stay plain HTML; only their
 * interactive parts (menus, carousels, forms) are hydrated in the browser, each on its own, by
 * `hydrate-islands.tsx`. React Router does not run on those pages, so they load React and their
 * islands only (docs/decisions/008-public-pages-as-islands.md).
 *
 * On such a page the server renders each island as a React root of its own (`IslandRenderer`), so
 * the browser hydrates exactly the same tree: same markup, same `useId` ids. Its props travel
 * beside it as JSON. Everywhere else (pages React Router hydrates, and a public page reached by
 * navigating inside the app) an island is an ordinary component in the page's tree.
 */
export interface IslandRenderer {
  /** The island's HTML, rendered on its own with `useId` ids under `identifierPrefix`. */
  render(element: ReactElement, identifierPrefix: string): string;
  /** Numbers the islands of one page in document order. */
  next(): number;
}

/** Given by `entry.server.tsx` to pages rendered as islands; absent everywhere else. */
export const IslandRendererContext = createContext<IslandRenderer | null>(null);

/** The `useId` prefix of island number `index`: the server and the browser derive it alike. */
export const islandIdPrefix = (index: number) => `i${index}-`;

/**
 * React writes the resource hints of a root it renders on its own (the preload of an eager
 * picture, such as the hero's first) at the start of that root's HTML. Split them off, to give
 * them to the page's own render (`hoistHint`), which puts them in the `<head>`.
 */
export function splitResourceHints(html: string): {
  hints: Array<Record<string, string>>;
  body: string;
} {
  const hints: Array<Record<string, string>> = [];
  let body = html;
  for (let tag = /^<link\s([^>]*?)\/?>/.exec(body); tag; tag = /^<link\s([^>]*?)\/?>/.exec(body)) {
    const attributes: Record<string, string> = {};
    for (const [, name, value] of (tag[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)) {
      attributes[name as string] = decodeAttribute(value as string);
    }
    hints.push(attributes);
    body = body.slice(tag[0].length);
  }
  return { hints, body };
}

/**
 * Asks the page's render to preload what an island's hint names: React puts it in the `<head>`,
 * where the browser finds it first (a `<link>` rendered in place would stay in the body: React
 * hoists only links with an `href`, and a picture's preload has a `srcset` instead).
 */
function hoistHint(hint: Record<string, string>): void {
  if (hint.rel !== 'preload' || !hint.as) return;
  // Browsers that know `imagesrcset` ignore `href`; others fetch the smallest candidate.
  const href = hint.href ?? hint.imageSrcSet?.split(/[\s,]/)[0];
  if (!href) return;
  preload(href, {
    as: hint.as as PreloadAs,
    imageSrcSet: hint.imageSrcSet,
    imageSizes: hint.imageSizes,
    fetchPriority: hint.fetchPriority as 'high' | 'low' | 'auto' | undefined,
  });
}

type PreloadAs = NonNullable<Parameters<typeof preload>[1]>['as'];

/** JSON that cannot close the `<script>` element it sits in. */
export function serializeIslandProps(props: object): string {
  return JSON.stringify(props).replace(/</g, '\\u003c');
}

/**
 * The tree an island hydrates: its component, inside the session's provider when it shows who is
 * signed in. The server and the browser build it with this one function.
 */
export function islandElement(name: IslandName, element: ReactElement): ReactElement {
  return 'auth' in islands[name] ? <AuthProvider>{element}</AuthProvider> : element;
}

/**
 * Wraps `Component`, the one `registry.ts` loads for `name`, as an island. Its props must survive
 * JSON: plain data, no functions, no dates.
 */
export function island<Name extends IslandName>(
  name: Name,
  Component: ComponentType<IslandProps<Name>>,
) {
  function Island(props: IslandProps<Name>) {
    const renderer = useContext(IslandRendererContext);
    // Inside React Router's tree the app's own session provider is already above.
    if (!renderer) {
      return (
        <div className="contents">
          <Component {...props} />
        </div>
      );
    }
    const element = islandElement(name, <Component {...props} />);
    const index = renderer.next();
    const { hints, body } = splitResourceHints(renderer.render(element, islandIdPrefix(index)));
    for (const hint of hints) hoistHint(hint);
    return (
      <>
        <script
          type="application/json"
          data-island-props=""
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON made safe by serializeIslandProps.
          dangerouslySetInnerHTML={{ __html: serializeIslandProps(props) }}
        />
        <div
          className="contents"
          data-island={name}
          data-island-index={index}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own render of the island.
          dangerouslySetInnerHTML={{ __html: body }}
        />
      </>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
