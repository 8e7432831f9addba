import { type SiteConfig, siteConfigElementId } from '../../content/site';

declare const __SITE_CONFIG__: SiteConfig;

/**
 * The site a page speaks for: the business's details as last published in the back office's
 * Website area (issue 58), else the install's first values (the SITE_* variables, which the build
 * injects). The server writes them into every page it serves as a data block, and the browser
 * reads them from there, so a page hydrates with the details it was rendered with.
 */
function initialSiteConfig(): SiteConfig {
  if (typeof document !== 'undefined') {
    const text = document.getElementById(siteConfigElementId)?.textContent;
    if (text) {
      try {
        return JSON.parse(text) as SiteConfig;
      } catch {
        // A page without a readable block speaks for the install's first values.
      }
    }
  }
  return structuredClone(__SITE_CONFIG__);
}

export const siteConfig: SiteConfig = initialSiteConfig();

/**
 * The server's renderer speaks for the site as published (issue 58): set before pages are
 * rendered, in place, so every module that imported `siteConfig` reads the new details.
 */
export function setSiteConfig(site: SiteConfig): void {
  Object.assign(siteConfig, structuredClone(site));
}
