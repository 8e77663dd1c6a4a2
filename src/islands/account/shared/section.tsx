import type { ReactNode } from 'react';

/** One titled section of the account area (about you, email, subscription details…). */
export function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="account-section">
      <div className="account-section__header">
        <h2 className="account-section__title">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
