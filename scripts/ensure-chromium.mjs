// Makes sure Debian's Chromium is there for the end-to-end tests (Playwright's own browser download does not
// work on closed networks). Installs it with apt when missing and we are root; otherwise explains what to do.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(chromiumPath)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || process.env.CHROMIUM_PATH) {
  console.error(
    `Chromium not found at ${chromiumPath}. Install it (Debian: "sudo apt-get install -y chromium") ` +
      'or set CHROMIUM_PATH to a Chromium/Chrome binary.',
  );
  process.exit(1);
}

console.log('Chromium is missing: installing Debian\'s chromium package (apt-get)…');
const apt = (args) => execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
apt(['update', '-qq']);
apt(['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core']);
if (!existsSync(chromiumPath)) {
  console.error(`apt-get finished but ${chromiumPath} is still missing.`);
  process.exit(1);
}
