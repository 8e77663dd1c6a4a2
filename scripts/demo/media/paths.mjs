import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const DEMO_DIR = resolve(REPO_ROOT, 'data/demo');
export const CATALOG_DIR = resolve(DEMO_DIR, 'catalog');
export const HLS_DIR = resolve(DEMO_DIR, 'media/hls');
export const IMAGES_DIR = resolve(DEMO_DIR, 'media/images');
export const FONT_DIR = '/usr/share/fonts/truetype/dejavu';
export const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';
export const FFPROBE = process.env.FFPROBE_PATH ?? '/usr/bin/ffprobe';
