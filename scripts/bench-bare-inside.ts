import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../src/server/testing/postgres-server';
import { bareSource, browserAcceptEncoding, grab, timed } from './bench-bare';
import { connections, dist, median, startProcess, stopProcess, waitForHttp } from './bench-support';

/**
 * `npx tsx scripts/bench-bare-inside.ts [rounds]`: where the CPU the site spends on `GET /` beyond
 * the bare server's goes (issue 58). Three servers send the same bytes and headers, in turns, each
 * round: the site's front door; the bare server's own handler started inside the site's process
 * (the same code as the bare server, on a port of its own, beside everything else the site runs);
 * and the bare server in its own process, as `npm run bench` compares. The first two differ by the
 * front door's work; the last two by the site's process alone. Not part of `npm run bench`: a
 * diagnosis, printed with every round, since a figure of one process can be one of its modes.
 */

const asked = { 'accept-encoding': browserAcceptEncoding };

/** CPU a request of one server, read as `npm run bench` reads it (bench-bare.ts `timed`). */
async function cpuPerRequest(url: string, pid: number | undefined): Promise<number> {
  const result = await timed(url, pid, asked);
  if (result.cpuPerRequestUs === null || result.non2xx > 0)
    throw new Error(`no CPU figure for ${url} (${result.non2xx} answers not 2xx)`);
  return result.cpuPerRequestUs;
}

const rounds = Number(process.argv[2] ?? 5);
const directory = mkdtempSync(join(tmpdir(), 'adviser-bench-inside-'));
const [sitePort, insidePort, barePort] = [await freePort(), await freePort(), await freePort()];
const siteEnv = (name: string) => ({
  PORT: String(sitePort),
  HOST: '127.0.0.1',
  DATABASE_URL: join(directory, `${name}.db`),
  LOG_LEVEL: 'warn',
});

// The site's answer to a browser, read from a site of its own first.
const first = startProcess([join(dist, 'server', 'start.js')], siteEnv('first'));
let answer: Awaited<ReturnType<typeof grab>>;
try {
  await waitForHttp(`http://127.0.0.1:${sitePort}/api/health`, first.child, first.output);
  answer = await grab(`http://127.0.0.1:${sitePort}/`, asked);
} finally {
  await stopProcess(first.child);
}
const sent = {
  BODY_BASE64: answer.body.toString('base64'),
  HEADERS: JSON.stringify(answer.headers),
};
const insideFile = join(directory, 'inside.cjs');
// On the site's main thread only: a preload runs in each of its worker threads too.
writeFileSync(
  insideFile,
  `if (require('node:worker_threads').isMainThread) {${bareSource.replace('process.env.PORT', 'process.env.INSIDE_PORT')}}`,
);
const site = startProcess(['--require', insideFile, join(dist, 'server', 'start.js')], {
  ...siteEnv('site'),
  ...sent,
  INSIDE_PORT: String(insidePort),
});
const bare = startProcess(['-e', bareSource], { ...sent, PORT: String(barePort) });
try {
  const servers = [
    { name: 'site (front door)', url: `http://127.0.0.1:${sitePort}/`, pid: site.child.pid },
    {
      name: 'bare handler in the site’s process',
      url: `http://127.0.0.1:${insidePort}/`,
      pid: site.child.pid,
    },
    { name: 'bare server in its own process', url: `http://127.0.0.1:${barePort}/`, pid: bare.child.pid },
  ];
  await waitForHttp(`http://127.0.0.1:${sitePort}/api/health`, site.child, site.output);
  for (const server of servers) {
    const own = server.pid === bare.child.pid ? bare : site;
    await waitForHttp(server.url, own.child, own.output);
    const again = await grab(server.url, asked);
    if (!again.body.equals(answer.body)) throw new Error(`${server.name} does not send the site's bytes`);
    await autocannon({ url: server.url, connections, duration: 2, headers: asked });
  }
  const figures: number[][] = servers.map(() => []);
  for (let round = 0; round < rounds; round++) {
    const line: string[] = [];
    for (const [index, server] of servers.entries()) {
      const value = await cpuPerRequest(server.url, server.pid);
      figures[index]?.push(value);
      line.push(`${value.toFixed(1)} µs`);
    }
    console.info(`round ${round + 1}: ${line.join('   ')}`);
  }
  const bareMedian = median(figures[2] ?? []);
  console.info(`\nCPU a request, median of ${rounds} rounds in turns (bare in its own process over each):`);
  for (const [index, server] of servers.entries()) {
    const value = median(figures[index] ?? []);
    console.info(`  ${server.name}: ${value.toFixed(1)} µs (${Math.round((bareMedian / value) * 100)} %)`);
  }
} finally {
  await stopProcess(site.child);
  await stopProcess(bare.child);
  rmSync(directory, { recursive: true, force: true });
}
