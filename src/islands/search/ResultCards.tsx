import type { AthleteSummary, FederationSummary, SportSummary } from '../../domain/content';
import { cmsImageUrl } from '../../components/images';
import { athletePath, federationPath } from '../../components/people/paths';
import { sportsPath } from '../../lib/routes';

/** Result cards of the search page: athletes, sports and federations (media results use `MediaCard`). */

const hex = (value: string, fallback: string) => (/^#[0-9a-f]{3,8}$/i.test(value) ? value : fallback);

export function AthleteResult({ athlete }: { athlete: AthleteSummary }) {
  const image = athlete.profileImage;
  return (
    <a className="result-card result-card--athlete" href={athletePath(athlete.slug)}>
      <span className="result-card__media">
        {image ? (
          <img src={cmsImageUrl(image, 320)} width={240} height={300} alt="" loading="lazy" decoding="async" />
        ) : (
          <span className="result-card__initial" aria-hidden="true">
            {athlete.title.slice(0, 1)}
          </span>
        )}
      </span>
      <span className="result-card__title">{athlete.title}</span>
      <span className="result-card__meta">
        {athlete.country?.flag && (
          <img className="result-card__flag" src={cmsImageUrl(athlete.country.flag, 160)} width={24} height={16} alt="" loading="lazy" />
        )}
        {[athlete.sport?.title, athlete.country?.name].filter(Boolean).join(' · ')}
      </span>
    </a>
  );
}

export function SportResult({ sport }: { sport: SportSummary }) {
  // Custom properties for the card's gradient (CMS colours, hex only).
  const style: Record<string, string> = {
    '--from': hex(sport.gradient.start, '#27324a'),
    '--to': hex(sport.gradient.end, '#0e1116'),
  };
  return (
    <a className="result-card result-card--sport" href={sportsPath(sport.slug)} style={style}>
      <span className="result-card__badge">
        {sport.logo && <img src={cmsImageUrl(sport.logo, 160)} width={56} height={56} alt="" loading="lazy" />}
      </span>
      <span className="result-card__title">{sport.title}</span>
    </a>
  );
}

export function FederationResult({ federation }: { federation: FederationSummary }) {
  const logo = federation.logo ?? federation.picture;
  return (
    <a className="result-card result-card--federation" href={federationPath(federation.slug)}>
      <span className="result-card__logo">
        {logo && <img src={cmsImageUrl(logo, 160)} width={64} height={64} alt="" loading="lazy" />}
      </span>
      <span className="result-card__title">{federation.title}</span>
      {federation.abbreviation && <span className="result-card__meta">{federation.abbreviation}</span>}
    </a>
  );
}
