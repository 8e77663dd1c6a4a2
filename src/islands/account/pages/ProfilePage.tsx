import { useState } from 'react';
import type { Language } from '../../../lib/i18n';
import { homePath, loginPath, profilePath } from '../../../lib/routes';
import { useHydrated } from '../../shared/use-hydrated';
import { DeleteAccountForm } from '../flows/DeleteAccountForm';
import { NotificationsToggle } from '../flows/NotificationsToggle';
import { PasswordForm } from '../flows/PasswordForm';
import { ProfileDetailsForm } from '../flows/ProfileDetailsForm';
import '../account.css';
import { PreferencesDialog } from '../shared/PreferencesDialog';
import { Tabs } from '../shared/Tabs';
import { accountT } from '../shared/use-account-t';
import { useRequiredUser } from '../shared/use-session';
import { withIslandBoundary } from '../../shared/island-boundary';

/**
 * /profile (spec 3 §2 Profile): login-protected ("My Profile", tabs Profile details, Change/Set Password, Delete
 * Account). Guests go to /login, which brings them back here.
 */
type Tab = 'details' | 'password' | 'delete';

function ProfilePageView({ language, sports }: { language: Language; sports: string[] }) {
  const t = accountT(language);
  const hydrated = useHydrated();
  const { user } = useRequiredUser(() => loginPath(profilePath()));
  const [tab, setTab] = useState<Tab>('details');
  const [preferencesOpen, setPreferencesOpen] = useState(false);

  if (!user) {
    return (
      <p className="account-screen__note" role="status">
        {t('form.loading')}
      </p>
    );
  }

  const tabs = [
    { id: 'details' as const, label: t('profile.tab_details') },
    {
      id: 'password' as const,
      label: t(user.isPasswordSet ? 'profile.tab_change_password' : 'profile.tab_set_password'),
    },
    { id: 'delete' as const, label: t('profile.tab_delete') },
  ];

  return (
    <Tabs<Tab> label={t('profile.tabs_label')} idPrefix="profile" tabs={tabs} selected={tab} onSelect={setTab}>
      {tab === 'details' && (
        <>
          <ProfileDetailsForm
            key={user.id}
            language={language}
            user={user}
            hydrated={hydrated}
            showEmail
            submitLabel={t('form.save_changes')}
            onSaved={() => {}}
            secondary={
              <>
                <button type="button" className="button button--secondary" onClick={() => setPreferencesOpen(true)}>
                  {t('profile.preferences')}
                </button>
                <a className="button button--secondary" href={homePath()}>
                  {t('form.close')}
                </a>
              </>
            }
          />
          <NotificationsToggle language={language} user={user} hydrated={hydrated} />
          <PreferencesDialog
            language={language}
            user={user}
            sports={sports}
            open={preferencesOpen}
            onClose={() => setPreferencesOpen(false)}
          />
        </>
      )}
      {tab === 'password' && <PasswordForm language={language} user={user} hydrated={hydrated} />}
      {tab === 'delete' && <DeleteAccountForm language={language} user={user} hydrated={hydrated} />}
    </Tabs>
  );
}

export const ProfilePage = withIslandBoundary(ProfilePageView);
