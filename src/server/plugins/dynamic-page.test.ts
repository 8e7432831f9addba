import { describe, expect, it } from 'vitest';
import { DynamicPage, type PageRenderer } from './frontend';

const renderer: PageRenderer = {
  renderPage: async (_url, data) => `<p>${String(data)}</p>`,
  dynamicPageData: () => '',
};

function pageWith(load: () => Promise<unknown>) {
  return new DynamicPage('/workshops', '<div id="root"><!--app--></div><!--page-data-->', renderer, load);
}

describe('a page rendered from current data', () => {
  it('shares the read in flight between requests that come meanwhile, and reads again after', async () => {
    let reads = 0;
    const page = pageWith(async () => {
      reads += 1;
      return `read ${reads}`;
    });
    const together = await Promise.all([page.current(), page.current(), page.current()]);
    expect(reads).toBe(1);
    expect(together[1]).toBe(together[0]);
    expect(together[0].identity.body.toString()).toContain('read 1');
    const later = await page.current();
    expect(reads).toBe(2);
    expect(later.identity.body.toString()).toContain('read 2');
  });

  it('does not hand a failed read to the requests after it', async () => {
    let fail = true;
    const page = pageWith(async () => {
      if (fail) throw new Error('database away');
      return 'back';
    });
    await expect(Promise.all([page.current(), page.current()])).rejects.toThrow('database away');
    fail = false;
    expect((await page.current()).identity.body.toString()).toContain('back');
  });
});
