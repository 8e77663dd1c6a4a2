import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { modalSize, resolveModalStep, showsBanner } from '../../domain/account/modal-steps';
import type { Language } from '../../lib/i18n';
import { accountModalPath } from '../../lib/routes';
import { $selectedOffer } from '../../stores/access';
import { $pageSearch, closeAccountModal, showAccountStep } from '../../stores/account-modal';
import { $toastHost } from '../../stores/toasts';
import { mountToastView } from '../../components/account/toast-view';
import { ScreenHeadingContext } from '../account/shared/heading';
import { AccountNavContext, type AccountNav } from '../account/shared/navigation';
import { accountT } from '../account/shared/use-account-t';
import { useSession } from '../account/shared/use-session';
import { ModalStep } from './ModalStep';

/**
 * The account modal over any page (spec 2 §2): a native modal `<dialog>` (the browser keeps focus inside and
 * makes the page inert; Escape and the close button close it) showing the step named by `?u=`. Steps a guest may
 * not see show login, which turns into the asked step once signed in. Closing removes the modal's parameters;
 * Back closes it too.
 */
const TITLE_ID = 'account-modal-title';
const STEP_START = '.account-modal__body :is(input, .account-submit, a)';

/**
 * Each step starts at its first field (or its main button), not at the close button. A step that loads its content
 * (the checkout's offers and prices) has none yet: the focus goes there when it appears, instead of staying on the
 * previous step's button, which React removed, leaving the focus on <body> (decision 4220). Returns the cleanup.
 */
function focusStepStart(dialog: HTMLDialogElement): (() => void) | undefined {
  const start = dialog.querySelector<HTMLElement>(STEP_START);
  if (start) {
    start.focus();
    return undefined;
  }
  const observer = new MutationObserver(() => {
    const active = document.activeElement;
    // The viewer has moved on inside the dialog meanwhile: leave the focus where they put it.
    if (active && active !== document.body && dialog.contains(active)) return observer.disconnect();
    const appeared = dialog.querySelector<HTMLElement>(STEP_START);
    if (!appeared) return;
    observer.disconnect();
    appeared.focus();
  });
  observer.observe(dialog, { childList: true, subtree: true });
  return () => observer.disconnect();
}

const modalNavigation: AccountNav = {
  mode: 'modal',
  link: (screen) => ({
    href: accountModalPath(location, screen),
    onClick: (event) => {
      event.preventDefault();
      showAccountStep(screen);
    },
  }),
};

export function AccountModal({ language, bannerUrl }: { language: Language; bannerUrl?: string }) {
  const t = accountT(language);
  const search = useStore($pageSearch);
  const { ready, user } = useSession();
  const selectedOffer = useStore($selectedOffer);
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const toasts = useRef<HTMLDivElement>(null);
  // Delete account: the password typed in the first step, kept for the confirmation step (spec 2 §4).
  const [deletion, setDeletion] = useState<{ password?: string; error?: string }>({});
  const requested = params.get('u');
  const resolution = ready
    ? resolveModalStep(requested, {
        signedIn: user !== null,
        hasPassword: user?.isPasswordSet ?? false,
        deletionPasswordTyped: deletion.password !== undefined,
        offerSelected: selectedOffer !== null,
      })
    : null;
  const step = resolution?.step ?? null;

  // Never a dead link: a `u` that opens nothing leaves the address; a redirected step is put in it.
  useEffect(() => {
    if (!ready || !requested) return;
    if (!resolution) closeAccountModal();
    else if (resolution.rewrite) showAccountStep(resolution.step);
  }, [ready, requested, resolution]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (step && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
      $toastHost.set('modal');
    } else if (!step && element.open) {
      element.close();
      $toastHost.set('page');
      // The browser gives the focus back to what had it at showModal(), but closing goes back in history, and when
      // that entry's address ends in #content (the skip link was used) the browser then focuses <main>: give the
      // focus to the opener once that has happened, if it is still there.
      const back = opener.current;
      requestAnimationFrame(() => {
        const active = document.activeElement;
        const lost = !active || active === document.body || active.matches('main');
        if (lost && back instanceof HTMLElement && back.isConnected) back.focus();
      });
    }
    if (step) return focusStepStart(element);
  }, [step]);

  useEffect(() => {
    if (!toasts.current) return;
    return mountToastView(toasts.current, { dismissLabel: accountT(language)('menu.dismiss'), host: 'modal' });
  }, [language]);

  return (
    <dialog
      ref={dialog}
      className={`account-modal account-modal--${step ? modalSize(step) : 'small'}`}
      aria-labelledby={TITLE_ID}
      onCancel={(event) => {
        event.preventDefault();
        closeAccountModal();
      }}
      onClick={(event) => {
        // A click on the dialog element itself is a click on the backdrop around the panel.
        if (event.target === event.currentTarget) closeAccountModal();
      }}
    >
      {step && (
        <div className="account-modal__panel">
          {showsBanner(step) && bannerUrl && (
            <div className="account-modal__banner">
              <img src={bannerUrl} alt="" height="40" />
            </div>
          )}
          <button type="button" className="account-modal__close" aria-label={t('modal.close')} onClick={closeAccountModal}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="m12 10.6 5-5 1.4 1.4-5 5 5 5-1.4 1.4-5-5-5 5L5.6 17l5-5-5-5L7 5.6l5 5Z" />
            </svg>
          </button>
          <div className="account-modal__body">
            <AccountNavContext.Provider value={modalNavigation}>
              <ScreenHeadingContext.Provider value={{ level: 2, id: TITLE_ID }}>
                <ModalStep
                  key={step}
                  step={step}
                  requested={requested}
                  params={params}
                  language={language}
                  user={user}
                  deletion={deletion}
                  onDeletion={setDeletion}
                />
              </ScreenHeadingContext.Provider>
            </AccountNavContext.Provider>
          </div>
        </div>
      )}
      <div className="toasts toasts--modal" ref={toasts} />
    </dialog>
  );
}
