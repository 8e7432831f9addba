import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll } from 'vitest';

/** The reliability suite runs the real built server (dist/) as a child process it can kill. */

const root = resolve(import.meta.dirname, '..');

export interface Server {
  child: ChildProcess;
  baseUrl: string;
  output: string[];
}

export async function startServer(
  databaseUrl: string,
  port: number,
  env: Record<string, string> = {},
): Promise<Server> {
  const output: string[] = [];
  const child = spawn(process.execPath, [join(root, 'dist', 'server', 'start.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'error',
      RATE_LIMIT_PUBLIC_POST: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}):\n${output.join('')}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { child, baseUrl, output };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start in 30 s:\n${output.join('')}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** SIGKILL: no shutdown, no flush, as a power cut or an out-of-memory kill. */
export async function kill(server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((done) => server.child.once('exit', done));
  server.child.kill('SIGKILL');
  await exited;
}

export function requireBuild(): void {
  beforeAll(() => {
    if (!existsSync(join(root, 'dist', 'server', 'start.js')))
      throw new Error('No build in dist/: run `npm run build` first (npm run test:reliability does).');
  });
}
