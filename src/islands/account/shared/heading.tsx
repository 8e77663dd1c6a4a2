import { createContext, useContext, type ReactNode } from 'react';

/**
 * The title of an account screen: the page's `<h1>` on its own page, the dialog's `<h2>` (named by
 * `aria-labelledby`) in the account modal. Screens render `<ScreenTitle>` and the host decides.
 */
export interface ScreenHeading {
  level: 1 | 2;
  id?: string;
}

export const ScreenHeadingContext = createContext<ScreenHeading>({ level: 1 });

export function ScreenTitle({ children }: { children: ReactNode }) {
  const { level, id } = useContext(ScreenHeadingContext);
  const Tag = level === 1 ? 'h1' : 'h2';
  return (
    <Tag className="account-screen__title" id={id}>
      {children}
    </Tag>
  );
}
