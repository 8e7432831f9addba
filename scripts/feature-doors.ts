/**
 * Every feature has a door (issue 57): each folder of `src/server/features` and
 * `src/web/features` has an `index.ts` (or `index.tsx`), and the dependency rules
 * (`.dependency-cruiser.cjs`) make it the only way in. `npm run lint` runs this;
 * `npx tsx scripts/feature-doors.ts <src folder>` checks another tree (the house rules' test runs
 * it on its fixture).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const source = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'src'));

const missing = ['server', 'web'].flatMap((side) => {
  const features = join(source, side, 'features');
  if (!existsSync(features)) return [];
  return readdirSync(features)
    .map((name) => join(features, name))
    .filter((folder) => statSync(folder).isDirectory())
    .filter((folder) => !existsSync(join(folder, 'index.ts')) && !existsSync(join(folder, 'index.tsx')));
});

for (const folder of missing)
  console.error(
    `${relative(process.cwd(), folder)} has no index.ts. A feature's index.ts is its door: export from it what other code uses (a web page as a loader, \`export const loadShopPage = () => import('./ShopPage')\`).`,
  );
if (missing.length > 0) process.exit(1);
