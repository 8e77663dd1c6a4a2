import { child, childrenOf, dataView, descend, parseBoxes, serializeBoxes, type Mp4Box } from './mp4-boxes';

/**
 * A fragmented MP4 (ftyp, moov, then moof + mdat pairs) cut into an HLS init segment and media segments, each
 * segment one fragment with its duration in seconds (from the video track's sample durations).
 */
export interface FragmentedMp4 {
  init: Uint8Array;
  fragments: Array<{ bytes: Uint8Array; duration: number }>;
}

function handlerOf(trak: Mp4Box): string {
  const hdlr = descend(trak, 'mdia', 'hdlr')?.payload;
  return hdlr ? String.fromCharCode(...hdlr.subarray(8, 12)) : '';
}

function trackIdOf(trak: Mp4Box): number {
  const tkhd = child(trak, 'tkhd')!.payload!;
  return dataView(tkhd).getUint32(tkhd[0] === 1 ? 20 : 12);
}

function timescaleOf(trak: Mp4Box): number {
  const mdhd = descend(trak, 'mdia', 'mdhd')!.payload!;
  return dataView(mdhd).getUint32(mdhd[0] === 1 ? 20 : 12);
}

/** trex's default sample duration per track id. */
function trexDefaults(moov: Mp4Box): Map<number, number> {
  const defaults = new Map<number, number>();
  for (const trex of childrenOf(child(moov, 'mvex') ?? { type: 'mvex' }, 'trex')) {
    const view = dataView(trex.payload!);
    defaults.set(view.getUint32(4), view.getUint32(12));
  }
  return defaults;
}

/** Sum of the sample durations of one track fragment. */
function trafDuration(traf: Mp4Box, trexDuration: number): number {
  const tfhd = dataView(child(traf, 'tfhd')!.payload!);
  const tfhdFlags = tfhd.getUint32(0) & 0xffffff;
  let at = 8 + (tfhdFlags & 0x1 ? 8 : 0) + (tfhdFlags & 0x2 ? 4 : 0);
  const defaultDuration = tfhdFlags & 0x8 ? tfhd.getUint32(at) : trexDuration;
  let total = 0;
  for (const trun of childrenOf(traf, 'trun')) {
    const view = dataView(trun.payload!);
    const flags = view.getUint32(0) & 0xffffff;
    const count = view.getUint32(4);
    at = 8 + (flags & 0x1 ? 4 : 0) + (flags & 0x4 ? 4 : 0);
    const fieldBytes = [0x100, 0x200, 0x400, 0x800].filter((flag) => flags & flag).length * 4;
    for (let i = 0; i < count; i++) {
      total += flags & 0x100 ? view.getUint32(at) : defaultDuration;
      at += fieldBytes;
    }
  }
  return total;
}

export function splitFragmentedMp4(bytes: Uint8Array): FragmentedMp4 {
  const boxes = parseBoxes(bytes);
  const moov = boxes.find((box) => box.type === 'moov');
  if (!moov) throw new Error('fragmented MP4 without moov');
  const traks = childrenOf(moov, 'trak');
  const video = traks.find((trak) => handlerOf(trak) === 'vide') ?? traks[0];
  if (!video) throw new Error('fragmented MP4 without tracks');
  const videoId = trackIdOf(video);
  const timescale = timescaleOf(video);
  const trexDuration = trexDefaults(moov).get(videoId) ?? 0;
  const init = serializeBoxes(boxes.filter((box) => box.type === 'ftyp' || box.type === 'moov'));
  const fragments: FragmentedMp4['fragments'] = [];
  for (let i = 0; i < boxes.length; i++) {
    const moof = boxes[i]!;
    if (moof.type !== 'moof') continue;
    const mdat = boxes[i + 1];
    if (mdat?.type !== 'mdat') throw new Error('moof without its mdat');
    const traf = childrenOf(moof, 'traf').find((candidate) => {
      return dataView(child(candidate, 'tfhd')!.payload!).getUint32(4) === videoId;
    });
    const duration = traf ? trafDuration(traf, trexDuration) / timescale : 0;
    fragments.push({ bytes: serializeBoxes([moof, mdat]), duration });
  }
  return { init, fragments };
}
