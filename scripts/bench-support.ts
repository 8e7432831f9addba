import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

/** What the bench's parts share: where the build is, the load generator's settings, servers in their own processes. */

export const root = resolve(import.meta.dirname, '..');
export const dist = join(root, 'dist');
export const duration = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = 50;

/** The middle value (of an even count, the upper middle); 0 for none. */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** An obviously fake, valid consultation request. */
export const consultation = {
  topic: 'retirement-planning',
  customTopic: '',
  urgency: 'soon',
  details: 'Benchmark request: will my pension fund be enough?',
  fullName: 'Bench Person',
  email: 'bench@example.com',
  phone: '+264 81 000 0000',
  consent: true,
};
export const consultationBody = JSON.stringify(consultation);

const json = { 'content-type': 'application/json' };
let visitors = 0;

/**
 * An enquiry from a visitor of its own each time (issue 22): a different e-mail address and phone
 * number in every request, as on the site, where enquiries come from many people. With one
 * person's details in all of them, every enquiry after the first only touched that person's
 * client (no new client, no new keys; on PostgreSQL each waited for the one before to commit),
 * which is not the work the site does. docs/architecture.md has both measured. The stored
 * requests' figure (bench.ts) sends them the same way since issue 59: one person's requests of one
 * need share a card there, so one person again and again no longer stores a card each.
 */
export function enquiry(path: string, body: object): autocannon.Request {
  const text = JSON.stringify(body);
  return {
    method: 'POST',
    path,
    headers: json,
    body: text,
    setupRequest: (request) => {
      visitors += 1;
      const visitor = String(visitors).padStart(7, '0');
      return {
        ...request,
        body: text
          .replace(/"email":"[^"]*"/g, `"email":"visitor${visitor}@example.com"`)
          .replace(/"phone":"[^"]*"/g, `"phone":"+264 81 ${visitor}"`),
      };
    },
  };
}

export function ensureBuild() {
  if (existsSync(join(dist, 'server', 'start.js')) && existsSync(join(dist, 'pages', 'manifest.json')))
    return;
  console.info('No build found: building first…');
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'build.ts')], {
    stdio: 'inherit',
    cwd: root,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export async function waitForHttp(url: string, child: ChildProcess, output: string[]) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output.join('')}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`no answer from ${url} in 30 s:\n${output.join('')}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/**
 * Stops a server the bench started and waits for it to be gone. One that has exited already (it
 * failed to start: a build older than the database's migrations) is not waited for: its exit has
 * passed, and waiting for it hung the bench with nothing printed.
 */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

/** A Node to start servers with: this process's own unless another is named (bench-node24.sh). */
export interface NodeRuntime {
  /** The node binary. */
  execPath: string;
  /** The project the servers run from (its node_modules are built for that binary). */
  cwd: string;
}

export const thisNode: NodeRuntime = { execPath: process.execPath, cwd: root };

export function startProcess(args: string[], env: Record<string, string>, node: NodeRuntime = thisNode) {
  const output: string[] = [];
  const child = spawn(node.execPath, args, {
    cwd: node.cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  return { child, output };
}

type Request = {
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  requests?: autocannon.Request[];
};

export async function load(
  url: string,
  request: Request = {},
  between?: () => void,
): Promise<{ rps: number; p99: number; non2xx: number; errors: number }> {
  // A short warm-up so the JIT and connection setup do not count.
  await autocannon({ url, connections, duration: 2, ...request });
  between?.();
  const result = await autocannon({ url, connections, duration, ...request });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
