import type { Language } from '../../../lib/i18n';
import { homePath, loginPath, preferencesPath } from '../../../lib/routes';
import { navigateWithToast } from '../../../stores/toasts';
import { useHydrated } from '../../shared/use-hydrated';
import { PreferencesForm } from '../flows/PreferencesForm';
import { RequiredConsentsStep } from '../flows/RequiredConsentsStep';
import '../account.css';
import { accountT } from '../shared/use-account-t';
import { useRequiredUser } from '../shared/use-session';
import { withIslandBoundary } from '../../shared/island-boundary';

/**
 * /preferences (spec 3 §2): after the email is verified. Skip goes home; Submit saves and goes home for a
 * provider user, to /login otherwise (which sends a signed-in viewer on home). Guests are sent to sign in first;
 * required consents the account still owes (a new social account) are asked before the sports.
 */
function PreferencesPageView({ language, sports }: { language: Language; sports: string[] }) {
  const t = accountT(language);
  const hydrated = useHydrated();
  const { user } = useRequiredUser(() => loginPath(preferencesPath()));
  if (!user) {
    return (
      <p className="account-screen__note" role="status">
        {t('form.loading')}
      </p>
    );
  }
  return (
    <RequiredConsentsStep key={user.id} language={language} hydrated={hydrated}>
      <PreferencesForm
        key={user.id}
        language={language}
        sports={sports}
        initial={user.preferences.sports}
        hydrated={hydrated}
        submitLabel={t('preferences.submit')}
        onSaved={(saved) =>
          navigateWithToast(saved.provider ? homePath() : loginPath(), 'success', t('toast.preferences_updated'))
        }
        secondary={
          <a className="button button--secondary" href={homePath()}>
            {t('preferences.skip')}
          </a>
        }
      />
    </RequiredConsentsStep>
  );
}

export const PreferencesPage = withIslandBoundary(PreferencesPageView);
