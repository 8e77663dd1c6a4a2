import { homePath } from '../../../lib/routes';
import type { Language } from '../../../lib/i18n';
import { api, signedOut } from '../../../stores/session';
import { markLeaving, navigateWithToast, showToast } from '../../../stores/toasts';
import { apiFormErrors } from '../shared/messages';
import { accountT } from '../shared/use-account-t';

/**
 * Deletes the signed-in account (spec 2 §4, spec 3 §5). Success: signed out everywhere, home with the success
 * toast. A wrong or missing password comes back as the password field's message (the screens return to the
 * password step with it); anything else is a toast.
 */
export async function deleteAccount(
  language: Language,
  password: string | undefined,
): Promise<{ passwordError?: string }> {
  try {
    await api.delete('/auth/account', password === undefined ? {} : { password });
  } catch (failure) {
    const shown = apiFormErrors(language, failure, ['password']);
    if (shown.form) showToast('error', shown.form);
    return { passwordError: shown.fields.password };
  }
  markLeaving();
  signedOut();
  navigateWithToast(homePath(), 'success', accountT(language)('toast.account_deleted'));
  return {};
}
