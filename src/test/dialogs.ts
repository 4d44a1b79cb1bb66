/**
 * A fake of the one dialogs port (core/dialogs) for unit tests: provided at once, so what
 * the code shows (the login modal, the error modal of spec 000 §8, a toast) is recorded
 * before the awaited call returns, and "nothing was shown" can be asserted without waiting.
 */
import { type Mock, vi } from 'vitest';
import { type Dialogs, provideDialogs } from '../core/dialogs';

export type FakeDialogs = { [K in keyof Dialogs]: Mock<Dialogs[K]> };

export function fakeDialogs(confirmed = true): FakeDialogs {
  const fake: FakeDialogs = {
    confirm: vi.fn<Dialogs['confirm']>(async () => confirmed),
    toast: vi.fn<Dialogs['toast']>(),
    openFragment: vi.fn<Dialogs['openFragment']>(),
    login: vi.fn<Dialogs['login']>(),
    error: vi.fn<Dialogs['error']>(),
  };
  // A thenable that acts at once, where the UI chunk would load first: what the code shows
  // is recorded before the code goes on, so "nothing was shown" needs no waiting.
  const atOnce = {
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, acting synchronously
    then: (act: (dialogs: Dialogs) => unknown) => Promise.resolve(act(fake)),
  };
  provideDialogs(() => atOnce as unknown as Promise<Dialogs>);
  return fake;
}

/** What the policy showed: each login modal (its return URL) and error modal (its key). */
export function shown(fake: FakeDialogs): Array<{ login: string } | { error: string | undefined }> {
  const order = (mock: Mock) => mock.mock.invocationCallOrder;
  const logins = fake.login.mock.calls.map(([returnUrl], i) => ({
    at: order(fake.login)[i] ?? 0,
    item: { login: returnUrl },
  }));
  const errors = fake.error.mock.calls.map(([key], i) => ({
    at: order(fake.error)[i] ?? 0,
    item: { error: key },
  }));
  return [...logins, ...errors].sort((a, b) => a.at - b.at).map(({ item }) => item);
}
