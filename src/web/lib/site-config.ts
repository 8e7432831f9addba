import type { SiteConfig } from '../../content/site';

declare const __SITE_CONFIG__: SiteConfig;

/**
 * The site configuration the build was made with (vite.config.ts injects it from the SITE_*
 * variables, so prerendered pages and the browser bundle agree, and the server checks at start).
 */
export const siteConfig: SiteConfig = __SITE_CONFIG__;
