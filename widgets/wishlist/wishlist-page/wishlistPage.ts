import type { Behavior } from '../../../src/core/widget';
import type { Props } from './index';
import { addItemToCart, removeItem, saveQuantity } from './itemActions';
import { deleteList, orderAll, rename, saveDescription } from './listActions';
import { listLoader } from './listLoader';
import { serial } from './serial';
import './wishlistPage.css';

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Enhances the server's list page (index.ts says what it does): one listener per kind of event
 * on the widget's element, so the items a list switch brings are handled with no new wiring.
 */
const wishlistPage: Behavior<Props> = (element, props) => {
  const wrapper = element.querySelector<HTMLElement>('[data-wishlist-items]');
  if (!wrapper) return () => {};
  element.classList.add('vitrine-wishlist-page');
  const run = serial();
  const lists = listLoader(element, wrapper, props.listItemUrl);

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const link = target.closest<HTMLElement>('a[data-wishlist-link]');
    if (link) {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      const id = link.dataset.wishlistLink;
      if (id && id !== lists.shown()) void lists.choose(id);
      return;
    }
    const button = target.closest<HTMLButtonElement>('button');
    const id = lists.shown();
    if (!button || !id || button.type === 'submit') return;
    if (button.hasAttribute('data-wishlist-add-to-cart')) void addItemToCart(button);
    else if (button.hasAttribute('data-wishlist-remove')) void removeItem(button, run, lists);
    else if (button.hasAttribute('data-wishlist-delete-list')) void deleteList(button, id, run);
    else if (button.hasAttribute('data-wishlist-order-all')) void orderAll(button, id, run);
  };

  const onChange = (event: Event) => {
    const input = event.target;
    if (input instanceof HTMLInputElement && input.hasAttribute('data-wishlist-quantity'))
      void saveQuantity(input, run);
  };

  // Enter in a quantity saves it (the change event), never submits anything.
  const onKeyDown = (event: KeyboardEvent) => {
    const input = event.target;
    if (event.key !== 'Enter' || !(input instanceof HTMLInputElement)) return;
    if (!input.hasAttribute('data-wishlist-quantity')) return;
    event.preventDefault();
    void saveQuantity(input, run);
  };

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    const id = lists.shown();
    if (!(form instanceof HTMLFormElement) || !id) return;
    if (form.hasAttribute('data-wishlist-rename')) {
      event.preventDefault();
      void rename(form, id, run);
    } else if (form.hasAttribute('data-wishlist-describe')) {
      event.preventDefault();
      void saveDescription(form, id, run);
    }
  };

  element.addEventListener('click', onClick);
  element.addEventListener('change', onChange);
  element.addEventListener('keydown', onKeyDown);
  element.addEventListener('submit', onSubmit);
  return () => {
    element.removeEventListener('click', onClick);
    element.removeEventListener('change', onChange);
    element.removeEventListener('keydown', onKeyDown);
    element.removeEventListener('submit', onSubmit);
    lists.abort();
    element.classList.remove('vitrine-wishlist-page');
  };
};

export default wishlistPage;
