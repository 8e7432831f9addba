/**
 * Frozen migrations (issue 57): a migration that has shipped has run on databases that exist, so
 * changing it changes nothing there and something on every new one. `npm run lint` runs this: it
 * fails when a migration (or one of its frozen copies, migrations/frozen/) differs from the hash
 * kept in src/server/db/migrations/frozen.sha256, or when one is not listed there yet.
 *
 * `npm run migrations:freeze` lists the new ones (a new migration is frozen with the change that
 * adds it); it never changes a listed hash. To mend a listed migration on purpose, edit its line
 * by hand, where the review sees it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const folder = join(root, 'src/server/db/migrations');
const manifestPath = join(folder, 'frozen.sha256');

function migrationFiles(): string[] {
  const own = readdirSync(folder)
    .filter((name) => /^\d{4}_.+\.ts$/.test(name) && !name.endsWith('.test.ts'))
    .map((name) => join(folder, name));
  const copies = existsSync(join(folder, 'frozen'))
    ? readdirSync(join(folder, 'frozen'))
        .filter((name) => name.endsWith('.ts'))
        .map((name) => join(folder, 'frozen', name))
    : [];
  return [...own, ...copies].map((path) => relative(root, path)).sort();
}

const hashOf = (file: string) =>
  createHash('sha256')
    .update(readFileSync(join(root, file)))
    .digest('hex');

function readManifest(): Map<string, string> {
  const listed = new Map<string, string>();
  if (!existsSync(manifestPath)) return listed;
  for (const line of readFileSync(manifestPath, 'utf8').split('\n')) {
    const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(line.trim());
    if (match) listed.set(match[2]!, match[1]!);
  }
  return listed;
}

const listed = readManifest();
const files = migrationFiles();
const unlisted = files.filter((file) => !listed.has(file));

if (process.argv.includes('--freeze')) {
  for (const file of unlisted) listed.set(file, hashOf(file));
  const lines = [...listed.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, hash]) => `${hash}  ${file}`);
  writeFileSync(manifestPath, `${lines.join('\n')}\n`);
  console.info(unlisted.length ? `Frozen: ${unlisted.join(', ')}` : 'Every migration was frozen already.');
} else {
  const problems = [
    ...files
      .filter((file) => listed.has(file) && listed.get(file) !== hashOf(file))
      .map(
        (file) =>
          `${file} has changed since it was frozen. A migration that shipped has run on existing databases: write a new migration for the change instead.`,
      ),
    ...[...listed.keys()]
      .filter((file) => !files.includes(file))
      .map((file) => `${file} is frozen but gone. A migration that shipped stays: put it back.`),
    ...unlisted.map(
      (file) => `${file} is not frozen yet: run \`npm run migrations:freeze\` with the change that adds it.`,
    ),
  ];
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
}
