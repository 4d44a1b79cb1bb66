/**
 * The password change (issue 13, spec 001 §2): the current password, a new one with the
 * registration's rules (required, at least 8 characters: accountForms.ts), and its
 * confirmation (equalto). A dialog from the account area, still a page without script.
 */
import { cultureRoot, type PageContext } from '../../shared/context';
import { validationSummary } from '../../shared/formKit';
import { html } from '../../shared/html';
import { fieldWithError, hiddenToken, securityStep, stepForm } from './securityKit';

export const PASSWORD_MIN_LENGTH = 8;

export function changePasswordPage(ctx: PageContext, state: 'form' | 'wrong' | 'done' = 'form') {
  const title = ctx.t('Security.ChangePassword');
  if (state === 'done') {
    return securityStep(
      ctx,
      title,
      html`<p role="status">${ctx.t('Security.PasswordChanged')}</p>`,
    );
  }
  const password = (name: string, label: string, autocomplete: string) => ({
    name,
    label,
    type: 'password' as const,
    autocomplete,
  });
  return securityStep(
    ctx,
    title,
    html`<form class="form" ${stepForm(ctx, `${cultureRoot(ctx)}security/changepassword`)}>
      ${hiddenToken(ctx)} ${validationSummary()}
      ${fieldWithError(
        ctx,
        {
          ...password('CurrentPassword', ctx.t('Security.CurrentPassword'), 'current-password'),
          rules: [{ rule: 'required' }],
        },
        state === 'wrong' ? ctx.t('Security.WrongPassword') : undefined,
      )}
      ${fieldWithError(ctx, {
        ...password('NewPassword', ctx.t('Security.NewPassword'), 'new-password'),
        hint: ctx.t('Security.NewPasswordHint'),
        rules: [{ rule: 'required' }, { rule: 'minlength', min: PASSWORD_MIN_LENGTH }],
      })}
      ${fieldWithError(ctx, {
        ...password('ConfirmPassword', ctx.t('Security.ConfirmPassword'), 'new-password'),
        rules: [{ rule: 'required' }, { rule: 'equalto', other: 'NewPassword' }],
      })}
      <p><button type="submit" class="button button--primary">${ctx.t('Security.SavePassword')}</button></p>
    </form>`,
  );
}
