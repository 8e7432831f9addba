import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopServer } from '../src/server/testing/built-server';
import { freePort } from '../src/server/testing/postgres-server';
import { zipBombWorkbook } from '../src/server/testing/zip-bomb';
import { importLimits } from '../src/shared/imports';
import { requireBuild, type Server, startServer } from './support';

/**
 * A zip bomb at the import (issue 56), against the built server (the workbook read in its worker
 * thread, as in production): a 1.6 MB .xlsx whose sheet inflates to 1.6 GB raised the server's
 * memory by 2.99 GB before it was refused. It is refused at once with 413 naming the limit, and the
 * server's peak memory (VmHWM, its high-water mark reset at idle) stays within 300 MB of idle.
 */

requireBuild();

const admin = { email: 'owner@example.com', password: 'a long test password' };
const budgetBytes = 300 * 1024 * 1024;
let folder: string;
let server: Server;

/** A line of /proc/<pid>/status in bytes (VmRSS, VmHWM). */
function memory(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${field}:`));
  return Number(/(\d+)\s*kB/.exec(line ?? '')?.[1] ?? Number.NaN) * 1024;
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'adviser-bomb-'));
  server = await startServer(join(folder, 'app.db'), await freePort(), {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ADMIN_REQUIRE_2FA: 'false',
  });
});

afterAll(async () => {
  if (server) await stopServer(server, 'SIGTERM');
  rmSync(folder, { recursive: true, force: true });
});

describe('a zip bomb at the import', () => {
  it('is refused at once with 413 naming the limit, the server’s memory staying within 300 MB of idle', async () => {
    const bomb = await zipBombWorkbook(1600 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    writeFileSync(join(folder, 'bomb.xlsx'), bomb);
    const login = await fetch(`${server.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseUrl },
      body: JSON.stringify(admin),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] as string;

    const pid = server.child.pid as number;
    // Idle: the high-water mark reset (Linux: `5` to clear_refs), so the peak is this upload's.
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    const idle = memory(pid, 'VmRSS');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bomb)]), 'book.xlsx');
    const answer = await fetch(`${server.baseUrl}/api/admin/imports`, {
      method: 'POST',
      headers: { cookie, origin: server.baseUrl },
      body: form,
    });
    const peak = memory(pid, 'VmHWM');
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as { error: { fields: { file: string } } }).error.fields.file).toContain(
      `The workbook unpacks to more than ${importLimits.unpackedBytes / 1024 / 1024} MB`,
    );
    console.info(
      `zip bomb (${(bomb.length / 1024 / 1024).toFixed(1)} MB, 1.6 GB inflated): peak ${((peak - idle) / 1024 / 1024).toFixed(0)} MB above idle (${(idle / 1024 / 1024).toFixed(0)} MB)`,
    );
    expect(peak - idle).toBeLessThan(budgetBytes);
    // The server serves on.
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
  });
});
