import { describe, expect, it } from 'vitest';
import { dataCollected, legalSections } from './legal';
import { defaultSiteConfig } from './site';

describe('legal pages', () => {
  const site = {
    ...defaultSiteConfig,
    businessName: 'Test Advisers',
    email: 'privacy@example.com',
    phone: '+264 61 111 1111',
  };
  const sections = legalSections(site);
  const text = (path: keyof typeof sections) =>
    sections[path]
      .flatMap((section) => [section.heading, ...(section.paragraphs ?? []), ...(section.list ?? [])])
      .join('\n');

  it('builds each page from the site configuration', () => {
    for (const path of ['/privacy', '/terms', '/compliance'] as const) {
      expect(text(path)).toContain('Test Advisers');
    }
    expect(text('/privacy')).toContain('privacy@example.com');
    expect(text('/compliance')).toContain(site.registration);
  });

  it('says what each form collects, who sees it, how long it is kept and how to ask for it', () => {
    const privacy = text('/privacy');
    for (const item of dataCollected) expect(privacy).toContain(item.where);
    for (const heading of ['Who sees your information', 'How long we keep it', 'Your rights']) {
      expect(privacy).toContain(heading);
    }
    expect(privacy).toMatch(/copy .* correct .* delete/);
  });

  it('carries the information-only disclaimer and a complaints route', () => {
    expect(text('/terms')).toContain('is for general information only and is not investment advice');
    expect(text('/compliance')).toContain('NAMFISA');
    expect(sections['/compliance'].find((section) => section.heading === 'Complaints')?.list).toHaveLength(3);
  });
});
