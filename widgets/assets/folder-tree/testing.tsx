/** The folder tree's unit tests' shared setup: msw, the page, the update element, the answers. */
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach } from 'vitest';
import { type FakeDialogs, fakeDialogs } from '../../../src/test/dialogs';
import { listen, server } from '../../../src/test/msw';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import { applyPageSettings } from '../../../src/test/settings';
import FolderTree from './FolderTree';
import { hierarchy } from './fixtures';
import type { Props } from './index';

export const strings = {
  Core: { Retry: 'Réessayer', Loading: 'Chargement…' },
  Manager: { NetworkError: 'Pas de réseau.' },
  AssetsLibrary: { Folders: 'Dossiers' },
  AssetFolders: {
    Loading: 'Chargement des dossiers…',
    TreeFailed: 'Les dossiers n’ont pas pu être chargés.',
    ListLoading: 'Chargement du dossier « {{name}} »…',
    ListLoaded: 'Dossier « {{name}} » affiché.',
    ListFailed: 'Le contenu de ce dossier n’a pas pu être chargé.',
  },
};

export const TREE = '*/api/v1/assetslibrary/folders/hierarchy';
export const LIST = '*/fr/assetslibrary/asset/assetsbyfolder';
/** What each test sees: the fake dialogs, the update element, the tree requests. */
export const page = {} as { dialogs: FakeDialogs; update: HTMLElement; treeAsked: URL[] };

export const listHtml = (name: string) => `<ul class="list-group"><li>${name}.jpg</li></ul>`;

export function serveTree(answer: () => Response = () => HttpResponse.json(hierarchy)) {
  server.use(
    http.get(TREE, ({ request }) => {
      page.treeAsked.push(new URL(request.url));
      return answer();
    }),
  );
}

/** Answers every folder's list with its own file; returns the paths asked. */
export function serveLists(): string[] {
  const asked: string[] = [];
  const html = (path: string) =>
    HttpResponse.text(listHtml(path.split('/').pop() ?? ''), {
      headers: { 'Content-Type': 'text/html' },
    });
  server.use(
    http.get(LIST, ({ request }) => {
      asked.push(new URL(request.url).pathname);
      return html('racine');
    }),
    http.get(`${LIST}/:root/:folder`, ({ request }) => {
      const path = new URL(request.url).pathname;
      asked.push(path);
      return html(path);
    }),
  );
  return asked;
}

export async function renderTree(props: Partial<Props> = {}) {
  const view = await renderWithI18n(
    <FolderTree rootFolderId="root" depth={1} update="assets-list" {...props} />,
    strings,
  );
  await screen.findByRole('tree', { name: 'Dossiers' });
  return view;
}

export const item = (name: string) => screen.getByRole('treeitem', { name });

/** listen() and a fresh page before each test of the calling file. */
export function setUpTree() {
  listen();
  beforeEach(() => {
    applyPageSettings({}, '/fr/editor/library');
    page.dialogs = fakeDialogs();
    page.treeAsked = [];
    page.update = document.createElement('div');
    page.update.id = 'assets-list';
    document.body.append(page.update);
  });
}
