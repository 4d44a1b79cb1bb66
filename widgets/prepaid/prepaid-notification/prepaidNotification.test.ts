/** The usage notification of a prepaid account (spec 001 §7 setnotification): saved on change. */
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readProps } from '../../../src/core/props';
import { type FakeDialogs, fakeDialogs } from '../../../src/test/dialogs';
import { gate, listen, server } from '../../../src/test/msw';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import definition from './index';
import prepaidNotification from './prepaidNotification';

listen();
let element: HTMLElement;
let stop: () => void;
let dialogs: FakeDialogs;
let sent: unknown[];
let answer: (body: { IsActivated: boolean }) => Response;

const box = () =>
  element.querySelector<HTMLInputElement>('input[type="checkbox"]') as HTMLInputElement;
const toggle = () => {
  box().checked = !box().checked;
  box().dispatchEvent(new Event('change', { bubbles: true }));
};

function mount(on = false) {
  element = document.createElement('div');
  element.innerHTML = `<form><input type="hidden" name="IsActivated" value="false">
    <label><input type="checkbox" name="IsActivated" value="true" ${on ? 'checked' : ''}> Notify me</label>
    <button type="submit">Save</button></form>`;
  document.body.append(element);
  stop = prepaidNotification(
    element,
    { prepaidAccountId: 7002, isActivated: on },
    widgetContext(element),
  );
}

beforeEach(() => {
  applyPageSettings({}, '/fr/account/prepaid/7002');
  sent = [];
  dialogs = fakeDialogs();
  answer = (body) =>
    HttpResponse.json({ PrepaidAccountId: 7002, IsActivated: body.IsActivated, Message: 'Saved.' });
  server.use(
    http.post('*/api/v1/sales/prepaidaccounts/setnotification', async ({ request }) => {
      const body = (await request.json()) as { IsActivated: boolean };
      sent.push(body);
      return answer(body);
    }),
  );
});
afterEach(() => {
  stop();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('prepaid-notification', () => {
  it('hides Save and posts {IsActivated, PrepaidAccountId} on each change, confirmed by a toast', async () => {
    mount(false);
    expect(element.querySelector('button')?.hidden).toBe(true);
    toggle();
    await vi.waitFor(() =>
      expect(dialogs.toast).toHaveBeenCalledWith({ kind: 'success', message: 'Saved.' }),
    );
    expect(sent).toEqual([{ IsActivated: true, PrepaidAccountId: 7002 }]);
    expect(box().checked).toBe(true);
    expect(element.hasAttribute('aria-busy')).toBe(false);
  });

  it.each([
    ['a 500', () => new HttpResponse('boom', { status: 500 }), 'Sales.PrepaidNotificationNotSaved'],
    ['a network error', () => HttpResponse.error(), 'Sales.PrepaidNotificationNotSaved'],
    [
      'a malformed answer',
      () => HttpResponse.json({ saved: 'yes' }),
      'Sales.PrepaidNotificationNotSaved',
    ],
  ])('puts the box back to what the server has and says so on %s', async (_, failure, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = failure;
    mount(true);
    toggle();
    expect(box().checked).toBe(false);
    await vi.waitFor(() => expect(dialogs.toast).toHaveBeenCalledWith({ kind: 'error', message }));
    expect(box().checked).toBe(true);
  });

  it('opens the login modal on 401, puts the box back and shows no toast', async () => {
    answer = () => new HttpResponse(null, { status: 401 });
    mount(false);
    toggle();
    await vi.waitFor(() => expect(dialogs.login).toHaveBeenCalledWith('/fr/account/prepaid/7002'));
    expect(box().checked).toBe(false);
    expect(dialogs.toast).not.toHaveBeenCalled();
  });

  it('keeps the last of quick changes: an earlier answer arriving late changes nothing', async () => {
    const slow = gate();
    answer = (body) => HttpResponse.json({ PrepaidAccountId: 7002, IsActivated: body.IsActivated });
    server.use(
      http.post('*/api/v1/sales/prepaidaccounts/setnotification', async ({ request }) => {
        const body = (await request.json()) as { IsActivated: boolean };
        sent.push(body);
        if (body.IsActivated) await slow.promise;
        return answer(body);
      }),
    );
    mount(false);
    toggle();
    toggle();
    await vi.waitFor(() => expect(dialogs.toast).toHaveBeenCalledOnce());
    slow.open();
    expect(dialogs.toast).toHaveBeenCalledWith({
      kind: 'success',
      message: 'Sales.PrepaidNotificationOff',
    });
    expect(box().checked).toBe(false);
  });

  it('reads its attributes and names a bad one', () => {
    const host = document.createElement('div');
    host.setAttribute('data-prepaid-account-id', '7002');
    expect(readProps(host, definition.props, 'prepaid-notification')).toMatchObject({
      ok: true,
      props: { prepaidAccountId: 7002, isActivated: false },
    });
    host.setAttribute('data-prepaid-account-id', 'seven');
    const result = readProps(host, definition.props, 'prepaid-notification');
    expect(result.ok ? '' : result.message).toContain('data-prepaid-account-id');
  });
});
