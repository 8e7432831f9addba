import { describe, expect, it } from 'vitest';
import { dataCollected, legalDefaults, legalSections, legalUpdated, legalUpdatedOn } from './legal';
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

  it('shows the practice’s own words for a block the adviser rewrote, the site’s for the others (issue 58)', () => {
    const written = legalSections({
      ...site,
      legalTexts: { html: { independence: '<p>We are tied to one insurer.</p>' }, updated: '2026-12-06' },
    });
    const independence = written['/compliance'].find((section) => section.heading === 'Independence');
    expect(independence).toEqual({ heading: 'Independence', html: '<p>We are tied to one insurer.</p>' });
    const complaints = written['/compliance'].find((section) => section.heading === 'Complaints');
    expect(complaints?.list?.[0]).toBe(
      'Tell us first: privacy@example.com, +264 61 111 1111 or 1 Example Street, Windhoek, Namibia. We acknowledge a complaint within 2 working days and answer it in full within 14 days.',
    );
    // The site's words are the Website area's starting point, the same text as the page's.
    expect(legalDefaults(site).complaints.split('\n')[0]).toBe(`- ${complaints?.list?.[0]}`);
    expect(legalUpdatedOn({ ...site, legalTexts: { html: {}, updated: '2026-12-06' } })).toBe(
      '6 December 2026',
    );
    expect(legalUpdatedOn(site)).toBe(legalUpdated);
  });

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
