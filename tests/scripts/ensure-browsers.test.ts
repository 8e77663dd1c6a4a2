import type { PathLike } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { missing } from '../../scripts/ensure-browsers.mjs';

/** The detection of what `npm test` must install, told which files exist instead of uninstalling anything. */
const present =
  (...paths: string[]) =>
  (path: PathLike) =>
    paths.some((known) => String(path) === known || String(path).endsWith(known));

describe('ensure-browsers: what is missing', () => {
  it('nothing when every binary and plugin is there', () => {
    expect(missing(['chromium', 'engines'], { env: {}, exists: () => true })).toEqual({ packages: [], badOverrides: [] });
  });

  it('names the apt package of each missing file, each package once', () => {
    const exists = present('/usr/bin/chromium', '/usr/bin/xvfb-run', '/usr/bin/xauth', 'libgstisomp4.so');
    expect(missing(['chromium', 'engines'], { env: {}, exists })).toEqual({
      packages: ['firefox-esr', 'webkit2gtk-driver', 'gstreamer1.0-plugins-bad', 'gstreamer1.0-libav'],
      badOverrides: [],
    });
  });

  it('only the groups asked for: Chromium alone needs no Firefox', () => {
    expect(missing(['chromium'], { env: {}, exists: present('/usr/bin/firefox-esr') }).packages).toEqual([
      'chromium',
      'fonts-dejavu-core',
    ]);
  });

  it('CHROMIUM_PATH and the engine paths are honoured; one pointing at nothing is reported, not apt-installed', () => {
    const env = { CHROMIUM_PATH: '/opt/chrome/chrome', FIREFOX_PATH: '/nowhere/firefox' };
    expect(missing(['chromium'], { env, exists: present('/opt/chrome/chrome') })).toEqual({ packages: [], badOverrides: [] });
    expect(missing(['engines'], { env, exists: (path: PathLike) => !String(path).startsWith('/nowhere') })).toEqual({
      packages: [],
      badOverrides: ['FIREFOX_PATH=/nowhere/firefox'],
    });
  });

  it('refuses a group it does not know', () => {
    expect(() => missing(['opera'], { env: {}, exists: () => true })).toThrow(/unknown browser group "opera"/);
  });
});
