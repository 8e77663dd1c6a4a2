import type { TFunction } from 'i18next';
import { useState } from 'react';
import { TextField } from '../account/shared/fields';

/** "Redeem a coupon": hidden behind a button until asked for; Apply prices the order again on the server. */
export function CouponForm({
  t,
  error,
  busy,
  onApply,
}: {
  t: TFunction;
  error?: string;
  busy: boolean;
  onApply(code: string): void;
}) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  if (!open) {
    return (
      <button type="button" className="account-link coupon-form__toggle" onClick={() => setOpen(true)}>
        {t('checkout.coupon_toggle')}
      </button>
    );
  }
  return (
    <div className="coupon-form">
      <TextField
        label={t('checkout.coupon_code')}
        name="couponCode"
        autoComplete="off"
        autoFocus
        value={code}
        onValue={setCode}
        error={error}
        onKeyDown={(event) => {
          // Enter applies the coupon; it must not submit the payment form around it.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (code.trim() !== '') onApply(code.trim());
        }}
      />
      <button
        type="button"
        className="button button--secondary"
        disabled={busy || code.trim() === ''}
        onClick={() => onApply(code.trim())}
      >
        {t('checkout.coupon_apply')}
      </button>
    </div>
  );
}
