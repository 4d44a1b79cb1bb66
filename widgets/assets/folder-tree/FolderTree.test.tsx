/** The folder tree (issue 14; spec 000 §2, §4, §7, §8; WAI-ARIA APG tree view): the tree and its keys. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import FolderTree from './FolderTree';
import { item, page, renderTree, serveTree, setUpTree, strings } from './testing';

setUpTree();

describe('folder-tree: the tree', () => {
  it('loads the hierarchy of the root folder and opens the folders up to the depth', async () => {
    serveTree();
    await renderTree();
    expect(page.treeAsked[0]?.searchParams.get('folderId')).toBe('root');
    expect(item('Bibliothèque').getAttribute('aria-expanded')).toBe('true');
    expect(item('Produits').getAttribute('aria-expanded')).toBe('true');
    expect(item('Chaussures').getAttribute('aria-expanded')).toBe('false');
    expect(item('Documents').hasAttribute('aria-expanded')).toBe(false);
    expect(screen.queryByRole('treeitem', { name: 'Été' })).toBeNull();
    expect(item('Sacs').getAttribute('aria-level')).toBe('3');
    expect(item('Sacs').getAttribute('aria-posinset')).toBe('2');
    expect(item('Sacs').getAttribute('aria-setsize')).toBe('2');
    // Roving tabindex: one stop in the tab order.
    const tabbable = screen.getAllByRole('treeitem').filter((node) => node.tabIndex === 0);
    expect(tabbable).toEqual([item('Bibliothèque')]);
  });

  it('says it is loading, then shows the tree', async () => {
    serveTree();
    await renderWithI18n(<FolderTree rootFolderId="12" depth={2} />, strings);
    expect(screen.getByText('Chargement des dossiers…')).toBeTruthy();
    await screen.findByRole('tree');
    expect(page.treeAsked[0]?.searchParams.get('folderId')).toBe('12');
    expect(item('Chaussures').getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByText('Chargement des dossiers…')).toBeNull();
  });

  it.each([
    [
      'a server error',
      () => new HttpResponse(null, { status: 500 }),
      strings.AssetFolders.TreeFailed,
    ],
    ['a network error', () => HttpResponse.error(), 'Pas de réseau.'],
    ['a malformed answer', () => HttpResponse.json({ Name: 'x' }), strings.AssetFolders.TreeFailed],
  ])('shows an alert and a retry after %s', async (_, answer, message) => {
    serveTree(answer);
    await renderWithI18n(<FolderTree rootFolderId="root" depth={1} />, strings);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(screen.queryByRole('tree')).toBeNull();
    serveTree();
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('tree');
    // The button went away: the focus is in the tree, not lost.
    expect(document.activeElement).toBe(item('Bibliothèque'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(page.dialogs.error).not.toHaveBeenCalled();
  });

  it('keeps the focus on the retry button when the tree fails again', async () => {
    serveTree(() => new HttpResponse(null, { status: 500 }));
    await renderWithI18n(<FolderTree rootFolderId="root" depth={1} />, strings);
    await userEvent.click(await screen.findByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(page.treeAsked.length).toBe(2));
    const again = await screen.findByRole('button', { name: 'Réessayer' });
    await waitFor(() => expect(document.activeElement).toBe(again));
  });

  it('opens the login modal when the session has ended (401)', async () => {
    serveTree(() => new HttpResponse(null, { status: 401 }));
    await renderWithI18n(<FolderTree rootFolderId="root" depth={1} />, strings);
    await screen.findByRole('alert');
    expect(page.dialogs.login).toHaveBeenCalledWith('/fr/editor/library');
  });
});

describe('folder-tree: the keyboard (APG tree view)', () => {
  it('moves, opens, closes and goes to the parent', async () => {
    serveTree();
    await renderTree();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(item('Bibliothèque'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(item('Chaussures'));
    await user.keyboard('{ArrowRight}');
    expect(item('Chaussures').getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(item('Chaussures'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(item('Été'));
    expect(item('Été').tabIndex).toBe(0);
    expect(item('Chaussures').tabIndex).toBe(-1);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(item('Chaussures'));
    await user.keyboard('{ArrowLeft}');
    expect(item('Chaussures').getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(item('Produits').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(item('Produits'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(item('Bibliothèque'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(item('Documents'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(item('Bibliothèque'));
  });

  it('goes to a folder by its first letters, and opens siblings with *', async () => {
    serveTree();
    await renderTree();
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('s');
    expect(document.activeElement).toBe(item('Sacs'));
    await user.keyboard('s');
    expect(document.activeElement).toBe(item('Salons'));
    // Another key ends the search: the next "a" is a new one.
    await user.keyboard('{Home}a');
    expect(document.activeElement).toBe(item('Actualités'));
    await user.keyboard('{ArrowLeft}');
    expect(item('Actualités').getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowUp}{ArrowLeft}{*}');
    expect(item('Produits').getAttribute('aria-expanded')).toBe('true');
    expect(item('Actualités').getAttribute('aria-expanded')).toBe('true');
  });

  it('moves the focus to the parent when its folder is closed by a click', async () => {
    serveTree();
    await renderTree();
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(item('Chaussures'));
    const toggle = item('Produits').querySelector('.folder-tree__toggle');
    if (!toggle) throw new Error('no toggle');
    await user.click(toggle);
    expect(item('Produits').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('treeitem', { name: 'Chaussures' })).toBeNull();
    expect(item('Produits').tabIndex).toBe(0);
  });
});
