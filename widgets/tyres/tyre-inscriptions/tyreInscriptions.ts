import type { Behavior } from '../../../src/core/widget';
import type { Props } from './index';
import { installPlateFilter } from './plateFilter';
import { installSchemaLines } from './schemaLines';
import { installSections } from './sections';
import './tyreInscriptions.css';

/** The inscriptions form's behaviour (see index.ts). */
const tyreInscriptions: Behavior<Props> = (element, { smallBelow }) => {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const cleanups = [
    installPlateFilter(element),
    installSections(element, reduced),
    installSchemaLines(element, smallBelow, reduced),
  ];
  return () => {
    for (const cleanup of cleanups) cleanup();
  };
};

export default tyreInscriptions;
