import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import { createAccountPath, forgotPasswordPath, loginPath } from '../../../lib/routes';

/**
 * Where the links between the sign-in screens go: pages (`/login`, `/create-account`, `/forgot-password`) when
 * the forms are on their own pages, steps of the account modal (`?u=…`) when they are in the modal.
 */
export type AccountScreen = 'login' | 'create-account' | 'forgot-password';

export interface AccountLinkTarget {
  href: string;
  onClick?(event: MouseEvent<HTMLAnchorElement>): void;
}

export interface AccountNav {
  mode: 'page' | 'modal';
  link(screen: AccountScreen): AccountLinkTarget;
}

const pageHrefs: Record<AccountScreen, () => string> = {
  login: () => loginPath(),
  'create-account': createAccountPath,
  'forgot-password': forgotPasswordPath,
};

export const pageNavigation: AccountNav = { mode: 'page', link: (screen) => ({ href: pageHrefs[screen]() }) };

export const AccountNavContext = createContext<AccountNav>(pageNavigation);

export function useAccountNav(): AccountNav {
  return useContext(AccountNavContext);
}

export function AccountLink({
  to,
  className,
  children,
}: {
  to: AccountScreen;
  className?: string;
  children: ReactNode;
}) {
  const { href, onClick } = useAccountNav().link(to);
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
