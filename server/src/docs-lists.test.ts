import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The README, `docs/architecture.md` and decision 006 each list the server's module folders and
// the web's feature folders, so a maintainer learns the layout from them. Those lists drifted
// (certificates/, reports/ and search/ were missing from them for rounds); this test reads the
// tree and the documents and fails when a folder is missing from a list or a listed one is gone.

const repositoryRoot = path.resolve(import.meta.dirname, '../..');

/** A folder whose subfolders the documents list, relative to the repository. */
type ListedFolder = 'server/src/modules' | 'web/app/features';

/**
 * Where a document lists a folder's subfolders: the run of entries right after the one line
 * holding `heading` (before any blank line). An entry names one subfolder at the start of its
 * line, `` - `name/`: `` in a Markdown list or `name/` in the README's layout block; lines
 * indented deeper continue it, and an item at its indentation that names no folder (a file
 * beside them) is allowed.
 */
interface DocumentList {
  document: string;
  folder: ListedFolder;
  heading: string;
}

const LISTS: DocumentList[] = [
  { document: 'README.md', folder: 'server/src/modules', heading: 'src/modules/<domain>/' },
  { document: 'README.md', folder: 'web/app/features', heading: 'app/features/<domain>/' },
  {
    document: 'docs/architecture.md',
    folder: 'server/src/modules',
    heading: '- `modules/<domain>/`, one folder per domain',
  },
  {
    document: 'docs/architecture.md',
    folder: 'web/app/features',
    heading: '- `web/app/features/<domain>/` holds',
  },
  {
    document: 'docs/decisions/006-module-layout.md',
    folder: 'server/src/modules',
    heading: '`server/src/modules/`:',
  },
  {
    document: 'docs/decisions/006-module-layout.md',
    folder: 'web/app/features',
    heading: '`web/app/features/`:',
  },
];

const indentation = (line: string) => line.length - line.trimStart().length;

/** The folder an entry names (`accounts` of `` - `accounts/`: `` or `accounts/   the…`), if any. */
function folderNamed(line: string): string | undefined {
  return /^(?:- `([a-z0-9-]+)\/`|([a-z0-9-]+)\/(?:\s|$))/.exec(line.trimStart())?.slice(1).join('');
}

/** The folders a document's list names, in its order; throws when the list cannot be found. */
function listedFolders(text: string, { document, folder, heading }: DocumentList): string[] {
  const lines = text.split('\n');
  const headings = lines.flatMap((line, index) => (line.includes(heading) ? [index] : []));
  if (headings.length !== 1) {
    throw new Error(
      `${document}: ${headings.length} lines hold "${heading}", which should introduce the list of ${folder}/ once (server/src/docs-lists.test.ts)`,
    );
  }
  // The heading's paragraph (no blank line) up to the first entry, then the list itself.
  const after = lines.slice((headings[0] ?? 0) + 1);
  const paragraph = after.findIndex((line) => line.trim() === '');
  const start = after
    .slice(0, paragraph === -1 ? undefined : paragraph)
    .findIndex((line) => folderNamed(line));
  const firstEntry = after[start];
  if (firstEntry === undefined) {
    throw new Error(`${document}: no list of ${folder}/ follows the line holding "${heading}"`);
  }
  const itemIndentation = indentation(firstEntry);
  const names: string[] = [];
  for (const line of after.slice(start)) {
    if (line.trim() === '' || indentation(line) < itemIndentation) break;
    if (indentation(line) > itemIndentation) continue;
    const name = folderNamed(line);
    if (name) names.push(name);
    else if (!line.trimStart().startsWith('- ')) break;
  }
  return names;
}

/** Whether a folder holds a file: an empty one (left by a move) is in no clone of the repository. */
function holdsFiles(folder: string): boolean {
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .some((file) => fs.statSync(path.join(folder, file)).isFile());
}

function foldersIn(folder: ListedFolder): string[] {
  const parent = path.join(repositoryRoot, folder);
  return fs
    .readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && holdsFiles(path.join(parent, entry.name)))
    .map((entry) => entry.name)
    .sort();
}

describe('the module and feature lists of the README, architecture.md and decision 006', () => {
  for (const list of LISTS) {
    it(`${list.document} lists every folder of ${list.folder}/, and only those`, () => {
      const listed = listedFolders(
        fs.readFileSync(path.join(repositoryRoot, list.document), 'utf8'),
        list,
      );
      const present = foldersIn(list.folder);
      const problems = [
        ...present
          .filter((name) => !listed.includes(name))
          .map((name) => `${list.folder}/${name}/ is missing from ${list.document}'s list`),
        ...listed
          .filter((name) => !present.includes(name))
          .map((name) => `${list.document} lists ${name}/, which ${list.folder}/ no longer holds`),
        ...listed
          .filter((name, index) => listed.indexOf(name) !== index)
          .map((name) => `${list.document} lists ${name}/ twice`),
      ];
      expect(problems, `the list after "${list.heading}" in ${list.document}`).toEqual([]);
    });
  }
});

describe('reading a list', () => {
  const list: DocumentList = { document: 'a.md', folder: 'web/app/features', heading: 'Today:' };

  it('takes the entries after the heading, skipping their continuation lines', () => {
    const markdown = [
      '- Features. Today:',
      '  more about them',
      '  - `accounts/`: the Accounts tab,',
      '    and invitations.',
      '  - `events/`: events.',
      '  - `beside.test.ts`: a file beside them.',
      '  - `teams/`: teams.',
      '- `web/app/components/`: not a feature.',
    ].join('\n');
    expect(listedFolders(markdown, list)).toEqual(['accounts', 'events', 'teams']);
    const layout = [
      '  app/features/ Today:',
      '    accounts/       the Accounts tab',
      '                    and invitations',
      '    events/         events',
      'e2e/          journeys',
    ].join('\n');
    expect(listedFolders(layout, list)).toEqual(['accounts', 'events']);
  });

  it('says so when the heading is missing, or not followed by a list', () => {
    expect(() => listedFolders('nothing here', list)).toThrow(/0 lines hold "Today:"/);
    expect(() => listedFolders('Today:\n\n- `accounts/`: x', list)).toThrow(/no list/);
  });
});
