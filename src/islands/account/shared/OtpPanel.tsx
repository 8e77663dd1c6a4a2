import { useId } from 'react';
import { OTP_LENGTH } from '../../../domain/account/fields';
import { formatCountdown } from '../../../domain/account/otp';
import type { Language } from '../../../lib/i18n';
import { SubmitButton } from './fields';
import { OtpBoxes } from './OtpBoxes';
import { accountT } from './use-account-t';

/**
 * The code entry of the OTP screens: six boxes, the submit button, and "Resend Code" with the countdown (m:ss,
 * "00:00" once it ran out; the link works only then). Lives inside the screen's `<form>`, so Enter submits.
 */
export interface OtpPanelProps {
  language: Language;
  digits: string[];
  onDigits(digits: string[]): void;
  error?: string;
  submitLabel: string;
  hydrated: boolean;
  busy: boolean;
  disabled?: boolean;
  secondsLeft: number;
  resending: boolean;
  onResend(): void;
}

export function OtpPanel(props: OtpPanelProps) {
  const t = accountT(props.language);
  const timeId = useId();
  const waiting = props.secondsLeft > 0;
  return (
    <>
      <OtpBoxes
        digits={props.digits}
        onDigits={props.onDigits}
        label={t('verify.code_label')}
        digitLabel={(index) => t('verify.digit_label', { index, count: OTP_LENGTH })}
        error={props.error}
        disabled={props.disabled || !props.hydrated}
        autoFocus={props.hydrated && !props.disabled}
      />
      <SubmitButton hydrated={props.hydrated} busy={props.busy} busyLabel={t('form.working')} disabled={props.disabled}>
        {props.submitLabel}
      </SubmitButton>
      <p className="otp-resend">
        <button
          type="button"
          className="account-link otp-resend__button"
          disabled={!props.hydrated || props.disabled || waiting || props.resending}
          aria-describedby={timeId}
          onClick={props.onResend}
        >
          {t('verify.resend')}
        </button>
        <span className="otp-resend__time" id={timeId}>
          <span className="visually-hidden">{t('verify.resend_in')}</span>
          <span data-countdown>{formatCountdown(props.secondsLeft)}</span>
        </span>
      </p>
    </>
  );
}
