import { randomBytes } from 'node:crypto';
import { cp, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createFragmentProtector, protectInit } from './cenc';
import { contentKeyFor, keyFingerprint } from './content-keys';
import { splitFragmentedMp4 } from './fragments';
import { remuxToFragmentedMp4 } from './remux';

/**
 * The demo's protected renditions, made from the clear clips the first time an item is played (a real platform
 * packages at ingest): each rendition remuxed to fragmented MP4, encrypted with the item's own content key (CENC),
 * and written as HLS with `EXT-X-MAP` and a Clear Key `EXT-X-KEY` naming the key id — never the key. They live in
 * `{outRoot}/{key fingerprint}/{mediaid}/`, outside the public demo files; a folder is written under a temporary
 * name and renamed when complete, so a half-written package is never served and two instances may race.
 */
export interface ProtectedPackagerOptions {
  /** `data/demo/media/hls`: the clear clips. */
  hlsRoot: string;
  /** Where packages are written (under DATA_DIR). */
  outRoot: string;
  /** The master secret of the content keys. */
  master: () => Promise<Uint8Array>;
  /** The ffmpeg binary (FFMPEG_PATH); by default remux.ts's choice. */
  ffmpeg?: string;
}

export interface ProtectedPackager {
  /** The folder of the item's protected HLS (packaged now if it is not yet). */
  folderOf(mediaid: string, clip: string): Promise<string>;
}

const NAME = /^[A-Za-z0-9_-]+$/;

function clearKeyTag(kid: Uint8Array): string {
  const uri = `data:text/plain;base64,${Buffer.from(kid).toString('base64')}`;
  return `#EXT-X-KEY:METHOD=SAMPLE-AES-CTR,KEYFORMAT="org.w3.clearkey",KEYFORMATVERSIONS="1",URI="${uri}"`;
}

/** The rendition folders a master playlist names (`360p/index.m3u8` → `360p`). */
function renditionsOf(master: string): string[] {
  return master
    .split(/\r?\n/)
    .map((line) => /^([A-Za-z0-9_-]+)\/index\.m3u8$/.exec(line.trim())?.[1])
    .filter((name): name is string => name !== undefined);
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

export function createProtectedPackager(options: ProtectedPackagerOptions): ProtectedPackager {
  const remux = (dir: string) => remuxToFragmentedMp4(dir, { ffmpeg: options.ffmpeg });
  const clearRenditions = new Map<string, Promise<Uint8Array>>();
  const packaging = new Map<string, Promise<string>>();

  /** A clip's rendition remuxed once per process: several items play the same clip. */
  function clearRendition(clip: string, rendition: string): Promise<Uint8Array> {
    const id = `${clip}/${rendition}`;
    let pending = clearRenditions.get(id);
    if (!pending) {
      pending = remux(join(options.hlsRoot, clip, rendition));
      pending.catch(() => clearRenditions.delete(id));
      clearRenditions.set(id, pending);
    }
    return pending;
  }

  async function writeRendition(
    dir: string,
    bytes: Uint8Array,
    key: ReturnType<typeof contentKeyFor>,
    ivPrefix: number,
  ) {
    const { init, fragments } = splitFragmentedMp4(bytes);
    const protectedInit = protectInit(init, key.kid);
    const protector = createFragmentProtector({ key: key.key, tracks: protectedInit.tracks, ivPrefix });
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'init.mp4'), protectedInit.init);
    const target = Math.ceil(Math.max(...fragments.map((fragment) => fragment.duration)));
    const lines = ['#EXTM3U', '#EXT-X-VERSION:6', `#EXT-X-TARGETDURATION:${target}`, '#EXT-X-MEDIA-SEQUENCE:0'];
    lines.push(
      '#EXT-X-PLAYLIST-TYPE:VOD',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      clearKeyTag(key.kid),
      '#EXT-X-MAP:URI="init.mp4"',
    );
    for (const [index, fragment] of fragments.entries()) {
      const name = `seg_${String(index).padStart(3, '0')}.m4s`;
      await writeFile(join(dir, name), protector.protect(fragment.bytes));
      lines.push(`#EXTINF:${fragment.duration.toFixed(6)},`, name);
    }
    lines.push('#EXT-X-ENDLIST', '');
    await writeFile(join(dir, 'index.m3u8'), lines.join('\n'));
  }

  async function packageItem(mediaid: string, clip: string): Promise<string> {
    const master = await options.master();
    const root = join(options.outRoot, keyFingerprint(master));
    const folder = join(root, mediaid);
    if (await exists(join(folder, 'master.m3u8'))) return folder;
    const key = contentKeyFor(master, mediaid);
    const clipDir = join(options.hlsRoot, clip);
    const masterPlaylist = await readFile(join(clipDir, 'master.m3u8'), 'utf8');
    const work = join(root, `.${mediaid}-${randomBytes(6).toString('hex')}`);
    try {
      for (const [index, rendition] of renditionsOf(masterPlaylist).entries()) {
        await writeRendition(join(work, rendition), await clearRendition(clip, rendition), key, index + 1);
      }
      if (await exists(join(clipDir, 'subs'))) await cp(join(clipDir, 'subs'), join(work, 'subs'), { recursive: true });
      await writeFile(join(work, 'master.m3u8'), masterPlaylist);
      await rename(work, folder).catch(async (error: unknown) => {
        if (!(await exists(join(folder, 'master.m3u8')))) throw error;
      });
      return folder;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  return {
    folderOf(mediaid, clip) {
      if (!NAME.test(mediaid) || !NAME.test(clip)) return Promise.reject(new Error('invalid media or clip id'));
      let pending = packaging.get(mediaid);
      if (!pending) {
        pending = packageItem(mediaid, clip);
        pending.catch(() => packaging.delete(mediaid));
        packaging.set(mediaid, pending);
      }
      return pending;
    },
  };
}
