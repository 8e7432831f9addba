import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The house rules (issue 57, `.dependency-cruiser.cjs`) catch what they say they catch: run on a
 * small tree laid out as `src/` is (scripts/house-rules/fixture), holding one deliberate breach of
 * each rule and an allowed import beside each, they report exactly the breaches.
 */
const root = resolve(import.meta.dirname, '..');
const fixture = join(root, 'scripts/house-rules/fixture');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

function cruise(): Violation[] {
  let output: string;
  try {
    output = execFileSync(
      process.execPath,
      [
        join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
        '--config',
        join(root, '.dependency-cruiser.cjs'),
        '--output-type',
        'json',
        'src',
      ],
      { cwd: fixture, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (error) {
    // Violations make the tool exit non-zero; its report is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  return (JSON.parse(output) as { summary: { violations: Violation[] } }).summary.violations;
}

describe('the house rules', () => {
  const violations = cruise();
  const found = violations
    .map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`)
    .sort();

  it('report each deliberate breach, and nothing allowed', () => {
    expect(found).toEqual(
      [
        'content-imports-shared-and-domain: src/content/text.ts → src/server/features/b/index.ts',
        'domain-imports-domain: src/domain/rate.ts → src/shared/list.ts',
        'feature-through-its-door: src/server/features/a/service.ts → src/server/features/b/repository.ts',
        'migrations-stand-alone: src/server/db/migrations/0001_example.ts → src/server/features/b/index.ts',
        // A cycle whose one edge is a type-only import is a cycle.
        'no-cycle: src/cycle/first.ts → src/cycle/second.ts',
        'outside-through-the-door: src/server/app.ts → src/server/features/b/repository.ts',
        // A route table reaching past the door; the loader it takes from the door is allowed.
        'outside-through-the-door: src/web/routes.tsx → src/web/features/shop/BasketPage.tsx',
        // A door exporting a page at once; the page it offers as a loader is allowed.
        'pages-load-lazily: src/web/features/shop/index.ts → src/web/features/shop/ShopPage.tsx',
        'server-not-web: src/server/app.ts → src/web/page.ts',
        'shared-imports-domain-and-shared: src/shared/list.ts → src/content/text.ts',
        'web-not-server: src/web/page.ts → src/server/features/a/service.ts',
      ].sort(),
    );
  });

  it('find a query built outside a repository, and only there', () => {
    let output = '';
    let status = 0;
    try {
      execFileSync(
        process.execPath,
        [
          join(root, 'node_modules/tsx/dist/cli.mjs'),
          join(root, 'scripts/queries-in-repositories.ts'),
          'src/server/features',
        ],
        { cwd: fixture, encoding: 'utf8', stdio: 'pipe' },
      );
    } catch (error) {
      status = (error as { status: number }).status;
      output = (error as { stderr: string }).stderr;
    }
    expect(status).toBe(1);
    const files = output
      .split('\n')
      .filter((line) => line.includes('outside a repository. Move'))
      .map((line) => line.split(':')[0]);
    expect(files).toEqual(['src/server/features/b/service.ts']);
    // It says what to do instead.
    expect(output).toContain("Move the query into the feature's repository");
  });

  it('find a feature without a door', () => {
    let output = '';
    let status = 0;
    try {
      execFileSync(
        process.execPath,
        [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'scripts/feature-doors.ts'), 'src'],
        { cwd: fixture, encoding: 'utf8', stdio: 'pipe' },
      );
    } catch (error) {
      status = (error as { status: number }).status;
      output = (error as { stderr: string }).stderr;
    }
    expect(status).toBe(1);
    expect(
      output
        .trim()
        .split('\n')
        .map((line) => line.split(' ')[0]),
    ).toEqual(['src/server/features/a']);
  });

  it('name every rule of the rule set, so a rule nobody can break is found', async () => {
    const { default: rules } = (await import(join(root, '.dependency-cruiser.cjs'))) as {
      default: { forbidden: { name: string; comment: string }[] };
    };
    const broken = new Set(violations.map((violation) => violation.rule.name));
    expect(rules.forbidden.map((rule) => rule.name).filter((name) => !broken.has(name))).toEqual([]);
    // Each says what to do instead.
    for (const rule of rules.forbidden) expect(rule.comment.length).toBeGreaterThan(60);
  });
});
