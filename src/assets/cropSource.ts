/**
 * Where the crop dialog reads a just-uploaded image: the temporary file
 * `GET {app}/assets/temp/{tmpName}` (our contract, docs/decisions/038-asset-library.md), and
 * the dialog's chunk, loaded on demand.
 */
import { address } from '../core/http';

export const TEMP_IMAGE_PATH = 'assets/temp';

/** `version` tells the browser a file turned in place is new. */
export const tempImageUrl = (tmpName: string, version = 0) =>
  address(
    `${TEMP_IMAGE_PATH}/${encodeURIComponent(tmpName)}`,
    version > 0 ? { v: String(version) } : {},
  );
