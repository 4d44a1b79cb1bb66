/** Server-side HTML: hono's `html` escapes every interpolation; `raw` is for our own markup. */
export { html, raw } from 'hono/html';

/** JSON inside a <script> element, safe against a closing tag in the data. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, '');
