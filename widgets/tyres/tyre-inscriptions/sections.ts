/**
 * Toggleable sections (spec 001 §2, §9: fade 200 ms): the h2 of each `[data-tyre-section]`
 * gets a real disclosure button (aria-expanded, aria-controls) around its text; the body
 * fades out in 200 ms, then is hidden; it comes back with a fade in. Reduced motion: at once.
 */
export const SECTION_FADE_MS = 200;

export function installSections(root: HTMLElement, reduced: boolean): () => void {
  const cleanups: (() => void)[] = [];
  for (const section of root.querySelectorAll<HTMLElement>('[data-tyre-section]')) {
    const title = section.querySelector('h2');
    const body = title?.nextElementSibling;
    if (!title || !(body instanceof HTMLElement) || !body.id) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'vitrine-tyre-section__toggle';
    button.setAttribute('aria-expanded', 'true');
    button.setAttribute('aria-controls', body.id);
    button.append(...title.childNodes);
    title.append(button);
    body.classList.add('vitrine-tyre-section__body');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const toggle = () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(open));
      clearTimeout(timer);
      if (open) {
        body.hidden = false;
        // The next frame starts the fade in from the hidden state.
        requestAnimationFrame(() => body.classList.remove('is-fading'));
      } else {
        body.classList.add('is-fading');
        timer = setTimeout(
          () => {
            body.hidden = true;
          },
          reduced ? 0 : SECTION_FADE_MS,
        );
      }
    };
    button.addEventListener('click', toggle);
    cleanups.push(() => {
      clearTimeout(timer);
      button.removeEventListener('click', toggle);
      title.append(...button.childNodes);
      button.remove();
      body.hidden = false;
      body.classList.remove('vitrine-tyre-section__body', 'is-fading');
    });
  }
  return () => {
    for (const cleanup of cleanups) cleanup();
  };
}
