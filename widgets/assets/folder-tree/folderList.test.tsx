/** The folder tree (issue 14; spec 000 §2, §4, §8): the chosen folder's assets in the update element. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../src/test/msw';
import {
  item,
  LIST,
  listHtml,
  page,
  renderTree,
  serveLists,
  serveTree,
  setUpTree,
  strings,
} from './testing';

setUpTree();

describe('folder-tree: the chosen folder’s assets', () => {
  it('loads the folder chosen by Enter into the update element, and announces it', async () => {
    serveTree();
    const asked = serveLists();
    await renderTree();
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(page.update.querySelector('.list-group')).not.toBeNull());
    expect(asked).toEqual(['/fr/assetslibrary/asset/assetsbyfolder/root/4']);
    expect(page.update.textContent).toContain('4.jpg');
    expect(page.update.hasAttribute('aria-busy')).toBe(false);
    expect(item('Chaussures').getAttribute('aria-selected')).toBe('true');
    expect(item('Produits').getAttribute('aria-selected')).toBe('false');
    expect(screen.getByText('Dossier « Chaussures » affiché.')).toBeTruthy();
    await user.keyboard('{ArrowUp} ');
    await waitFor(() => expect(page.update.textContent).toContain('2.jpg'));
    expect(item('Produits').getAttribute('aria-selected')).toBe('true');
    expect(item('Chaussures').getAttribute('aria-selected')).toBe('false');
  });

  it('loads the root folder without ids on a click, and a subfolder of another root with both', async () => {
    serveTree();
    const asked = serveLists();
    await renderTree();
    await userEvent.click(screen.getByText('Bibliothèque'));
    await waitFor(() => expect(page.update.textContent).toContain('racine.jpg'));
    expect(asked).toEqual(['/fr/assetslibrary/asset/assetsbyfolder']);
    expect(document.activeElement).toBe(item('Bibliothèque'));
  });

  it('uses the root folder id in a subfolder’s address', async () => {
    serveTree();
    const asked = serveLists();
    await renderTree({ rootFolderId: '1' });
    await userEvent.click(screen.getByText('Sacs'));
    await waitFor(() => expect(page.update.textContent).toContain('5.jpg'));
    expect(asked).toEqual(['/fr/assetslibrary/asset/assetsbyfolder/1/5']);
  });

  it('opens and closes with the arrow without loading anything', async () => {
    serveTree();
    const asked = serveLists();
    await renderTree();
    const toggle = item('Chaussures').querySelector('.folder-tree__toggle');
    if (!toggle) throw new Error('no toggle');
    await userEvent.click(toggle);
    expect(item('Chaussures').getAttribute('aria-expanded')).toBe('true');
    expect(item('Été')).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it('shows the list under the tree when there is no update element', async () => {
    serveTree();
    serveLists();
    const { container } = await renderTree({ update: undefined });
    await userEvent.click(screen.getByText('Documents'));
    const own = container.querySelector('.folder-tree__list');
    await waitFor(() => expect(own?.textContent).toContain('8.jpg'));
    expect(page.update.childNodes.length).toBe(0);
  });

  it.each([
    [
      'a server error',
      () => new HttpResponse(null, { status: 500 }),
      strings.AssetFolders.ListFailed,
    ],
    ['a network error', () => HttpResponse.error(), 'Pas de réseau.'],
  ])(
    'writes a message in the update element after %s; the tree stays usable',
    async (_, answer, message) => {
      serveTree();
      server.use(http.get(`${LIST}/:root/:folder`, answer));
      await renderTree();
      page.update.innerHTML = '<ul class="list-group"><li>ancien.jpg</li></ul>';
      const user = userEvent.setup();
      await user.click(screen.getByText('Sacs'));
      const alert = await within(page.update).findByRole('alert');
      expect(alert.textContent).toContain(message);
      expect(page.update.hasAttribute('aria-busy')).toBe(false);
      expect(page.dialogs.error).not.toHaveBeenCalled();
      expect(item('Sacs').getAttribute('aria-selected')).toBe('true');
      // Still usable: another folder loads.
      serveLists();
      await user.keyboard('{ArrowDown}{Enter}');
      await waitFor(() => expect(page.update.textContent).toContain('3.jpg'));
      expect(within(page.update).queryByRole('alert')).toBeNull();
    },
  );

  it('opens the login modal when a folder answers 401', async () => {
    serveTree();
    server.use(http.get(`${LIST}/:root/:folder`, () => new HttpResponse(null, { status: 401 })));
    await renderTree();
    await userEvent.click(screen.getByText('Sacs'));
    await within(page.update).findByRole('alert');
    expect(page.dialogs.login).toHaveBeenCalledWith('/fr/editor/library');
  });

  it('keeps only the last of two quick choices', async () => {
    serveTree();
    let release = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(`${LIST}/:root/5`, async () => {
        await slow;
        return HttpResponse.text(listHtml('lent'), { headers: { 'Content-Type': 'text/html' } });
      }),
      http.get(`${LIST}/:root/8`, () =>
        HttpResponse.text(listHtml('docs'), { headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    await renderTree();
    await userEvent.click(screen.getByText('Sacs'));
    expect(page.update.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(screen.getByText('Documents'));
    await waitFor(() => expect(page.update.textContent).toContain('docs.jpg'));
    release();
    await waitFor(() => expect(page.update.hasAttribute('aria-busy')).toBe(false));
    expect(page.update.textContent).toContain('docs.jpg');
    expect(page.update.textContent).not.toContain('lent.jpg');
  });
});
