import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetI18n } from '../core/i18n';
import bundledFr from '../core/strings/fr.json';
import { gate, listen, server, stringResources } from '../test/msw';
import { applyPageSettings } from '../test/settings';
import type { Field } from './fields';
import { clearRemoteCache } from './remote';
import { validateField, validateForm } from './validate';

listen();

beforeEach(() => {
  applyPageSettings({}, '/fr/contact');
  resetI18n();
  clearRemoteCache();
});

const byId = <T extends HTMLElement = Field>(id: string) => document.getElementById(id) as T;

function render(markup: string): HTMLFormElement {
  document.body.innerHTML = markup;
  return document.querySelector('form') as HTMLFormElement;
}

const contactForm = `
  <form id="contact">
    <div data-valmsg-summary="true"><ul><li style="display:none"></li></ul></div>
    <input id="name" name="Name" aria-describedby="name-hint" data-val="true" data-val-required="Votre nom est obligatoire.">
    <span id="name-hint">Comme sur votre carte.</span>
    <span data-valmsg-for="Name" data-valmsg-replace="true"></span>
    <input id="email" name="Email" data-val="true" data-val-required="L’e-mail est obligatoire." data-val-email="E-mail invalide.">
    <span data-valmsg-for="Email"></span>
  </form>`;

describe('validateField', () => {
  it('writes the message as text and marks the field invalid for everyone', async () => {
    render(contactForm);

    await expect(validateField(byId('name'))).resolves.toBe(false);

    const message = document.querySelector('[data-valmsg-for="Name"]') as HTMLElement;
    expect(message.textContent).toBe('Votre nom est obligatoire.');
    expect(message.className).toBe('field-validation-error');
    expect(byId('name').className).toBe('input-validation-error');
    expect(byId('name').getAttribute('aria-invalid')).toBe('true');
    expect(byId('name').getAttribute('aria-describedby')).toBe(`name-hint ${message.id}`);
    expect(message.id).toBe('name-error');
  });

  it('clears the message and the invalid state once the value is right', async () => {
    render(contactForm);
    await validateField(byId('name'));

    byId<HTMLInputElement>('name').value = 'Anna';
    await expect(validateField(byId('name'))).resolves.toBe(true);

    const message = document.querySelector('[data-valmsg-for="Name"]') as HTMLElement;
    expect(message.textContent).toBe('');
    expect(message.className).toBe('field-validation-valid');
    expect(byId('name').className).toBe('input-validation-valid');
    expect(byId('name').hasAttribute('aria-invalid')).toBe(false);
    expect(byId('name').getAttribute('aria-describedby')).toBe('name-hint name-error');
  });

  it('keeps the server’s text when data-valmsg-replace is false and only switches the classes', async () => {
    render(`<form><input id="zip" name="Zip" data-val="true" data-val-required="R">
      <span data-valmsg-for="Zip" data-valmsg-replace="false">Quatre chiffres.</span></form>`);

    await validateField(byId('zip'));

    const message = document.querySelector('[data-valmsg-for="Zip"]') as HTMLElement;
    expect(message.textContent).toBe('Quatre chiffres.');
    expect(message.className).toBe('field-validation-error');
  });

  it('shows markup in a message as text, never as HTML', async () => {
    render(`<form><input id="x" name="X" data-val="true" data-val-required="<img src=x onerror=alert(1)>">
      <span data-valmsg-for="X"></span></form>`);

    await validateField(byId('x'));

    const message = document.querySelector('[data-valmsg-for="X"]') as HTMLElement;
    expect(message.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(message.querySelector('img')).toBeNull();
  });

  it('says the translation of Validation.<Rule> when the attribute has no message', async () => {
    server.use(
      stringResources({
        Validation: { Date: 'Veuillez saisir une date valide ({{format}}).' },
      }),
    );
    render(`<form><input id="birth" name="Birth" value="31/02/2026" data-val="true" data-val-date>
      <span data-valmsg-for="Birth"></span></form>`);

    await validateField(byId('birth'));

    expect(document.querySelector('[data-valmsg-for="Birth"]')?.textContent).toBe(
      'Veuillez saisir une date valide (dd/mm/yyyy).',
    );
  });

  it('reads a date the way the shop’s country writes its language: Belgian Dutch is dd/mm/yyyy', async () => {
    applyPageSettings({ country: 'BE' }, '/nl/contact');
    render(`<form><input id="birth" name="Birth" value="22/11/2026" data-val="true" data-val-date="Ongeldig">
      <span data-valmsg-for="Birth"></span></form>`);

    await expect(validateField(byId('birth'))).resolves.toBe(true);
    byId<HTMLInputElement>('birth').value = '22-11-2026';
    await expect(validateField(byId('birth'))).resolves.toBe(false);
  });

  it('speaks the bundle’s words when the CMS’s strings cannot be loaded (spec 000 §8; decision 020)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get(
        '*/api/v1/localization/:culture/stringresources',
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    render(
      '<form><input id="n" name="N" data-val="true" data-val-required><span data-valmsg-for="N"></span></form>',
    );

    await validateField(byId('n'));

    expect(document.querySelector('[data-valmsg-for="N"]')?.textContent).toBe(
      bundledFr.Validation.Required,
    );
  });

  it('lets only the latest validation of a field write, whatever order the answers come in', async () => {
    const slow = gate();
    server.use(
      http.get('*/check', async ({ request }) => {
        const value = new URL(request.url).searchParams.get('Login');
        if (value === 'taken') {
          await slow.promise;
          return HttpResponse.json('Ce pseudo est pris.');
        }
        return HttpResponse.json(true);
      }),
    );
    render(`<form><input id="login" name="Login" value="taken" data-val="true" data-val-remote="R" data-val-remote-url="/check">
      <span data-valmsg-for="Login"></span></form>`);
    const first = validateField(byId('login'));

    byId<HTMLInputElement>('login').value = 'free';
    await validateField(byId('login'));
    slow.open();
    await first;

    expect(byId('login').className).toBe('input-validation-valid');
    expect(document.querySelector('[data-valmsg-for="Login"]')?.textContent).toBe('');
  });

  it('shows the message a remote check answers', async () => {
    server.use(http.get('*/check', () => HttpResponse.json('<b>Ce pseudo</b> est pris.')));
    render(`<form><input id="login" name="Login" value="anna" data-val="true" data-val-remote="R" data-val-remote-url="/check">
      <span data-valmsg-for="Login"></span></form>`);

    await validateField(byId('login'));

    expect(document.querySelector('[data-valmsg-for="Login"]')?.textContent).toBe(
      '<b>Ce pseudo</b> est pris.',
    );
  });
});

describe('validateForm', () => {
  it('fills the summary with every message in page order and focuses the first invalid field', async () => {
    render(contactForm);
    byId<HTMLInputElement>('email').value = 'anna@';

    await expect(validateForm(byId('contact'))).resolves.toBe(false);

    const summary = document.querySelector('[data-valmsg-summary]') as HTMLElement;
    expect(Array.from(summary.querySelectorAll('li'), (item) => item.textContent)).toEqual([
      'Votre nom est obligatoire.',
      'E-mail invalide.',
    ]);
    expect(summary.className).toBe('validation-summary-errors');
    expect(summary.getAttribute('aria-live')).toBe('polite');
    expect(document.activeElement).toBe(byId('name'));
  });

  it('keeps the summary up to date as fields are corrected after a submit', async () => {
    render(contactForm);
    await validateForm(byId('contact'));

    byId<HTMLInputElement>('name').value = 'Anna';
    await validateField(byId('name'));

    const summary = document.querySelector('[data-valmsg-summary]') as HTMLElement;
    expect(Array.from(summary.querySelectorAll('li'), (item) => item.textContent)).toEqual([
      'L’e-mail est obligatoire.',
    ]);

    byId<HTMLInputElement>('email').value = 'anna@shop.example';
    await validateField(byId('email'));
    expect(summary.querySelectorAll('li')).toHaveLength(0);
    expect(summary.className).toBe('validation-summary-valid');
  });

  it('fills only the summary of its own form', async () => {
    render(`${contactForm}<form id="newsletter"><div id="other" data-valmsg-summary="true"><ul></ul></div>
      <input name="Subscriber" data-val="true" data-val-required="R"></form>`);

    await validateForm(byId('contact'));

    expect(byId('other').querySelectorAll('li')).toHaveLength(0);
  });

  it('resolves true and sends no focus anywhere when every field is valid', async () => {
    render(contactForm);
    byId<HTMLInputElement>('name').value = 'Anna';
    byId<HTMLInputElement>('email').value = 'anna@shop.example';

    await expect(validateForm(byId('contact'))).resolves.toBe(true);
    expect(document.activeElement).toBe(document.body);
  });

  it('ignores disabled fields, fields without data-val and hidden fields unless they ask', async () => {
    render(`<form id="f">
      <input name="A" disabled data-val="true" data-val-required="A">
      <input name="B" data-val-required="B">
      <input type="hidden" name="C" data-val="true" data-val-required="C">
      <div hidden><input name="D" data-val="true" data-val-required="D"></div>
      <input id="e" type="hidden" name="E" data-val="true" data-val-always data-val-required="E">
      <div data-valmsg-summary="true"></div></form>`);

    await expect(validateForm(byId('f'))).resolves.toBe(false);

    expect(Array.from(document.querySelectorAll('li'), (item) => item.textContent)).toEqual(['E']);
    expect(byId('e').className).toBe('input-validation-error');
  });

  it('forgets the error of a field that has been disabled since', async () => {
    render(contactForm);
    byId<HTMLInputElement>('email').value = 'anna@shop.example';
    await validateForm(byId('contact'));

    byId<HTMLInputElement>('name').disabled = true;
    await expect(validateForm(byId('contact'))).resolves.toBe(true);

    expect(byId('name').classList.contains('input-validation-error')).toBe(false);
    expect(document.querySelector('[data-valmsg-for="Name"]')?.textContent).toBe('');
  });

  it('turns off the browser’s own bubbles, which would stop the re-submit', async () => {
    render(contactForm);

    await validateForm(byId('contact'));

    expect(byId<HTMLFormElement>('contact').noValidate).toBe(true);
  });
});
