import { useEffect, useRef, useState } from 'react';
import type { CaptchaWidgetBody } from '../../../../lib/api/contract';
import { api } from '../../../../stores/session';
import type { TFunction } from 'i18next';

/**
 * The captcha of a form, whichever the server configured (`GET /api/auth/captcha`): ALTCHA's proof of work solved
 * in a Web Worker with no click (the status says when it is done), or the Turnstile / hCaptcha widget. Nothing is
 * loaded on pages without such a form. A new `attempt` fetches a fresh challenge (answers are single-use).
 */
type Status = 'loading' | 'solving' | 'ready' | 'failed' | 'widget' | 'off';

export interface CaptchaFieldProps {
  t: TFunction;
  attempt: number;
  onAnswer(answer: string): void;
  /** Told once whether the server asks for a captcha at all. */
  onProvider?(provider: CaptchaWidgetBody['provider']): void;
  error?: string;
}

export function CaptchaField({ t, attempt, onAnswer, onProvider, error }: CaptchaFieldProps) {
  const [status, setStatus] = useState<Status>('loading');
  const box = useRef<HTMLDivElement>(null);
  const answer = useRef(onAnswer);
  answer.current = onAnswer;
  const provider = useRef(onProvider);
  provider.current = onProvider;

  useEffect(() => {
    let cancelled = false;
    let cleanup = () => {};
    answer.current('');
    setStatus('loading');
    void (async () => {
      try {
        const widget = await api.get<CaptchaWidgetBody>('/auth/captcha', { noRefresh: true });
        if (cancelled) return;
        provider.current?.(widget.provider);
        if (widget.provider === 'off') return setStatus('off');
        if (widget.provider === 'altcha') {
          setStatus('solving');
          const worker = new Worker(new URL('./altcha-worker.ts', import.meta.url), { type: 'module' });
          cleanup = () => worker.terminate();
          worker.onmessage = (event: MessageEvent<string | null>) => {
            worker.terminate();
            if (cancelled) return;
            if (event.data) answer.current(event.data);
            setStatus(event.data ? 'ready' : 'failed');
          };
          worker.onerror = () => !cancelled && setStatus('failed');
          worker.postMessage(widget.challenge);
          return;
        }
        setStatus('widget');
        if (box.current) cleanup = await renderVendorWidgetLazily(widget.provider, box.current, widget.siteKey, answer);
      } catch {
        if (!cancelled) setStatus('failed');
      }
    })();
    return () => {
      cancelled = true;
      cleanup();
    };
  }, [attempt]);

  if (status === 'off') return null;
  return (
    <div className={`captcha-field${error && status !== 'ready' ? ' field--invalid' : ''}`} data-captcha={status}>
      <div ref={box} className="captcha-field__widget" />
      {status !== 'widget' && (
        <p className="captcha-field__status" role="status" aria-live="polite">
          <span className={`captcha-field__mark captcha-field__mark--${status}`} aria-hidden="true" />
          {t(`captcha.${status}`)}
        </p>
      )}
      {error && status !== 'ready' && <p className="field__error">{error}</p>}
    </div>
  );
}

async function renderVendorWidgetLazily(
  provider: 'turnstile' | 'hcaptcha',
  element: HTMLElement,
  siteKey: string,
  answer: { current: (value: string) => void },
): Promise<() => void> {
  const { renderVendorWidget } = await import('./vendor-widget');
  return renderVendorWidget(provider, element, siteKey, (token) => answer.current(token));
}
