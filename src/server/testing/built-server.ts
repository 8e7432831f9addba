import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The real built server (dist/, made by `npm run build`) as a child process, for the browser
 * tests and the reliability suite: started on a port, answered for once /api/health is up.
 */

const root = resolve(import.meta.dirname, '..', '..', '..');
const entry = join(root, 'dist', 'server', 'start.js');

export interface Server {
  child: ChildProcess;
  baseUrl: string;
  /** What the process printed, for the message when something goes wrong. */
  output: string[];
}

export const hasBuild = () => existsSync(entry);

export async function startServer(
  databaseUrl: string,
  port: number,
  env: Record<string, string> = {},
): Promise<Server> {
  const output: string[] = [];
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
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

/** Ends the process with `signal` and waits for it: SIGKILL is a power cut, SIGTERM a shutdown. */
export async function stopServer(server: Server, signal: NodeJS.Signals): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((done) => server.child.once('exit', done));
  server.child.kill(signal);
  await exited;
}
