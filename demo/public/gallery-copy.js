// The copy buttons of the widget gallery's examples (issue 10 §5). A click (or Enter/Space: they
// are buttons) copies the example's markup with the Clipboard API and says so in the example's
// live region; when the browser refuses, the code is selected and the message says to press
// Ctrl+C. The page shell runs it again on each visit to the gallery: only the first run sets up
// the one listener, which serves every gallery swapped in; the buttons show only once it has
// run (the class below).
(() => {
  if (window.vitrineGalleryCopy) return;
  window.vitrineGalleryCopy = true;
  document.documentElement.classList.add('gallery-can-copy');

  /** How long a message stays on screen, in ms. */
  const MESSAGE_MS = 6000;
  const timers = new WeakMap();

  /** Says `message` in `status`: emptied first, so that the same message twice is said twice. */
  function say(status, message) {
    clearTimeout(timers.get(status));
    status.textContent = '';
    timers.set(
      status,
      setTimeout(() => {
        status.textContent = message;
        timers.set(
          status,
          setTimeout(() => {
            status.textContent = '';
          }, MESSAGE_MS),
        );
      }, 50),
    );
  }

  function select(element) {
    const range = document.createRange();
    range.selectNodeContents(element);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
  }

  async function copy(button) {
    const code = document.getElementById(button.dataset.copyTarget ?? '');
    const status = document.getElementById(button.dataset.copyStatus ?? '');
    if (!code || !status) return;
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(code.textContent ?? '');
      status.classList.remove('is-failed');
      say(status, button.dataset.copied ?? '');
    } catch {
      select(code);
      status.classList.add('is-failed');
      say(status, button.dataset.copyFailed ?? '');
    }
  }

  document.addEventListener('click', (event) => {
    const button =
      event.target instanceof Element ? event.target.closest('[data-copy-target]') : null;
    if (button instanceof HTMLButtonElement) void copy(button);
  });
})();
