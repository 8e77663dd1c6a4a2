// Makes sure Debian's browsers are there for the end-to-end tests (Playwright's own browser download does not work on
// closed networks): Chromium for the Playwright suite; Firefox ESR, WebKitGTK's WebDriver with its MiniBrowser, Xvfb
// and the GStreamer media plugins for the cross-engine journeys (decision 4210). Installs what is missing with apt
// when we are root; otherwise says what to install. `node scripts/ensure-browsers.mjs chromium engines`.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const GSTREAMER = '/usr/lib/x86_64-linux-gnu/gstreamer-1.0';

/** What each group needs: a file that proves it is installed, the apt package that brings it, and its override. */
export function requirements(env = process.env) {
  return {
    chromium: [{ path: env.CHROMIUM_PATH ?? '/usr/bin/chromium', packages: ['chromium', 'fonts-dejavu-core'], override: 'CHROMIUM_PATH' }],
    engines: [
      { path: env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', packages: ['firefox-esr'], override: 'FIREFOX_PATH' },
      { path: env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver', packages: ['webkit2gtk-driver'], override: 'WEBKIT_DRIVER_PATH' },
      {
        path: env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
        packages: ['webkit2gtk-driver'],
        override: 'MINIBROWSER_PATH',
      },
      { path: '/usr/bin/xvfb-run', packages: ['xvfb'] },
      { path: '/usr/bin/xauth', packages: ['xauth'] },
      { path: `${GSTREAMER}/libgstisomp4.so`, packages: ['gstreamer1.0-plugins-good'] },
      { path: `${GSTREAMER}/libgstvideoparsersbad.so`, packages: ['gstreamer1.0-plugins-bad'] },
      { path: `${GSTREAMER}/libgstlibav.so`, packages: ['gstreamer1.0-libav'] },
    ],
  };
}

/**
 * What is missing of `groups`: the apt packages to install, and the overridden paths that point at nothing (those
 * apt cannot fix: the variable names a file the person chose).
 */
export function missing(groups, { env = process.env, exists = existsSync } = {}) {
  const all = requirements(env);
  const packages = new Set();
  const badOverrides = [];
  for (const group of groups) {
    if (!all[group]) throw new Error(`unknown browser group "${group}" (chromium, engines)`);
    for (const need of all[group]) {
      if (exists(need.path)) continue;
      if (need.override && env[need.override]) badOverrides.push(`${need.override}=${need.path}`);
      else for (const name of need.packages) packages.add(name);
    }
  }
  return { packages: [...packages], badOverrides };
}

function main(groups) {
  const { packages, badOverrides } = missing(groups);
  if (badOverrides.length) {
    console.error(`Not found: ${badOverrides.join(', ')}. Point the variable at an installed binary or unset it.`);
    process.exit(1);
  }
  if (packages.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Missing for the browser tests: install them (Debian: "sudo apt-get install -y ${packages.join(' ')}").`);
    process.exit(1);
  }
  console.log(`Installing Debian's ${packages.join(', ')} (apt-get)…`);
  const apt = (args) =>
    execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', '--no-install-recommends', ...packages]);
  const after = missing(groups);
  if (after.packages.length) {
    console.error(`apt-get finished but these are still missing: ${after.packages.join(', ')}.`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main(process.argv.slice(2).length ? process.argv.slice(2) : ['chromium']);
