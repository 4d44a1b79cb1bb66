import { describe, expect, it, vi } from 'vitest';
import { navigate, provideNavigation } from './navigation';

describe('navigation port', () => {
  it('loads the page in full until the shell provides a navigation', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    navigate('/fr/catalog?sort=price-asc');
    expect(assign).toHaveBeenCalledWith('/fr/catalog?sort=price-asc');
  });

  it('hands the address to the provided navigation (the page shell)', () => {
    const visit = vi.fn();
    provideNavigation(visit);
    navigate('/fr/catalog?pageindex=2');
    expect(visit).toHaveBeenCalledWith('/fr/catalog?pageindex=2');
  });

  it('tells the navigation which control of the page asked for the change (issue 10 §2)', () => {
    const visit = vi.fn();
    provideNavigation(visit);
    const sort = document.createElement('select');
    navigate('/fr/catalog?sort=price-asc', { from: sort });
    expect(visit).toHaveBeenCalledWith('/fr/catalog?sort=price-asc', { from: sort });
  });
});
