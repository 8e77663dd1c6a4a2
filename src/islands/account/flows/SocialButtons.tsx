import { providerDisplayName } from '../../../domain/account/provider';
import type { Language } from '../../../lib/i18n';
import { accountT } from '../shared/use-account-t';

/**
 * One "Continue with …" link per configured provider (spec 3 §4 "Social sign-in"): a plain navigation to the
 * server, which sends the browser on to the provider. Nothing when no provider is configured.
 */
export function SocialButtons({
  language,
  providers,
  from,
}: {
  language: Language;
  providers: string[];
  from?: string;
}) {
  const t = accountT(language);
  if (providers.length === 0) return null;
  const query = from && from !== '/' ? `?from=${encodeURIComponent(from)}` : '';
  return (
    <div className="account-social">
      <p className="account-social__or">{t('social.or')}</p>
      {providers.map((provider) => (
        <a
          key={provider}
          className="button button--secondary account-social__button"
          href={`/api/auth/social/${provider}${query}`}
        >
          {t('social.continue_with', { provider: providerDisplayName(provider) ?? provider })}
        </a>
      ))}
    </div>
  );
}
