/**
 * The side menu's dialog (SideMenu.astro): the open and close buttons where the browser lacks invoker commands, a
 * click on the backdrop closes it, and it closes when the window grows wide enough to show the navigation.
 */
export function enhanceSideMenu(): void {
  const dialog = document.getElementById('side-menu');
  if (!(dialog instanceof HTMLDialogElement)) return;
  const supportsCommands = 'command' in HTMLButtonElement.prototype;
  if (!supportsCommands) {
    document.querySelector('[data-side-menu-open]')?.addEventListener('click', () => dialog.showModal());
    dialog.querySelector('[data-side-menu-close]')?.addEventListener('click', () => dialog.close());
  }
  // A click on the backdrop lands on the dialog element itself (the panel covers the rest).
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  window.matchMedia('(min-width: 1440px)').addEventListener('change', (event) => {
    if (event.matches && dialog.open) dialog.close();
  });
}
