/**
 * Zod without `new Function` in the browser (issue 22): its compiled parsers need eval, which the
 * site's CSP forbids, and each attempt is reported as a CSP violation. Zod keeps its settings on
 * `globalThis.__zod_globalConfig` (what `z.config()` writes); setting `jitless` there costs no
 * bytes, where importing zod's `config` would add 4 KB gzip to every page. A unit test proves
 * zod reads it, so an upgrade that moves it fails there.
 */
export function zodJitless(): void {
  const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
}
