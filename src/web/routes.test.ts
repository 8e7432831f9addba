import { describe, expect, it } from 'vitest';
import { pages } from '../content/pages';
import { resolveSiteConfig } from '../content/site-env';

describe('the route table', () => {
  it('has the code of every page', async () => {
    // The build injects the site configuration; here it is the default one.
    Object.assign(globalThis, { __SITE_CONFIG__: resolveSiteConfig({}) });
    const { pageModules } = await import('./routes');
    expect(pages.map((page) => page.path).filter((path) => !pageModules[path])).toEqual([]);
  });
});
