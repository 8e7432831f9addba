import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { IslandFrame, type PendingIsland } from './island';
import { islandModules } from './registry';

export { setSiteConfig } from '../lib/site-config';

/**
 * One island's HTML, in the frame the browser hydrates it in (islands/hydrate-island.tsx), so the
 * two trees and their ids agree. The build runs this file in the islands' own bundle, where
 * `react` is Preact as in the browser (scripts/build.ts, islands/preact-react.js): Preact's ids
 * are not React's, so the HTML must come from the runtime that hydrates it. `react-dom/server` is
 * preact-render-to-string there; the second argument is React's option (Preact ignores it and
 * takes the prefix from `idPrefix`).
 */
export async function renderIsland(island: PendingIsland): Promise<string> {
  const Island = (await islandModules[island.name].load()) as ComponentType<Record<string, unknown>>;
  return renderToString(
    <IslandFrame location={island.location} pageData={island.pageData} idPrefix={island.identifierPrefix}>
      <Island {...island.props} />
    </IslandFrame>,
    { identifierPrefix: island.identifierPrefix },
  );
}
