/**
 * The house rules of docs/architecture.md ("Layers and rules"), checked by `npm run lint` (issue 57).
 * Packages and Node's own modules are not a layer: every layer may use them. Each rule's comment
 * is what the build prints when it is broken: it says what to do instead.
 * `npm run lint:deps` runs this alone; reliability/fixtures/house-rules/ holds one deliberate
 * breach per rule, and src/house-rules.test.ts proves each is caught.
 */
/** The browser's route tables: each loads its pages lazily, by the page's own module. */

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment:
        'An import cycle: these modules need each other. Move what both need (often a type) into a module of its own that imports neither, or down a layer.',
      from: { path: '^(src|scripts|e2e|reliability)/' },
      to: { circular: true },
    },
    {
      name: 'domain-imports-domain',
      severity: 'error',
      comment:
        'src/domain holds pure rules and figures and imports only src/domain. Move the value or table it needs down into src/domain (shared and content can re-export it).',
      from: { path: '^src/domain/' },
      to: { path: '^src/', pathNot: '^src/domain/' },
    },
    {
      name: 'shared-imports-domain-and-shared',
      severity: 'error',
      comment:
        'src/shared (the schemas and value lists both sides use) imports only src/domain and src/shared. Move what it needs from content down into shared or domain, and let content import it from there.',
      from: { path: '^src/shared/' },
      to: { path: '^src/', pathNot: '^src/(domain|shared)/' },
    },
    {
      name: 'content-imports-shared-and-domain',
      severity: 'error',
      comment:
        'src/content (the business content) imports only src/domain, src/shared and src/content. What the server or the browser does with it belongs there, not here.',
      from: { path: '^src/content/' },
      to: { path: '^src/', pathNot: '^src/(domain|shared|content)/' },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      comment:
        'src/server never imports src/web. What both sides need goes into src/shared (schemas, value lists) or src/domain (rules and figures).',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      comment:
        'src/web never imports src/server (it would ship server code to the browser). What both sides need goes into src/shared or src/domain.',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'feature-through-its-door',
      severity: 'error',
      comment:
        "Another feature is reached only through its index.ts. Export what you need from that feature's index.ts (or, if two features need it, move it into src/shared or a module both import) and import the folder.",
      from: { path: '^src/(server|web)/features/([^/]+)/' },
      to: {
        path: '^src/$1/features/[^/]+/.',
        pathNot: ['^src/$1/features/$2/', '^src/$1/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'outside-through-the-door',
      severity: 'error',
      comment:
        "Code outside the features reaches a feature only through its index.ts. Export what you need from that feature's index.ts, or move it out of the feature if it is not the feature's own.",
      from: { path: '^src/(server|web)/', pathNot: '^src/(server|web)/features/' },
      to: { path: '^src/$1/features/[^/]+/.', pathNot: '^src/$1/features/[^/]+/index\\.tsx?$' },
    },
    {
      name: 'pages-load-lazily',
      severity: 'error',
      comment:
        "A feature's index.ts offers its pages (`*Page.tsx`) as loaders, `export const loadShopPage = () => import('./ShopPage')`, never at once: each page stays a chunk of its own, loaded when its route is visited (the route tables, web/routes.tsx, web/admin-pages.ts and web/islands/registry.ts, take the loaders from the index).",
      from: { path: '^src/web/features/([^/]+)/index\\.tsx?$' },
      to: { path: '^src/web/features/$1/.*Page\\.tsx$', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'migrations-stand-alone',
      severity: 'error',
      comment:
        'A migration is frozen once it ships: it imports packages and its own frozen copies (src/server/db/migrations/frozen/), nothing else of the repository. Copy the data or code it needs into frozen/, as it is when the migration is written, so a later change to the live code cannot change what the migration does on a new database.',
      from: {
        path: '^src/server/db/migrations/',
        pathNot: ['\\.test\\.ts$', '^src/server/db/migrations/index\\.ts$'],
      },
      to: { path: '^(src|scripts)/', pathNot: '^src/server/db/migrations/frozen/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The house rules' own test breaks each rule on purpose there (scripts/house-rules.test.ts).
    exclude: { path: '^(dist|data|test-results|node_modules|scripts/house-rules/fixture)/' },
    // Type-only imports count: a cycle of types is a cycle of modules to read.
    tsPreCompilationDeps: true,
    // The tool reads the sources with TypeScript 5's JavaScript API (the `typescript` package);
    // TypeScript 7, which type-checks (`typescript-7`), has none.
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    moduleSystems: ['es6', 'cjs'],
    skipAnalysisNotInRules: true,
  },
};
