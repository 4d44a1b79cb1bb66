/**
 * Which file an item's button acts on, heard but not shown: the button's name is its visible
 * words followed by the file's name (WCAG 2.5.3 "label in name": what is seen starts the name).
 */
import '../ui/visuallyHidden.css';

export function Whose({ name }: { name: string }) {
  return (
    <>
      {' '}
      <span className="vitrine-visually-hidden">({name})</span>
    </>
  );
}
