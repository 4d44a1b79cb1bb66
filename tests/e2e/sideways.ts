/**
 * Sideways scrolling (issue 10 §1): a page scrolls sideways when the document is wider than
 * the window. When it does, the elements and words sticking out say why.
 */
import type { Page } from '@playwright/test';

export interface Sideways {
  scrollWidth: number;
  innerWidth: number;
  /** The outermost elements and the text sticking out past the window's right edge. */
  culprits: string[];
}

export function sideways(page: Page): Promise<Sideways> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const name = (element: Element) =>
      `${element.localName}${Array.from(element.classList, (c) => `.${c}`).join('')}`;
    // Inside a box that scrolls or clips by itself, content sticking out does not widen the page.
    const contained = (node: Node) => {
      for (let box = node.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    const out = (rect: DOMRect) => rect.width > 0 && rect.right > width + 0.5;
    const culprits: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const parent = element.parentElement;
      if (!out(element.getBoundingClientRect()) || contained(element)) continue;
      if (parent && parent !== document.body && out(parent.getBoundingClientRect())) continue;
      culprits.push(`${parent ? `${name(parent)} > ` : ''}${name(element)}`);
    }
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const parent = node.parentElement;
      if (!parent || contained(node) || out(parent.getBoundingClientRect())) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if (out(range.getBoundingClientRect()))
        culprits.push(`"${node.textContent?.trim().slice(0, 30)}" in ${name(parent)}`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, culprits };
  });
}
