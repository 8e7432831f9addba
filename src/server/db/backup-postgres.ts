import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { type Readable, Writable } from 'node:stream';
import pg from 'pg';
import { BackupKeyError, decryptInto, encryptStream, isEncryptedBackup } from './backup-crypto';

/**
 * Backups of a PostgreSQL database (issue 30): `pg_dump` in its custom format, streamed through the
 * same AES-256-GCM encryption as the SQLite backups (backup-crypto.ts), so the dump is never on
 * disk in the clear. A restore reads the whole file first (GCM's tag: the right key, not one byte
 * changed, and `pg_restore --list` reading it as a dump), and only then changes the database, in
 * one transaction: a restore that fails half-way leaves the database as it was.
 *
 * The programs are PostgreSQL's client tools (Debian's `postgresql-client`), found on the PATH.
 */

/** The first bytes of a custom-format dump. */
const dumpSignature = Buffer.from('PGDMP', 'ascii');

/**
 * libpq's settings for a connection string: the password goes in the environment, not on a
 * command line that `ps` shows.
 */
function connection(connectionString: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(connectionString);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env };
}

interface Finished {
  code: number | null;
  stderr: string;
}

function run(
  program: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): ChildProcess & { finished: Promise<Finished> } {
  const child = spawn(program, args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const finished = new Promise<Finished>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${program} is not installed: install PostgreSQL's client tools (apt-get install postgresql-client).`,
            )
          : error,
      ),
    );
    child.once('close', (code) => resolve({ code, stderr: stderr.trim() }));
  });
  return Object.assign(child, { finished });
}

function failed(program: string, { code, stderr }: Finished): Error {
  return new Error(`${program} failed (exit code ${code})${stderr ? `: ${stderr}` : ''}`);
}

/** A writable end that only remembers how the stream started (a dump starts with PGDMP). */
function signatureCheck(): { sink: Writable; isDump(): boolean; isSqlite(): boolean } {
  let head = Buffer.alloc(0);
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (head.length < 16) head = Buffer.concat([head, chunk]).subarray(0, 16);
      done();
    },
  });
  return {
    sink,
    isDump: () => head.subarray(0, dumpSignature.length).equals(dumpSignature),
    isSqlite: () => head.toString('latin1').startsWith('SQLite format 3'),
  };
}

/**
 * Reads the whole encrypted backup: the key is right, no byte was changed, and pg_restore reads
 * it as a dump. Nothing is written anywhere.
 */
export async function checkPostgresBackup(backup: string, key: Buffer): Promise<void> {
  if (!existsSync(backup)) throw new Error(`There is no backup at ${backup}.`);
  if (!isEncryptedBackup(backup))
    throw new BackupKeyError(`${backup} is not an encrypted backup of this site.`);
  const signature = signatureCheck();
  await decryptInto(backup, key, signature.sink);
  if (!signature.isDump())
    throw new Error(
      `${backup} is not a PostgreSQL backup${signature.isSqlite() ? ' (it holds a SQLite database: restore it with DATABASE_URL set to a SQLite file)' : ''}.`,
    );
  const list = run('pg_restore', ['--list'], process.env);
  list.stdout?.resume();
  const [decrypted, finished] = await Promise.allSettled([
    decryptInto(backup, key, list.stdin as Writable),
    list.finished,
  ]);
  if (finished.status === 'rejected') throw finished.reason;
  if (finished.value.code !== 0) throw failed('pg_restore --list', finished.value);
  if (decrypted.status === 'rejected') throw decrypted.reason;
}

/** Dumps the database at `connectionString` into `destination`, encrypted with `key`, then checks the file. */
export async function backupPostgres(
  connectionString: string,
  destination: string,
  key: Buffer,
): Promise<void> {
  mkdirSync(dirname(destination), { recursive: true });
  const partial = `${destination}.partial-encrypted`;
  rmSync(partial, { force: true });
  const { url, env } = connection(connectionString);
  try {
    const dump = run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--dbname=${url}`], env);
    const [encrypted, finished] = await Promise.allSettled([
      encryptStream(dump.stdout as Readable, partial, key),
      dump.finished,
    ]);
    if (finished.status === 'rejected') throw finished.reason;
    if (finished.value.code !== 0) throw failed('pg_dump', finished.value);
    if (encrypted.status === 'rejected') throw encrypted.reason;
    await checkPostgresBackup(partial, key);
    renameSync(partial, destination);
  } finally {
    rmSync(partial, { force: true });
  }
}

/** How many tables the database's `public` schema (the site's) holds: a restore over them needs `replace`. */
export async function tablesIn(connectionString: string): Promise<number> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from pg_tables where schemaname = 'public'",
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * Restores an encrypted backup into the database at `connectionString`. Refuses a database that
 * has tables unless `replace` (then everything in its schema is dropped first). Checks the whole
 * file before anything changes; the drop and the restore are one transaction, committed only when
 * pg_restore has given all of the dump and psql has run all of it.
 */
export async function restorePostgres(
  backup: string,
  connectionString: string,
  key: Buffer | undefined,
  options: { replace?: boolean } = {},
): Promise<{ tablesReplaced: number }> {
  if (!existsSync(backup)) throw new Error(`There is no backup at ${backup}.`);
  if (!key) throw new BackupKeyError('Set BACKUP_KEY to the key the backup was made with.');
  await checkPostgresBackup(backup, key);
  const tables = await tablesIn(connectionString);
  if (tables > 0 && !options.replace)
    throw new Error(
      `The database is not empty (${tables} tables): add --replace to replace everything in it with the backup.`,
    );

  const { url, env } = connection(connectionString);
  const psql = run('psql', ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${url}`], env);
  psql.stdout?.resume();
  const restore = run('pg_restore', ['--no-owner', '--no-privileges', '--file=-'], env);
  const input = psql.stdin as Writable;
  input.on('error', () => {}); // psql stopping early is reported by its exit code
  input.write('begin;\n');
  if (tables > 0) input.write('drop schema if exists public cascade;\ncreate schema public;\n');
  restore.stdout?.pipe(input, { end: false });
  const [decrypted, restored] = await Promise.allSettled([
    decryptInto(backup, key, restore.stdin as Writable),
    restore.finished,
  ]);
  const restoreOk =
    decrypted.status === 'fulfilled' && restored.status === 'fulfilled' && restored.value.code === 0;
  // Without a COMMIT psql's session ends and PostgreSQL rolls the transaction back.
  input.end(restoreOk ? 'commit;\n' : 'rollback;\n');
  const applied = await psql.finished;
  if (decrypted.status === 'rejected') throw decrypted.reason;
  if (restored.status === 'rejected') throw restored.reason;
  if (restored.value.code !== 0) throw failed('pg_restore', restored.value);
  if (applied.code !== 0) throw failed('psql', applied);
  return { tablesReplaced: tables };
}
