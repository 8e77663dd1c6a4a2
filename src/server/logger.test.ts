import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

describe('createLogger', () => {
  it('writes JSON lines tagged with the service name', () => {
    const { lines, stream } = capture();
    createLogger({ LOG_LEVEL: 'info' }, stream).info({ path: '/' }, 'request done');
    expect(lines[0]).toMatchObject({ service: 'ott-site', path: '/', msg: 'request done', level: 30 });
    expect(typeof lines[0]?.time).toBe('string');
  });

  it('respects the level', () => {
    const { lines, stream } = capture();
    const logger = createLogger({ LOG_LEVEL: 'warn' }, stream);
    logger.info('hidden');
    logger.warn('shown');
    expect(lines.map((line) => line.msg)).toEqual(['shown']);
  });

  it('redacts credentials in request headers', () => {
    const { lines, stream } = capture();
    createLogger({ LOG_LEVEL: 'info' }, stream).info(
      {
        req: {
          headers: {
            authorization: 'Bearer abc',
            cookie: 'session=xyz',
            'x-licence-token': 'licence.token',
            accept: 'text/html',
          },
        },
      },
      'incoming',
    );
    const text = JSON.stringify(lines[0]);
    expect(text).not.toContain('Bearer abc');
    expect(text).not.toContain('session=xyz');
    expect(text).not.toContain('licence.token');
    expect(text).toContain('text/html');
  });
});
