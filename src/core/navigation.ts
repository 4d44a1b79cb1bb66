/**
 * "Go to this address" as a port (spec 000 §7: list changes reload through the page loader):
 * widgets may not import the shell, so the shell provides the navigation at boot; without a
 * shell it is a plain page load.
 */
export interface NavigateOptions {
  /**
   * The control of this page that asked for the change (a filter, the sort select): the shell
   * then keeps focus on it, or on its replacement, and announces the page's result count
   * instead of moving focus to the new h1 (issue 10 §2).
   */
  from?: Element;
}

export type Navigate = (href: string, options?: NavigateOptions) => void;

let current: Navigate = (href) => window.location.assign(href);

export function provideNavigation(navigate: Navigate): void {
  current = navigate;
}

export function navigate(href: string, options?: NavigateOptions): void {
  if (options) current(href, options);
  else current(href);
}
