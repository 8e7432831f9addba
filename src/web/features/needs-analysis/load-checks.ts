import { lazyModule } from '../../lib/lazy-module';

/**
 * The answer checks (zod) are fetched when the visitor leaves the greeting or a saved draft is
 * restored, not before the page is interactive (issue 22). Awaiting this also lets every typed
 * answer still waiting for them settle first: their callbacks were queued earlier.
 */
export const loadChecks = lazyModule(() => import('./checks'));

/** Waits for the checks (and the typed answers queued on them); a failed load does not stop the visitor. */
export async function settleTypedAnswers(): Promise<void> {
  await loadChecks().catch(() => undefined);
}
