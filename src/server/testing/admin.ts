import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Role } from '../../shared/roles';
import { saveAccount } from '../features/admin';
import type { TestApp } from './app';

/** An obviously fake admin for the tests (an owner, as the first account is). */
export const testAdmin = { email: 'adviser@example.com', password: 'correct horse battery staple' };

/** One obviously fake account per role (issue 34). */
export const testAccounts: Record<Role, { email: string; password: string; role: Role }> = {
  owner: { ...testAdmin, role: 'owner' },
  adviser: { email: 'second-adviser@example.com', password: 'a second adviser’s password', role: 'adviser' },
  assistant: { email: 'assistant@example.com', password: 'the assistant’s own password', role: 'assistant' },
};

export interface AdminClient {
  cookie: string;
  origin: string;
  /** `inject` with the session cookie and the site's Origin. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export function siteOrigin(testApp: TestApp): string {
  return new URL(testApp.config.site.siteUrl).origin;
}

let address = 0;
/** A new client address for each call, so that only the tests that mean to hit the per-address lockout do. */
function nextAddress(): string {
  address += 1;
  return `10.7.${Math.floor(address / 250)}.${address % 250}`;
}

/** `POST /api/admin/login` with `body`, from `ip` (a fresh address by default), with the site's Origin unless told. */
export function postLogin(
  testApp: TestApp,
  body: unknown,
  options: { ip?: string; origin?: string | null } = {},
): Promise<LightMyRequestResponse> {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: {
      'content-type': 'application/json',
      ...(options.origin === null ? {} : { origin: options.origin ?? siteOrigin(testApp) }),
    },
    remoteAddress: options.ip ?? nextAddress(),
    payload: JSON.stringify(body),
  });
}

/** Creates the test admin (once per database) and signs in, answering a client carrying the session. */
export async function signInAdmin(
  testApp: TestApp,
  account: { email: string; password: string; role?: Role } = testAdmin,
): Promise<AdminClient> {
  const existing = await testApp.database.handle.db
    .selectFrom('admin_users')
    .select('id')
    .where('email', '=', account.email)
    .executeTakeFirst();
  if (!existing)
    await saveAccount(
      testApp.database.handle,
      { email: account.email, password: account.password, role: account.role, mode: 'create', by: 'test' },
      new Date(),
    );
  const origin = siteOrigin(testApp);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { origin, 'content-type': 'application/json' },
    payload: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const setCookie = String(response.headers['set-cookie']);
  const cookie = setCookie.split(';')[0] as string;
  return {
    cookie,
    origin,
    request: (options) =>
      testApp.app.inject({
        ...options,
        headers: { origin, cookie, ...(options.headers ?? {}) },
      } as InjectOptions),
  };
}
