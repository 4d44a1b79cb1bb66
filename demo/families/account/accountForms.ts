/**
 * The account forms of the demo (issue 3 §5): registration using every validation rule of
 * spec 000 §5, and login.
 */
import { cultureRoot, type PageContext } from '../../shared/context';
import { datePattern, field, validationSummary } from '../../shared/formKit';
import { antiForgeryField } from '../../shared/formPost';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';
import { DEMO_CUSTOMERS, type DemoCustomer } from './customers';
import { backLink, stepForm } from './securityKit';
import { strings } from './strings';

export function registerPage(ctx: PageContext) {
  const text = strings[ctx.culture].pages.register;
  const root = cultureRoot(ctx);
  const date = datePattern(ctx.locale);
  const f = (spec: Parameters<typeof field>[1]) => field(ctx.t, spec, date);
  // issue 13: also a step of the login modal (src/ui/FragmentDialog), posted by ajax there.
  const body = html`<section class="content-page form-page" id="register-step">
    ${ctx.fragment ? backLink(`${root}security/login`, ctx.t('Security.Back')) : html`<h1>${text.title}</h1>`}
    <p>${text.intro}</p>
    <form class="form" ${stepForm(ctx, `${root}account/register`, 'register-step')}>
      ${antiForgeryField(ctx)} ${validationSummary()}
      ${f({
        name: 'AccountType',
        label: text.accountType,
        type: 'radio',
        options: [
          ['private', text.private],
          ['company', text.company],
        ],
      })}
      ${f({ name: 'CompanyName', label: text.companyName, autocomplete: 'organization', rules: [{ rule: 'requiredif', dependent: 'AccountType', target: 'company' }] })}
      ${f({ name: 'Vat', label: text.vat, rules: [{ rule: 'regex', pattern: '[A-Z]{2}[0-9A-Z]{8,12}' }] })}
      ${f({ name: 'FirstName', label: text.firstName, autocomplete: 'given-name', rules: [{ rule: 'required' }, { rule: 'maxlength', max: 0 }] })}
      ${f({ name: 'LastName', label: text.lastName, autocomplete: 'family-name', rules: [{ rule: 'mandatory' }, { rule: 'length', max: 60 }] })}
      ${f({ name: 'Email', label: text.email, type: 'email', autocomplete: 'email', rules: [{ rule: 'required' }, { rule: 'email' }] })}
      ${f({ name: 'EmailConfirm', label: text.emailConfirm, type: 'email', autocomplete: 'email', rules: [{ rule: 'required' }, { rule: 'equalto', other: 'Email' }] })}
      ${f({ name: 'Phone', label: text.phone, type: 'tel', autocomplete: 'tel', hint: text.phoneOrMobile, rules: [{ rule: 'phone' }, { rule: 'requiredor', other: 'Mobile' }] })}
      ${f({ name: 'Mobile', label: text.mobile, type: 'tel', autocomplete: 'tel', rules: [{ rule: 'phone' }, { rule: 'requiredor', other: 'Phone' }] })}
      ${f({
        name: 'Username',
        label: text.username,
        hint: text.usernameHint,
        autocomplete: 'username',
        rules: [
          { rule: 'required' },
          { rule: 'minlength', min: 3 },
          { rule: 'notequalto', others: ['Email', 'Password'] },
          {
            rule: 'remote',
            url: `${ctx.base}api/v1/demo/username-available`,
            message: text.usernameTaken,
          },
        ],
      })}
      ${f({ name: 'Password', label: text.password, type: 'password', autocomplete: 'new-password', rules: [{ rule: 'required' }, { rule: 'minlength', min: 8 }] })}
      ${f({ name: 'PasswordConfirm', label: text.passwordConfirm, type: 'password', autocomplete: 'new-password', rules: [{ rule: 'required' }, { rule: 'equalto', other: 'Password' }] })}
      ${f({ name: 'BirthDate', label: text.birthDate, hint: text.dateHint.replace('{{format}}', date), autocomplete: 'bday', rules: [{ rule: 'date' }] })}
      ${f({ name: 'HouseholdSize', label: text.householdSize, inputmode: 'numeric', rules: [{ rule: 'number' }, { rule: 'range', min: 1, max: 12 }] })}
      ${f({ name: 'PostalCode', label: text.postalCode, hint: text.postalCodeHint, autocomplete: 'postal-code', rules: [{ rule: 'regex', pattern: '\\d{4,5}' }] })}
      ${f({ name: 'Website', label: text.website, type: 'url', autocomplete: 'url', rules: [{ rule: 'url' }] })}
      ${f({ name: 'Newsletter', label: text.newsletter, type: 'checkbox' })}
      ${f({ name: 'Terms', label: text.terms, type: 'checkbox', rules: [{ rule: 'enforcetrue' }] })}
      <p><button type="submit" class="button button--primary">${text.submit}</button>
      <button type="submit" class="button cancel" formnovalidate name="Draft" value="1">${ctx.t('Core.Save')}</button></p>
    </form>
  </section>`;
  return layout(ctx, { title: text.title, body });
}

/**
 * The login page, also the login modal's content (spec 000 §8, class login-modal): in the modal
 * the dialog's title names it, so the fragment has no heading of its own (issue 10 §4: one
 * title). Links to "forgot password" and "create an account" in both.
 */
export function loginPage(ctx: PageContext, returnUrl: string, failed = false) {
  const text = strings[ctx.culture].pages.login;
  const root = cultureRoot(ctx);
  const body = html`<section class="content-page form-page login-page">
    ${ctx.fragment ? '' : html`<h1>${text.title}</h1>`}
    <p>${text.intro}</p>
    <ul class="demo-account">${DEMO_CUSTOMERS.map(
      (customer) =>
        html`<li>${text.demoAccount.replace('{{email}}', customer.email).replace('{{password}}', customer.password)}${customer.companyName ? ` (${customer.companyName})` : ''}${customer.staff ? ` ${text.salesUser}` : ''}${customer.editor ? ` ${text.editorUser}` : ''}</li>`,
    )}</ul>
    ${failed ? html`<p class="form-error" role="alert">${text.failed}</p>` : ''}
    <form class="form" method="post" action="${root}security/login" novalidate>
      ${antiForgeryField(ctx)}
      <input type="hidden" name="returnUrl" value="${returnUrl}" />
      ${field(ctx.t, { name: 'Email', label: ctx.t('Security.Email'), type: 'email', autocomplete: 'username', rules: [{ rule: 'required' }, { rule: 'email' }] })}
      ${field(ctx.t, { name: 'Password', label: ctx.t('Security.Password'), type: 'password', autocomplete: 'current-password', rules: [{ rule: 'required' }] })}
      <p class="login-page__forgot"><a href="${root}account/forgot-password" data-modal-step="${strings[ctx.culture].pages.forgotPassword.title}">${ctx.t('Security.ForgotPassword')}</a></p>
      <p><button type="submit" class="button button--primary">${ctx.t('Security.SignIn')}</button></p>
    </form>
    <p class="login-page__register">${text.noAccount} <a href="${root}account/register" data-modal-step="${strings[ctx.culture].pages.register.title}">${ctx.t('Security.Register')}</a></p>
  </section>`;
  return layout(ctx, { title: text.title, body });
}

/** "Forgot password" (issue 10 §4): the address of the account, then the same answer for all. */
export function forgotPasswordPage(ctx: PageContext, posted?: { email: string }) {
  const text = strings[ctx.culture].pages.forgotPassword;
  const root = cultureRoot(ctx);
  // The same words whether the address has an account or not: no one learns who is a customer.
  const done = posted
    ? html`<p role="status">${text.done.replace('{{email}}', posted.email)}</p>`
    : html`<p>${text.intro}</p>
    <form class="form" ${stepForm(ctx, `${root}account/forgot-password`, 'forgot-password-step')}>
      ${antiForgeryField(ctx)}
      ${field(ctx.t, { name: 'Email', label: ctx.t('Security.Email'), type: 'email', autocomplete: 'email', rules: [{ rule: 'required' }, { rule: 'email' }] })}
      <p><button type="submit" class="button button--primary">${text.submit}</button></p>
    </form>`;
  // issue 13: also a step of the login modal, whose "back" returns to the login step.
  const body = html`<section class="content-page form-page" id="forgot-password-step">
    ${ctx.fragment ? '' : html`<h1>${text.title}</h1>`}
    ${done}
    <p>${backLink(`${root}security/login`, text.back)}</p>
  </section>`;
  return layout(ctx, { title: text.title, body });
}

/** The demo account documented in the README. */
/** The account the login page names (the first demo customer). */
export const DEMO_ACCOUNT = DEMO_CUSTOMERS[0] as DemoCustomer;

/** The registration's "done" in the login modal: the step's place, with no page around it. */
export function registeredStep(ctx: PageContext, firstName: string) {
  const text = strings[ctx.culture].pages.register;
  return html`<section class="content-page form-page" id="register-step">
    <p role="status">${text.done.replace('{{name}}', firstName)}</p>
  </section>`;
}
