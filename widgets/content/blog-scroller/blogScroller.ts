import { replaceAddress } from '../../../src/core/history';
import type { Behavior } from '../../../src/core/widget';
import { addressFor, canStep, keyDelta, stepTarget } from './blogNavigation';
import type { Props } from './index';
import './blogScroller.css';

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.closest('input, textarea, select') !== null);

/** About as long as a browser's smooth scroll lasts. */
const SMOOTH_SCROLL_MS = 1000;

const reducedMotion = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** A theme's `scroll-padding-top` (for its anchors) adds to the offset when a post scrolls in. */
const scrollPadding = () =>
  Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;

const blogScroller: Behavior<Props> = (element, { offset }) => {
  const posts = () => [...element.querySelectorAll<HTMLElement>('article[id]')];
  const tops = () => posts().map((post) => post.getBoundingClientRect().top);
  const line = () => offset + scrollPadding();
  const controls = [...element.querySelectorAll<HTMLElement>('[data-blog-controls]')];
  const buttons = [...element.querySelectorAll<HTMLButtonElement>('button[data-blog-step]')];
  const deltaOf = (button: HTMLElement): 1 | -1 => (button.dataset.blogStep === '-1' ? -1 : 1);

  const mark = (current: HTMLElement | undefined) => {
    for (const post of posts()) {
      if (post === current) post.setAttribute('aria-current', 'true');
      else post.removeAttribute('aria-current');
    }
  };
  // Buttons stay focusable at the ends (aria-disabled), so focus never drops to the page.
  const refresh = () => {
    const now = tops();
    for (const button of buttons) {
      button.setAttribute('aria-disabled', String(!canStep(now, line(), deltaOf(button))));
    }
  };

  // While a smooth scroll runs (under a second), the posts are between two places: a quick
  // second step goes on from where the first one was heading.
  let heading: { index: number; until: number } | undefined;
  const go = (delta: 1 | -1) => {
    const list = posts();
    const index =
      heading && performance.now() < heading.until
        ? Math.min(Math.max(heading.index + delta, 0), list.length - 1)
        : stepTarget(tops(), line(), delta);
    const post = list[index];
    if (!post) return;
    heading = { index, until: performance.now() + SMOOTH_SCROLL_MS };
    mark(post);
    const title = post.querySelector<HTMLElement>('h1, h2, h3, h4') ?? post;
    title.tabIndex = -1;
    title.focus({ preventScroll: true });
    post.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' });
    // spec 001 §2 "the address follows": the post's anchor, no new history entry per step.
    replaceAddress(addressFor(window.location.href, post.id));
  };

  const onClick = (event: MouseEvent) => {
    const button =
      event.target instanceof Element
        ? event.target.closest<HTMLButtonElement>('button[data-blog-step]')
        : null;
    if (!button || button.getAttribute('aria-disabled') === 'true') return;
    go(deltaOf(button));
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
    const delta = keyDelta(event.key);
    if (!delta) return;
    event.preventDefault();
    go(delta);
  };
  let frame = 0;
  const onScroll = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(refresh);
  };

  const fromHash = posts().find((post) => `#${post.id}` === decodeURI(window.location.hash));
  mark(fromHash);
  for (const post of posts()) post.style.scrollMarginTop = `${offset}px`;
  for (const block of controls) block.hidden = false;
  element.classList.add('vitrine-blog-scroller');
  refresh();
  element.addEventListener('click', onClick);
  element.addEventListener('keydown', onKey);
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    cancelAnimationFrame(frame);
    element.removeEventListener('click', onClick);
    element.removeEventListener('keydown', onKey);
    window.removeEventListener('scroll', onScroll);
    element.classList.remove('vitrine-blog-scroller');
    for (const block of controls) block.hidden = true;
    mark(undefined);
    for (const post of posts()) post.style.scrollMarginTop = '';
    for (const button of buttons) button.removeAttribute('aria-disabled');
  };
};

export default blogScroller;
