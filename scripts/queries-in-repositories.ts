/**
 * SQL in repositories (issue 57): a server feature's queries live in its repositories, and its
 * routes and services call them by name. `npm run lint` runs this over `src/server/features`; it
 * fails on a file that builds a query (Kysely's `selectFrom`, `insertInto`, `updateTable`,
 * `deleteFrom`, or a `sql` template) and is not a repository.
 *
 * A repository is `repository.ts`, `<what>-repository.ts`, or a file in a `repository/` folder.
 * Tests are not checked (a test may arrange rows itself). `npx tsx scripts/queries-in-repositories.ts
 * <folder>` checks another folder (the house rules' test runs it on its fixture).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const folder = resolve(process.argv[2] ?? join(root, 'src/server/features'));

/** A query built here: a Kysely statement begun, or a `sql` template (tagged or typed). */
const query =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto)\(|\bsql(<[^`]*?>)?`|\bsql\.(raw|ref|join|lit|id|table)\(/;

export const isRepository = (path: string) =>
  basename(path) === 'repository.ts' ||
  basename(path).endsWith('-repository.ts') ||
  path.split(sep).includes('repository');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const problems = sources(folder).flatMap((path) => {
  if (isRepository(path)) return [];
  const lines = readFileSync(path, 'utf8').split('\n');
  const first = lines.findIndex((line) => query.test(line));
  if (first < 0) return [];
  const count = lines.filter((line) => query.test(line)).length;
  return [
    `${relative(process.cwd(), path)}:${first + 1} builds ${count === 1 ? 'a query' : `${count} queries`} outside a repository. Move the query into the feature's repository (repository.ts, <what>-repository.ts or repository/) as a named function, and call that.`,
  ];
});

for (const problem of problems) console.error(problem);
if (problems.length > 0) {
  console.error(
    `${problems.length} file${problems.length === 1 ? '' : 's'} with queries outside a repository.`,
  );
  process.exit(1);
}
