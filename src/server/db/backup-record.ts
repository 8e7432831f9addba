import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '.';

/**
 * The record of each backup `npm run db:backup` makes (issue 46, table `backup_runs`), and the copy
 * of it off the machine: Today and the daily digest say when the last one was made and warn when
 * backups stop or a copy fails.
 */

export async function recordBackup(
  database: DatabaseHandle,
  backup: { file: string; bytes: number; madeAt: string; copyWanted: boolean },
): Promise<string> {
  const id = randomUUID();
  await database.write([
    database.db
      .insertInto('backup_runs')
      .values({
        id,
        made_at: backup.madeAt,
        file: backup.file,
        bytes: backup.bytes,
        copy_wanted: backup.copyWanted ? 1 : 0,
        copied_at: null,
        copy_error: null,
      })
      .compile(),
  ]);
  return id;
}

export async function recordCopy(
  database: DatabaseHandle,
  id: string,
  outcome: { copiedAt: string } | { error: string },
): Promise<void> {
  await database.write([
    database.db
      .updateTable('backup_runs')
      .set('copiedAt' in outcome ? { copied_at: outcome.copiedAt } : { copy_error: outcome.error })
      .where('id', '=', id)
      .compile(),
  ]);
}

/** A line of a command's output for the adviser: no control characters, at most 200 characters. */
function oneLine(text: string): string {
  const lines = text
    .split('\n')
    .map((line) => line.replace(/[\p{Cc}]/gu, ' ').trim())
    .filter(Boolean);
  return (lines.at(-1) ?? '').slice(0, 200);
}

/**
 * Runs the operator's copy command (`sh -c`) with the backup's path in `$BACKUP_FILE`; its output
 * goes on to ours. Resolves with the failure in a line (exit status and the last line it wrote), or
 * null when it exited 0.
 */
export function runCopyCommand(command: string, file: string): Promise<string | null> {
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', command], {
      env: { ...process.env, BACKUP_FILE: file },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
      to.write(chunk);
      output = (output + String(chunk)).slice(-4096);
    };
    child.stdout.on('data', (chunk: Buffer) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk: Buffer) => keep(chunk, process.stderr));
    child.on('error', (error) => resolve(`could not run it: ${error.message}`));
    child.on('close', (code, signal) => {
      if (code === 0) return resolve(null);
      const last = oneLine(output);
      resolve(`${signal ? `stopped by ${signal}` : `exit status ${code}`}${last ? `: ${last}` : ''}`);
    });
  });
}

/**
 * After a restore: the backup the database was restored from is a backup of what it now holds,
 * but it was made before its own record was written, so the restored database does not know it
 * (after an upgrade rolled back, Today would name the backup before it). Records it, once, as
 * made when its file was finished. Answers false when it was known already, or when the restored
 * database is older than the record of backups (the site's next start adds the table).
 */
export async function recordRestoredBackup(
  database: DatabaseHandle,
  backup: { file: string; bytes: number; madeAt: string },
): Promise<boolean> {
  const tables = await database.db.introspection.getTables();
  if (!tables.some((table) => table.name === 'backup_runs')) return false;
  const known = await database.db
    .selectFrom('backup_runs')
    .select('id')
    .where('file', '=', backup.file)
    .executeTakeFirst();
  if (known) return false;
  await recordBackup(database, { ...backup, copyWanted: false });
  return true;
}
