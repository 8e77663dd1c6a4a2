import { useEffect, useState, type RefObject } from 'react';

/**
 * A form sent while its captcha is still being solved waits for the answer and is then sent by itself, so the
 * viewer never has to press the button twice.
 */
export function useCaptchaWait(form: RefObject<HTMLFormElement | null>, answer: string) {
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (!waiting || !answer) return;
    setWaiting(false);
    form.current?.requestSubmit();
  }, [waiting, answer, form]);
  return { waiting, wait: () => setWaiting(true) };
}
