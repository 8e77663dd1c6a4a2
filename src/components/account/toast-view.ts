import { $toastHost, $toasts, dismissToast, type Toast, type ToastHost } from '../../stores/toasts';

/**
 * Renders the toast store into `root` while `host` is the active host: success and info notices in a polite
 * status region, errors in an alert region, each with a dismiss button. Nodes are kept per toast, so a new toast
 * is announced without repeating the others. Returns the function that stops rendering.
 */
function region(root: HTMLElement, role: 'status' | 'alert'): HTMLElement {
  const existing = root.querySelector<HTMLElement>(`[role="${role}"]`);
  if (existing) return existing;
  const created = document.createElement('div');
  created.setAttribute('role', role);
  created.className = 'toasts__region';
  root.append(created);
  return created;
}

function toastNode(toast: Toast, dismissLabel: string): HTMLElement {
  const node = document.createElement('div');
  node.className = `toast toast--${toast.tone}`;
  const text = document.createElement('p');
  text.className = 'toast__text';
  text.textContent = toast.text;
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'toast__close';
  close.setAttribute('aria-label', dismissLabel);
  close.textContent = '×';
  close.addEventListener('click', () => dismissToast(toast.id));
  node.append(text);
  if (toast.action) {
    const link = document.createElement('a');
    link.className = 'toast__action';
    link.href = toast.action.href;
    link.textContent = toast.action.label;
    if (toast.action.step) link.dataset.accountStep = toast.action.step;
    link.addEventListener('click', () => dismissToast(toast.id));
    node.append(link);
  }
  node.append(close);
  return node;
}

export function mountToastView(root: HTMLElement, options: { dismissLabel: string; host: ToastHost }): () => void {
  const polite = region(root, 'status');
  const alert = region(root, 'alert');
  const nodes = new Map<number, HTMLElement>();

  const render = () => {
    const visible = $toastHost.get() === options.host ? $toasts.get() : [];
    const ids = new Set(visible.map((toast) => toast.id));
    for (const [id, node] of nodes) {
      if (ids.has(id)) continue;
      node.remove();
      nodes.delete(id);
    }
    for (const toast of visible) {
      if (nodes.has(toast.id)) continue;
      const node = toastNode(toast, options.dismissLabel);
      (toast.tone === 'error' ? alert : polite).append(node);
      nodes.set(toast.id, node);
    }
  };

  const stopToasts = $toasts.subscribe(render);
  const stopHost = $toastHost.subscribe(render);
  return () => {
    stopToasts();
    stopHost();
    for (const node of nodes.values()) node.remove();
  };
}
