import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway PostgreSQL server for the tests: its own data directory in /tmp, on a free loopback
 * port, trusting local connections, stopped and deleted at the end. `initdb` refuses to run as
 * root, so as root the server runs as the `postgres` user that Debian's package creates.
 */

export interface PostgresServer {
  url: string;
  /** The cluster's data directory (the erasure tests read its files). */
  dataDir: string;
  stop(): void;
}

export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * `durable`: keep fsync on (the benchmark measures what a real server would do); the tests turn it
 * off, their data is thrown away.
 */
export async function startPostgres(options: { durable?: boolean } = {}): Promise<PostgresServer> {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): run `npm test`, which installs it.',
    );
  }
  const isRoot = process.getuid?.() === 0;
  const directory = mkdtempSync(join(tmpdir(), 'adviser-pg-'));
  const dataDir = join(directory, 'data');
  const run = (command: string, args: string[]) => {
    const [file, fileArgs] = isRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
      : [join(bin, command), args];
    const result = spawnSync(file, fileArgs, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(directory, uid, gid);
    chmodSync(directory, 0o700);
  }
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    join(directory, 'server.log'),
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${directory} ${options.durable ? '' : '-c fsync=off '}-c max_connections=200`,
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dataDir,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(directory, { recursive: true, force: true });
      }
    },
  };
}
