import { describe, expect, it, vi } from 'vitest';
import type { Field } from './fields';
import { readRules, referencedNames } from './schema';

function field(markup: string): Field {
  document.body.innerHTML = `<form>${markup}</form>`;
  return document.getElementById('subject') as Field;
}

describe('readRules', () => {
  it('reads each rule with its message and its parameters', () => {
    const subject = field(
      '<input id="subject" name="Zip" data-val="true" data-val-length="4 digits" data-val-length-min="4" data-val-length-max="4">',
    );

    expect(readRules(subject)).toEqual([
      { name: 'length', message: '4 digits', params: { min: '4', max: '4' } },
    ]);
  });

  it('takes an empty message as none, so a translation speaks', () => {
    const subject = field('<input id="subject" name="Zip" data-val="true" data-val-required="">');

    expect(readRules(subject)).toEqual([{ name: 'required', message: undefined, params: {} }]);
  });

  it('reads parameters by their exact rule prefix, so a longer rule name does not leak in', () => {
    const subject = field(
      '<input id="subject" name="A" data-val="true" data-val-requiredif="R" data-val-requiredifempty-dependentproperty="B">',
    );

    expect(readRules(subject)).toEqual([{ name: 'requiredif', message: 'R', params: {} }]);
  });

  it('warns once about an unknown rule and skips it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const subject = field(
      '<input id="subject" name="Card" data-val="true" data-val-creditcard="C" data-val-required="R">',
    );

    expect(readRules(subject).map(({ name }) => name)).toEqual(['required']);
    readRules(subject);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('data-val-creditcard'));
  });

  it('does not take data-val-always for a rule', () => {
    const subject = field(
      '<input id="subject" type="hidden" name="Id" data-val="true" data-val-always data-val-required="R">',
    );

    expect(readRules(subject).map(({ name }) => name)).toEqual(['required']);
  });

  it('checks remote last and the required family first', () => {
    const subject = field(
      '<input id="subject" name="Email" data-val="true" data-val-remote="Taken" data-val-remote-url="/check" data-val-email="E" data-val-required="R">',
    );

    expect(readRules(subject).map(({ name }) => name)).toEqual(['required', 'email', 'remote']);
  });
});

describe('referencedNames', () => {
  it('lists the fields the rules read, with the model prefix resolved', () => {
    const subject = field(
      '<input name="Account.Password"><input name="Account.Email"><input id="subject" name="Account.Confirm" data-val="true" data-val-equalto="E" data-val-equalto-other="*.Password" data-val-remote="T" data-val-remote-url="/check" data-val-remote-additionalfields="*.Email,*.Confirm">',
    );

    expect(referencedNames(subject)).toEqual([
      'Account.Password',
      'Account.Email',
      'Account.Confirm',
    ]);
  });

  it('resolves a Foolproof-style sibling name without *. against the model prefix', () => {
    const subject = field(
      '<input type="checkbox" name="Billing.IsCompany"><input id="subject" name="Billing.Company" data-val="true" data-val-requiredif="R" data-val-requiredif-dependentproperty="IsCompany" data-val-requiredif-targetvalue="true">',
    );

    expect(referencedNames(subject)).toEqual(['Billing.IsCompany']);
  });
});
