import { createCipheriv } from 'node:crypto';
import {
  child,
  childrenOf,
  dataView,
  descend,
  fullBoxPayload,
  leaf,
  parseBoxes,
  serializeBoxes,
  boxSize,
  type Mp4Box,
} from './mp4-boxes';

/**
 * Common Encryption (ISO/IEC 23001-7, scheme 'cenc': AES-128 CTR) of fragmented MP4, as a DRM packager does it:
 * the init segment's sample entries become `encv`/`enca` with a `sinf` (frma, schm, tenc naming the key id) and the
 * movie gets a `pssh` of the W3C common system (Clear Key reads the key id there); each fragment's samples are
 * encrypted in place and every track fragment gets `senc` (the 8-byte IVs, and for video the subsamples), `saiz` and
 * `saio`. Video is encrypted per NAL unit leaving the length prefix and the first bytes of every slice clear (the
 * decoder parses them before the CDM decrypts); other NAL units stay clear. Audio samples are encrypted whole.
 */
export const COMMON_SYSTEM_ID = Uint8Array.from(Buffer.from('1077efecc0b24d02ace33c1e52e2fb4b', 'hex'));

export interface TrackProtection {
  trackId: number;
  video: boolean;
  /** Bytes of each NAL unit's length prefix (avcC's lengthSizeMinusOne + 1); video only. */
  nalLengthSize: number;
}

export interface ProtectedInit {
  init: Uint8Array;
  tracks: TrackProtection[];
}

const ENCRYPTED_ENTRY: Record<string, string> = { avc1: 'encv', mp4a: 'enca' };
/** Slice bytes kept clear after the NAL header: the slice header lies within them. */
const CLEAR_SLICE_LEAD = 32;
const MAX_CLEAR_RUN = 0xffff;

function ascii(text: string): Uint8Array {
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

function uint32(value: number): Uint8Array {
  const bytes = new Uint8Array(4);
  dataView(bytes).setUint32(0, value);
  return bytes;
}

function protectionScheme(originalFormat: string, kid: Uint8Array): Mp4Box {
  const tenc = fullBoxPayload(0, 0, concat(Uint8Array.of(0, 0, 1, 8), kid));
  return {
    type: 'sinf',
    children: [
      leaf('frma', ascii(originalFormat)),
      leaf('schm', fullBoxPayload(0, 0, concat(ascii('cenc'), uint32(0x10000)))),
      { type: 'schi', children: [leaf('tenc', tenc)] },
    ],
  };
}

/** The `pssh` (version 1) of the W3C common system, naming the key ids. */
export function commonPssh(kids: Uint8Array[]): Mp4Box {
  return leaf('pssh', fullBoxPayload(1, 0, concat(COMMON_SYSTEM_ID, uint32(kids.length), ...kids, uint32(0))));
}

/** Marks every track of a clear init segment (ftyp + moov) as encrypted with `kid`. */
export function protectInit(clearInit: Uint8Array, kid: Uint8Array): ProtectedInit {
  const boxes = parseBoxes(clearInit);
  const moov = boxes.find((box) => box.type === 'moov');
  if (!moov?.children) throw new Error('init segment without moov');
  const tracks: TrackProtection[] = [];
  for (const trak of childrenOf(moov, 'trak')) {
    const tkhd = child(trak, 'tkhd')?.payload;
    const stsd = descend(trak, 'mdia', 'minf', 'stbl', 'stsd');
    const entry = stsd?.children?.[0];
    if (!tkhd || !entry) throw new Error('track without tkhd or sample entry');
    const encrypted = ENCRYPTED_ENTRY[entry.type];
    if (!encrypted) throw new Error(`cannot encrypt sample entry ${entry.type}`);
    const trackId = dataView(tkhd).getUint32(tkhd[0] === 1 ? 20 : 12);
    const avcC = child(entry, 'avcC')?.payload;
    tracks.push({ trackId, video: entry.type === 'avc1', nalLengthSize: avcC ? (avcC[4]! & 0x3) + 1 : 0 });
    entry.children = [...(entry.children ?? []), protectionScheme(entry.type, kid)];
    entry.type = encrypted;
  }
  moov.children.push(commonPssh([kid]));
  return { init: serializeBoxes(boxes), tracks };
}

interface Subsample {
  clear: number;
  protected: number;
}

/** The NAL units of an AVC sample as subsamples: clear length prefix and slice lead, the rest protected. */
export function videoSubsamples(sample: Uint8Array, nalLengthSize: number): Subsample[] {
  const view = dataView(sample);
  const subsamples: Subsample[] = [];
  let at = 0;
  while (at + nalLengthSize <= sample.byteLength) {
    let length = 0;
    for (let i = 0; i < nalLengthSize; i++) length = length * 256 + view.getUint8(at + i);
    const nalType = view.getUint8(at + nalLengthSize) & 0x1f;
    const slice = nalType >= 1 && nalType <= 5;
    const protectedBytes =
      slice && length > CLEAR_SLICE_LEAD + 16 ? Math.floor((length - CLEAR_SLICE_LEAD) / 16) * 16 : 0;
    let clear = nalLengthSize + length - protectedBytes;
    while (clear > MAX_CLEAR_RUN) {
      subsamples.push({ clear: MAX_CLEAR_RUN, protected: 0 });
      clear -= MAX_CLEAR_RUN;
    }
    subsamples.push({ clear, protected: protectedBytes });
    at += nalLengthSize + length;
  }
  if (at !== sample.byteLength) throw new Error('AVC sample does not end on a NAL unit');
  return subsamples;
}

function encryptSample(sample: Uint8Array, key: Uint8Array, iv: Uint8Array, subsamples: Subsample[] | null): void {
  const cipher = createCipheriv('aes-128-ctr', key, concat(iv, new Uint8Array(8)));
  const ranges = subsamples ?? [{ clear: 0, protected: sample.byteLength }];
  let at = 0;
  for (const range of ranges) {
    at += range.clear;
    if (range.protected > 0) {
      sample.set(cipher.update(sample.subarray(at, at + range.protected)), at);
      at += range.protected;
    }
  }
  cipher.final();
}

interface TrunLayout {
  dataOffset: number;
  /** Byte offset of the data offset field in the trun payload. */
  dataOffsetField: number;
  sizes: number[];
}

/** The samples a `trun` describes (sizes from the trun or the tfhd's default). */
function readTrun(trun: Uint8Array, defaultSize: number | undefined): TrunLayout {
  const view = dataView(trun);
  const flags = view.getUint32(0) & 0xffffff;
  const count = view.getUint32(4);
  let at = 8;
  if (!(flags & 0x1)) throw new Error('trun without data offset');
  const dataOffset = view.getInt32(at);
  const dataOffsetField = at;
  at += 4;
  if (flags & 0x4) at += 4;
  const sizes: number[] = [];
  for (let i = 0; i < count; i++) {
    if (flags & 0x100) at += 4;
    if (flags & 0x200) {
      sizes.push(view.getUint32(at));
      at += 4;
    } else if (defaultSize !== undefined) {
      sizes.push(defaultSize);
    } else {
      throw new Error('trun without sample sizes');
    }
    if (flags & 0x400) at += 4;
    if (flags & 0x800) at += 4;
  }
  return { dataOffset, dataOffsetField, sizes };
}

function readTfhd(tfhd: Uint8Array): { trackId: number; defaultSize?: number; baseIsMoof: boolean } {
  const view = dataView(tfhd);
  const flags = view.getUint32(0) & 0xffffff;
  if (flags & 0x1) throw new Error('tfhd with an explicit base data offset');
  let at = 8;
  if (flags & 0x2) at += 4;
  if (flags & 0x8) at += 4;
  const defaultSize = flags & 0x10 ? view.getUint32(at) : undefined;
  return { trackId: view.getUint32(4), defaultSize, baseIsMoof: (flags & 0x20000) !== 0 };
}

function sencBox(ivs: Uint8Array[], subsamples: Array<Subsample[] | null>): Mp4Box {
  const withSubsamples = subsamples.some((entry) => entry !== null);
  const parts: Uint8Array[] = [uint32(ivs.length)];
  ivs.forEach((iv, index) => {
    parts.push(iv);
    const entries = subsamples[index];
    if (!withSubsamples || !entries) return;
    const bytes = new Uint8Array(2 + entries.length * 6);
    const view = dataView(bytes);
    view.setUint16(0, entries.length);
    entries.forEach((entry, i) => {
      view.setUint16(2 + i * 6, entry.clear);
      view.setUint32(4 + i * 6, entry.protected);
    });
    parts.push(bytes);
  });
  return leaf('senc', fullBoxPayload(0, withSubsamples ? 0x2 : 0, concat(...parts)));
}

function saizBox(infoSizes: number[]): Mp4Box {
  const same = infoSizes.every((size) => size === infoSizes[0]);
  const body = same
    ? concat(Uint8Array.of(infoSizes[0] ?? 0), uint32(infoSizes.length))
    : concat(Uint8Array.of(0), uint32(infoSizes.length), Uint8Array.from(infoSizes));
  return leaf('saiz', fullBoxPayload(0, 0, body));
}

/** A `saio` with one offset (from the moof's start): filled in once the moof's layout is known. */
function saioBox(): Mp4Box {
  return leaf('saio', fullBoxPayload(0, 0, concat(uint32(1), uint32(0))));
}

export interface FragmentProtector {
  /** Encrypts one fragment (moof + mdat, maybe after styp/sidx), in the order of the stream. */
  protect(fragment: Uint8Array): Uint8Array;
}

/**
 * Encrypts the fragments of one rendition with `key`. IVs are `ivPrefix` (2 bytes, unique per rendition under this
 * key), the track id, a zero byte and the sample's number in its track: never reused under one key.
 */
export function createFragmentProtector(options: {
  key: Uint8Array;
  tracks: TrackProtection[];
  ivPrefix: number;
}): FragmentProtector {
  const sampleNumbers = new Map<number, number>();
  const trackById = new Map(options.tracks.map((track) => [track.trackId, track]));

  const nextIv = (trackId: number) => {
    const number = sampleNumbers.get(trackId) ?? 0;
    sampleNumbers.set(trackId, number + 1);
    const iv = new Uint8Array(8);
    const view = dataView(iv);
    view.setUint16(0, options.ivPrefix);
    view.setUint8(2, trackId & 0xff);
    view.setUint32(4, number);
    return iv;
  };

  return {
    protect(fragment) {
      const bytes = Uint8Array.from(fragment);
      const boxes = parseBoxes(bytes);
      const moofIndex = boxes.findIndex((box) => box.type === 'moof');
      const moof = boxes[moofIndex];
      if (!moof?.children) throw new Error('fragment without moof');
      const moofStart = boxes.slice(0, moofIndex).reduce((sum, box) => sum + boxSize(box), 0);
      const oldMoofSize = boxSize(moof);
      const mdatIndex = boxes.findIndex((box) => box.type === 'mdat');
      const mdat = boxes[mdatIndex]?.payload;
      if (!mdat || mdatIndex < moofIndex) throw new Error('fragment without mdat after its moof');
      const mdatStart =
        moofStart + oldMoofSize + boxes.slice(moofIndex + 1, mdatIndex).reduce((s, b) => s + boxSize(b), 0) + 8;

      const trafs = childrenOf(moof, 'traf');
      const truns: Array<{ trun: Uint8Array; layout: TrunLayout }> = [];
      for (const traf of trafs) {
        const tfhd = readTfhd(child(traf, 'tfhd')?.payload ?? new Uint8Array());
        if (!tfhd.baseIsMoof) throw new Error('track fragment whose base is not its moof');
        const track = trackById.get(tfhd.trackId);
        const trunBox = child(traf, 'trun');
        if (!track || !trunBox?.payload) throw new Error(`unknown track fragment ${tfhd.trackId}`);
        const layout = readTrun(trunBox.payload, tfhd.defaultSize);
        truns.push({ trun: trunBox.payload, layout });
        const ivs: Uint8Array[] = [];
        const subsamples: Array<Subsample[] | null> = [];
        let at = layout.dataOffset - (mdatStart - moofStart);
        for (const size of layout.sizes) {
          if (at < 0 || at + size > mdat.byteLength) throw new Error('sample outside the mdat');
          const sample = mdat.subarray(at, at + size);
          const iv = nextIv(track.trackId);
          const ranges = track.video ? videoSubsamples(sample, track.nalLengthSize) : null;
          encryptSample(sample, options.key, iv, ranges);
          ivs.push(iv);
          subsamples.push(ranges);
          at += size;
        }
        const infoSizes = subsamples.map((ranges) => (ranges ? 8 + 2 + ranges.length * 6 : 8));
        traf.children!.push(saizBox(infoSizes), saioBox(), sencBox(ivs, subsamples));
      }

      const growth = boxSize(moof) - oldMoofSize;
      for (const { trun, layout } of truns) {
        dataView(trun).setInt32(layout.dataOffsetField, layout.dataOffset + growth);
      }
      let trafStart = 8;
      for (const box of moof.children) {
        if (box.type === 'traf') {
          let inTraf = 8;
          for (const part of box.children!) {
            if (part.type === 'senc') dataView(child(box, 'saio')!.payload!).setUint32(8, trafStart + inTraf + 16);
            inTraf += boxSize(part);
          }
        }
        trafStart += boxSize(box);
      }
      return serializeBoxes(boxes);
    },
  };
}
