import type { TFunction } from 'i18next';
import { getT, type Language } from '../../../lib/i18n';

/** The `account` namespace's translations (named by the account pages, loaded by the modal before it renders). */
export function accountT(language: Language): TFunction {
  return getT(language, 'account');
}
