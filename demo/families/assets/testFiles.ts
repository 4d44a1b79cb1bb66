/** Real small files for the asset library's unit tests (made by sharp, never fetched). */
import sharp from 'sharp';
import { tinyPdf } from './library';

export const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();

/** A JPEG stored landscape whose EXIF says "turn 90° clockwise" (orientation 6), with GPS. */
export const sidewaysJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#aa6633' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 50/1 0/1' } })
    .toBuffer();

export const pdf = () => tinyPdf('Brochure');

/**
 * A multipart body of one file, as the upload widget sends it. Written by hand: the unit tests
 * run under jsdom, whose FormData the server's Request cannot read.
 */
export function uploadBody(bytes: Uint8Array, name: string, type = 'application/octet-stream') {
  const boundary = `----vitrine${Math.random().toString(16).slice(2)}`;
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  const body = new Uint8Array(head.length + bytes.length + tail.length);
  body.set(head);
  body.set(bytes, head.length);
  body.set(tail, head.length + bytes.length);
  return {
    body,
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
  };
}

type App = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

/**
 * A visitor of the demo who keeps its session, sends the anti-forgery token on unsafe calls,
 * signs in with the account given (if any) and may carry the demo's failure switch cookie.
 */
export async function visitor(
  app: App,
  base: string,
  account?: { email: string; password: string },
) {
  let cookie = '';
  let token = '';
  let demo = '';
  const request = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('Cookie', [cookie, demo].filter(Boolean).join('; '));
    // A test may send a forged token of its own.
    if (init.method && init.method !== 'GET' && !headers.has('RequestVerificationToken'))
      headers.set('RequestVerificationToken', token);
    const response = await app.request(`${base}${path}`, { ...init, headers });
    const set = response.headers.get('Set-Cookie');
    if (set?.startsWith('vitrine_demo_session=')) cookie = set.split(';')[0] ?? '';
    return response;
  };
  const home = await (await request('fr/')).text();
  token = /"antiForgeryToken":"([^"]+)"/.exec(home)?.[1] ?? '';
  if (account) {
    const body = new URLSearchParams({
      __RequestVerificationToken: token,
      Email: account.email,
      Password: account.password,
      returnUrl: `${base}fr/`,
    });
    const login = await request('fr/security/login', { method: 'POST', body });
    if (login.status !== 303) throw new Error(`sign-in refused: ${login.status}`);
  }
  return {
    request,
    token: () => token,
    /** Turns a demo failure switch on ('upload-error', 'crop-error') or off (''). */
    failure: (name: string) => {
      demo = name ? `vitrine_assets_demo=${name}` : '';
    },
  };
}

export const EDITOR = { email: 'editor@vitrine.shop', password: 'vitrine-editor' };
export const SHOPPER = { email: 'demo@vitrine.shop', password: 'vitrine-demo' };
