import * as z from 'zod/mini';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** The key URI an authenticator app reads (otpauth://totp/…), given by the server. */
  uri: z.string().check(z.regex(/^otpauth:\/\//)),
  /** The same key in base32, shown as text for manual entry. */
  secret: z.string().check(z.regex(/^[A-Z2-7]+=*$/)),
});

export type Props = WidgetProps<typeof props>;

/**
 * The authenticator-app setup of two-factor sign-in (issue 13, spec 001 §2): the QR code of the
 * server's otpauth:// URI drawn in the `[data-totp-qr]` element (an image the server named,
 * hidden until drawn; lean-qr, in this chunk only: decision 035), and the `[data-totp-copy]`
 * button (hidden until mounted) that copies the key, saying so in the `role="status"` region
 * with the button's `data-copied` or `data-copy-failed` text. A behaviour over the server's
 * words: no React, no i18next (docs/architecture.md §4). Without script the key shows as text.
 */
export default defineBehavior({
  props,
  load: () => import('./totpQr'),
});
