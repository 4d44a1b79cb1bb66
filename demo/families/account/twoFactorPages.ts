/**
 * The two-factor pages (issue 13, spec 001 §2 "security/twofactorhome … shown in a modal with
 * step-back links"): the status, then "turn on" (QR code drawn by the totp-qr widget from the
 * otpauth:// URI, the key as text, a code), "turned on" (recovery codes shown once), and
 * "turn off" (a current code). Each step is a page; the dialog swaps them (src/ui/FragmentDialog).
 */
import { cultureRoot, type PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import {
  backLink,
  fieldWithError,
  hiddenToken,
  securityStep,
  stepForm,
  stepLink,
} from './securityKit';

const home = (ctx: PageContext) => `${cultureRoot(ctx)}security/twofactorhome`;
const title = (ctx: PageContext) => ctx.t('Security.TwoFactor');

/** The key as authenticator apps print it: groups of 4. */
export const groupedKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export function twoFactorHomePage(ctx: PageContext, on: boolean) {
  const root = cultureRoot(ctx);
  const action = on
    ? stepLink(
        `${root}security/twofactor/disable`,
        ctx.t('Security.TwoFactorTurnOff'),
        ctx.t('Security.TwoFactorTurnOff'),
      )
    : stepLink(
        `${root}security/twofactor/enable`,
        ctx.t('Security.TwoFactorTurnOn'),
        ctx.t('Security.TwoFactorTurnOn'),
        'button button--primary',
      );
  return securityStep(
    ctx,
    title(ctx),
    html`<p class="security-step__status security-step__status--${on ? 'on' : 'off'}">
        ${ctx.t(on ? 'Security.TwoFactorIsOn' : 'Security.TwoFactorIsOff')}
      </p>
      <p>${ctx.t('Security.TwoFactorIntro')}</p>
      <p>${action}</p>`,
  );
}

const codeField = (ctx: PageContext, error?: string) =>
  fieldWithError(
    ctx,
    {
      name: 'Code',
      label: ctx.t('Security.Code'),
      hint: ctx.t('Security.CodeHint'),
      inputmode: 'numeric',
      autocomplete: 'one-time-code',
      rules: [{ rule: 'required' }, { rule: 'regex', pattern: '\\s*\\d{3}\\s?\\d{3}\\s*' }],
    },
    error,
  );

export function twoFactorEnablePage(ctx: PageContext, secret: string, uri: string, error = false) {
  const root = cultureRoot(ctx);
  const key = groupedKey(secret);
  return securityStep(
    ctx,
    ctx.t('Security.TwoFactorTurnOn'),
    html`<p>${ctx.t('Security.TwoFactorScanStep')}</p>
      <div class="vitrine-totp-qr" data-widget="totp-qr" data-uri="${uri}" data-secret="${secret}">
        <div class="vitrine-totp-qr__code" role="img" aria-label="${ctx.t('Security.QrCodeLabel')}" data-totp-qr hidden></div>
        <div class="vitrine-totp-qr__manual">
          <p>${ctx.t('Security.ManualKey')}</p>
          <p><code class="vitrine-totp-qr__key">${key}</code></p>
          <button type="button" class="button" data-totp-copy hidden
            data-copied="${ctx.t('Security.KeyCopied')}" data-copy-failed="${ctx.t('Security.CopyFailed')}">${ctx.t('Security.CopyKey')}</button>
          <p class="vitrine-totp-qr__status" role="status"></p>
        </div>
      </div>
      <form class="form" ${stepForm(ctx, `${root}security/twofactor/enable`)}>
        ${hiddenToken(ctx)}
        ${codeField(ctx, error ? ctx.t('Security.WrongCode') : undefined)}
        <p class="security-step__actions">
          <button type="submit" class="button button--primary">${ctx.t('Security.Confirm')}</button>
          ${backLink(home(ctx), ctx.t('Security.Back'))}
        </p>
      </form>`,
  );
}

export function twoFactorEnabledPage(ctx: PageContext, codes: readonly string[]) {
  return securityStep(
    ctx,
    title(ctx),
    html`<p role="status" class="security-step__status security-step__status--on">${ctx.t('Security.TwoFactorEnabled')}</p>
      <p>${ctx.t('Security.RecoveryCodes')}</p>
      <ul class="recovery-codes">${codes.map((code) => html`<li><code>${code}</code></li>`)}</ul>
      <p>${backLink(home(ctx), ctx.t('Security.Back'))}</p>`,
  );
}

export function twoFactorDisablePage(ctx: PageContext, error = false) {
  const root = cultureRoot(ctx);
  return securityStep(
    ctx,
    ctx.t('Security.TwoFactorTurnOff'),
    html`<p>${ctx.t('Security.TwoFactorDisableIntro')}</p>
      <form class="form" ${stepForm(ctx, `${root}security/twofactor/disable`)}>
        ${hiddenToken(ctx)}
        ${codeField(ctx, error ? ctx.t('Security.WrongCode') : undefined)}
        <p class="security-step__actions">
          <button type="submit" class="button button--primary">${ctx.t('Security.TwoFactorTurnOff')}</button>
          ${backLink(home(ctx), ctx.t('Security.Back'))}
        </p>
      </form>`,
  );
}

export function twoFactorDisabledPage(ctx: PageContext) {
  return securityStep(
    ctx,
    title(ctx),
    html`<p role="status" class="security-step__status security-step__status--off">${ctx.t('Security.TwoFactorDisabled')}</p>
      <p>${backLink(home(ctx), ctx.t('Security.Back'))}</p>`,
  );
}

/** Sign-in's second step when two-factor is on: a code from the app (a page, no dialog). */
export function signInCodePage(ctx: PageContext, error = false) {
  const root = cultureRoot(ctx);
  return securityStep(
    ctx,
    ctx.t('Security.TwoFactor'),
    html`<p>${ctx.t('Security.TwoFactorSignIn')}</p>
      <form class="form" method="post" action="${root}security/login/code" novalidate>
        ${hiddenToken(ctx)}
        ${codeField(ctx, error ? ctx.t('Security.WrongCode') : undefined)}
        <p><button type="submit" class="button button--primary">${ctx.t('Security.SignIn')}</button></p>
      </form>`,
  );
}
