/**
 * Loads a video service's API script once per page (issue 15: however many video modals), only
 * when a shopper first asks for a video. A failed load is forgotten so the next try asks again.
 */
const loads = new Map<string, Promise<void>>();

/** The page's CSP nonce, carried to the new script as core/scripts does. */
function pageNonce(): string {
  const carrier = document.querySelector<HTMLScriptElement>('script[nonce]');
  return carrier?.nonce || carrier?.getAttribute('nonce') || '';
}

export function loadScript(src: string): Promise<void> {
  const known = loads.get(src);
  if (known) return known;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const nonce = pageNonce();
    if (nonce) script.nonce = nonce;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        loads.delete(src);
        script.remove();
        reject(new Error(`the video service script ${src} did not load`));
      },
      { once: true },
    );
    document.head.append(script);
  });
  loads.set(src, load);
  return load;
}

/** Tests only: forget the scripts loaded. */
export function forgetScripts(): void {
  loads.clear();
}
