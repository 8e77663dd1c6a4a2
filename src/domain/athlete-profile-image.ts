import type { AthleteSummary, Gradient } from './content';

/** `GET /swiss/result/athlete-profile-image` (spec 3 §7): the colours a results row shows an athlete on. */
export interface AthleteProfileImage {
  gradientColors: { gradientStart: string; gradientEnd: string };
  imageUrl: string | null;
}

const folded = (text: string) => text.normalize('NFKC').trim().toLocaleLowerCase('en');

/**
 * The athlete a results feed names (by name, as the feed spells it, and sport code): names are compared without
 * case or surrounding spaces, and the sport code decides between two athletes of one name. An athlete without a
 * sport code in the CMS matches on the name alone, so a missing code there does not hide the picture.
 */
export function findResultsAthlete(
  athletes: readonly AthleteSummary[],
  athleteName: string,
  sportCode: string,
): AthleteSummary | undefined {
  const name = folded(athleteName);
  const code = folded(sportCode);
  const named = athletes.filter((athlete) => folded(athlete.title) === name);
  return (
    named.find((athlete) => athlete.sport?.sportsCode && folded(athlete.sport.sportsCode) === code) ??
    named.find((athlete) => !athlete.sport?.sportsCode)
  );
}

export function athleteProfileImage(athlete: AthleteSummary, fallback: Gradient): AthleteProfileImage {
  const gradient = athlete.sport?.gradient ?? fallback;
  return {
    gradientColors: { gradientStart: gradient.start, gradientEnd: gradient.end },
    imageUrl: athlete.profileImage?.url ?? null,
  };
}
