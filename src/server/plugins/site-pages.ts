import type { PageMeta } from '../../content/pages';
import { type SiteConfig, siteConfigElementId } from '../../content/site';
import { businessStructuredData, structuredDataScript } from '../../content/structured-data';
import { escapeHtml, withIslandCode } from './frontend';

/**
 * The public pages as documents, from the build's page renderer and the site they speak for: at
 * build time (scripts/build.ts writes them as files) and when the adviser publishes the website
 * (issue 58: the render worker makes them again with the published details, and the server swaps
 * them in). Every page's head (title, description, canonical link, Open Graph, the business's
 * schema.org data on the home page) and the site's data block (`web/lib/site-config.ts`) come from
 * here, so a page rendered either way is the same.
 */

/** What the build's `dist/prerender/prerender.js` offers. */
export type PrerenderModule = {
  renderPage(url: string, data?: unknown): Promise<string>;
  pages: readonly PageMeta[];
  backOfficePages: readonly PageMeta[];
  notFoundPage: { title: string; description: string };
  documentTitle(title: string, businessName: string, path?: string): string;
  pageModules: Record<string, { source: string }>;
  islandModules: Record<string, { source: string }>;
  islandPages: ReadonlySet<string>;
  pageVariants: Record<string, { param: string; values: readonly string[] }>;
  dynamicPages: readonly string[];
  setSite(site: SiteConfig): Promise<void>;
};

export interface RenderedPage {
  path: string;
  /** The page's own HTML (what the build looks into for its islands). */
  body: string;
  /** The whole document. */
  html: string;
  /** The same page for each value of its parameter (`/calculators?calc=...`), whole documents. */
  variants?: { param: string; pages: Record<string, string> };
  /** For a page the server renders from current data: the document with `<!--app-->` to fill. */
  template?: string;
}

export interface RenderedSite {
  pages: RenderedPage[];
  notFound: string;
  /** The back office's document, without a page (rendered in the browser). */
  shell: string;
  /** The back office's document for a page the server renders (`__BACK_OFFICE_TITLE__`, `<!--app-->`). */
  shellTemplate: string;
}

/**
 * The entry module is a loader that imports the hydration code after the first paint (issue 22):
 * nothing the first paint needs. Chromium fetches module scripts at high priority, beside the
 * style sheet; `fetchpriority="low"` says what it is (issue 30). Vite writes the tag itself and
 * drops attributes it does not know, hence here.
 */
export function withLowPriorityEntry(html: string): string {
  const entries = html.match(/<script type="module" crossorigin src="[^"]+"><\/script>/g) ?? [];
  if (entries.length !== 1)
    throw new Error(`expected one entry script in index.html, found ${entries.length}`);
  return html.replace(
    '<script type="module" crossorigin src=',
    '<script type="module" fetchpriority="low" crossorigin src=',
  );
}

/** The data block a page carries for the browser's `siteConfig` (`<` escaped: no value can close it). */
function siteConfigScript(site: SiteConfig): string {
  return `<script type="application/json" id="${siteConfigElementId}">${JSON.stringify(site).replace(/</g, '\\u003c')}</script>`;
}

interface Document {
  title: string;
  description: string;
  body: string;
  path?: string;
  noindex?: boolean;
  structuredData?: Record<string, unknown>;
  /** A template for the server: leaves a place (end of body) for the data blocks the server adds. */
  pageHead?: boolean;
}

/** One document: the template (Vite's index.html) with the page's head, body and the site's data. */
export function fillDocument(template: string, site: SiteConfig, options: Document): string {
  const head = [
    options.noindex ? '<meta name="robots" content="noindex, nofollow" />' : '',
    options.path !== undefined
      ? `<link rel="canonical" href="${escapeHtml(site.siteUrl + options.path)}" />`
      : '',
    `<meta property="og:title" content="${escapeHtml(options.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(options.description)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.businessName)}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:locale" content="en_NA" />',
    options.path !== undefined
      ? `<meta property="og:url" content="${escapeHtml(site.siteUrl + options.path)}" />`
      : '',
    '<meta name="twitter:card" content="summary" />',
    options.structuredData ? structuredDataScript(options.structuredData) : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  // Replacer functions: a `$` in a page (every price has one) must not be read as a pattern.
  return (
    template
      .replace('__PAGE_TITLE__', () => escapeHtml(options.title))
      .replace('__PAGE_DESCRIPTION__', () => escapeHtml(options.description))
      .replace('<!--head-->', () => head)
      .replace('<!--app-->', () => options.body)
      // The site's details, and the server's data for a page rendered from current data, go after
      // the page, so the style sheet and scripts in the head are found first (read at hydration).
      .replace(
        '</body>',
        () => `${options.pageHead ? '<!--page-data-->\n    ' : ''}${siteConfigScript(site)}\n  </body>`,
      )
  );
}

async function renderBody(prerender: PrerenderModule, url: string, islandScripts: Record<string, string[]>) {
  const html = await prerender.renderPage(url);
  if (!html) throw new Error(`rendering ${url} produced nothing`);
  // The CSP forbids inline scripts, and an unfinished Suspense boundary would be rendered again in the browser.
  if (html.includes('<script')) throw new Error(`the page ${url} contains an inline script`);
  if (/<!--\$[!?]-->/.test(html))
    throw new Error(`the page ${url} has a Suspense boundary that did not finish`);
  // A page's islands carry their files (`data-code`): the browser asks for them without a list.
  return withIslandCode(html, islandScripts);
}

/**
 * One public page's document for `site`, as a publish would make it, without its scripts: the
 * draft's preview (issue 58), shown in a frame that runs none, so what a visitor sees before any
 * script runs. Null when no public page has that path.
 */
export async function renderOneDocument(
  prerender: PrerenderModule,
  options: { template: string; site: SiteConfig; islandScripts: Record<string, string[]>; path: string },
): Promise<string | null> {
  const page = prerender.pages.find(
    (candidate) => candidate.path === options.path && candidate.kind !== 'admin',
  );
  if (!page) return null;
  await prerender.setSite(options.site);
  const body = await renderBody(prerender, page.path, options.islandScripts);
  const template = options.template
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
  return fillDocument(template, options.site, {
    title: prerender.documentTitle(page.title, options.site.businessName, page.path),
    description: page.description,
    path: page.path,
    noindex: true,
    body,
    ...(page.path === '/' ? { structuredData: businessStructuredData(options.site) } : {}),
  });
}

/**
 * Every public page, the 404 page and the back office's documents, speaking for `site`. Throws
 * when a page cannot be rendered (naming it), so nothing half-made is served.
 */
export async function renderSite(
  prerender: PrerenderModule,
  options: { template: string; site: SiteConfig; islandScripts: Record<string, string[]> },
): Promise<RenderedSite> {
  const { template, site, islandScripts } = options;
  await prerender.setSite(site);
  const fill = (document: Document) => fillDocument(template, site, document);
  const pages: RenderedPage[] = [];
  for (const page of prerender.pages) {
    if (page.kind === 'admin') continue;
    const body = await renderBody(prerender, page.path, islandScripts);
    if (!body.includes(escapeHtml(page.heading).replaceAll('&quot;', '"').replaceAll('&#x27;', "'"))) {
      throw new Error(`the page ${page.path} does not contain its heading "${page.heading}"`);
    }
    const title = prerender.documentTitle(page.title, site.businessName, page.path);
    const head = { title, description: page.description, path: page.path, noindex: page.noindex ?? false };
    const rendered: RenderedPage = {
      path: page.path,
      body,
      html: fill({
        ...head,
        body,
        ...(page.path === '/' ? { structuredData: businessStructuredData(site) } : {}),
      }),
    };
    const variants = prerender.pageVariants[page.path];
    if (variants) {
      // The same page for each value of its parameter (issue 45): same title, same canonical address.
      const variantPages: Record<string, string> = {};
      for (const value of variants.values) {
        const url = `${page.path}?${variants.param}=${encodeURIComponent(value)}`;
        variantPages[value] = fill({ ...head, body: await renderBody(prerender, url, islandScripts) });
      }
      rendered.variants = { param: variants.param, pages: variantPages };
    }
    if (prerender.dynamicPages.includes(page.path)) {
      // The server renders this page from current data into this template (the copy above is its fallback).
      rendered.template = fill({ ...head, noindex: false, body: '<!--app-->', pageHead: true });
    }
    pages.push(rendered);
  }
  const notFound = prerender.notFoundPage;
  return {
    pages,
    notFound: fill({
      title: prerender.documentTitle(notFound.title, site.businessName),
      description: notFound.description,
      body: await renderBody(prerender, '/__not-found__', islandScripts),
      noindex: true,
    }),
    // The back office is rendered in the browser only: its shell carries no page content.
    shell: fill({
      title: `Back office | ${site.businessName}`,
      description: 'Back office.',
      body: '',
      noindex: true,
    }),
    // A back-office page the server renders for the person signed in (issue 34): the same shell,
    // with places for its title, the page and its data.
    shellTemplate: fill({
      title: '__BACK_OFFICE_TITLE__',
      description: 'Back office.',
      body: '<!--app-->',
      noindex: true,
      pageHead: true,
    }),
  };
}
