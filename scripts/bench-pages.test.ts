import { lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { withoutJavaScript, writeStaticBuild } from './bench-static-copy';

describe('withoutJavaScript (the static copy the bench measures against)', () => {
  it('drops scripts and module preloads, keeps the style sheet, structured data and the content', () => {
    const html = `<head>
    <link rel="stylesheet" crossorigin href="/assets/index.css">
    <script type="application/ld+json">{"@type":"FinancialService"}</script>
    <link rel="modulepreload" crossorigin href="/assets/Home.js" />
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head><body><div id="root"><h1>Plan your future</h1></div><script>var inline = 1;</script></body>`;
    const copy = withoutJavaScript(html);
    expect(copy).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(copy).toContain('application/ld+json');
    expect(copy).toContain('<h1>Plan your future</h1>');
    expect(copy).not.toContain('modulepreload');
    expect(copy).not.toContain('index.js');
    expect(copy).not.toContain('var inline');
  });
});

describe('writeStaticBuild (issue 30: the copy is served by the site’s own server)', () => {
  it('writes the pages and templates without scripts, compressed as the build does, and links the rest', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'adviser-static-build-'));
    try {
      const dist = join(directory, 'dist');
      mkdirSync(join(dist, 'pages'), { recursive: true });
      mkdirSync(join(dist, 'client', 'assets'), { recursive: true });
      const body = `<p>${'Plan your retirement with a Namibian adviser. '.repeat(20)}</p>`;
      const page = `<html><head><script type="module" src="/assets/index.js"></script></head><body>${body}</body></html>`;
      writeFileSync(join(dist, 'pages', 'index.html'), page);
      writeFileSync(join(dist, 'pages', 'index.html.gz'), 'stale');
      writeFileSync(join(dist, 'pages', 'workshops.template.html'), `${page}<!--page-data-->`);
      writeFileSync(join(dist, 'pages', 'manifest.json'), '{"pages":{}}');
      writeFileSync(join(dist, 'client', 'assets', 'index.css'), 'body{}');
      writeFileSync(join(dist, 'site-config.json'), '{}');

      const copy = join(directory, 'copy');
      await writeStaticBuild(dist, copy);
      const html = readFileSync(join(copy, 'pages', 'index.html'), 'utf8');
      expect(html).toBe(`<html><head></head><body>${body}</body></html>`);
      expect(gunzipSync(readFileSync(join(copy, 'pages', 'index.html.gz'))).toString()).toBe(html);
      expect(brotliDecompressSync(readFileSync(join(copy, 'pages', 'index.html.br'))).toString()).toBe(html);
      expect(readFileSync(join(copy, 'pages', 'workshops.template.html'), 'utf8')).toBe(
        `<html><head></head><body>${body}</body></html><!--page-data-->`,
      );
      expect(readFileSync(join(copy, 'pages', 'manifest.json'), 'utf8')).toBe('{"pages":{}}');
      expect(lstatSync(join(copy, 'client')).isSymbolicLink()).toBe(true);
      expect(lstatSync(join(copy, 'site-config.json')).isSymbolicLink()).toBe(true);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
