import type { Behavior } from '../../../src/core/widget';
import type { Props } from './index';
import { QUIET_ZONE, qrMatrix, qrPath } from './qrMatrix';
import './totpQr.css';

const SVG = 'http://www.w3.org/2000/svg';

/** The QR code as an SVG: white around it whatever the theme (scanners need the contrast). */
export function qrSvg(uri: string, doc: Document = document): SVGSVGElement {
  const matrix = qrMatrix(uri);
  const side = String(matrix.size + 2 * QUIET_ZONE);
  const svg = doc.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${side} ${side}`);
  svg.setAttribute('shape-rendering', 'crispEdges');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const background = doc.createElementNS(SVG, 'rect');
  background.setAttribute('width', side);
  background.setAttribute('height', side);
  background.setAttribute('fill', '#fff');
  const modules = doc.createElementNS(SVG, 'path');
  modules.setAttribute('d', qrPath(matrix));
  modules.setAttribute('fill', '#000');
  svg.append(background, modules);
  return svg;
}

/** Copies with the Clipboard API; false where it is missing or refused. */
async function copied(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

const totpQr: Behavior<Props> = (element, { uri, secret }) => {
  const image = element.querySelector<HTMLElement>('[data-totp-qr]');
  const button = element.querySelector<HTMLButtonElement>('[data-totp-copy]');
  const status = element.querySelector<HTMLElement>('[role="status"]');
  const svg = qrSvg(uri, element.ownerDocument);
  image?.append(svg);
  if (image) image.hidden = false;
  let active = true;
  const onClick = () => {
    if (status) status.textContent = '';
    void copied(secret).then((done) => {
      if (!active || !status || !button) return;
      status.textContent = (done ? button.dataset.copied : button.dataset.copyFailed) ?? '';
    });
  };
  button?.addEventListener('click', onClick);
  if (button) button.hidden = false;
  return () => {
    active = false;
    svg.remove();
    if (image) image.hidden = true;
    button?.removeEventListener('click', onClick);
    if (button) button.hidden = true;
  };
};

export default totpQr;
