/**
 * The generated diagram of a tyre's sidewall inscriptions (issue 13: "an SVG diagram …,
 * generated, no hot-linking"): a piece of sidewall reading 205/55 R16 91V, a line from each
 * part to a numbered callout, and the legend as a list. The tyre-inscriptions behaviour draws
 * the `data-schema-line` lines in 1000 ms when the image comes into view (spec 001 §4, §9).
 */
import { html } from '../../shared/html';
import type { TyresPages } from './strings';

type Texts = TyresPages['inscriptions'];

/** Each part of the inscription: its text, where it sits, where its callout goes. */
const PARTS = [
  { text: '205', x: 118, up: true, label: 'width' },
  { text: '/', x: 168, up: false, label: undefined },
  { text: '55', x: 212, up: false, label: 'ratio' },
  { text: 'R', x: 280, up: true, label: 'construction' },
  { text: '16', x: 338, up: false, label: 'rim' },
  { text: '91', x: 436, up: true, label: 'load' },
  { text: 'V', x: 500, up: false, label: 'speed' },
] as const;

export function tyreSchema(text: Texts) {
  const labelled = PARTS.filter((part) => part.label);
  return html`<figure class="tyre-schema" data-tyre-schema>
    <svg viewBox="0 0 620 260" role="img" aria-labelledby="tyre-schema-title tyre-schema-desc" focusable="false">
      <title id="tyre-schema-title">${text.schemaTitle}</title>
      <desc id="tyre-schema-desc">${text.schemaDescription}</desc>
      <path d="M10 100 Q310 60 610 100 L610 180 Q310 140 10 180 Z" fill="#2b2b2b" />
      <path d="M10 100 Q310 60 610 100" fill="none" stroke="#555" stroke-width="6" />
      ${PARTS.map(
        (part) =>
          html`<text x="${part.x}" y="140" text-anchor="middle" font-size="36" font-weight="700" fill="#f2f2f2" font-family="sans-serif">${part.text}</text>`,
      )}
      ${labelled.map((part, index) => {
        const y = part.up ? 34 : 236;
        const from = part.up ? 108 : 152;
        return html`<path data-schema-line d="M${part.x} ${from} L${part.x} ${part.up ? y + 14 : y - 14}" pathLength="1"
            fill="none" stroke="#c0392b" stroke-width="3" />
          <g data-schema-callout>
            <circle cx="${part.x}" cy="${y}" r="14" fill="#c0392b" />
            <text x="${part.x}" y="${y + 5}" text-anchor="middle" font-size="15" font-weight="700" fill="#fff" font-family="sans-serif">${index + 1}</text>
          </g>`;
      })}
    </svg>
    <figcaption>
      <ol class="tyre-schema__legend">
        ${labelled.map((part) => html`<li>${text[part.label as keyof Texts]}</li>`)}
      </ol>
    </figcaption>
  </figure>`;
}
