import { fireEvent } from '@testing-library/dom';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { listen, server } from '../test/msw';
import { applyPageSettings } from '../test/settings';
import { installForms, PASSED_ATTRIBUTE, wasValidated } from './delegate';

listen();

interface Pass {
  passed: boolean;
  prevented: boolean;
  submitter: HTMLElement | null;
}

let uninstall: () => void;
let passes: Pass[];

/** Stands for the page shell: a bubbling listener that takes every submit it is let through. */
function shell(event: Event): void {
  const { target, submitter } = event as SubmitEvent;
  passes.push({
    passed: target instanceof HTMLFormElement && wasValidated(target),
    prevented: event.defaultPrevented,
    submitter,
  });
  // jsdom cannot navigate; a real shell would swap the page or let the browser go.
  event.preventDefault();
}

// Load the chunk once, outside the time limits of the tests.
beforeAll(async () => {
  await import('./formsRuntime');
});

beforeEach(() => {
  applyPageSettings({}, '/fr/contact');
  passes = [];
  document.addEventListener('submit', shell);
  uninstall = installForms(document);
});

afterEach(() => {
  uninstall();
  document.removeEventListener('submit', shell);
});

function render(markup: string): HTMLFormElement {
  document.body.innerHTML = markup;
  return document.querySelector('form') as HTMLFormElement;
}

const byId = <T extends HTMLElement = HTMLInputElement>(id: string) =>
  document.getElementById(id) as T;
const message = (name: string) =>
  document.querySelector(`[data-valmsg-for="${name}"]`)?.textContent;

const contact = `
  <form action="/fr/contact" method="post">
    <input id="name" name="Name" data-val="true" data-val-required="Votre nom est obligatoire.">
    <span data-valmsg-for="Name"></span>
    <button id="send" name="action" value="send">Envoyer</button>
    <button id="skip" formnovalidate>Plus tard</button>
  </form>`;

describe('installForms: plain forms', () => {
  it('holds a valid form back, validates it and submits it again marked as validated', async () => {
    render(contact);
    byId('name').value = 'Anna';

    byId('send').click();

    expect(passes).toEqual([{ passed: false, prevented: true, submitter: byId('send') }]);
    await vi.waitFor(() => expect(passes).toHaveLength(2));
    expect(passes[1]).toEqual({ passed: true, prevented: false, submitter: byId('send') });
    expect(document.querySelector('form')?.hasAttribute(PASSED_ATTRIBUTE)).toBe(false);
  });

  it('shows the messages and does not submit an invalid form', async () => {
    render(contact);

    byId('send').click();

    await vi.waitFor(() => expect(message('Name')).toBe('Votre nom est obligatoire.'));
    expect(passes).toHaveLength(1);
    expect(document.activeElement).toBe(byId('name'));
  });

  it('leaves alone a form without validated fields', () => {
    render('<form action="/fr/recherche"><input name="q"><button id="go">Go</button></form>');

    byId('go').click();

    expect(passes).toEqual([{ passed: false, prevented: false, submitter: byId('go') }]);
  });

  it('leaves alone a submit through a formnovalidate or cancel button', () => {
    render(
      contact.replace('</form>', '<button id="cancel" class="cancel">Annuler</button></form>'),
    );

    byId('skip').click();
    byId('cancel').click();

    expect(passes.map(({ prevented }) => prevented)).toEqual([false, false]);
  });

  it('ignores a second submit while the first is being validated', async () => {
    render(contact);
    byId('name').value = 'Anna';

    byId('send').click();
    byId('send').click();

    await vi.waitFor(() => expect(passes.filter(({ passed }) => passed)).toHaveLength(1));
    expect(passes.map(({ passed, prevented }) => [passed, prevented])).toEqual([
      [false, true],
      [false, true],
      [true, false],
    ]);
  });

  it('validates forms that arrive after installation, with no call', async () => {
    render('<div id="slot"></div>');
    byId('slot').innerHTML = contact;

    byId('send').click();

    await vi.waitFor(() => expect(message('Name')).toBe('Votre nom est obligatoire.'));
  });

  it('stops holding anything back once uninstalled', () => {
    uninstall();
    render(contact);

    byId('send').click();

    expect(passes).toEqual([{ passed: false, prevented: false, submitter: byId('send') }]);
  });
});

describe('installForms: field events', () => {
  it('validates a filled field when the shopper leaves it, not an untouched empty one', async () => {
    render(`<form>
      <input id="email" name="Email" value="anna@" data-val="true" data-val-email="E-mail invalide.">
      <span data-valmsg-for="Email"></span>
      <input id="name" name="Name" data-val="true" data-val-required="R"><span data-valmsg-for="Name"></span>
    </form>`);

    fireEvent.focusOut(byId('name'));
    fireEvent.focusOut(byId('email'));

    await vi.waitFor(() => expect(message('Email')).toBe('E-mail invalide.'));
    expect(message('Name')).toBe('');
    expect(byId('name').className).toBe('');
  });

  it('re-validates an invalid field as the shopper types', async () => {
    render(contact);
    byId('send').click();
    await vi.waitFor(() => expect(message('Name')).toBe('Votre nom est obligatoire.'));

    byId('name').value = 'A';
    fireEvent.input(byId('name'));

    await vi.waitFor(() => expect(message('Name')).toBe(''));
    expect(byId('name').className).toBe('input-validation-valid');
  });

  it('re-validates a field when a field its rule reads changes', async () => {
    render(`<form>
      <label><input id="company" type="checkbox" name="IsCompany" value="true"> Société</label>
      <input id="vat" name="Vat" data-val="true" data-val-requiredif="Numéro de TVA obligatoire."
        data-val-requiredif-dependentproperty="IsCompany" data-val-requiredif-targetvalue="true">
      <span data-valmsg-for="Vat"></span>
      <button id="send">Envoyer</button>
    </form>`);
    byId('send').click();
    await vi.waitFor(() => expect(passes.filter(({ passed }) => passed)).toHaveLength(1));

    byId('company').click();

    await vi.waitFor(() => expect(message('Vat')).toBe('Numéro de TVA obligatoire.'));
  });
});

describe('installForms: ajax', () => {
  it('sends an ajax form through the chunk and never submits it natively', async () => {
    const seen: string[] = [];
    server.use(
      http.post('*/fr/panier/coupon', async ({ request }) => {
        seen.push(await request.text());
        return HttpResponse.html('<p>Code appliqué</p>');
      }),
    );
    render(`<form action="/fr/panier/coupon" method="post" data-ajax="true" data-ajax-update="#out">
      <input name="Code" value="NOEL"><button id="apply">Appliquer</button></form><div id="out"></div>`);

    byId('apply').click();

    await vi.waitFor(() => expect(byId('out').textContent).toBe('Code appliqué'));
    expect(seen).toEqual(['Code=NOEL&X-Requested-With=XMLHttpRequest']);
    expect(passes).toEqual([{ passed: false, prevented: true, submitter: byId('apply') }]);
  });

  it('follows an ajax link on a plain click and leaves a modified click to the browser', async () => {
    server.use(http.get('*/fr/dossier/3', () => HttpResponse.html('<p>Dossier 3</p>')));
    render(
      '<a id="l" href="/fr/dossier/3" data-ajax="true" data-ajax-update="#panel">3</a><div id="panel"></div>',
    );
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    let preventedBeforeBrowser: boolean | undefined;
    byId('l').addEventListener(
      'click',
      (event) => {
        preventedBeforeBrowser = event.defaultPrevented;
        event.preventDefault(); // jsdom cannot open a new tab
      },
      { once: true },
    );

    byId('l').dispatchEvent(modified);
    expect(preventedBeforeBrowser).toBe(false);

    byId('l').click();
    await vi.waitFor(() => expect(byId('panel').textContent).toBe('Dossier 3'));
  });
});
