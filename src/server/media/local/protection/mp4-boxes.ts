/**
 * Just enough ISO BMFF (MP4) to rewrite fragmented MP4: a box tree whose containers are parsed into children and
 * every other box kept as its payload bytes. Sample entries (`avc1`, `mp4a`) and `stsd` carry fixed fields before
 * their child boxes; those fields are kept as `head`.
 */
export interface Mp4Box {
  type: string;
  /** Bytes between the header and the first child (a sample entry's fields, stsd's version and count). */
  head?: Uint8Array;
  children?: Mp4Box[];
  /** The payload of a leaf box (everything after its 8-byte header). */
  payload?: Uint8Array;
}

const CONTAINERS = new Set([
  'moov',
  'trak',
  'mdia',
  'minf',
  'stbl',
  'moof',
  'traf',
  'mvex',
  'dinf',
  'edts',
  'sinf',
  'schi',
]);
/** Bytes of fields before the children: stsd (FullBox + entry count), visual and audio sample entries. */
const HEAD_BYTES: Record<string, number> = { stsd: 8, avc1: 78, encv: 78, mp4a: 28, enca: 28 };

export function parseBoxes(bytes: Uint8Array, start = 0, end = bytes.length): Mp4Box[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxes: Mp4Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    let header = 8;
    if (size === 1) {
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) throw new Error(`MP4 box ${type} at ${at} runs past its parent`);
    const bodyStart = at + header;
    const headBytes = HEAD_BYTES[type];
    if (headBytes !== undefined) {
      boxes.push({
        type,
        head: bytes.slice(bodyStart, bodyStart + headBytes),
        children: parseBoxes(bytes, bodyStart + headBytes, at + size),
      });
    } else if (CONTAINERS.has(type)) {
      boxes.push({ type, children: parseBoxes(bytes, bodyStart, at + size) });
    } else {
      boxes.push({ type, payload: bytes.slice(bodyStart, at + size) });
    }
    at += size;
  }
  return boxes;
}

export function boxSize(box: Mp4Box): number {
  const body = box.payload
    ? box.payload.byteLength
    : (box.head?.byteLength ?? 0) + (box.children ?? []).reduce((sum, child) => sum + boxSize(child), 0);
  return 8 + body;
}

export function serializeBoxes(boxes: Mp4Box[]): Uint8Array {
  const out = new Uint8Array(boxes.reduce((sum, box) => sum + boxSize(box), 0));
  let at = 0;
  const write = (box: Mp4Box) => {
    const size = boxSize(box);
    new DataView(out.buffer).setUint32(at, size);
    for (let i = 0; i < 4; i++) out[at + 4 + i] = box.type.charCodeAt(i);
    at += 8;
    if (box.payload) {
      out.set(box.payload, at);
      at += box.payload.byteLength;
      return;
    }
    if (box.head) {
      out.set(box.head, at);
      at += box.head.byteLength;
    }
    for (const child of box.children ?? []) write(child);
  };
  for (const box of boxes) write(box);
  return out;
}

export function leaf(type: string, payload: Uint8Array): Mp4Box {
  return { type, payload };
}

/** A FullBox's payload: version, flags, then the body. */
export function fullBoxPayload(version: number, flags: number, body: Uint8Array): Uint8Array {
  const payload = new Uint8Array(4 + body.byteLength);
  new DataView(payload.buffer).setUint32(0, ((version & 0xff) << 24) | (flags & 0xffffff));
  payload.set(body, 4);
  return payload;
}

export function child(box: Mp4Box, type: string): Mp4Box | undefined {
  return box.children?.find((candidate) => candidate.type === type);
}

export function childrenOf(box: Mp4Box, type: string): Mp4Box[] {
  return box.children?.filter((candidate) => candidate.type === type) ?? [];
}

/** The box at `path` below `box` (each step the first child of that type). */
export function descend(box: Mp4Box, ...path: string[]): Mp4Box | undefined {
  let current: Mp4Box | undefined = box;
  for (const type of path) current = current && child(current, type);
  return current;
}

export function dataView(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
