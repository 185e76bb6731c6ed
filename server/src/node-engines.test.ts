import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every installed package's manifest under a `node_modules` folder, nested ones included. */
function installedManifests(folder: string): { name: string; version: string; node?: string }[] {
  const found: { name: string; version: string; node?: string }[] = [];
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const packageFolder = path.join(folder, entry.name);
    if (entry.name.startsWith('@')) {
      found.push(...installedManifests(packageFolder));
      continue;
    }
    const manifestFile = path.join(packageFolder, 'package.json');
    if (fs.existsSync(manifestFile)) {
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
      found.push({ name: manifest.name, version: manifest.version, node: manifest.engines?.node });
    }
    const nested = path.join(packageFolder, 'node_modules');
    if (fs.existsSync(nested)) found.push(...installedManifests(nested));
  }
  return found;
}

describe('the Node.js versions we declare', () => {
  const declared: string = JSON.parse(
    fs.readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8'),
  ).engines.node;

  // The first and a late release of each line `engines` admits: what people run (Node 22 and 24
  // LTS) and what this machine and CI run (Node 20).
  const releases = ['20.19.0', '20.99.0', '22.13.0', '22.99.0', '24.0.0', '24.99.0'];

  it('admits each line it is tried on, this machine’s Node included', () => {
    for (const release of releases) expect(semver.satisfies(release, declared)).toBe(true);
    expect(semver.satisfies(process.versions.node, declared)).toBe(true);
  });

  it('is a range every installed dependency supports (npm ci prints no EBADENGINE)', () => {
    const unsupported = installedManifests(path.join(repositoryRoot, 'node_modules'))
      .filter((manifest) => manifest.node && semver.validRange(manifest.node))
      .flatMap((manifest) =>
        releases
          .filter((release) => !semver.satisfies(release, manifest.node as string))
          .map(
            (release) =>
              `${manifest.name}@${manifest.version} needs ${manifest.node}, not ${release}`,
          ),
      );
    expect(unsupported).toEqual([]);
  });
});
