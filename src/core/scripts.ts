/**
 * Scripts in content that arrives after load (page swaps, ajax updates, fragments): browsers
 * never run scripts inserted with innerHTML, so each is re-created, in document order, once
 * (issue 3 §1). `data-eval="false"` opts out; the page's CSP nonce is carried over; external
 * scripts are awaited so that the order holds.
 */
const ran = new WeakSet<HTMLScriptElement>();
const EXECUTABLE = /^(|text\/javascript|application\/javascript|module)$/i;

function pageNonce(): string {
  const carrier = document.querySelector<HTMLScriptElement>('script[nonce]');
  return carrier?.nonce || carrier?.getAttribute('nonce') || '';
}

/** Replaces `script` by a live copy and resolves once it has run (or failed to load). */
export function activate(script: HTMLScriptElement, type?: string): Promise<void> {
  const live = document.createElement('script');
  for (const { name, value } of Array.from(script.attributes)) {
    if (name !== 'type' && name !== 'nonce') live.setAttribute(name, value);
  }
  if (type) live.type = type;
  const nonce = pageNonce();
  if (nonce) live.nonce = nonce;
  live.text = script.text;
  ran.add(live);
  const done = live.src
    ? new Promise<void>((resolve) => {
        live.addEventListener('load', () => resolve(), { once: true });
        live.addEventListener('error', () => resolve(), { once: true });
      })
    : Promise.resolve();
  if (live.src) live.async = false;
  script.replaceWith(live);
  return done;
}

/** Runs the executable scripts under root, in order, each once. */
export async function runScripts(root: ParentNode): Promise<void> {
  const scripts = Array.from(root.querySelectorAll<HTMLScriptElement>('script'));
  for (const script of scripts) {
    if (ran.has(script) || script.dataset.eval === 'false' || !EXECUTABLE.test(script.type))
      continue;
    // Removed meanwhile (by an earlier script, or a newer swap): an external one would never load.
    if (!script.isConnected) continue;
    ran.add(script);
    await activate(script);
  }
}
