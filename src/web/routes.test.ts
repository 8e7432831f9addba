import { describe, expect, it } from 'vitest';
import { backOfficeGroups, backOfficePages, mostUsedSections } from '../content/back-office-pages';
import { findPageIn, isBackOfficePath, pages } from '../content/pages';
import { resolveSiteConfig } from '../content/site-env';

describe('the route table', () => {
  it('has the code of every page', async () => {
    // The build injects the site configuration; here it is the default one.
    Object.assign(globalThis, { __SITE_CONFIG__: resolveSiteConfig({}) });
    const { pageModules } = await import('./routes');
    expect(pages.map((page) => page.path).filter((path) => !pageModules[path])).toEqual([]);
  });

  it('loads the back office apart: each of its pages has its code, none is a public route', async () => {
    Object.assign(globalThis, { __SITE_CONFIG__: resolveSiteConfig({}) });
    const { adminPages } = await import('./admin-pages');
    const { pageModules } = await import('./routes');
    expect(backOfficePages.map((page) => page.path).sort()).toEqual(Object.keys(adminPages).sort());
    for (const page of backOfficePages) {
      expect(isBackOfficePath(page.path.replace(':id', 'x')), page.path).toBe(true);
      expect(pageModules[page.path], page.path).toBeUndefined();
    }
    expect(pages.filter((page) => isBackOfficePath(page.path))).toEqual([]);
  });

  it('leads every section of the back office’s navigation to one of its pages, and the bar’s to the menu’s', () => {
    const sections = backOfficeGroups.flatMap((group) => group.sections);
    expect(sections.filter((section) => !findPageIn(backOfficePages, section.to))).toEqual([]);
    expect(
      mostUsedSections.filter((section) => !sections.some((listed) => listed.to === section.to)),
    ).toEqual([]);
    expect(mostUsedSections).toHaveLength(5);
  });
});
