/** spec 000 §4, §9: the copy toast opens at 100 ms, hides at 2000 ms, is removed at 2500 ms. */
export const TOAST_OPEN_MS = 100;
export const TOAST_HIDE_MS = 2000;
export const TOAST_REMOVE_MS = 2500;

/**
 * Shows a toast in a live region that exists before it (so it is announced); returns the
 * cancel function. The text may arrive after the opening time (strings still loading).
 */
export function showToast(region: Element, text: Promise<string>, kind: string): () => void {
  const toast = document.createElement('p');
  toast.className = `social-share__toast social-share__toast--${kind}`;
  let shown = false;
  let open = false;
  const render = () => toast.classList.toggle('is-open', open && toast.textContent !== '');
  void text.then((value) => {
    toast.textContent = value;
    render();
  });
  const timers = [
    setTimeout(() => {
      region.append(toast);
      shown = true;
      open = true;
      render();
    }, TOAST_OPEN_MS),
    setTimeout(() => {
      open = false;
      render();
    }, TOAST_HIDE_MS),
    setTimeout(() => toast.remove(), TOAST_REMOVE_MS),
  ];
  return () => {
    timers.forEach(clearTimeout);
    if (shown) toast.remove();
  };
}
