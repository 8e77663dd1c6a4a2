import { z } from 'zod/mini';
import { DEFAULT_REGION } from '../../domain/region';

/**
 * The viewer's region from `GET /api/region`, asked once per browser session (kept in session storage). Never
 * fails: a network error or a bad answer is the default region, and nothing is kept, so the next page asks again.
 */
export const REGION_SESSION_KEY = 'region';

const answerSchema = z.object({
  countryCode: z.nullable(z.string()),
  china: z.boolean(),
  alternateOrigins: z.record(z.string(), z.string()),
});

export type RegionAnswer = z.infer<typeof answerSchema>;

const DEFAULT_ANSWER: RegionAnswer = { ...DEFAULT_REGION, alternateOrigins: {} };

function parse(raw: unknown): RegionAnswer | null {
  const result = answerSchema.safeParse(raw);
  return result.success ? result.data : null;
}

function kept(): RegionAnswer | null {
  try {
    const raw = sessionStorage.getItem(REGION_SESSION_KEY);
    return raw === null ? null : parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

export async function regionOfViewer(): Promise<RegionAnswer> {
  const known = kept();
  if (known) return known;
  try {
    const response = await fetch('/api/region', { headers: { accept: 'application/json' } });
    const answer = response.ok ? parse(await response.json()) : null;
    if (!answer) return DEFAULT_ANSWER;
    try {
      sessionStorage.setItem(REGION_SESSION_KEY, JSON.stringify(answer));
    } catch {
      // Storage refused (private mode): the next page asks again.
    }
    return answer;
  } catch {
    return DEFAULT_ANSWER;
  }
}
