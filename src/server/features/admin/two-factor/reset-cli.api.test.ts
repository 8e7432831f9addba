import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../../db';
import { createFieldCipher, setFieldCipher } from '../../../db/field-crypto';
import { testDataKey } from '../../../testing/databases';
import { saveAccount } from '../service';

const run = promisify(execFile);

/** `npm run admin -- reset-2fa <email>` (issue 21): a lost phone or passkey, from the terminal. */
describe('npm run admin -- reset-2fa', () => {
  it('removes the account’s second factors and recovery codes and ends its sessions', async () => {
    setFieldCipher(createFieldCipher(testDataKey));
    const filename = join(mkdtempSync(join(tmpdir(), 'adviser-reset-')), 'app.db');
    const database = openDatabase({ dialect: 'sqlite', filename });
    const stamp = '2026-11-25T08:00:00.000Z';
    try {
      await migrateToLatest(database.db);
      await saveAccount(
        database,
        {
          email: 'lost.phone@example.com',
          password: 'correct horse battery staple',
          mode: 'create',
          by: 'test',
        },
        new Date(stamp),
      );
      const { id } = await database.db.selectFrom('admin_users').select('id').executeTakeFirstOrThrow();
      await database.db
        .insertInto('admin_totp')
        .values({ admin_id: id, secret: 'x', last_step: 0, created_at: stamp })
        .execute();
      await database.db
        .insertInto('admin_recovery_codes')
        .values({ id: 'r1', admin_id: id, code_hash: 'h1', created_at: stamp, used_at: null })
        .execute();
      await database.db
        .insertInto('admin_sessions')
        .values({
          token_hash: 't1',
          admin_id: id,
          created_at: stamp,
          last_seen_at: stamp,
          expires_at: '2099-01-01T00:00:00.000Z',
          ended_at: null,
          second_factor: 'totp',
          challenge: null,
          pending_totp_secret: null,
        })
        .execute();
    } finally {
      await database.close();
    }
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: filename,
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    };
    const { stdout } = await run('npx', ['tsx', 'scripts/admin.ts', 'reset-2fa', 'Lost.Phone@example.com'], {
      env,
    });
    expect(stdout).toContain('Removed the second factors and recovery codes of lost.phone@example.com');
    const unknown = run('npx', ['tsx', 'scripts/admin.ts', 'reset-2fa', 'nobody@example.com'], { env });
    await expect(unknown).rejects.toMatchObject({
      stderr: expect.stringContaining('There is no account for nobody@example.com.'),
    });

    const after = openDatabase({ dialect: 'sqlite', filename });
    try {
      expect(await after.db.selectFrom('admin_totp').selectAll().execute()).toEqual([]);
      expect(await after.db.selectFrom('admin_recovery_codes').selectAll().execute()).toEqual([]);
      const session = await after.db
        .selectFrom('admin_sessions')
        .select('ended_at')
        .executeTakeFirstOrThrow();
      expect(session.ended_at).not.toBeNull();
      const audit = await after.db
        .selectFrom('audit_log')
        .select('action')
        .where('action', '=', 'two-factor-reset')
        .execute();
      expect(audit).toHaveLength(1);
    } finally {
      await after.close();
    }
  }, 60_000);
});
