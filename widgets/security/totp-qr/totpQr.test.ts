/** The authenticator-app setup (issue 13, spec 001 §2): QR image, key as text, copy. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { qrMatrix, qrPath } from './qrMatrix';
import totpQr from './totpQr';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/Vitrine:demo%40vitrine.shop?secret=${SECRET}&issuer=Vitrine`;

function setup(): HTMLElement {
  document.body.innerHTML = `<div data-widget="totp-qr">
    <div role="img" aria-label="QR code à scanner" data-totp-qr hidden></div>
    <p><code>JBSW Y3DP</code></p>
    <button type="button" data-totp-copy data-copied="Clé copiée." data-copy-failed="Copiez-la vous-même." hidden>Copier la clé</button>
    <p role="status"></p>
  </div>`;
  return document.querySelector('[data-widget]') as HTMLElement;
}
const context = {} as Parameters<typeof totpQr>[2];
const status = () => document.querySelector('[role="status"]')?.textContent;
const button = () => document.querySelector('button') as HTMLButtonElement;

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('totp-qr', () => {
  it('draws the QR code of the server’s URI in the named image, and shows it', () => {
    const element = setup();
    totpQr(element, { uri: URI, secret: SECRET }, context);
    const image = element.querySelector('[role="img"]') as HTMLElement;
    expect(image.hidden).toBe(false);
    expect(image.querySelector('path')?.getAttribute('d')).toBe(qrPath(qrMatrix(URI)));
    expect(image.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('copies the key without spaces and says so in the status region', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    totpQr(setup(), { uri: URI, secret: SECRET }, context);
    expect(button().hidden).toBe(false);
    button().click();
    await vi.waitFor(() => expect(status()).toBe('Clé copiée.'));
    expect(writeText).toHaveBeenCalledWith(SECRET);
  });

  it('asks to copy by hand when the clipboard refuses or is missing', async () => {
    vi.stubGlobal('navigator', {});
    totpQr(setup(), { uri: URI, secret: SECRET }, context);
    button().click();
    await vi.waitFor(() => expect(status()).toBe('Copiez-la vous-même.'));
  });

  it('puts the server markup back as it was when unmounted', () => {
    const element = setup();
    const cleanup = totpQr(element, { uri: URI, secret: SECRET }, context);
    cleanup();
    expect(element.querySelector('svg')).toBeNull();
    expect((element.querySelector('[role="img"]') as HTMLElement).hidden).toBe(true);
    expect(button().hidden).toBe(true);
  });
});
