import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test/renderWithI18n';
import { applyPageSettings } from '../test/settings';
import { newId, type ToastItem, uiStore } from './store';
import { TOAST_DURATION_MS, Toasts } from './Toasts';

function show(toast: Omit<ToastItem, 'id'>): void {
  act(() => {
    uiStore.setState((state) => ({ toasts: [...state.toasts, { ...toast, id: newId() }] }));
  });
}

beforeEach(() => {
  applyPageSettings({}, '/fr/');
  uiStore.setState({ toasts: [], dialogs: [] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Toasts', () => {
  it('announces news in a polite status live region, in the page language', async () => {
    await renderWithI18n(<Toasts />, { Sales: { AddedToBasket: 'Ajouté au panier' } });

    show({ kind: 'success', message: 'Sales.AddedToBasket' });

    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(within(status).getByText('Ajouté au panier')).toBeTruthy();
    expect(within(screen.getByRole('alert')).queryByText('Ajouté au panier')).toBeNull();
  });

  it('announces errors in the assertive alert region, with their title', async () => {
    await renderWithI18n(<Toasts />);

    show({ kind: 'error', title: 'Core.Error', message: 'Core.ErrorServer' });

    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Core.Error')).toBeTruthy();
    expect(within(alert).getByText('Core.ErrorServer')).toBeTruthy();
    expect(within(screen.getByRole('status')).queryByText('Core.ErrorServer')).toBeNull();
  });

  it('shows server text as text, never as HTML', async () => {
    await renderWithI18n(<Toasts />);

    show({ kind: 'info', message: '<img src=x onerror=alert(1)>' });

    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it('removes a toast with its dismiss button', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<Toasts />);
    show({ kind: 'info', message: 'Core.Saved' });
    show({ kind: 'info', message: 'Core.Copied' });

    await user.click(screen.getAllByRole('button', { name: 'Core.Dismiss' })[0] as HTMLElement);

    expect(screen.queryByText('Core.Saved')).toBeNull();
    expect(screen.getByText('Core.Copied')).toBeTruthy();
    expect(uiStore.getState().toasts.map((toast) => toast.message)).toEqual(['Core.Copied']);
  });

  it('goes away after TOAST_DURATION_MS', async () => {
    vi.useFakeTimers();
    await renderWithI18n(<Toasts />);
    show({ kind: 'success', message: 'Core.Saved' });

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Core.Saved')).toBeTruthy();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Core.Saved')).toBeNull();
  });

  it('counts each toast from its own arrival, whatever arrives after it', async () => {
    vi.useFakeTimers();
    await renderWithI18n(<Toasts />);
    show({ kind: 'info', message: 'Core.Saved' });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1000));

    show({ kind: 'info', message: 'Core.Copied' });
    act(() => vi.advanceTimersByTime(1000));

    expect(screen.queryByText('Core.Saved')).toBeNull();
    expect(screen.getByText('Core.Copied')).toBeTruthy();
  });

  it('stays while the pointer is over it and goes a full duration after it leaves', async () => {
    vi.useFakeTimers();
    await renderWithI18n(<Toasts />);
    show({ kind: 'info', message: 'Core.Saved' });
    const toast = screen.getByText('Core.Saved').closest('li') as HTMLElement;

    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(screen.getByText('Core.Saved')).toBeTruthy();

    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText('Core.Saved')).toBeNull();
  });
});
