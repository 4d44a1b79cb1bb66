/** A short CSS path to an element, for error messages an editor can act on. */
export function cssPath(element: Element): string {
  const parts: string[] = [];
  for (let node: Element | null = element; node && parts.length < 5; node = node.parentElement) {
    if (node.id) {
      parts.unshift(`#${node.id}`);
      break;
    }
    const tag = node.tagName.toLowerCase();
    if (tag === 'html' || tag === 'body') break;
    parts.unshift(sameTagSiblings(node) ? `${tag}:nth-of-type(${positionOfType(node)})` : tag);
  }
  return parts.join(' > ');
}

/** The element's 1-based position among its parent's children of the same tag. */
function positionOfType(element: Element): number {
  let position = 1;
  for (
    let sibling = element.previousElementSibling;
    sibling;
    sibling = sibling.previousElementSibling
  ) {
    if (sibling.tagName === element.tagName) position += 1;
  }
  return position;
}

/** Whether another child of the parent has the element's tag. */
function sameTagSiblings(element: Element): boolean {
  if (positionOfType(element) > 1) return true;
  for (let sibling = element.nextElementSibling; sibling; sibling = sibling.nextElementSibling) {
    if (sibling.tagName === element.tagName) return true;
  }
  return false;
}
