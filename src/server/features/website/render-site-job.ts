import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { SiteConfig } from '../../../content/site';
import type { FrontendManifest } from '../../plugins/frontend';
import {
  type PrerenderModule,
  renderOneDocument,
  renderSite,
  withLowPriorityEntry,
} from '../../plugins/site-pages';

/**
 * The public pages rendered again for a site (issue 58), with their compressed copies: what the
 * render worker does off the server's thread when the website is published. The same renderer,
 * template and page assembly as the build (plugins/site-pages.ts), so a published page is the
 * build's page with the new details.
 */

/** A document and its compressed copies, as the server keeps a page. */
export interface CompressedDocument {
  html: Uint8Array;
  gzip: Uint8Array;
  br: Uint8Array;
}

export interface RenderedDocuments {
  pages: Record<string, CompressedDocument>;
  variants: Record<string, { param: string; pages: Record<string, CompressedDocument> }>;
  templates: Record<string, string>;
  notFound: CompressedDocument;
  shell: CompressedDocument;
  shellTemplate: string;
}

function compressed(html: string): CompressedDocument {
  const body = Buffer.from(html);
  return {
    html: body,
    // As the build compresses its pages (scripts/compress.ts).
    gzip: gzipSync(body, { level: 9 }),
    br: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  };
}

/** Whether the build has what a render needs (a build without its renderer has not). */
export function canRenderSite(distDir: string): boolean {
  return (
    existsSync(join(distDir, 'prerender', 'prerender.js')) &&
    existsSync(join(distDir, 'client', 'index.html')) &&
    existsSync(join(distDir, 'pages', 'manifest.json'))
  );
}

/** The build's renderer, its page template and its islands' files. */
async function buildRenderer(distDir: string) {
  const prerender = (await import(
    pathToFileURL(join(distDir, 'prerender', 'prerender.js')).href
  )) as PrerenderModule;
  const manifest = JSON.parse(
    readFileSync(join(distDir, 'pages', 'manifest.json'), 'utf8'),
  ) as FrontendManifest;
  const template = withLowPriorityEntry(readFileSync(join(distDir, 'client', 'index.html'), 'utf8'));
  return { prerender, template, islandScripts: manifest.islandScripts ?? {} };
}

/** One page for a site not published (the draft's preview); null when there is no such page. */
export async function renderPreviewDocument(
  distDir: string,
  site: SiteConfig,
  path: string,
): Promise<string | null> {
  const { prerender, template, islandScripts } = await buildRenderer(distDir);
  return renderOneDocument(prerender, { template, site, islandScripts, path });
}

export async function renderSiteDocuments(distDir: string, site: SiteConfig): Promise<RenderedDocuments> {
  const { prerender, template, islandScripts } = await buildRenderer(distDir);
  const rendered = await renderSite(prerender, { template, site, islandScripts });
  const documents: RenderedDocuments = {
    pages: {},
    variants: {},
    templates: {},
    notFound: compressed(rendered.notFound),
    shell: compressed(rendered.shell),
    shellTemplate: rendered.shellTemplate,
  };
  for (const page of rendered.pages) {
    documents.pages[page.path] = compressed(page.html);
    if (page.variants) {
      documents.variants[page.path] = {
        param: page.variants.param,
        pages: Object.fromEntries(
          Object.entries(page.variants.pages).map(([value, html]) => [value, compressed(html)]),
        ),
      };
    }
    if (page.template) documents.templates[page.path] = page.template;
  }
  return documents;
}
