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
    const parent = node.parentElement;
    const sameTag = parent
      ? Array.from(parent.children).filter((c) => c.tagName === node.tagName)
      : [];
    parts.unshift(sameTag.length > 1 ? `${tag}:nth-of-type(${sameTag.indexOf(node) + 1})` : tag);
  }
  return parts.join(' > ');
}
