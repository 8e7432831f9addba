/**
 * What `react` is for the islands' own bundles (issue 45, scripts/build.ts): Preact through its
 * React compatibility layer, a tenth of React's code, so the first touch of an island starts in a
 * fraction of the time. Everything is preact/compat's but `useId`: Preact numbers each root's ids
 * from "P0-0", and a page holds several islands, each a root of its own, so an island's ids carry
 * its prefix (`IslandIdPrefix`, given by `IslandFrame`), as React's `identifierPrefix` does.
 * JavaScript, not TypeScript: preact/compat's types are one `export =`, which `export *` cannot
 * pass on; nothing imports this file by name (it is an alias), so nothing needs its types.
 */
import compat, { createContext, useId as preactUseId, useContext } from 'preact/compat';

export * from 'preact/compat';

export const IslandIdPrefix = createContext('');

/** @returns {string} */
export function useId() {
  return `${useContext(IslandIdPrefix)}${preactUseId()}`;
}

export default { ...compat, useId };
