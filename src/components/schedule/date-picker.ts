import { monthGrid, popoverAlignment, shiftMonth } from '../../domain/schedule';

/**
 * The schedule's calendar picker (spec 3 §2): replaces the native date input of the GET form (which stays the
 * no-JavaScript fallback) with a "Select date" button, a clear (x) control and a popover month view —
 * month navigation, Monday-first weekday headers, Cancel; it closes on an outside click or Escape and opens
 * left or right depending on the room. Picking a day submits the form.
 */

interface Labels {
  selectDate: string;
  clear: string;
  cancel: string;
  previous: string;
  next: string;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

const todayKey = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

export function enhanceDatePicker(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[type="date"][name="date"]');
  if (!input) return;
  const data = form.dataset;
  const labels: Labels = {
    selectDate: data.selectDate ?? '',
    clear: data.clear ?? '',
    cancel: data.cancel ?? '',
    previous: data.previousMonth ?? '',
    next: data.nextMonth ?? '',
  };
  const language = document.documentElement.lang || 'en';
  const selected = input.value;
  const initial = (selected || todayKey()).split('-').map(Number);
  let view = { year: initial[0] ?? 2026, month: initial[1] ?? 1 };

  input.type = 'hidden';
  form.querySelector('[data-date-submit]')?.remove(); // picking a day submits
  form.querySelector('label[for="schedule-date"]')?.remove();

  const wrapper = element('div', 'date-picker');
  const trigger = element('button', 'date-picker__trigger');
  trigger.type = 'button';
  trigger.setAttribute('aria-haspopup', 'dialog');
  trigger.setAttribute('aria-expanded', 'false');
  trigger.textContent = selected
    ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${selected}T12:00:00Z`))
    : labels.selectDate;
  wrapper.append(trigger);

  if (selected) {
    const clear = element('button', 'date-picker__clear', '×');
    clear.type = 'button';
    clear.setAttribute('aria-label', labels.clear);
    clear.addEventListener('click', () => window.location.assign(form.action));
    wrapper.append(clear);
  }

  const panel = element('div', 'date-picker__panel');
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-label', labels.selectDate);
  panel.hidden = true;
  wrapper.append(panel);
  input.after(wrapper);

  const pick = (date: string) => {
    input.value = date;
    form.requestSubmit();
  };

  const render = () => {
    const header = element('div', 'date-picker__header');
    const previous = element('button', 'date-picker__nav', '‹');
    previous.type = 'button';
    previous.setAttribute('aria-label', labels.previous);
    previous.addEventListener('click', () => {
      view = shiftMonth(view.year, view.month, -1);
      render();
    });
    const next = element('button', 'date-picker__nav', '›');
    next.type = 'button';
    next.setAttribute('aria-label', labels.next);
    next.addEventListener('click', () => {
      view = shiftMonth(view.year, view.month, 1);
      render();
    });
    const title = element(
      'span',
      'date-picker__month',
      new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(Date.UTC(view.year, view.month - 1, 15)),
      ),
    );
    title.setAttribute('aria-live', 'polite');
    header.append(previous, title, next);

    const grid = element('table', 'date-picker__grid');
    const head = grid.createTHead().insertRow();
    const weekdays = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
    for (let day = 0; day < 7; day += 1) {
      const cell = element('th', '', weekdays.format(new Date(Date.UTC(2024, 0, 1 + day))).slice(0, 2)); // 2024-01-01 is a Monday
      cell.scope = 'col';
      head.append(cell);
    }
    const body = grid.createTBody();
    const today = todayKey();
    for (const week of monthGrid(view.year, view.month)) {
      const row = body.insertRow();
      for (const cell of week) {
        const td = row.insertCell();
        const button = element('button', 'date-picker__day', String(cell.day));
        button.type = 'button';
        button.dataset.date = cell.date;
        button.classList.toggle('is-outside', !cell.inMonth);
        button.classList.toggle('is-today', cell.date === today);
        if (cell.date === selected) button.setAttribute('aria-pressed', 'true');
        button.addEventListener('click', () => pick(cell.date));
        td.append(button);
      }
    }

    const cancel = element('button', 'date-picker__cancel', labels.cancel);
    cancel.type = 'button';
    cancel.addEventListener('click', () => close(true));
    panel.replaceChildren(header, grid, cancel);
  };

  const close = (focusTrigger: boolean) => {
    panel.hidden = true;
    trigger.setAttribute('aria-expanded', 'false');
    if (focusTrigger) trigger.focus();
  };

  const open = () => {
    render();
    const rect = trigger.getBoundingClientRect();
    wrapper.dataset.align = popoverAlignment(rect.left, document.documentElement.clientWidth);
    panel.hidden = false;
    trigger.setAttribute('aria-expanded', 'true');
    panel.querySelector<HTMLButtonElement>('[aria-pressed="true"], .is-today, .date-picker__day')?.focus();
  };

  trigger.addEventListener('click', () => (panel.hidden ? open() : close(false)));
  document.addEventListener('click', (event) => {
    // The path, not `contains`: month navigation re-renders the panel, detaching the button that was clicked.
    if (!panel.hidden && !event.composedPath().includes(wrapper)) close(false);
  });
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close(true);
  });
}
