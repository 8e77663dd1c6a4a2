import { describe, expect, it } from 'vitest';
import type { AthleteSummary } from './content';
import { athleteProfileImage, findResultsAthlete } from './athlete-profile-image';

const archery = { id: 's1', title: 'Archery', slug: 'archery', sportsCode: 'ARC', gradient: { start: '#000000', end: '#ffffff' } };
const judo = { ...archery, id: 's2', title: 'Judo', slug: 'judo', sportsCode: 'JUD' };
const athlete = (id: string, title: string, sport?: typeof archery): AthleteSummary => ({ id, title, slug: id, sport });

describe('findResultsAthlete', () => {
  const athletes = [athlete('a1', 'Kim Lee', archery), athlete('a2', 'Kim Lee', judo), athlete('a3', 'Ana Ruiz')];

  it('tells two athletes of one name apart by the sport code, without case or spaces mattering', () => {
    expect(findResultsAthlete(athletes, ' kim LEE ', 'jud')?.id).toBe('a2');
    expect(findResultsAthlete(athletes, 'Kim Lee', 'ARC')?.id).toBe('a1');
  });

  it('matches an athlete without a sport on the name alone, and nobody for another sport', () => {
    expect(findResultsAthlete(athletes, 'Ana Ruiz', 'ARC')?.id).toBe('a3');
    expect(findResultsAthlete(athletes, 'Kim Lee', 'SWM')).toBeUndefined();
  });
});

describe('athleteProfileImage', () => {
  it("gives the sport's colours, or the fallback without a sport, and null without a picture", () => {
    const fallback = { start: '#111111', end: '#222222' };
    expect(athleteProfileImage(athlete('a1', 'Kim Lee', archery), fallback)).toEqual({
      gradientColors: { gradientStart: '#000000', gradientEnd: '#ffffff' },
      imageUrl: null,
    });
    const pictured = { ...athlete('a3', 'Ana Ruiz'), profileImage: { url: '/cms-assets/x.jpg' } };
    expect(athleteProfileImage(pictured, fallback)).toEqual({
      gradientColors: { gradientStart: '#111111', gradientEnd: '#222222' },
      imageUrl: '/cms-assets/x.jpg',
    });
  });
});
