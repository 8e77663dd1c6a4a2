import { useEffect, useState } from 'react';
import { providerDisplayName } from '../../../domain/account/provider';
import type { Language } from '../../../lib/i18n';
import { api } from '../../../stores/session';
import { accountT } from '../shared/use-account-t';
import { useAccountFeatures } from '../shared/use-account-features';

/**
 * One "Continue with …" link per sign-in provider (spec 3 §4 "Social sign-in"): a plain navigation to the
 * server, which sends the browser on to the provider. The own backend's providers come with the page; a platform
 * that runs its own (JWP) names them through `GET /api/auth/social`, and one without social logins shows none.
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
  const shown = useShownProviders(providers);
  const [appConfig, setAppConfig] = useState<string | null>(null);
  useEffect(() => setAppConfig(new URLSearchParams(location.search).get('app-config')), []);
  if (shown.length === 0) return null;
  const query = new URLSearchParams();
  if (from && from !== '/') query.set('from', from);
  if (appConfig) query.set('app-config', appConfig);
  const search = query.size > 0 ? `?${query}` : '';
  return (
    <div className="account-social">
      <p className="account-social__or">{t('social.or')}</p>
      {shown.map((provider) => (
        <a
          key={provider}
          className="button button--secondary account-social__button"
          href={`/api/auth/social/${provider}${search}`}
        >
          {t('social.continue_with', { provider: providerDisplayName(provider) ?? provider })}
        </a>
      ))}
    </div>
  );
}

function useShownProviders(own: string[]): string[] {
  const platform = useAccountFeatures();
  const [platformProviders, setPlatformProviders] = useState<string[]>([]);
  const onPlatform = platform !== null && platform.platform !== 'own';
  const platformSocial = onPlatform && platform.features.socialLogins;
  useEffect(() => {
    if (!platformSocial) return;
    let current = true;
    api
      .get<{ providers: Array<{ provider: string }> }>('/auth/social')
      .then((body) => current && setPlatformProviders(body.providers.map(({ provider }) => provider)))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [platformSocial]);
  if (!onPlatform) return own;
  return platformSocial ? platformProviders : [];
}
