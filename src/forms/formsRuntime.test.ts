/** The chunk's entry points never reject: the delegate has nobody to tell. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { follow, submit } from './formsRuntime';

vi.mock('./validate', () => ({
  validateForm: vi.fn(async () => {
    throw new Error('a rule threw');
  }),
  validateField: vi.fn(async () => true),
}));
vi.mock('./ajax', () => ({
  skipsValidation: () => false,
  submitAjax: vi.fn(async () => {
    throw new Error('the update threw');
  }),
  followAjaxLink: vi.fn(async () => {
    throw new Error('the update threw');
  }),
}));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const form = (attributes = '') => {
  document.body.innerHTML = `<form ${attributes}></form>`;
  return document.querySelector('form') as HTMLFormElement;
};

describe('formsRuntime', () => {
  it('lets a plain form go when our validation breaks: the server validates anyway', async () => {
    await expect(submit(form(), null)).resolves.toBe(true);
    expect(console.error).toHaveBeenCalledWith('[vitrine] form submit failed', expect.any(Error));
  });

  it('does not let an ajax form go natively after an error: it may have been sent already', async () => {
    await expect(submit(form('data-ajax="true"'), null)).resolves.toBe(false);
  });

  it('logs a failed ajax link instead of rejecting', async () => {
    await expect(follow(document.createElement('a'))).resolves.toBeUndefined();
    expect(console.error).toHaveBeenCalledWith('[vitrine] ajax link failed', expect.any(Error));
  });
});
