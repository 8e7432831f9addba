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

describe('the opening hours from SITE_HOURS_*', () => {
  const open = (from: string, to: string) => ({ open: from, close: to });

  it.each([
    [
      'the defaults: Monday to Friday 9 to 6, Saturday 9 to 2',
      {},
      { weekdays: open('09:00', '18:00'), fri: open('09:00', '18:00'), sat: open('09:00', '14:00') },
    ],
    [
      // Friday is not named, so it is closed; the weekend keeps its default.
      'weekdays to Thursday',
      { SITE_HOURS_WEEKDAYS: 'Mon-Thu 8AM-5PM' },
      { weekdays: open('08:00', '17:00'), fri: null, sat: open('09:00', '14:00') },
    ],
    [
      'Saturday morning on the 24-hour clock',
      { SITE_HOURS_SATURDAY: 'Sat 08:30-12:30' },
      { weekdays: open('09:00', '18:00'), fri: open('09:00', '18:00'), sat: open('08:30', '12:30') },
    ],
  ])('%s', (_name, env, expected) => {
    const { hours } = resolveSiteConfig(env);
    for (const day of ['mon', 'tue', 'wed', 'thu'] as const) expect(hours[day]).toEqual(expected.weekdays);
    expect(hours.fri).toEqual(expected.fri);
    expect(hours.sat).toEqual(expected.sat);
    expect(hours.sun).toBeNull();
  });

  it('refuses a line it cannot read, naming the variable', () => {
    expect(() => resolveSiteConfig({ SITE_HOURS_WEEKDAYS: 'By appointment' })).toThrow(
      /SITE_HOURS_WEEKDAYS: days and hours such as/,
    );
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
