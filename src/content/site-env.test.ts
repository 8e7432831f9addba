import { describe, expect, it } from 'vitest';
import { defaultSiteConfig, telHref, whatsappHref } from './site';
import { resolveSiteConfig, SiteConfigError } from './site-env';

describe('resolveSiteConfig', () => {
  it('uses the example defaults when nothing is set', () => {
    expect(resolveSiteConfig({})).toEqual(defaultSiteConfig);
  });

  it('lets SITE_* variables override single fields, nested ones too', () => {
    const config = resolveSiteConfig({
      SITE_PHONE: '+264 81 123 4567',
      SITE_EMAIL: 'office@example.org',
      SITE_SOCIAL_VIDEO_URL: 'https://video.example.org/channel',
      SITE_URL: 'https://advice.example.org/',
    });
    expect(config.phone).toBe('+264 81 123 4567');
    expect(config.email).toBe('office@example.org');
    expect(config.social.video).toEqual({ name: 'YouTube', url: 'https://video.example.org/channel' });
    expect(config.siteUrl).toBe('https://advice.example.org');
    expect(config.adviserName).toBe(defaultSiteConfig.adviserName);
  });

  it('ignores blank variables', () => {
    expect(resolveSiteConfig({ SITE_PHONE: '   ' }).phone).toBe(defaultSiteConfig.phone);
  });

  it('names every bad variable', () => {
    let error: unknown;
    try {
      resolveSiteConfig({ SITE_EMAIL: 'not-an-email', SITE_WHATSAPP: '+264 81', SITE_URL: 'nope' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SiteConfigError);
    const problems = (error as SiteConfigError).problems.join('\n');
    expect(problems).toContain('SITE_EMAIL');
    expect(problems).toContain('SITE_WHATSAPP');
    expect(problems).toContain('SITE_URL');
  });

  it('reads BACKUP_KEEP_DAYS as whole days, 0 to 3650 (the privacy page states it)', () => {
    expect(resolveSiteConfig({}).backupKeepDays).toBe(35);
    expect(resolveSiteConfig({ BACKUP_KEEP_DAYS: '7' }).backupKeepDays).toBe(7);
    expect(resolveSiteConfig({ BACKUP_KEEP_DAYS: '0' }).backupKeepDays).toBe(0);
    for (const bad of ['a month', '3.5', '-1', '4000'])
      expect(() => resolveSiteConfig({ BACKUP_KEEP_DAYS: bad }), bad).toThrow(/BACKUP_KEEP_DAYS: /);
  });

  it('does not let an override leak into the defaults', () => {
    resolveSiteConfig({ SITE_SOCIAL_PHOTO_URL: 'https://photos.example.org/x' });
    expect(defaultSiteConfig.social.photo.url).toBe('https://www.instagram.com/example');
  });
});

describe('links', () => {
  it('builds a dialable tel: link from a formatted number', () => {
    expect(telHref('+264 (61) 000-0000')).toBe('tel:+264610000000');
  });

  it('builds a wa.me link with encoded text', () => {
    expect(whatsappHref('264810000000')).toBe('https://wa.me/264810000000');
    expect(whatsappHref('264810000000', 'Hi & hello')).toBe(
      'https://wa.me/264810000000?text=Hi%20%26%20hello',
    );
  });
});
