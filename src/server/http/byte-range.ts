/**
 * The one byte range a `Range` header asks of a file of `size` bytes (RFC 9110 §14): `bytes=a-b`, `bytes=a-` or
 * the last n bytes `bytes=-n`, clipped to the file. `null` when there is no usable single range (absent, another
 * unit, several ranges, malformed): the whole file is sent. `unsatisfiable` when it starts past the end (416).
 */
export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

export function byteRange(header: string | null | undefined, size: number): ByteRange {
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1], match[2]];
  if (first === '') {
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  if (end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}
