/**
 * The shell's own elements outside the page region (the live region, the progress bar): made
 * on first use, appended to body, and made again if a page script or a swap removed them.
 */
const made = new Map<string, HTMLElement>();

/** The element of class `className`, which gets `attributes` and the inline `css` once. */
export function bodyElement(
  className: string,
  attributes: Record<string, string>,
  css: string,
): HTMLElement {
  const known = made.get(className);
  if (known?.isConnected) return known;
  const element = document.createElement('div');
  element.className = className;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.style.cssText = css;
  document.body.append(element);
  made.set(className, element);
  return element;
}

/** The element if it was made and is still in the page, without making it. */
export const madeElement = (className: string): HTMLElement | undefined => {
  const known = made.get(className);
  return known?.isConnected ? known : undefined;
};
