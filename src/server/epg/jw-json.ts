import { z } from 'zod';
import type { RawProgram } from '../../domain/live-guide/programs';

/**
 * The JW Player EPG JSON (the body of a channel's `scheduleUrl`): an array of programmes with `id`, `title`,
 * `startTime`, `endTime` and optional `chapterPointCustomProperties` (`{ key, value }` pairs, of which
 * `description` and `image` are used; the image is both the card and the background). Items are handed over
 * unvalidated beyond their shape; `validPrograms` drops the ones spec 1 §5 rejects.
 */
const customProperty = z.looseObject({ key: z.string(), value: z.unknown() });
const wireProgram = z.looseObject({
  id: z.unknown(),
  title: z.unknown(),
  startTime: z.unknown(),
  endTime: z.unknown(),
  chapterPointCustomProperties: z.array(z.unknown()).nullish(),
});

export class EpgFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EpgFormatError';
  }
}

export function readJwEpg(body: unknown): RawProgram[] {
  if (!Array.isArray(body)) throw new EpgFormatError('a JW EPG schedule is a JSON array');
  const programs: RawProgram[] = [];
  for (const item of body) {
    const parsed = wireProgram.safeParse(item);
    if (!parsed.success) continue;
    const properties = new Map<string, unknown>();
    for (const entry of parsed.data.chapterPointCustomProperties ?? []) {
      const property = customProperty.safeParse(entry);
      if (property.success && !properties.has(property.data.key))
        properties.set(property.data.key, property.data.value);
    }
    const image = properties.get('image');
    programs.push({
      id: parsed.data.id,
      title: parsed.data.title,
      startTime: parsed.data.startTime,
      endTime: parsed.data.endTime,
      description: properties.get('description'),
      cardImage: image,
      backgroundImage: image,
    });
  }
  return programs;
}
