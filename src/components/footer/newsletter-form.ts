/**
 * The newsletter forms (NewsletterForm.astro): the form's own messages beside the field (its description) instead of
 * the browser's validation bubble; cleared as the address becomes valid or the form is sent.
 */
export function enhanceNewsletterForms(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-newsletter]')) {
    const input = form.querySelector<HTMLInputElement>('input[type="email"]');
    const error = form.querySelector<HTMLElement>('[data-newsletter-error]');
    if (!input || !error) continue;
    const show = (message: string) => {
      error.textContent = message;
      input.setAttribute('aria-invalid', String(message !== ''));
    };
    // Fired by the submit's validation: show our message instead of the browser's bubble.
    input.addEventListener('invalid', (event) => {
      event.preventDefault();
      show((input.validity.valueMissing ? form.dataset.messageRequired : form.dataset.messageInvalid) ?? '');
      input.focus();
    });
    input.addEventListener('input', () => {
      if (input.getAttribute('aria-invalid') === 'true' && input.validity.valid) show('');
    });
    form.addEventListener('submit', () => show(''));
  }
}
