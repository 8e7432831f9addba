import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/server/db';
import { migrations } from '../src/server/db/migrations';
import { validConsultation } from '../src/server/testing/enquiry-fixtures';
import { freePort } from '../src/server/testing/postgres-server';
import { requireBuild } from './support';

/**
 * The deployment (issue 46), with real parts where CI has them: deploy/install.sh run in a scratch
 * root (files, owners and modes; a second run changes nothing), `systemd-analyze verify` on the units
 * it writes, `caddy validate` on its Caddyfile, and deploy/upgrade.sh against built releases: a good
 * one migrates and serves, one whose health check fails is rolled back with the data as before.
 * No systemd runs here: a stand-in `systemctl` (reliability/deploy/systemctl) starts and stops the
 * current release as its unit would.
 */

requireBuild();

const repo = resolve(import.meta.dirname, '..');
const scratch: string[] = [];

function scratchFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'adviser-deploy-'));
  scratch.push(folder);
  return folder;
}

afterAll(() => {
  for (const folder of scratch) rmSync(folder, { recursive: true, force: true });
});

/** A fresh Debian root as far as the installer is concerned: root in its users and groups. */
function scratchRoot(): string {
  const root = join(scratchFolder(), 'root');
  mkdirSync(join(root, 'etc'), { recursive: true });
  writeFileSync(join(root, 'etc/passwd'), 'root:x:0:0:root:/root:/bin/bash\n');
  writeFileSync(join(root, 'etc/group'), 'root:x:0:\n');
  writeFileSync(join(root, 'etc/shadow'), 'root:*:19000:0:99999:7:::\n', { mode: 0o600 });
  writeFileSync(join(root, 'etc/gshadow'), 'root:*::\n', { mode: 0o600 });
  return root;
}

/** The operator's deploy/site.env: every example value changed (obviously fake ones). */
function filledSettings(file: string): void {
  const example = readFileSync(join(repo, 'deploy/site.env.example'), 'utf8');
  const values: Record<string, string> = {
    SITE_URL: 'https://www.practice.test',
    ACME_EMAIL: 'certificates@practice.test',
    SITE_BUSINESS_NAME: 'Test Practice',
    SITE_ADVISER_NAME: 'Test Adviser',
    SITE_ADVISER_CODE: 'TEST-1',
    SITE_PHONE: '+264 61 111 1111',
    SITE_WHATSAPP: '264811111111',
    SITE_EMAIL: 'hello@practice.test',
    SITE_ADDRESS: '1 Test Street, Windhoek',
    SITE_REGISTRATION: 'Test registration',
    SMTP_URL: 'smtp://user:secret@smtp.practice.test:587',
    MAIL_FROM: '"Test Practice" <no-reply@practice.test>',
    NOTIFY_EMAIL: 'adviser@practice.test',
    ADMIN_EMAIL: 'owner@practice.test',
    BACKUP_COPY_COMMAND: 'cp "$BACKUP_FILE" /srv/offsite/',
  };
  writeFileSync(
    file,
    example
      .split('\n')
      .map((line) => {
        const key = /^([A-Z_]+)=/.exec(line)?.[1];
        return key && key in values ? `${key}=${values[key]}` : line;
      })
      .join('\n'),
  );
}

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(file: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((done) => {
    execFile(
      file,
      args,
      { cwd: repo, env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        done({ code, stdout, stderr });
      },
    );
  });
}

const install = (root: string, settings: string, ...options: string[]) =>
  run('bash', [join(repo, 'deploy/install.sh'), '--root', root, ...options], { SITE_ENV_FILE: settings });

/** Every file under `root`: its kind, mode, owner and content (or link target), for "nothing changed". */
function snapshot(root: string): string[] {
  const lines: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      const stat = lstatSync(path);
      const what = stat.isSymbolicLink()
        ? `-> ${readlinkSync(path)}`
        : stat.isDirectory()
          ? 'dir'
          : createHash('sha256').update(readFileSync(path)).digest('hex');
      lines.push(
        `${path.slice(root.length)} ${(stat.mode & 0o7777).toString(8)} ${stat.uid}:${stat.gid} ${what}`,
      );
      if (stat.isDirectory() && !stat.isSymbolicLink()) walk(path);
    }
  };
  walk(root);
  return lines;
}

function idsOf(root: string, user: string): { uid: number; gid: number } {
  const line = readFileSync(join(root, 'etc/passwd'), 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${user}:`));
  if (!line) throw new Error(`no ${user} in the scratch root`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

function modeAndOwner(path: string): string {
  const stat = lstatSync(path);
  return `${(stat.mode & 0o7777).toString(8)} ${stat.uid}:${stat.gid}`;
}

describe('deploy/install.sh', () => {
  it('makes deploy/site.env from the example, refuses it while a value is the example’s, then writes the files with their owners and modes, and a second run changes nothing', async () => {
    const root = scratchRoot();
    const settings = join(scratchFolder(), 'site.env');

    const first = await install(root, settings);
    expect(first.code).toBe(2);
    expect(first.stdout).toContain(`Made ${settings} from the example.`);
    expect(modeAndOwner(settings)).toBe('600 0:0');
    const refused = await install(root, settings);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("still has the example's values");
    expect(refused.stderr).toContain('SITE_URL');
    expect(existsSync(join(root, 'etc/adviser-site'))).toBe(false);

    filledSettings(settings);
    const installed = await install(root, settings);
    expect(installed.stderr).toBe('');
    expect(installed.code).toBe(0);
    expect(installed.stdout).toContain('Made DATA_KEY BACKUP_KEY in /etc/adviser-site/site.env.');

    // The user: a system account without a shell, at home in the data folder.
    const site = idsOf(root, 'adviser-site');
    expect(site.uid).toBeLessThan(1000);
    expect(readFileSync(join(root, 'etc/passwd'), 'utf8')).toContain(
      `adviser-site:x:${site.uid}:${site.gid}:Adviser site:/var/lib/adviser-site:/usr/sbin/nologin`,
    );
    const owner = `${site.uid}:${site.gid}`;
    expect(modeAndOwner(join(root, 'var/lib/adviser-site'))).toBe(`700 ${owner}`);
    expect(modeAndOwner(join(root, 'var/lib/adviser-site/backups'))).toBe(`700 ${owner}`);
    expect(modeAndOwner(join(root, 'etc/adviser-site'))).toBe('700 0:0');
    expect(modeAndOwner(join(root, 'etc/adviser-site/site.env'))).toBe('600 0:0');

    // The settings: the installer's own, the operator's (quoted as systemd reads them), the secrets.
    const env = readFileSync(join(root, 'etc/adviser-site/site.env'), 'utf8');
    for (const line of [
      'NODE_ENV=production',
      'HOST=127.0.0.1',
      'PORT=3000',
      'TRUST_PROXY=true',
      'DATABASE_URL="/var/lib/adviser-site/app.db"',
      'BACKUP_DIR=/var/lib/adviser-site/backups',
      'DATA_DIR=/var/lib/adviser-site',
      'SITE_URL="https://www.practice.test"',
      'MAIL_FROM="\\"Test Practice\\" <no-reply@practice.test>"',
      'BACKUP_COPY_COMMAND="cp \\"$BACKUP_FILE\\" /srv/offsite/"',
    ])
      expect(env.split('\n')).toContain(line);
    expect(env).toMatch(/^DATA_KEY=[A-Za-z0-9+/]{43}=$/m);
    expect(env).toMatch(/^BACKUP_KEY=[A-Za-z0-9+/]{43}=$/m);
    expect(env).not.toContain('ACME_EMAIL');
    // No password in any file (issue 56): the first owner's comes from a one-time link.
    expect(env).not.toContain('ADMIN_PASSWORD');
    expect(env).not.toContain('ADMIN_EMAIL');
    expect(installed.stdout).toContain(
      'the first owner, owner@practice.test, would be made now with a one-time link',
    );

    // The release: the source without what is built or local, owned by root; `current` points at it.
    const current = readlinkSync(join(root, 'opt/adviser-site/current'));
    expect(current).toMatch(/^\/opt\/adviser-site\/releases\/[0-9a-f]{12}$/);
    expect(existsSync(join(root, current, 'package.json'))).toBe(true);
    expect(existsSync(join(root, current, 'src/server/start.ts'))).toBe(true);
    expect(existsSync(join(root, current, 'node_modules'))).toBe(false);
    expect(modeAndOwner(join(root, current, 'package.json'))).toBe('644 0:0');

    // The units (no compaction on SQLite) and Caddy's file.
    const units = readdirSync(join(root, 'etc/systemd/system')).sort();
    expect(units).toEqual([
      'adviser-site-backup.service',
      'adviser-site-backup.timer',
      'adviser-site.service',
    ]);
    for (const unit of units) expect(modeAndOwner(join(root, 'etc/systemd/system', unit))).toBe('644 0:0');
    const caddyfile = readFileSync(join(root, 'etc/caddy/Caddyfile'), 'utf8');
    expect(caddyfile).toContain('email certificates@practice.test');
    expect(caddyfile).toContain('www.practice.test {');
    expect(caddyfile).toContain('reverse_proxy 127.0.0.1:3000');
    expect(caddyfile).not.toMatch(/^\s*encode/m);

    // A settings file from before, with the first owner's password in it: refused, naming why.
    const withPassword = join(scratchFolder(), 'site.env');
    writeFileSync(withPassword, `${readFileSync(settings, 'utf8')}\nADMIN_PASSWORD=an old long password\n`);
    const refusedPassword = await install(root, withPassword);
    expect(refusedPassword.code).toBe(1);
    expect(refusedPassword.stderr).toContain('remove ADMIN_PASSWORD. No password is kept in a file');

    const before = snapshot(root);
    const again = await install(root, settings);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Nothing to change');
    expect(again.stdout).not.toContain('wrote ');
    expect(snapshot(root)).toEqual(before);

    // Caddy reads its file (real Caddy, Debian's package).
    const caddyHome = scratchFolder();
    const validated = await run(
      'caddy',
      ['validate', '--adapter', 'caddyfile', '--config', join(root, 'etc/caddy/Caddyfile')],
      {
        HOME: caddyHome,
        XDG_DATA_HOME: join(caddyHome, 'data'),
        XDG_CONFIG_HOME: join(caddyHome, 'config'),
      },
    );
    expect(validated.stderr + validated.stdout).toContain('Valid configuration');
    expect(validated.code).toBe(0);

    // One setting changed (not one the pages are built with): written, and the site restarts to
    // read it (issue 56: the write's CHANGED was lost in a pipeline's subshell, "Nothing to change").
    writeFileSync(
      settings,
      readFileSync(settings, 'utf8').replace(
        'SMTP_URL=smtp://user:secret@smtp.practice.test:587',
        'SMTP_URL=smtp://user:other-secret@smtp.practice.test:587',
      ),
    );
    const smtpChanged = await install(root, settings);
    expect(smtpChanged.code).toBe(0);
    expect(smtpChanged.stdout).toContain('wrote /etc/adviser-site/site.env');
    expect(smtpChanged.stdout).toContain('adviser-site.service would restart now');
    expect(smtpChanged.stdout).not.toContain('Nothing to change');
    expect(readlinkSync(join(root, 'opt/adviser-site/current'))).toBe(current);
    expect(readFileSync(join(root, 'etc/adviser-site/site.env'), 'utf8')).toContain(
      'SMTP_URL="smtp://user:other-secret@smtp.practice.test:587"',
    );

    // New details for the pages are a new release (the server refuses pages built for others); the
    // one before stays, to go back to.
    writeFileSync(
      settings,
      readFileSync(settings, 'utf8').replace(
        'SITE_BUSINESS_NAME=Test Practice',
        'SITE_BUSINESS_NAME=Renamed Practice',
      ),
    );
    const renamed = await install(root, settings);
    expect(renamed.code).toBe(0);
    const next = readlinkSync(join(root, 'opt/adviser-site/current'));
    expect(next).not.toBe(current);
    expect(readlinkSync(join(root, 'opt/adviser-site/previous'))).toBe(current);
    expect(readFileSync(join(root, 'etc/adviser-site/site.env'), 'utf8')).toContain(
      'SITE_BUSINESS_NAME="Renamed Practice"',
    );
  });

  it('with --postgres: a local PostgreSQL database over its socket and the weekly compaction; every unit passes systemd-analyze verify', async () => {
    const root = scratchRoot();
    const settings = join(scratchFolder(), 'site.env');
    filledSettings(settings);
    expect((await install(root, settings)).code).toBe(0);
    const withPostgres = await install(root, settings, '--postgres');
    expect(withPostgres.code).toBe(0);
    const env = readFileSync(join(root, 'etc/adviser-site/site.env'), 'utf8');
    expect(env.split('\n')).toContain(
      'DATABASE_URL="postgresql://adviser-site@/adviser_site?host=/var/run/postgresql"',
    );
    expect(readdirSync(join(root, 'etc/systemd/system')).sort()).toEqual([
      'adviser-site-backup.service',
      'adviser-site-backup.timer',
      'adviser-site-compact.service',
      'adviser-site-compact.timer',
      'adviser-site.service',
    ]);
    // The keys made on the first run are kept.
    const keys = (text: string) => text.split('\n').filter((line) => /^(DATA|BACKUP)_KEY=/.test(line));
    expect(keys(env)).toHaveLength(2);

    // systemd's own check, against this root: the units it names must be there and their
    // commands executable (a stand-in node; the real one comes from nodejs.org on a server).
    mkdirSync(join(root, 'opt/adviser-site/node/current/bin'), { recursive: true });
    writeFileSync(join(root, 'opt/adviser-site/node/current/bin/node'), '#!/bin/sh\n', { mode: 0o755 });
    const systemUnits = existsSync('/usr/lib/systemd/system')
      ? '/usr/lib/systemd/system'
      : '/lib/systemd/system';
    cpSync(systemUnits, join(root, 'usr/lib/systemd/system'), { recursive: true });
    const unitFiles = readdirSync(join(root, 'etc/systemd/system'))
      .filter((name) => name.startsWith('adviser-site'))
      .map((name) => join(root, 'etc/systemd/system', name));
    const verified = await run('systemd-analyze', ['verify', `--root=${root}`, ...unitFiles]);
    expect(verified.stderr).toBe('');
    expect(verified.code).toBe(0);
    const timezone = await run('systemd-analyze', ['calendar', 'Sun *-*-* 03:00:00 Africa/Windhoek']);
    expect(timezone.code).toBe(0);

    // Back to SQLite: the compaction's units go.
    const back = await install(root, settings);
    expect(back.code).toBe(0);
    expect(readdirSync(join(root, 'etc/systemd/system')).filter((name) => name.includes('compact'))).toEqual(
      [],
    );
  });
});

describe('Node 24 from the release archive (deploy/lib.sh install_node)', () => {
  const arch = process.arch === 'arm64' ? 'arm64' : 'x64';
  /** A release archive as nodejs.org lays it out, served on a loopback port; counts what is fetched. */
  async function archive(tamper: boolean) {
    const folder = scratchFolder();
    const name = `node-v24.99.1-linux-${arch}`;
    mkdirSync(join(folder, 'build', name, 'bin'), { recursive: true });
    writeFileSync(join(folder, 'build', name, 'bin/node'), '#!/bin/sh\necho v24.99.1\n', { mode: 0o755 });
    mkdirSync(join(folder, 'latest-v24.x'));
    const tarball = join(folder, 'latest-v24.x', `${name}.tar.xz`);
    const packed = await run('tar', ['-C', join(folder, 'build'), '-cJf', tarball, name]);
    expect(packed.code).toBe(0);
    const sum = createHash('sha256').update(readFileSync(tarball)).digest('hex');
    writeFileSync(
      join(folder, 'latest-v24.x/SHASUMS256.txt'),
      [
        `${'0'.repeat(64)}  node-v24.99.1-darwin-arm64.tar.gz`,
        `${tamper ? sum.replace(/^./, (digit) => (digit === 'a' ? 'b' : 'a')) : sum}  ${name}.tar.xz`,
        `${'1'.repeat(64)}  ${name}.tar.gz`,
      ].join('\n'),
    );
    const fetched: string[] = [];
    const server = createServer((request, response) => {
      fetched.push(request.url ?? '');
      const path = join(folder, decodeURIComponent(request.url ?? '/'));
      if (!existsSync(path)) return response.writeHead(404).end();
      response.writeHead(200).end(readFileSync(path));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}`, fetched, close: () => server.close() };
  }

  const installNode = (root: string, url: string) =>
    run('bash', ['-c', 'set -euo pipefail; . deploy/lib.sh; ROOT=$1; install_node', 'install-node', root], {
      NODE_DIST_URL: url,
    });

  it('unpacks the newest 24.x whose checksum matches the published list, once', async () => {
    const root = scratchRoot();
    const served = await archive(false);
    try {
      const installed = await installNode(root, served.url);
      expect(installed.stderr).toBe('');
      expect(installed.code).toBe(0);
      expect(readlinkSync(join(root, 'opt/adviser-site/node/current'))).toBe('v24.99.1');
      expect(readFileSync(join(root, 'opt/adviser-site/node/v24.99.1/bin/node'), 'utf8')).toContain(
        'v24.99.1',
      );
      expect(served.fetched).toEqual([
        '/latest-v24.x/SHASUMS256.txt',
        `/latest-v24.x/node-v24.99.1-linux-${arch}.tar.xz`,
      ]);
      // Again: the list is read, the archive is not fetched a second time.
      expect((await installNode(root, served.url)).code).toBe(0);
      expect(served.fetched.filter((path) => path.endsWith('.tar.xz'))).toHaveLength(1);
    } finally {
      served.close();
    }
  });

  it('refuses an archive whose checksum is not the published one, installing nothing', async () => {
    const root = scratchRoot();
    const served = await archive(true);
    try {
      const refused = await installNode(root, served.url);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(
        /node-v24\.99\.1-linux-\w+\.tar\.xz: checksum [0-9a-f]{64} is not the published [0-9a-f]{64}; not installed/,
      );
      expect(existsSync(join(root, 'opt/adviser-site/node'))).toBe(false);
    } finally {
      served.close();
    }
  });
});

/** Waits for a state (checked every 100 ms), up to five minutes: a build on a busy machine. */
async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** deploy/upgrade.sh running in its own process group: its output so far, its exit, Ctrl-C. */
function startUpgrade(args: string[], env: Record<string, string>) {
  const child = spawn('bash', [join(repo, 'deploy/upgrade.sh'), ...args], {
    cwd: repo,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let code: number | undefined;
  child.stdout.on('data', (chunk) => {
    stdout += String(chunk);
  });
  child.stderr.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const done = new Promise<Run>((resolveRun) =>
    child.on('close', (exitCode, signal) => {
      code = exitCode ?? (signal ? 128 : 1);
      resolveRun({ code, stdout, stderr });
    }),
  );
  return {
    stdout: () => stdout,
    code: () => code,
    done,
    /** SIGINT to the whole group, as Ctrl-C in the operator's terminal sends it. */
    interrupt: () => process.kill(-(child.pid as number), 'SIGINT'),
  };
}

/**
 * An npm for the build of a failing upgrade: `npm ci` says it started (ROOT/build-started) and
 * waits for ROOT/build-go, then lends this checkout's node_modules; `npm run build` makes a dist
 * whose server is `broken` (it damages the data and never answers).
 */
function standInNpm(root: string, broken: string): string {
  return `#!/bin/bash
set -e
case "$1" in
  ci)
    : >"${root}/build-started"
    for _ in $(seq 1 6000); do [ -e "${root}/build-go" ] && break; sleep 0.1; done
    ln -s "${repo}/node_modules" node_modules
    ;;
  run)
    mkdir -p dist/server
    for entry in client pages prerender site-config.json; do ln -s "${repo}/dist/$entry" "dist/$entry"; done
    cp "${broken}" dist/server/start.js
    ;;
esac
`;
}

describe('deploy/upgrade.sh', () => {
  /** A built release in the scratch root: this build, by links (its dist folder or a broken one). */
  function release(root: string, name: string, broken = false): void {
    const folder = join(root, 'opt/adviser-site/releases', name);
    mkdirSync(folder, { recursive: true });
    for (const entry of ['package.json', 'node_modules', 'scripts', 'src'])
      symlinkSync(join(repo, entry), join(folder, entry));
    if (broken) {
      mkdirSync(join(folder, 'dist/server'), { recursive: true });
      for (const entry of ['client', 'pages', 'prerender', 'site-config.json'])
        symlinkSync(join(repo, 'dist', entry), join(folder, 'dist', entry));
      copyFileSync(join(repo, 'reliability/deploy/broken-start.mjs'), join(folder, 'dist/server/start.js'));
    } else symlinkSync(join(repo, 'dist'), join(folder, 'dist'));
    writeFileSync(join(folder, '.built'), '');
  }

  it('backs up, migrates and serves the new release; a failing one is rolled back keeping every enquiry it acknowledged during the build and the switch, and removed; an interrupted build leaves nothing; one built from this checkout serves', async () => {
    const root = scratchRoot();
    const settings = join(scratchFolder(), 'site.env');
    filledSettings(settings);
    expect((await install(root, settings)).code).toBe(0);
    const port = await freePort();
    const data = join(root, 'var/lib/adviser-site');
    // The build's own site settings (a build is made for its SITE_* values), a free port, and the
    // data under the scratch root.
    const env = readFileSync(join(root, 'etc/adviser-site/site.env'), 'utf8')
      .split('\n')
      .filter((line) => !/^(SITE_|MAIL_FROM|NOTIFY_EMAIL|SMTP_URL|BACKUP_COPY_COMMAND)/.test(line))
      .map((line) =>
        line
          .replace(/^PORT=.*/, `PORT=${port}`)
          .replace(/^DATABASE_URL=.*/, `DATABASE_URL="${data}/app.db"`)
          .replace(/^BACKUP_DIR=.*/, `BACKUP_DIR=${data}/backups`)
          .replace(/^DATA_DIR=.*/, `DATA_DIR=${data}`),
      );
    // The switch posts an enquiry every 250 ms: more than a visitor's minute allows.
    env.push('RATE_LIMIT_PUBLIC_POST=100000');
    // Installed before issue 56: the first owner's password in the settings, and no DATA_DIR.
    env.push('ADMIN_EMAIL="owner@practice.test"', 'ADMIN_PASSWORD="a long test password"');
    const withoutDataDir = env.filter((line) => !line.startsWith('DATA_DIR='));
    env.length = 0;
    env.push(...withoutDataDir);
    writeFileSync(join(root, 'etc/adviser-site/site.env'), `${env.join('\n')}\n`);
    mkdirSync(join(root, 'opt/adviser-site/node/current/bin'), { recursive: true });
    symlinkSync(process.execPath, join(root, 'opt/adviser-site/node/current/bin/node'));
    release(root, 'first');
    release(root, 'second');
    // The installer's copy of the source (not built here) gives way to the first built release.
    rmSync(join(root, 'opt/adviser-site/current'));
    symlinkSync('/opt/adviser-site/releases/first', join(root, 'opt/adviser-site/current'), 'dir');

    const stand = {
      PATH: `${join(repo, 'reliability/deploy')}:${process.env.PATH}`,
      DEPLOY_TEST_ROOT: root,
      DEPLOY_LIB: join(repo, 'deploy/lib.sh'),
      UPGRADE_HEALTH_SECONDS: '20',
    };
    const systemctl = (action: string) => run('systemctl', [action, 'adviser-site.service'], stand);
    const base = `http://127.0.0.1:${port}`;
    const enquire = async (email: string): Promise<number | 'refused'> => {
      const answer = await fetch(`${base}/api/consultation-requests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...validConsultation, email }),
      }).catch(() => undefined);
      return answer?.status ?? 'refused';
    };
    const healthy = async () => {
      for (let tries = 0; tries < 300; tries += 1) {
        const answer = await fetch(`${base}/api/health`).catch(() => undefined);
        if (answer?.status === 200) return true;
        await new Promise((done) => setTimeout(done, 100));
      }
      return false;
    };
    try {
      // The first release serves and takes an enquiry.
      expect((await systemctl('start')).code).toBe(0);
      expect(await healthy()).toBe(true);
      const posted = await fetch(`${base}/api/consultation-requests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(validConsultation),
      });
      expect(posted.status).toBe(201);
      expect((await systemctl('stop')).code).toBe(0);

      // Its database a migration behind the second release (the last one undone).
      const database = openDatabase({ dialect: 'sqlite', filename: join(data, 'app.db') });
      const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateDown()).error).toBeUndefined();
      await database.close();
      const latest = Object.keys(migrations).at(-1) as string;

      const upgraded = await run(
        'bash',
        [join(repo, 'deploy/upgrade.sh'), '--root', root, '--release', 'second'],
        stand,
      );
      expect(upgraded.stderr).not.toContain('deploy:');
      expect(upgraded.code, upgraded.stdout + upgraded.stderr).toBe(0);
      expect(upgraded.stdout).toContain(`Applied to ${data}/app.db: ${latest}`);
      expect(upgraded.stdout).toContain('Upgraded: /opt/adviser-site/releases/second serves');
      expect(upgraded.stdout).toContain(
        'removed ADMIN_PASSWORD (and ADMIN_EMAIL) from /etc/adviser-site/site.env',
      );
      const upgradedEnv = readFileSync(join(root, 'etc/adviser-site/site.env'), 'utf8');
      expect(upgradedEnv).not.toMatch(/^ADMIN_(PASSWORD|EMAIL)=/m);
      expect(upgradedEnv.split('\n')).toContain(`DATA_DIR=${data}`);
      expect(readlinkSync(join(root, 'opt/adviser-site/current'))).toBe('/opt/adviser-site/releases/second');
      expect(readlinkSync(join(root, 'opt/adviser-site/previous'))).toBe('/opt/adviser-site/releases/first');
      expect(await healthy()).toBe(true);
      const backups = readdirSync(join(data, 'backups'));
      expect(backups.filter((name) => /^pre-upgrade-.*\.db$/.test(name))).toHaveLength(1);

      expect(existsSync(join(data, 'hold-writes'))).toBe(false);

      // A failing upgrade from this checkout (issue 56). Its build (a stand-in npm first on the
      // build's PATH) waits until the test has posted an enquiry to the release still serving, then
      // makes a release that empties the enquiries and never answers. Enquiries are posted all
      // through the switch: each one acknowledged must be there after the rollback, the rest refused.
      writeFileSync(
        join(root, 'opt/adviser-site/node/current/bin/npm'),
        standInNpm(root, join(repo, 'reliability/deploy/broken-start.mjs')),
        { mode: 0o755 },
      );
      // What an earlier, killed run left: removed before anything is built.
      mkdirSync(join(root, 'opt/adviser-site/releases/killed-half-built/node_modules'), { recursive: true });
      const failing = startUpgrade(['--root', root], stand);
      await until(() => existsSync(join(root, 'build-started')), 'the build to start');
      expect(existsSync(join(root, 'opt/adviser-site/releases/killed-half-built'))).toBe(false);
      const duringBuild = await enquire('during.build@example.com');
      expect(duringBuild).toBe(201);
      writeFileSync(join(root, 'build-go'), '');
      await until(() => failing.stdout().includes('holding writes'), 'the upgrade to hold writes');
      const duringSwitch: { email: string; answer: number | 'refused' }[] = [];
      let heldSeen = false;
      while (failing.code() === undefined) {
        heldSeen ||= existsSync(join(data, 'hold-writes'));
        const email = `switch.${duringSwitch.length}@example.com`;
        duringSwitch.push({ email, answer: await enquire(email) });
        await new Promise((done) => setTimeout(done, 250));
      }
      const rolledBack = await failing.done;
      expect(rolledBack.code, rolledBack.stdout + rolledBack.stderr).toBe(1);
      const failed = /building (\/opt\/adviser-site\/releases\/[0-9a-f]{12}) /.exec(rolledBack.stdout)?.[1];
      expect(failed).toBeDefined();
      expect(rolledBack.stdout).toContain(
        `the site did not answer healthy within 20 s: putting /opt/adviser-site/releases/second back`,
      );
      expect(rolledBack.stdout).toMatch(
        /ROLLED BACK: \/opt\/adviser-site\/releases\/second serves again; the database is as it was before the upgrade/,
      );
      // The health wait says where it is every few seconds, not curl's error every second.
      expect(rolledBack.stdout + rolledBack.stderr).not.toContain('curl:');
      const waits = rolledBack.stdout.split('\n').filter((line) => line.includes('still waiting after'));
      expect(waits.length).toBeGreaterThan(0);
      expect(waits.length).toBeLessThanOrEqual(20 / 5 + 1);
      // The one serving is the one before; `previous` is not it; the failed release is gone.
      expect(readlinkSync(join(root, 'opt/adviser-site/current'))).toBe('/opt/adviser-site/releases/second');
      expect(readlinkSync(join(root, 'opt/adviser-site/previous'))).toBe('/opt/adviser-site/releases/first');
      expect(existsSync(join(root, failed as string))).toBe(false);
      expect(rolledBack.stdout).toContain(`removed the failed release ${failed}`);
      expect(existsSync(join(data, 'hold-writes'))).toBe(false);
      expect(await healthy()).toBe(true);
      // Posted during the switch: refused (503 while held, or no answer while stopped), never
      // acknowledged and lost.
      expect(duringSwitch.length).toBeGreaterThan(0);
      const acknowledged = duringSwitch.filter((post) => post.answer === 201).map((post) => post.email);
      for (const post of duringSwitch) expect([201, 503, 'refused'], post.email).toContain(post.answer);
      expect(heldSeen).toBe(true);
      const sqlite = new SqliteDatabase(join(data, 'app.db'), { readonly: true });
      try {
        const emails = (
          sqlite.prepare('select email from consultation_requests').all() as { email: string }[]
        ).map((row) => row.email);
        expect(emails).toContain('during.build@example.com');
        for (const email of acknowledged) expect(emails).toContain(email);
        // Today names the backup it was put back from as the last one (made before its own record).
        const last = sqlite.prepare('select file from backup_runs order by made_at desc limit 1').get() as {
          file: string;
        };
        expect(last.file).toMatch(/^pre-upgrade-.*\.db$/);
      } finally {
        sqlite.close();
      }
      // Writes are open again.
      expect(await enquire('after.rollback@example.com')).toBe(201);

      // Interrupted while building (Ctrl-C): the half-built release goes, nothing else changes.
      rmSync(join(root, 'build-started'));
      rmSync(join(root, 'build-go'));
      const interrupted = startUpgrade(['--root', root], stand);
      await until(() => existsSync(join(root, 'build-started')), 'the second build to start');
      expect(existsSync(join(root, failed as string))).toBe(true);
      interrupted.interrupt();
      const stopped = await interrupted.done;
      expect(stopped.code).toBe(130);
      expect(stopped.stdout).toContain(`interrupted: removed the half-built ${failed}`);
      expect(existsSync(join(root, failed as string))).toBe(false);
      expect(readlinkSync(join(root, 'opt/adviser-site/current'))).toBe('/opt/adviser-site/releases/second');
      expect(existsSync(join(data, 'hold-writes'))).toBe(false);
      expect(await healthy()).toBe(true);
      rmSync(join(root, 'opt/adviser-site/node/current/bin/npm'));

      // From this checkout, as an operator runs it after `git pull`: the release is built beside the
      // running one (the source copied, npm ci, the build with the site's settings), then serves.
      const fromSource = await run('bash', [join(repo, 'deploy/upgrade.sh'), '--root', root], stand);
      expect(fromSource.stderr.slice(-2500), fromSource.stdout.slice(-2500)).not.toContain('deploy:');
      expect(fromSource.code, fromSource.stdout.slice(-3000) + fromSource.stderr.slice(-3000)).toBe(0);
      const built = readlinkSync(join(root, 'opt/adviser-site/current'));
      expect(built).toMatch(/^\/opt\/adviser-site\/releases\/[0-9a-f]{12}$/);
      expect(fromSource.stdout).toContain(`building ${built} (npm ci and the build`);
      expect(existsSync(join(root, built, 'dist/server/start.js'))).toBe(true);
      expect(existsSync(join(root, built, '.git'))).toBe(false);
      expect(await healthy()).toBe(true);
      expect((await fetch(`${base}/`)).status).toBe(200);
      // The site's commands on the server, through deploy/run.sh (issue 56): no npm, so no .npm/
      // in the data folder (its home), and no file a backup or a restore makes on its way left.
      const manual = await run('bash', [join(repo, 'deploy/run.sh'), '--root', root, 'db:backup'], stand);
      expect(manual.stderr).toBe('');
      expect(manual.code).toBe(0);
      expect(manual.stdout).toMatch(/Backed up .* \(\d+ pages, encrypted with BACKUP_KEY\)/);
      const leftovers = (folder: string) =>
        readdirSync(folder).filter(
          (name) => /partial|decrypted|^\.npm$|\.db-(wal|shm)$/.test(name) && !name.startsWith('app.db'),
        );
      expect(leftovers(data)).toEqual([]);
      expect(leftovers(join(data, 'backups'))).toEqual([]);
      expect(existsSync(join(data, '.npm'))).toBe(false);

      // Kept: the one serving and the one before it (to go back to); the older ones are gone.
      expect(readdirSync(join(root, 'opt/adviser-site/releases')).sort()).toEqual(
        [built.split('/').at(-1), 'second'].sort(),
      );
    } finally {
      await systemctl('stop');
    }
    // npm ci and a whole build on a shared two-core machine.
  }, 600_000);
});
