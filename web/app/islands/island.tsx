import { type ComponentType, createContext, type ReactElement, useContext } from 'react';
import { AuthProvider } from '../lib/auth';
import { type IslandName, type IslandProps, islands } from './registry';

/**
 * Islands: the public pages are rendered on the server and stay plain HTML; only their
 * interactive parts (menus, carousels, forms) are hydrated in the browser, each on its own, by
 * `hydrate-islands.ts`. React Router does not run on those pages, so they load React and their
 * islands only (docs/decisions/008-public-pages-as-islands.md).
 *
 * On such a page the server renders each island as a React root of its own (`renderIsland`), so
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
          dangerouslySetInnerHTML={{ __html: renderer.render(element, islandIdPrefix(index)) }}
        />
      </>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
