import { useState } from 'react';
import { messages } from '../../../domain/account/fields';
import type { AccountFeaturesBody, User } from '../../../lib/api/contract';
import type { Language } from '../../../lib/i18n';
import { formatCalendarDate } from '../../../lib/format';
import { accountModalPath, accountPath, homePath, loginPath, paymentsPath } from '../../../lib/routes';
import { logout } from '../../../stores/session';
import { markLeaving, navigateWithToast, showToast } from '../../../stores/toasts';
import { useHydrated } from '../../shared/use-hydrated';
import { NotificationsToggle } from '../flows/NotificationsToggle';
import { ConsentsForm } from '../flows/ConsentsForm';
import { EmailForm } from '../flows/EmailForm';
import { PreferencesForm } from '../flows/PreferencesForm';
import { ProfileDetailsForm } from '../flows/ProfileDetailsForm';
import '../account.css';
import { errorMessage, translateMessage } from '../shared/messages';
import { PaymentsSections } from '../../checkout/PaymentsSection';
import { Section } from '../shared/section';
import { accountT } from '../shared/use-account-t';
import { useRequiredUser } from '../shared/use-session';
import { useAccountFeatures } from '../shared/use-account-features';
import { WatchListPage } from './WatchListPage';
import { withIslandBoundary } from '../../shared/island-boundary';

/**
 * The account area `/u` (spec 3 §2 Account area): a left nav (Account, Favorites when the list is on, Payments
 * unless AVOD, Logout) and the account's sections, the favorites or the payments. Sections are edited one at a
 * time; Cancel drops the changes. Guests are sent home. Password changes and deletion open the account modal (`?u=edit-password`,
 * `?u=delete-account`, or `?u=warning-account-deletion` when there is no password yet).
 */
type Editing = 'about' | 'email' | 'preferences' | null;

export interface AccountAreaProps {
  language: Language;
  section: 'account' | 'favorites' | 'payments';
  favoritesEnabled: boolean;
  /** Payments are hidden under AVOD (spec 3 §2 Account area). */
  paymentsEnabled: boolean;
  sports: string[];
}

function AccountSections({ language, user, sports }: { language: Language; user: User; sports: string[] }) {
  const t = accountT(language);
  const hydrated = useHydrated();
  const [editing, setEditing] = useState<Editing>(null);
  const editButton = (section: Exclude<Editing, null>, label: string) =>
    editing === section ? null : (
      <button
        type="button"
        className="button button--secondary account-section__edit"
        disabled={editing !== null}
        onClick={() => setEditing(section)}
        aria-label={`${t('form.edit')}: ${label}`}
      >
        {t('form.edit')}
      </button>
    );
  const cancel = (
    <button type="button" className="button button--secondary" onClick={() => setEditing(null)}>
      {t('form.cancel')}
    </button>
  );
  const notSet = <span className="account-section__muted">{t('area.not_set')}</span>;
  const deleteStep = user.isPasswordSet ? 'delete-account' : 'warning-account-deletion';
  // A platform account (Cleeng) has no sports preferences, and spec 1 §6's flags leave out what it does not offer.
  const platform = useAccountFeatures();
  const offers = (feature: keyof AccountFeaturesBody['features']) => platform?.features[feature] !== false;
  const ownBackend = !platform || platform.platform === 'own';

  return (
    <>
      <Section title={t('area.about_you')} action={editButton('about', t('area.about_you'))}>
        {editing === 'about' ? (
          <ProfileDetailsForm
            language={language}
            user={user}
            hydrated={hydrated}
            submitLabel={t('form.save')}
            secondary={cancel}
            onSaved={() => setEditing(null)}
          />
        ) : (
          <dl className="account-facts">
            <div>
              <dt>{t('form.first_name')}</dt>
              <dd>{user.firstName || notSet}</dd>
            </div>
            <div>
              <dt>{t('form.last_name')}</dt>
              <dd>{user.lastName || notSet}</dd>
            </div>
            <div>
              <dt>{t('form.dob')}</dt>
              <dd>{user.dob ? formatCalendarDate(user.dob, language) : notSet}</dd>
            </div>
          </dl>
        )}
      </Section>

      <Section
        title={t('area.email_section')}
        action={offers('updateEmail') ? editButton('email', t('area.email_section')) : null}
      >
        {editing === 'email' ? (
          <EmailForm
            language={language}
            user={user}
            hydrated={hydrated}
            secondary={cancel}
            onSaved={() => setEditing(null)}
          />
        ) : (
          <>
            <p className="account-section__value">{user.email}</p>
            <p className="account-section__muted">
              {offers('updateEmail')
                ? t('area.email_hint')
                : translateMessage(language, messages.emailUpdateNotSupported)}
            </p>
          </>
        )}
      </Section>

      <Section
        title={t('area.security')}
        action={
          offers('changePasswordWithOldPassword') ? (
            <a className="button button--secondary" href={accountModalPath(location, 'edit-password')}>
              {t(user.isPasswordSet ? 'area.edit_password' : 'area.add_password')}
            </a>
          ) : null
        }
      >
        <p className="account-section__muted">
          {t(user.isPasswordSet ? 'area.password_set' : 'area.password_not_set')}
        </p>
      </Section>

      {ownBackend && (
        <Section title={t('area.preferences')} action={editButton('preferences', t('area.preferences'))}>
          {editing === 'preferences' ? (
            <PreferencesForm
              language={language}
              sports={sports}
              initial={user.preferences.sports}
              hydrated={hydrated}
              submitLabel={t('form.save')}
              secondary={cancel}
              onSaved={() => {
                showToast('success', t('toast.preferences_updated'));
                setEditing(null);
              }}
            />
          ) : user.preferences.sports.filter(Boolean).length > 0 ? (
            <ul className="account-tags">
              {user.preferences.sports.filter(Boolean).map((sport) => (
                <li key={sport}>{sport}</li>
              ))}
            </ul>
          ) : (
            <p className="account-section__muted">{t('area.preferences_none')}</p>
          )}
        </Section>
      )}

      {offers('notifications') && (
        <Section title={t('area.notifications')}>
          <NotificationsToggle language={language} user={user} hydrated={hydrated} labelHidden />
        </Section>
      )}

      <Section title={t('consents.title')}>
        <ConsentsForm language={language} hydrated={hydrated} />
      </Section>

      {offers('deleteAccount') && (
        <Section
          title={t('area.delete_section')}
          action={
            <a className="button button--danger" href={accountModalPath(location, deleteStep)}>
              {t('area.delete_button')}
            </a>
          }
        >
          <p className="account-section__muted">{t('area.delete_text')}</p>
        </Section>
      )}
    </>
  );
}

function AccountAreaView({ language, section, favoritesEnabled, paymentsEnabled, sports }: AccountAreaProps) {
  const t = accountT(language);
  const { user } = useRequiredUser(() => homePath());
  const [leaving, setLeaving] = useState(false);

  const signOut = async () => {
    setLeaving(true);
    markLeaving();
    try {
      await logout();
      navigateWithToast(loginPath(), 'success', t('toast.logout'));
    } catch (failure) {
      setLeaving(false);
      markLeaving(false);
      showToast('error', errorMessage(language, failure));
    }
  };

  const links = [
    { id: 'account', href: accountPath(), label: t('area.account') },
    ...(favoritesEnabled ? [{ id: 'favorites', href: accountPath('favorites'), label: t('area.favorites') }] : []),
    ...(paymentsEnabled ? [{ id: 'payments', href: paymentsPath(), label: t('payments.nav') }] : []),
  ];
  const title = { account: t('area.title'), favorites: t('area.favorites'), payments: t('payments.title') }[section];

  return (
    <div className="account-area">
      <nav className="account-area__nav" aria-label={t('area.nav_label')}>
        <ul>
          {links.map((link) => (
            <li key={link.id}>
              <a href={link.href} aria-current={link.id === section ? 'page' : undefined}>
                {link.label}
              </a>
            </li>
          ))}
          <li>
            <button type="button" onClick={signOut} disabled={!user || leaving}>
              {t('area.logout')}
            </button>
          </li>
        </ul>
      </nav>
      <div className="account-area__content">
        <h1 className="account-screen__title">{title}</h1>
        {!user ? (
          <p className="account-screen__note" role="status">
            {t('form.loading')}
          </p>
        ) : section === 'favorites' ? (
          <WatchListPage language={language} kind="favorites" />
        ) : section === 'payments' ? (
          <PaymentsSections key={user.id} language={language} />
        ) : (
          <AccountSections key={user.id} language={language} user={user} sports={sports} />
        )}
      </div>
    </div>
  );
}

export const AccountArea = withIslandBoundary(AccountAreaView);
