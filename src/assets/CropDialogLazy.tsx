/**
 * The crop dialog, loaded when an image needs cropping (react-easy-crop stays out of every
 * page's start; docs/architecture.md §9).
 */
import { lazy } from 'react';
import { loadChunk } from '../core/chunks';

export const LazyCropDialog = lazy(() => loadChunk('crop dialog', () => import('./CropDialog')));
