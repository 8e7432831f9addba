import { describe, expect, it } from 'vitest';
import { ConfigError, databaseTarget, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({ dialect: 'sqlite', filename: 'data/app.db' });
    expect(config.rateLimitPublicPost).toBe(60);
    expect(config.site.businessName).toBe('Example Financial Advisers');
  });

  it('reads PORT, HOST and empty values as unset', () => {
    const config = loadConfig({ PORT: '8080', HOST: '0.0.0.0', LOG_LEVEL: '' });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.logLevel).toBe('info');
  });

  it('names every bad variable, site settings included', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', SITE_EMAIL: 'nobody' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('LOG_LEVEL');
    expect(message).toContain('SITE_EMAIL');
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('keeps 20 PostgreSQL connections unless DATABASE_POOL_SIZE says, and refuses a bad size', () => {
    const url = 'postgres://user@db.example.com/adviser';
    expect(loadConfig({ DATABASE_URL: url }).database).toEqual({
      dialect: 'postgres',
      connectionString: url,
      poolSize: 20,
    });
    expect(loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '8' }).database).toMatchObject({
      poolSize: 8,
    });
    // A SQLite file has no pool.
    expect(loadConfig({ DATABASE_POOL_SIZE: '8' }).database).toEqual({
      dialect: 'sqlite',
      filename: 'data/app.db',
    });
    for (const bad of ['0', '1', '201', 'ten', '2.5'])
      expect(() => loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE/);
  });
});

describe('ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('ensures that admin account when both are set', () => {
    expect(
      loadConfig({ ADMIN_EMAIL: 'adviser@example.com', ADMIN_PASSWORD: 'twelve chars' }).adminAccount,
    ).toEqual({ email: 'adviser@example.com', password: 'twelve chars' });
    expect(loadConfig({}).adminAccount).toBeUndefined();
    // The installer's first owner (issue 56): an address alone makes nothing at start.
    expect(loadConfig({ ADMIN_EMAIL: 'adviser@example.com' }).adminAccount).toBeUndefined();
  });

  it.each([
    [{ ADMIN_PASSWORD: 'a long password here' }, /ADMIN_PASSWORD: set ADMIN_EMAIL with it/],
    [
      { ADMIN_EMAIL: 'adviser@example.com', ADMIN_PASSWORD: 'short' },
      /ADMIN_PASSWORD: at least 12 characters/,
    ],
    [{ ADMIN_EMAIL: 'not an email', ADMIN_PASSWORD: 'a long password here' }, /ADMIN_EMAIL/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('FAKE_NOW (tests only)', () => {
  it('sets where the clock starts under NODE_ENV=test', () => {
    expect(loadConfig({ NODE_ENV: 'test', FAKE_NOW: '2024-01-15T08:00:00Z' }).fakeNow?.toISOString()).toBe(
      '2024-01-15T08:00:00.000Z',
    );
    expect(loadConfig({ NODE_ENV: 'test' }).fakeNow).toBeUndefined();
  });

  it('is refused outside tests, and when it is not a time', () => {
    expect(() => loadConfig({ FAKE_NOW: '2024-01-15T08:00:00Z' })).toThrow(
      /FAKE_NOW: only allowed with NODE_ENV=test/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', FAKE_NOW: 'yesterday' })).toThrow(/FAKE_NOW/);
  });
});

describe('databaseTarget', () => {
  it.each([
    [undefined, { dialect: 'sqlite', filename: 'data/app.db' }],
    ['', { dialect: 'sqlite', filename: 'data/app.db' }],
    [
      'postgres://u:p@127.0.0.1:5432/app',
      { dialect: 'postgres', connectionString: 'postgres://u:p@127.0.0.1:5432/app' },
    ],
    ['postgresql://127.0.0.1/app', { dialect: 'postgres', connectionString: 'postgresql://127.0.0.1/app' }],
    ['/var/lib/site/site.db', { dialect: 'sqlite', filename: '/var/lib/site/site.db' }],
    ['sqlite:./tmp/x.db', { dialect: 'sqlite', filename: './tmp/x.db' }],
    [':memory:', { dialect: 'sqlite', filename: ':memory:' }],
  ])('%s', (url, target) => {
    expect(databaseTarget(url)).toEqual(target);
  });
});
