import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * One rendition of a demo clip (MPEG-TS segments listed by its `index.m3u8`) as one fragmented MP4, a fragment per
 * segment, without re-encoding. ffmpeg does the remux (its own CENC encryption is unusable here: it writes no
 * `senc` into fragments, so a CDM cannot decrypt them — see the decision record); `cenc.ts` encrypts the result.
 * `delay_moov` lets the AAC bitstream filter's decoder config reach the moov (else the esds has none).
 */
export interface RemuxOptions {
  /** The ffmpeg binary (FFMPEG_PATH); unset, @ffmpeg-installer's (a devDependency), else `ffmpeg` on PATH. */
  ffmpeg?: string;
}

export function ffmpegBinary(configured?: string): string {
  if (configured) return configured;
  try {
    const installer = createRequire(join(process.cwd(), 'package.json'))('@ffmpeg-installer/ffmpeg') as {
      path: string;
    };
    return installer.path;
  } catch {
    return 'ffmpeg';
  }
}

export async function segmentFiles(renditionDir: string): Promise<string[]> {
  const playlist = await readFile(join(renditionDir, 'index.m3u8'), 'utf8');
  return playlist
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((name) => {
      if (!/^[\w.-]+$/.test(name)) throw new Error(`unexpected segment name ${name}`);
      return join(renditionDir, name);
    });
}

export async function remuxToFragmentedMp4(renditionDir: string, options: RemuxOptions = {}): Promise<Uint8Array> {
  const files = await segmentFiles(renditionDir);
  const work = await mkdtemp(join(tmpdir(), 'ott-remux-'));
  try {
    const list = join(work, 'segments.txt');
    await writeFile(list, files.map((file) => `file '${file.replace(/'/g, "'\\''")}'`).join('\n'));
    const args = ['-hide_banner', '-loglevel', 'error', '-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy'];
    args.push('-bsf:a', 'aac_adtstoasc', '-f', 'mp4');
    args.push('-movflags', 'frag_keyframe+empty_moov+delay_moov+default_base_moof', 'pipe:1');
    return await new Promise<Uint8Array>((resolve, reject) => {
      execFile(
        ffmpegBinary(options.ffmpeg),
        args,
        { encoding: 'buffer', maxBuffer: 256 << 20 },
        (error, stdout, stderr) => {
          if (error)
            reject(new Error(`ffmpeg could not remux ${renditionDir}: ${stderr.toString().trim() || error.message}`));
          else resolve(new Uint8Array(stdout));
        },
      );
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
