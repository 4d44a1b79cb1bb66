import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadingButton } from './LoadingButton';

describe('LoadingButton', () => {
  it('calls its handler when it is not loading', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <LoadingButton loading={false} onClick={onClick}>
        Add to basket
      </LoadingButton>,
    );

    const button = screen.getByRole('button', { name: 'Add to basket' });
    await user.click(button);

    expect(onClick).toHaveBeenCalledOnce();
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect(button.getAttribute('type')).toBe('button');
  });

  it('says it is busy and calls nothing on a second click while loading', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(
      <LoadingButton loading={false} onClick={onClick}>
        Add to basket
      </LoadingButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));

    rerender(
      <LoadingButton loading onClick={onClick}>
        Add to basket
      </LoadingButton>,
    );
    const button = screen.getByRole('button', { name: 'Add to basket' });
    await user.click(button);

    expect(onClick).toHaveBeenCalledOnce();
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('stays focusable while loading, so focus is not lost', () => {
    render(
      <LoadingButton loading className="is-primary">
        Pay
      </LoadingButton>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });

    button.focus();

    expect(document.activeElement).toBe(button);
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.className).toBe('vitrine-button is-loading is-primary');
  });

  it('keeps a submit type a form asks for', () => {
    render(
      <form>
        <LoadingButton loading={false} type="submit">
          Save
        </LoadingButton>
      </form>,
    );

    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('type')).toBe('submit');
  });
});
