import { describe, expect, it } from 'vitest';
import { withoutJavaScript } from './bench-pages';

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
