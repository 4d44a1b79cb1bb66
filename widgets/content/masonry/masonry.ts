import type { Behavior } from '../../../src/core/widget';
import type { Props } from './index';
import { nativeMasonry, ROW_UNIT, rowSpan } from './masonrySpans';
import './masonry.css';

const masonry: Behavior<Props> = (element, { columnWidth, gap }) => {
  element.classList.add('vitrine-masonry');
  element.style.setProperty('--vitrine-masonry-column', `${columnWidth}px`);
  element.style.setProperty('--vitrine-masonry-gap', `${gap}px`);
  const items = () => [...element.children].filter((child) => child instanceof HTMLElement);
  let observer: ResizeObserver | undefined;

  if (!nativeMasonry() && typeof ResizeObserver !== 'undefined') {
    element.classList.add('vitrine-masonry--spans');
    // Inline: a theme's own gap on the list must not stretch the small rows the spans count.
    element.style.gridAutoRows = `${ROW_UNIT}px`;
    element.style.rowGap = '0';
    const place = (item: HTMLElement) => {
      item.style.gridRowEnd = `span ${rowSpan(item.getBoundingClientRect().height, gap)}`;
    };
    // Items keep their own height (align-self: start), so a span never changes what it measures.
    observer = new ResizeObserver((entries) => {
      for (const entry of entries) place(entry.target as HTMLElement);
    });
    for (const item of items()) {
      place(item);
      observer.observe(item);
    }
  }

  return () => {
    observer?.disconnect();
    element.classList.remove('vitrine-masonry', 'vitrine-masonry--spans');
    element.style.removeProperty('--vitrine-masonry-column');
    element.style.removeProperty('--vitrine-masonry-gap');
    element.style.gridAutoRows = '';
    element.style.rowGap = '';
    for (const item of items()) item.style.gridRowEnd = '';
  };
};

export default masonry;
