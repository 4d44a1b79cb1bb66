/** A piece of the summary's sentence: plain words, or the place of the count or the amount. */
export interface LabelPart {
  /** The words, without the spaces around them. */
  text: string;
  slot?: 'count' | 'amount';
  /** A space comes before it (written between the pieces, so every reader keeps it). */
  spaced: boolean;
}

const SLOT = /^\{\{\s*(count|amount)\s*\}\}$/;

/**
 * Cuts a sentence of the strings ("Panier : {{count}} articles, {{amount}}", before
 * interpolation) at its placeholders, so the count and the amount can be shown while the
 * whole sentence stays the link's name, in each language's own word order.
 */
export function labelParts(template: string): LabelPart[] {
  const parts: LabelPart[] = [];
  let spaced = false;
  for (const piece of template.split(/(\{\{\s*(?:count|amount)\s*\}\})/)) {
    const slot = SLOT.exec(piece)?.[1] as LabelPart['slot'];
    const text = slot ? piece : piece.trim();
    if (text) {
      const space = parts.length > 0 && (spaced || /^\s/.test(piece));
      parts.push(slot ? { text, slot, spaced: space } : { text, spaced: space });
    }
    spaced = !slot && /\s$/.test(piece);
  }
  return parts;
}
