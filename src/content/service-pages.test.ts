import { describe, expect, it } from 'vitest';
import { servicePages } from './service-pages';
import { services } from './services';

describe('service pages', () => {
  it('has a page body for each of the 20 services, and none other', () => {
    expect(services).toHaveLength(20);
    expect(Object.keys(servicePages).sort()).toEqual(services.map((service) => service.slug).sort());
  });

  it.each(services.map((service) => [service.slug]))('%s: benefits, what is included, four steps', (slug) => {
    const page = servicePages[slug as keyof typeof servicePages];
    expect(page.intro.length).toBeGreaterThan(20);
    expect(page.benefits.length).toBeGreaterThanOrEqual(3);
    expect(page.included.length).toBeGreaterThanOrEqual(3);
    expect(page.process).toHaveLength(4);
    for (const text of [
      ...page.benefits,
      ...page.included,
      ...page.process.flatMap((step) => [step.title, step.text]),
    ]) {
      expect(text.trim()).toBe(text);
      expect(text.length).toBeGreaterThan(3);
    }
    // Lists do not repeat themselves.
    expect(new Set(page.benefits).size).toBe(page.benefits.length);
    expect(new Set(page.included).size).toBe(page.included.length);
  });
});
