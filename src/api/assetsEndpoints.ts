/**
 * The asset library calls (issue 14; spec 000 §2, §3, §7, §8), for docs/endpoints.md through
 * src/api/endpoints.ts. Documentation only: nothing in the bundle imports it.
 */
import {
  ASSET_PATH,
  ASSETS_BY_FOLDER_PATH,
  assetSchema,
  CROP_PATH,
  FOLDERS_PATH,
  imageEditSchema,
  ROTATE_PATH,
  uploadAnswerSchema,
} from './assets';
import {
  type Endpoint,
  HTML_AS_IS,
  html,
  json,
  LOGIN,
  OUR_CONTRACT,
  ownFaults,
  policyFaults,
  sameFaults,
} from './endpointKit';

const widgets = ['asset-file', 'asset-image', 'multi-file'];

export const assetsEndpoints: Endpoint[] = [
  {
    name: 'Upload of one file (editors)',
    method: 'POST',
    path: '(the form’s data-upload-url)',
    payload:
      'multipart form data: `file`, one file per request (several run at once, each with its progress and its cancel)',
    answer: json(uploadAnswerSchema),
    usedBy: widgets,
    whenMissing:
      'the generic error modal (Manager.UnknowsErrors, Core.Close); the file is marked failed, the others go on',
    faults: policyFaults(
      'the file is marked failed, the others go on',
      "the file's line says AssetsLibrary.UploadFailed",
      {
        '404': "nothing shown (logged); the file's line says AssetsLibrary.UploadFailed",
        network: "the file's line says Manager.NetworkError (a console warning)",
        // XMLHttpRequest, for the progress: its own limit, no progress for 30 s (decision 047).
        timeout: "no progress for 30 s: the file's line says Manager.NetworkError",
      },
    ),
    source: `spec 000 §3, §7, §8 (the per-file \`error\` text is ${OUR_CONTRACT}: decision 038)`,
  },
  {
    name: 'An existing asset',
    method: 'GET',
    path: `${ASSET_PATH}/{assetId}`,
    payload: 'none',
    answer: json(assetSchema),
    usedBy: widgets,
    whenMissing: 'the asset’s line says it could not be loaded; the hidden fields keep its id',
    faults: sameFaults(
      'the asset’s line says it could not be loaded; the hidden fields keep its id',
    ),
    source: 'spec 000 §3, §7',
  },
  {
    name: 'Crop of a just-uploaded image',
    method: 'GET',
    path: `${CROP_PATH}/{tmpName}/{x}/{y}/{w}/{h}/{cropWidth}/{cropHeight}`,
    payload: 'optional `keepOriginal=true`',
    answer: json(imageEditSchema),
    usedBy: ['asset-image'],
    whenMissing: '`Error` is shown as it is; a failure keeps the crop dialog open with a message',
    faults: ownFaults('the crop dialog', 'AssetCrop.Failed', {
      server: 'none',
      after: 'it stays open',
    }),
    source: `spec 000 §3, §7, §8 (the answer without \`Error\` is ${OUR_CONTRACT}: decision 038)`,
  },
  {
    name: 'Rotation of a just-uploaded square image',
    method: 'GET',
    path: `${ROTATE_PATH}/{tmpName}/{degrees}`,
    payload: 'degrees 90 or 270, clockwise',
    answer: json(imageEditSchema),
    usedBy: ['asset-image'],
    whenMissing: '`Error` is shown as it is; the image stays as it was',
    faults: ownFaults('beside the image (or in the crop dialog)', 'AssetCrop.RotateFailed', {
      server: 'none',
      after: 'the image stays as it was',
    }),
    source: `${OUR_CONTRACT} (spec 000 §2 names rotate buttons, not their call): decision 038`,
  },
  {
    name: 'Folder tree of the asset library',
    method: 'GET',
    path: `${FOLDERS_PATH}?folderId={id}`,
    payload: 'none',
    // The schema is recursive (Children): described in words.
    answer: {
      kind: 'data',
      text: '{ FolderId, Name, ItemLevel, Children: [the same, one level down] } (checked by `folderSchema`)',
    },
    usedBy: ['folder-tree'],
    whenMissing: 'an alert in place of the tree with a retry button',
    faults: {
      ...ownFaults(
        'an alert in place of the tree, with a retry button',
        'AssetFolders.TreeFailed',
        {
          server: 'none',
        },
      ),
      '401': `${LOGIN}; the alert says AssetFolders.TreeFailed`,
    },
    source: 'spec 000 §3, §4, §7',
  },
  {
    name: 'Assets of a folder',
    method: 'GET',
    path: `${ASSETS_BY_FOLDER_PATH}/{rootFolderId}/{folderId} (after the culture path: /fr/assetslibrary/…; no ids for folder root)`,
    payload: 'none',
    answer: html('a `list-group` list of the folder’s assets, put into the marked update element'),
    usedBy: ['folder-tree'],
    whenMissing: 'the update element says the folder could not be loaded; the tree stays usable',
    faults: {
      ...ownFaults('the update element', 'AssetFolders.ListFailed', {
        server: 'none',
        after: 'the tree stays usable',
        malformed: HTML_AS_IS,
      }),
      '401': `${LOGIN}; the update element says AssetFolders.ListFailed`,
    },
    source: 'spec 000 §2, §9',
  },
];
