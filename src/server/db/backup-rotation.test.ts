import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encryptFile } from './backup-crypto';
import { backupApplicationId, isOwnBackup, removeExpiredBackups } from './backup-rotation';

/**
 * Backups that expire (issue 30): the backups `db:backup` made that are older than the days it
 * keeps go; nothing else in the folder does.
 */

const now = new Date('2026-11-25T12:00:00.000Z');
const day = 24 * 60 * 60 * 1000;

describe('removing expired backups', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'adviser-rotation-'));
  });
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  /** A file written `daysAgo` days before `now`. */
  function aged(name: string, daysAgo: number): string {
    const path = join(folder, name);
    const when = new Date(now.getTime() - daysAgo * day);
    utimesSync(path, when, when);
    return path;
  }
  function sqliteFile(name: string, applicationId: number): string {
    const database = new SqliteDatabase(join(folder, name));
    database.exec('create table t (x)');
    database.pragma(`application_id = ${applicationId}`);
    database.close();
    return join(folder, name);
  }
  async function encrypted(name: string): Promise<string> {
    const plain = join(folder, `${name}.plain`);
    writeFileSync(plain, 'backup contents');
    await encryptFile(plain, join(folder, name), randomBytes(32));
    rmSync(plain);
    return join(folder, name);
  }

  it('knows its own backups by their header, not their name', async () => {
    expect(isOwnBackup(await encrypted('anything.bin'))).toBe(true);
    expect(isOwnBackup(sqliteFile('plain-copy.db', backupApplicationId))).toBe(true);
    expect(isOwnBackup(sqliteFile('app-2026-01-01.db', 0))).toBe(false); // someone else's SQLite file
    writeFileSync(join(folder, 'app-2026-01-02.db'), 'notes');
    expect(isOwnBackup(join(folder, 'app-2026-01-02.db'))).toBe(false);
    writeFileSync(join(folder, 'empty.db'), '');
    expect(isOwnBackup(join(folder, 'empty.db'))).toBe(false);
  });

  it('removes its own backups older than the days kept, oldest first, and nothing else', async () => {
    await encrypted('app-old.db');
    await encrypted('app-older.pgdump');
    await encrypted('app-recent.db');
    await encrypted('app-edge.db');
    sqliteFile('plain-old.db', backupApplicationId);
    sqliteFile('someone-elses.db', 0);
    writeFileSync(join(folder, 'notes.txt'), 'keep me');
    mkdirSync(join(folder, 'archive'));
    await encrypted(join('archive', 'app-ancient.db'));
    const removable = [aged('app-older.pgdump', 90), aged('app-old.db', 36), aged('plain-old.db', 40)];
    aged('app-recent.db', 1);
    aged('app-edge.db', 34.9); // 35 days are kept: this one stays
    aged('someone-elses.db', 400);
    aged('notes.txt', 400);
    aged(join('archive', 'app-ancient.db'), 400); // folders inside are not read

    expect(removeExpiredBackups(folder, 35, now)).toEqual([removable[0], removable[2], removable[1]]);
    for (const path of removable) expect(existsSync(path)).toBe(false);
    for (const name of [
      'app-recent.db',
      'app-edge.db',
      'someone-elses.db',
      'notes.txt',
      'archive/app-ancient.db',
    ])
      expect(existsSync(join(folder, name)), name).toBe(true);
  });

  it('keeps everything with 0 days, and answers nothing for a folder that is not there', async () => {
    await encrypted('app-old.db');
    aged('app-old.db', 1_000);
    expect(removeExpiredBackups(folder, 0, now)).toEqual([]);
    expect(existsSync(join(folder, 'app-old.db'))).toBe(true);
    expect(removeExpiredBackups(join(folder, 'missing'), 35, now)).toEqual([]);
  });
});
