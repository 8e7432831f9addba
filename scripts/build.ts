/**
 * `npm run build`: the browser bundle, the prerendered pages, the server bundle, robots.txt and
 * sitemap.xml, and gzip and brotli copies of everything compressible, all under dist/.
 */
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RollupOutput } from 'rollup';
import { build, type Manifest } from 'vite';
import { resolveSiteConfig } from '../src/content/site-env';
import { escapeHtml, type FrontendManifest, pageFileName } from '../src/server/plugins/frontend';
import { type PrerenderModule, renderSite, withLowPriorityEntry } from '../src/server/plugins/site-pages';
import { islandsRuntimeAliases } from '../vite.config';
import { writeCompressedCopies } from './compress';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const clientDir = join(dist, 'client');
const pagesDir = join(dist, 'pages');

/** Every JS file a chunk needs before it runs: itself and its static imports, recursively. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(manifest, imported, seen))];
}

/**
 * Which chunk holds each source module: a page is found in Vite's manifest through its chunk's
 * file (a page whose chunk other chunks import from, its lazily loaded checks sharing its code,
 * is listed under the chunk, not its source).
 */
function chunksOfModules(output: RollupOutput): Map<string, string> {
  const chunkOfModule = new Map<string, string>();
  for (const chunk of output.output) {
    if (chunk.type === 'chunk') for (const id of chunk.moduleIds) chunkOfModule.set(id, chunk.fileName);
  }
  return chunkOfModule;
}

/**
 * What most islands share goes in one file: Preact, the hydration of an island and its frame (the
 * router, the page's data), the forms' parts, money, the hook that opens the wizard. At Lighthouse's
 * 4x a phone's main thread spends 10-15 ms on each file it receives (issue 45's tap trace), and the
 * calculator's island came in nine files; now three. Named one by one: a folder's worth would pull
 * in what one island alone uses (a dialog's library).
 */
const islandsCommon = [
  /\/node_modules\/preact\//,
  /vite\/preload-helper/,
  /\/src\/web\/islands\/(preact-react\.js|island\.tsx|registry\.ts|hydrate-island\.tsx)$/,
  /\/src\/web\/lib\/(router|page-data|zod-jitless|url-state|request|site-config|lazy-module)\.tsx?$/,
  /\/src\/web\/ui\/(Button|Field|toast-store)\.tsx?$/,
  /\/src\/content\/site\.ts$/,
  /\/src\/domain\/(money|number-format|windhoek-time)\.ts$/,
  /\/src\/web\/features\/consultation\/ConsultationProvider\.tsx$/,
  /\/src\/shared\/review-booking\.ts$/,
];

/**
 * What a feature's door (index.ts, issue 57) exports at once, for other features to show (the
 * newsletter box, the consultation's time step, a client's document row), is kept a file of its
 * own for each door the registry loads islands through: the registry imports those doors, and
 * Rollup puts what a module of the common file imports into that file, so every island loaded
 * them (issue 59: 3 KB gzip more on each, once the portal's pages were islands). The others are
 * left to Rollup (named as chunks, they took in what they share with other islands).
 */
const islandsExportedAtOnce = [
  ...new Set(
    [
      ...readFileSync(join(root, 'src/web/islands/registry.ts'), 'utf8').matchAll(
        /from '\.\.\/features\/([^/']+)';/g,
      ),
    ].map(([, feature]) => feature as string),
  ),
].flatMap((feature) =>
  [
    ...readFileSync(join(root, 'src/web/features', feature, 'index.ts'), 'utf8').matchAll(
      /} from '\.\/([^']+)';/g,
    ),
  ].map(([, file]) => `/src/web/features/${feature}/${file}`),
);

function islandsCommonChunk(id: string): string | undefined {
  const path = id.replace(/\\/g, '/');
  if (islandsCommon.some((pattern) => pattern.test(path))) return 'hydrate-island';
  const own = islandsExportedAtOnce.find((source) => path.replace(/\.tsx?$/, '').endsWith(source));
  return own ? basename(own) : undefined;
}

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136 and later) at the top of
 * each file of the islands' bundle: an island's file is loaded to run at once (hydration), and
 * every function of it is then compiled as the file loads, off the main thread, instead of one by
 * one on the main thread at its first call. Measured on the calculator's tap (issue 45, 40 rounds
 * in turns): median 190 against 203 ms, and the hydration no longer a long frame. Written into the
 * files as built: the minifier drops comments, and Vite puts its preload list first.
 */
async function compileWhenLoaded(output: RollupOutput): Promise<void> {
  for (const file of output.output) {
    if (file.type !== 'chunk') continue;
    const path = join(clientDir, file.fileName);
    await writeFile(path, `//# allFunctionsCalledOnLoad\n${await readFile(path, 'utf8')}`);
  }
}

/** The islands' bundle's entries (their files are named after them). */
const islandsInput = {
  'hydrate-island': 'src/web/islands/hydrate-island.tsx',
  'dialog-host': 'src/web/islands/dialog-host.tsx',
};

async function compressTree(directory: string): Promise<void> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) await compressTree(path);
    else await writeCompressedCopies(path);
  }
}

async function main() {
  const started = Date.now();
  const site = resolveSiteConfig(process.env);
  await rm(dist, { recursive: true, force: true });

  console.info('1/4 browser bundles');
  // The islands' own bundle (issue 45): the hydration of one island and the dialogs' host, their
  // components with Preact for React (vite.config.ts). The page's entry imports them by address.
  const islandsOutput = (await build({
    root,
    logLevel: 'warn',
    resolve: { alias: islandsRuntimeAliases },
    build: {
      emptyOutDir: false,
      copyPublicDir: false,
      manifest: '.vite/islands-manifest.json',
      // Entries another bundle imports: their exports are kept (an app's entries need none).
      rollupOptions: {
        input: islandsInput,
        preserveEntrySignatures: 'allow-extension',
        output: { manualChunks: islandsCommonChunk },
      },
    },
  })) as RollupOutput;
  await compileWhenLoaded(islandsOutput);
  const islandsManifest = JSON.parse(
    await readFile(join(clientDir, '.vite', 'islands-manifest.json'), 'utf8'),
  ) as Manifest;
  const islandEntry = (source: string) => {
    const file = islandsManifest[source]?.file;
    if (!file) throw new Error(`${source} is not in the islands' manifest`);
    return `/${file}`;
  };
  // As islands/loader.ts knows them.
  const islandRuntime = {
    hydrateIsland: islandEntry(islandsInput['hydrate-island']),
    dialogHost: islandEntry(islandsInput['dialog-host']),
  };
  // Everything else, with React: the entry, the pages hydrated whole, the back office.
  const browserOutput = (await build({
    root,
    logLevel: 'warn',
    define: { __ISLAND_RUNTIME__: JSON.stringify(islandRuntime) },
    build: { emptyOutDir: false },
  })) as RollupOutput;
  const chunkOfModule = chunksOfModules(browserOutput);
  const islandChunkOfModule = chunksOfModules(islandsOutput);

  console.info('2/4 prerender and server bundles');
  await build({
    root,
    logLevel: 'warn',
    build: { ssr: 'src/web/prerender.tsx', outDir: 'dist/prerender', emptyOutDir: true, manifest: false },
  });
  // The islands' HTML, rendered by Preact as the browser hydrates it (web/prerender.tsx loads it).
  await build({
    root,
    logLevel: 'warn',
    resolve: { alias: islandsRuntimeAliases },
    // Bundled, so their `react` is Preact too.
    ssr: { noExternal: [/^@radix-ui\//, /^@tanstack\//] },
    build: {
      ssr: 'src/web/islands/render-island.tsx',
      outDir: 'dist/prerender/islands',
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
    },
  });
  await build({
    root,
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir: 'dist/server',
      emptyOutDir: true,
      manifest: false,
      target: 'node20',
      // The FNA report worker is its own entry: it runs in a worker thread (server/pdf/fna-report-pool.ts).
      rollupOptions: {
        input: {
          start: 'src/server/start.ts',
          'fna-report-worker': 'src/server/pdf/fna-report-worker.ts',
          // Issue 43: an imported workbook is read in its own thread.
          'import-read-worker': 'src/server/features/imports/read-worker.ts',
          // Issue 58: a publish of the website renders the pages again in its own thread.
          'site-render-worker': 'src/server/features/website/render-worker.ts',
        },
      },
    },
  });

  console.info('3/4 prerendering pages');
  const prerender = (await import(
    pathToFileURL(join(dist, 'prerender', 'prerender.js')).href
  )) as PrerenderModule;
  const manifest = JSON.parse(await readFile(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const template = withLowPriorityEntry(await readFile(join(clientDir, 'index.html'), 'utf8'));
  await mkdir(pagesDir, { recursive: true });

  // What a page runs before it is interactive: the entry, the hydration code it loads after the
  // load event, and the page's chunk, each with its static imports.
  const entry = chunkFiles(manifest, 'index.html');
  const hydration = [...entry, ...chunkFiles(manifest, 'src/web/hydrate.tsx')];
  const interactiveScripts: Record<string, string[]> = {};
  // A page built as islands (issue 45) runs only the entry before it is touched; each island's
  // code (the hydration of one island, Preact, its component) is listed apart, loaded at its first touch.
  const islandScripts: Record<string, string[]> = {};
  const keyIn = (chunks: Map<string, string>, inManifest: Manifest) => (source: string, owner: string) => {
    const chunkFile = chunks.get(join(root, source));
    const key =
      chunkFile && Object.keys(inManifest).find((candidate) => inManifest[candidate]?.file === chunkFile);
    if (!key) throw new Error(`${source} (${owner}) is not in the Vite manifest`);
    return key;
  };
  const chunkKeyOf = keyIn(chunkOfModule, manifest);
  const islandChunkKeyOf = keyIn(islandChunkOfModule, islandsManifest);
  for (const [name, module] of Object.entries(prerender.islandModules)) {
    islandScripts[name] = [
      ...new Set([
        ...chunkFiles(islandsManifest, islandsInput['hydrate-island']),
        ...chunkFiles(islandsManifest, islandChunkKeyOf(module.source, `island ${name}`)),
      ]),
    ].map((file) => `/${file}`);
  }
  const rendered = await renderSite(prerender, { template, site, islandScripts });
  const pageIslands: Record<string, string[]> = {};
  const frontendManifest: FrontendManifest = {
    pages: {},
    shellRoutes: [...prerender.pages, ...prerender.backOfficePages]
      .filter((page) => page.kind === 'admin')
      .map((page) => page.path),
    shell: 'shell.html',
    notFound: '404.html',
  };
  for (const page of rendered.pages) {
    const source = prerender.pageModules[page.path]?.source;
    const sourceKey = source ? chunkKeyOf(source, `page ${page.path}`) : undefined;
    // No module preloads in the head (issue 22): they competed with the style sheet for the first
    // paint. The page's code is fetched after the load event (src/web/main.tsx).
    if (prerender.islandPages.has(page.path)) {
      // The entry, and the islands that run without a touch (`load`; `visible`, in view at once).
      const untouched = [...page.body.matchAll(/<div[^>]*\bdata-island="([^"]+)"[^>]*>/g)]
        .filter((match) => /\bdata-hydrate="(load|visible)"/.test(match[0]))
        .flatMap((match) => islandScripts[match[1] as string] ?? []);
      interactiveScripts[page.path] = [...new Set([...entry.map((file) => `/${file}`), ...untouched])];
      pageIslands[page.path] = [
        ...new Set([...page.body.matchAll(/data-island="([^"]+)"/g)].map((match) => match[1] as string)),
      ];
    } else {
      interactiveScripts[page.path] = [
        ...new Set([...hydration, ...(sourceKey ? chunkFiles(manifest, sourceKey) : [])]),
      ].map((file) => `/${file}`);
    }
    const file = pageFileName(page.path);
    await writeFile(join(pagesDir, file), page.html);
    frontendManifest.pages[page.path] = file;
    if (page.variants) {
      const files: Record<string, string> = {};
      for (const [value, html] of Object.entries(page.variants.pages)) {
        const variantFile = file.replace(/\.html$/, `--${page.variants.param}-${value}.html`);
        await writeFile(join(pagesDir, variantFile), html);
        files[value] = variantFile;
      }
      frontendManifest.pageVariants = {
        ...frontendManifest.pageVariants,
        [page.path]: { param: page.variants.param, pages: files },
      };
    }
    if (page.template) {
      const templateFile = file.replace(/\.html$/, '.template.html');
      await writeFile(join(pagesDir, templateFile), page.template);
      frontendManifest.dynamicPages = { ...frontendManifest.dynamicPages, [page.path]: templateFile };
    }
  }
  await writeFile(join(pagesDir, '404.html'), rendered.notFound);
  await writeFile(join(pagesDir, 'shell.html'), rendered.shell);
  await writeFile(join(pagesDir, 'shell.template.html'), rendered.shellTemplate);
  frontendManifest.shellTemplate = 'shell.template.html';
  frontendManifest.interactiveScripts = interactiveScripts;
  frontendManifest.islandScripts = islandScripts;
  frontendManifest.pageIslands = pageIslands;
  await writeFile(join(pagesDir, 'manifest.json'), `${JSON.stringify(frontendManifest, null, 2)}\n`);

  const publicPaths = prerender.pages
    .filter((page) => page.kind === 'public' && !page.noindex)
    .map((page) => page.path);
  await writeFile(
    join(clientDir, 'robots.txt'),
    [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /pipeline',
      'Disallow: /api/',
      '',
      `Sitemap: ${site.siteUrl}/sitemap.xml`,
      '',
    ].join('\n'),
  );
  await writeFile(
    join(clientDir, 'sitemap.xml'),
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...publicPaths.map((path) => `  <url><loc>${escapeHtml(site.siteUrl + path)}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n'),
  );
  await writeFile(join(dist, 'site-config.json'), `${JSON.stringify(site, null, 2)}\n`);

  console.info('4/4 compressing');
  await compressTree(clientDir);
  await compressTree(pagesDir);
  console.info(
    `built ${Object.keys(frontendManifest.pages).length} prerendered pages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
