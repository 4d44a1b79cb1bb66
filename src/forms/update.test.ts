import { afterEach, describe, expect, it, vi } from 'vitest';
import { insert, modeOf, selectAll, showLoading } from './update';

afterEach(() => {
  vi.useRealTimers();
});

function form(attributes: string): HTMLFormElement {
  document.body.innerHTML = `<form id="f" ${attributes}></form><div id="spinner" hidden></div>`;
  return document.getElementById('f') as HTMLFormElement;
}

describe('showLoading', () => {
  it('shows the element at once and hides it at once without a duration', () => {
    const hide = showLoading(form('data-ajax-loading="#spinner"'));
    const spinner = document.getElementById('spinner') as HTMLElement;

    expect(spinner.hidden).toBe(false);
    hide();
    expect(spinner.hidden).toBe(true);
  });

  it('fades out over data-ajax-loading-duration before hiding', () => {
    vi.useFakeTimers();
    const hide = showLoading(form('data-ajax-loading="#spinner" data-ajax-loading-duration="200"'));
    const spinner = document.getElementById('spinner') as HTMLElement;
    expect(spinner.style.transition).toBe('opacity 200ms');

    hide();
    expect(spinner.style.opacity).toBe('0');
    expect(spinner.hidden).toBe(false);

    vi.advanceTimersByTime(200);
    expect(spinner.hidden).toBe(true);
    expect(spinner.style.opacity).toBe('');
  });

  it('does nothing without data-ajax-loading', () => {
    const hide = showLoading(form(''));

    hide();
    expect(document.getElementById('spinner')?.hidden).toBe(true);
  });
});

describe('selectAll', () => {
  it('reports a broken selector instead of throwing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});

    expect(selectAll(document, '#(', 'data-ajax-update')).toEqual([]);
    expect(error).toHaveBeenCalledWith(
      '[vitrine] data-ajax-update="#(" is not a valid selector',
      expect.anything(),
    );
  });
});

describe('modeOf', () => {
  it.each([
    ['before', 'before'],
    ['AFTER', 'after'],
    ['replace-with', 'replace-with'],
    ['replace', 'replace'],
    ['prepend', 'replace'],
  ])('reads data-ajax-mode="%s" as %s', (attribute, mode) => {
    expect(modeOf(form(`data-ajax-mode="${attribute}"`))).toBe(mode);
  });
});

describe('insert keeps the keyboard focus (issue 5: ajax forms in dialogs)', () => {
  it('moves focus to the first field of new content that replaced the focused button', async () => {
    document.body.innerHTML = '<div id="t"><form><button id="send">Send</button></form></div>';
    const target = document.getElementById('t') as HTMLElement;
    (document.getElementById('send') as HTMLButtonElement).focus();
    await insert(
      [target],
      '<form><input id="email" name="Email"><button>Send</button></form>',
      'replace',
    );
    expect(document.activeElement?.id).toBe('email');
  });

  it('skips disabled, hidden and tabindex=-1 elements', async () => {
    document.body.innerHTML = '<div id="t"><button id="send">Send</button></div>';
    (document.getElementById('send') as HTMLButtonElement).focus();
    await insert(
      [document.getElementById('t') as HTMLElement],
      '<button disabled>A</button><div hidden><input></div><span tabindex="-1">B</span><a id="ok" href="/x">C</a>',
      'replace',
    );
    expect(document.activeElement?.id).toBe('ok');
  });

  it('focuses a thank-you without controls itself', async () => {
    document.body.innerHTML = '<div id="t"><button id="send">Send</button></div>';
    const target = document.getElementById('t') as HTMLElement;
    (document.getElementById('send') as HTMLButtonElement).focus();
    await insert([target], '<p role="status">Merci</p>', 'replace');
    expect(document.activeElement).toBe(target);
    expect(target.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves focus alone when it was elsewhere', async () => {
    document.body.innerHTML = '<input id="other"><div id="t"><p>Old</p></div>';
    (document.getElementById('other') as HTMLInputElement).focus();
    await insert([document.getElementById('t') as HTMLElement], '<p>New</p>', 'replace');
    expect(document.activeElement?.id).toBe('other');
  });
});
