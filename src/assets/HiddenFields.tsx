/**
 * The hidden fields of an asset widget (issue 14; spec 000 §3), rendered inside the widget's
 * element so they post with its form, in the order `fields.ts` gives (multiple mode: the
 * visual order).
 */
import type { HiddenField } from './fields';

export function HiddenFields({ fields }: { fields: readonly HiddenField[] }) {
  return (
    <>
      {fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
