import { afterEach, describe, expect, it, vi } from 'vitest';
import { modeOf, selectAll, showLoading } from './update';

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
