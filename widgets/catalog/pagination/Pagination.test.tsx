import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import { applyPageSettings } from '../../../src/test/settings';
import Pagination from './Pagination';

const strings = {
  Core: {
    Pagination: 'Pagination',
    PreviousPage: 'Page précédente',
    NextPage: 'Page suivante',
    PageNumber: 'Page {{page}}',
  },
};
const small = (matches: boolean) =>
  vi.stubGlobal('matchMedia', () => ({ matches, addEventListener() {}, removeEventListener() {} }));
const props = { innerWindow: 2, smallInnerWindow: 0, smallBelow: 576 };

beforeEach(() => {
  applyPageSettings({}, '/fr/catalog/category/bags?sort=price-asc&pageindex=7');
  small(false);
});

describe('pagination', () => {
  it('links canonical addresses, marks the current page, and offers previous and next', async () => {
    await renderWithI18n(<Pagination page={7} pages={20} {...props} />, strings);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(screen.getByRole('link', { name: 'Page 7' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe(
      '/fr/catalog/category/bags?sort=price-asc',
    );
    expect(screen.getByRole('link', { name: 'Page suivante' }).getAttribute('href')).toBe(
      '/fr/catalog/category/bags?pageindex=8&sort=price-asc',
    );
    expect(screen.getByRole('link', { name: 'Page précédente' }).getAttribute('href')).toContain(
      'pageindex=6',
    );
    expect(nav.querySelectorAll('a')).toHaveLength(9);
  });

  it('is a data-keep-focus group, so focus stays on the page link followed (issue 10 §2)', async () => {
    await renderWithI18n(<Pagination page={7} pages={20} {...props} />, strings);
    expect(
      screen.getByRole('navigation', { name: 'Pagination' }).getAttribute('data-keep-focus'),
    ).toBe('pagination');
  });

  it('shows no inner window on small screens', async () => {
    small(true);
    await renderWithI18n(<Pagination page={7} pages={20} {...props} />, strings);
    const numbers = screen
      .getAllByRole('link', { name: /^Page \d+$/ })
      .map((link) => link.textContent);
    expect(numbers).toEqual(['1', '7', '20']);
  });

  it('is hidden when there is one page or none', async () => {
    const { container } = await renderWithI18n(
      <Pagination page={1} pages={1} {...props} />,
      strings,
    );
    expect(container.innerHTML).toBe('');
  });

  it('has no previous link on the first page and no next link on the last', async () => {
    await renderWithI18n(<Pagination page={1} pages={3} {...props} />, strings);
    expect(screen.queryByRole('link', { name: 'Page précédente' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Page suivante' })).toBeTruthy();
  });
});
