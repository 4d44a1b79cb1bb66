/**
 * The editor area's library page (issue 14; spec 000 §2): the folder tree widget with its
 * marked update element, where a folder's assets are listed. Without script the tree is a
 * nested list of links (`?folder=`) and the server lists the folder chosen.
 */
import type { FolderNode } from '../../../src/api/assets';
import { cultureRoot, type PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';
import { assetList } from './editorForms';
import { assetsIn, folderTree } from './library';
import { strings } from './strings';

export const LIBRARY_UPDATE_ID = 'library-files';

function folderLinks(ctx: PageContext, node: FolderNode, current: string): unknown {
  const href = `${cultureRoot(ctx)}editor/library?folder=${encodeURIComponent(node.FolderId)}`;
  return html`<li><a href="${href}"${node.FolderId === current ? ' aria-current="true"' : ''}>${node.Name}</a>${
    node.Children.length > 0
      ? html`<ul>${node.Children.map((child) => folderLinks(ctx, child, current))}</ul>`
      : ''
  }</li>`;
}

export function libraryPage(ctx: PageContext, folderId: string | undefined) {
  const text = strings[ctx.culture].pages.editor;
  const tree = folderTree(undefined);
  const chosen = folderId ? folderTree(folderId) : undefined;
  const body = html`<section class="content-page editor-page editor-library">
    <p class="editor-page__back"><a href="${cultureRoot(ctx)}editor">${text.back}</a></p>
    <h1>${text.library}</h1>
    <p>${text.libraryIntro}</p>
    <div class="editor-library__panes">
      <nav class="editor-library__tree" aria-label="${ctx.t('AssetsLibrary.Folders')}">
        <div data-widget="folder-tree" data-root-folder-id="root" data-depth="1" data-update="${LIBRARY_UPDATE_ID}">
          ${tree ? html`<ul class="folder-fallback">${folderLinks(ctx, tree, String(chosen?.FolderId ?? ''))}</ul>` : ''}
        </div>
      </nav>
      <section class="editor-library__files" aria-labelledby="library-files-title">
        <h2 id="library-files-title">${chosen ? `${text.folderFiles} (${chosen.Name})` : text.folderFiles}</h2>
        <div id="${LIBRARY_UPDATE_ID}">
          ${
            chosen
              ? assetList(
                  ctx,
                  assetsIn(String(chosen.FolderId)).map((a) => a.AssetId),
                  strings[ctx.culture].pages.library.empty,
                )
              : html`<p>${text.folderHint}</p>`
          }
        </div>
      </section>
    </div>
  </section>`;
  return layout(ctx, { title: text.library, body, bodyClass: 'editor' });
}
