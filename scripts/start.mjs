// `npm start`: serves the built site, building it first when there is no build (or when the
// SITE_* settings differ from the ones the pages were prerendered with).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.DIST_DIR ? join(root, process.env.DIST_DIR) : join(root, 'dist');
// Must match the exit code src/server/start.ts uses for "built with other site settings".
const STALE_BUILD_EXIT_CODE = 78;

function build(reason) {
  console.info(`${reason}: building the site (about half a minute)…`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'build.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function serve(allowRebuild) {
  const server = spawn(process.execPath, [join(dist, 'server', 'start.js')], { cwd: root, stdio: 'inherit' });
  const forward = (signal) => server.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  server.on('exit', (code, signal) => {
    process.off('SIGINT', forward);
    process.off('SIGTERM', forward);
    if (code === STALE_BUILD_EXIT_CODE && allowRebuild) {
      build('The site settings changed since the last build');
      serve(false);
      return;
    }
    process.exit(signal ? 0 : (code ?? 0));
  });
}

if (!existsSync(join(dist, 'server', 'start.js')) || !existsSync(join(dist, 'pages', 'manifest.json'))) {
  build('No build found');
}
serve(true);
