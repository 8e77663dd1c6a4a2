/**
 * The header's navigation row when its entries do not all fit: the ones that do stay in the row, the rest go into
 * a "More" menu at its end (issue 43). Without JavaScript the row scrolls sideways instead.
 */

/**
 * How many entries fit, given each entry's right edge measured from the row's start: all of them when the last
 * one fits, else as many as leave room for the More button.
 */
export function entriesThatFit(rightEdges: readonly number[], available: number, moreWidth: number): number {
  const last = rightEdges.at(-1) ?? 0;
  if (last <= available) return rightEdges.length;
  return rightEdges.filter((right) => right + moreWidth <= available).length;
}

export function fitNavigation(nav: HTMLElement): void {
  const row = [...nav.querySelectorAll<HTMLLIElement>('[data-nav-entry]')];
  const more = nav.querySelector<HTMLLIElement>('[data-nav-more]');
  const menu = more?.querySelector('details');
  const spare = [...(more?.querySelectorAll<HTMLLIElement>('li') ?? [])];
  if (!more || !menu || spare.length !== row.length) return;

  const layout = () => {
    for (const entry of row) entry.hidden = false;
    more.hidden = false;
    const start = row[0]?.offsetLeft ?? 0;
    const edges = row.map((entry) => entry.offsetLeft - start + entry.offsetWidth);
    const fit = entriesThatFit(edges, nav.clientWidth, more.offsetWidth);
    row.forEach((entry, index) => (entry.hidden = index >= fit));
    spare.forEach((entry, index) => (entry.hidden = index < fit));
    more.hidden = fit === row.length;
    if (more.hidden) menu.open = false;
  };
  nav.dataset.fitted = '';
  layout();
  // The row takes the header's free width whatever it holds, so hiding entries does not resize it.
  new ResizeObserver(layout).observe(nav);

  const close = () => (menu.open = false);
  document.addEventListener('click', (event) => {
    if (menu.open && !menu.contains(event.target as Node)) close();
  });
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    close();
    menu.querySelector('summary')?.focus();
  });
}
