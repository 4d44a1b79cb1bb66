/** Messages of a field outside its form (`form="id"`, the checkout's terms box, issue 12). */
import { afterEach, describe, expect, it } from 'vitest';
import { showField } from './messages';

afterEach(() => document.body.replaceChildren());

describe('showField', () => {
  it('finds the message of a field tied to its form by the form attribute', () => {
    document.body.innerHTML = `<form id="f"></form>
      <aside><input type="checkbox" name="AcceptTerms" form="f" id="terms">
      <span data-valmsg-for="AcceptTerms" data-valmsg-replace="true"></span></aside>`;
    const terms = document.getElementById('terms') as HTMLInputElement;
    expect(terms.form?.id).toBe('f');
    showField(terms, 'Tick the box.');
    const message = document.querySelector('[data-valmsg-for]') as HTMLElement;
    expect(message.textContent).toBe('Tick the box.');
    expect(terms.getAttribute('aria-describedby')).toBe(message.id);
  });

  it('keeps to the form for a field inside it', () => {
    document.body.innerHTML = `<form id="f"><input name="Email" id="email">
      <span data-valmsg-for="Email" id="inside"></span></form>
      <span data-valmsg-for="Email" id="outside"></span>`;
    showField(document.getElementById('email') as HTMLInputElement, 'Required.');
    expect(document.getElementById('inside')?.textContent).toBe('Required.');
    expect(document.getElementById('outside')?.textContent).toBe('');
  });
});
