import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentKeyFor } from './content-keys';
import { splitFragmentedMp4 } from './fragments';
import { createProtectedPackager } from './packager';
import { ffmpegBinary, remuxToFragmentedMp4 } from './remux';

/**
 * A saved protected segment is useless without its key: the packager's output, taken from disk as an attacker with
 * the files would, decodes to errors where the clear fragment decodes cleanly, and no file holds the key.
 */
const HLS_ROOT = resolve('data/demo/media/hls');
const MASTER = new Uint8Array(32).fill(7);
const run = promisify(execFile);

/** ffmpeg's decoder on `file`: the number of decoding errors it reports and the frames' checksums. */
async function decode(file: string): Promise<{ errors: number; frames: string[] }> {
  const { stdout, stderr } = await run(
    ffmpegBinary(),
    ['-v', 'error', '-i', file, '-map', '0:v', '-f', 'framemd5', '-'],
    {
      maxBuffer: 16 << 20,
    },
  ).catch((error: { stdout?: string; stderr?: string }) => ({
    stdout: error.stdout ?? '',
    stderr: error.stderr ?? '',
  }));
  const frames = stdout.split('\n').filter((line) => line && !line.startsWith('#'));
  return { errors: stderr.split('\n').filter((line) => /error|invalid/i.test(line)).length, frames };
}

describe('protected packages', () => {
  let folder: string;
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'ott-package-test-'));
    const packager = createProtectedPackager({
      hlsRoot: HLS_ROOT,
      outRoot: join(work, 'out'),
      master: async () => MASTER,
    });
    folder = await packager.folderOf('testItem1', 'fractal-dive');
  }, 60_000);

  it('writes HLS with an init segment and a Clear Key tag naming the key id, never the key', async () => {
    const { kid, key } = contentKeyFor(MASTER, 'testItem1');
    const playlist = await readFile(join(folder, '360p', 'index.m3u8'), 'utf8');
    expect(playlist).toContain('#EXT-X-MAP:URI="init.mp4"');
    expect(playlist).toContain(
      `#EXT-X-KEY:METHOD=SAMPLE-AES-CTR,KEYFORMAT="org.w3.clearkey",KEYFORMATVERSIONS="1",` +
        `URI="data:text/plain;base64,${Buffer.from(kid).toString('base64')}"`,
    );
    expect(playlist.match(/^seg_\d{3}\.m4s$/gm)).toHaveLength(12);
    expect(await readFile(join(folder, 'master.m3u8'), 'utf8')).toContain('360p/index.m3u8');
    for (const rendition of ['360p', '180p']) {
      for (const name of await readdir(join(folder, rendition))) {
        const bytes = await readFile(join(folder, rendition, name));
        expect(bytes.includes(Buffer.from(key)), `${rendition}/${name}`).toBe(false);
      }
    }
  });

  it('gives every item its own key id', () => {
    expect(contentKeyFor(MASTER, 'testItem1').kid).not.toEqual(contentKeyFor(MASTER, 'testItem2').kid);
    expect(contentKeyFor(MASTER, 'testItem1').key).not.toEqual(contentKeyFor(new Uint8Array(32), 'testItem1').key);
  });

  it('makes a saved segment undecodable without the key, where the clear one decodes', async () => {
    const clear = splitFragmentedMp4(await remuxToFragmentedMp4(join(HLS_ROOT, 'fractal-dive', '360p')));
    const clearFile = join(work, 'clear.mp4');
    await writeFile(clearFile, Buffer.concat([clear.init, clear.fragments[3]!.bytes]));
    const savedFile = join(work, 'saved.mp4');
    const saved = [
      await readFile(join(folder, '360p', 'init.mp4')),
      await readFile(join(folder, '360p', 'seg_003.m4s')),
    ];
    await writeFile(savedFile, Buffer.concat(saved));

    const plain = await decode(clearFile);
    expect(plain.errors).toBe(0);
    expect(plain.frames).toHaveLength(48);
    const stolen = await decode(savedFile);
    expect(stolen.errors).toBeGreaterThan(0);
    const same = stolen.frames.filter((frame) => plain.frames.includes(frame));
    expect(same).toEqual([]);
  }, 60_000);
});
