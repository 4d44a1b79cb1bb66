/** When the forms chunk cannot load, pages keep working as if there were no script. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installForms } from './delegate';

vi.mock('../core/chunks', () => ({
  loadChunk: () => Promise.reject(new Error('Loading chunk forms failed (missing)')),
}));

let uninstall: () => void;
const passed: boolean[] = [];
const shell = (event: Event) => {
  passed.push((event.target as HTMLFormElement).hasAttribute('data-val-passed'));
  event.preventDefault();
};

beforeEach(() => {
  passed.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
  document.addEventListener('submit', shell);
  uninstall = installForms(document);
});

afterEach(() => {
  uninstall();
  document.removeEventListener('submit', shell);
});

describe('installForms without its chunk', () => {
  it('submits a validated form anyway, leaving the validation to the server', async () => {
    document.body.innerHTML = `<form><input name="Name" data-val="true" data-val-required="R">
      <button id="send">Envoyer</button></form>`;

    document.getElementById('send')?.click();

    await vi.waitFor(() => expect(passed).toEqual([false, true]));
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('submitting without client validation'),
      expect.any(Error),
    );
  });

  it('follows an ajax link as a plain link', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    document.body.innerHTML =
      '<a id="l" href="http://localhost:3000/fr/dossier/3" data-ajax="true">3</a>';

    document.getElementById('l')?.click();

    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost:3000/fr/dossier/3'),
    );
  });
});
