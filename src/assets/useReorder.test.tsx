import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useReorder } from './useReorder';

/** A bare list using the hook as a widget does: move buttons, keys, a drag handle, a live region. */
function List({ initial }: { initial: string[] }) {
  const [items, setItems] = useState(initial);
  const reorder = useReorder({
    items,
    keyOf: (item) => item,
    onReorder: setItems,
    sentence: (item, position, count) => `${item} ${position}/${count}`,
  });
  return (
    <>
      <ol>
        {items.map((item, index) => (
          <li key={item} data-testid={item} {...reorder.dropProps(index)}>
            <span data-testid={`handle-${item}`} {...reorder.handleProps(index)} />
            {item}
            <button
              type="button"
              ref={reorder.controlRef(item, 'up')}
              disabled={index === 0}
              onClick={() => reorder.move(index, index - 1, 'up')}
              onKeyDown={reorder.onKeyDown(index, 'up')}
            >
              up {item}
            </button>
            <button
              type="button"
              ref={reorder.controlRef(item, 'down')}
              disabled={index === items.length - 1}
              onClick={() => reorder.move(index, index + 1, 'down')}
              onKeyDown={reorder.onKeyDown(index, 'down')}
            >
              down {item}
            </button>
          </li>
        ))}
      </ol>
      <p data-testid="live">{reorder.announcement}</p>
    </>
  );
}

const order = () => screen.getAllByRole('listitem').map((item) => item.dataset.testid);

describe('useReorder (spec 000 §2; WCAG 2.5.7)', () => {
  it('keeps the focus on the moved item, on its other button once at an end', async () => {
    const user = userEvent.setup();
    render(<List initial={['a', 'b', 'c']} />);
    await user.click(screen.getByRole('button', { name: 'down b' }));
    expect(order()).toEqual(['a', 'c', 'b']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'up b' }));
    expect(screen.getByTestId('live').textContent).toBe('b 3/3');
  });

  it('moves with Alt+Arrow and Alt+Home, saying each position', async () => {
    const user = userEvent.setup();
    render(<List initial={['a', 'b', 'c']} />);
    screen.getByRole('button', { name: 'up c' }).focus();
    await user.keyboard('{Alt>}{Home}{/Alt}');
    expect(order()).toEqual(['c', 'a', 'b']);
    expect(screen.getByTestId('live').textContent?.trim()).toBe('c 1/3');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'down c' }));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(order()).toEqual(['a', 'c', 'b']);
    expect(screen.getByTestId('live').textContent?.trim()).toBe('c 2/3');
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(order()).toEqual(['c', 'a', 'b']);
    // Without Alt an arrow moves nothing.
    await user.keyboard('{ArrowDown}');
    expect(order()).toEqual(['c', 'a', 'b']);
  });

  it('drops a dragged item in the place of the one it is dropped on', () => {
    render(<List initial={['a', 'b', 'c']} />);
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
    };
    fireEvent.dragStart(screen.getByTestId('handle-c'), { dataTransfer });
    fireEvent.dragOver(screen.getByTestId('a'), { dataTransfer });
    fireEvent.drop(screen.getByTestId('a'), { dataTransfer });
    expect(order()).toEqual(['c', 'a', 'b']);
    expect(screen.getByTestId('live').textContent?.trim()).toBe('c 1/3');
    // Dropped on itself: nothing moves.
    fireEvent.dragStart(screen.getByTestId('handle-a'), { dataTransfer });
    fireEvent.drop(screen.getByTestId('a'), { dataTransfer });
    expect(order()).toEqual(['c', 'a', 'b']);
  });
});
