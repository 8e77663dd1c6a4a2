import { countdownParts, countdownPhase, pad2 } from '../lib/format';

/** Keeps the countdown card's numbers and phase current (CountdownCard.astro renders them for the server's "now"). */
export function enhanceCountdown(card: HTMLElement) {
  const target = new Date(card.dataset.target ?? '');
  const end = card.dataset.end ? new Date(card.dataset.end) : undefined;
  const values = new Map(
    [...card.querySelectorAll<HTMLElement>('[data-part]')].map((element) => [element.dataset.part, element]),
  );
  const phases = [...card.querySelectorAll<HTMLElement>('[data-phase]')];

  const tick = () => {
    const now = new Date();
    const phase = countdownPhase(target, end, now);
    phases.forEach((element) => (element.hidden = element.dataset.phase !== phase));
    const parts = countdownParts(target, now);
    for (const [key, value] of Object.entries(parts)) {
      const element = values.get(key);
      if (element) element.textContent = key === 'days' ? String(value) : pad2(value);
    }
    return phase;
  };

  if (tick() !== 'completed') {
    const timer = window.setInterval(() => {
      if (tick() === 'completed') window.clearInterval(timer);
    }, 1000);
  }
}
