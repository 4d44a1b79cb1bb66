/**
 * "Go to this address" as a port (spec 000 §7: list changes reload through the page loader):
 * widgets may not import the shell, so the shell provides the navigation at boot; without a
 * shell it is a plain page load.
 */
export type Navigate = (href: string) => void;

let current: Navigate = (href) => window.location.assign(href);

export function provideNavigation(navigate: Navigate): void {
  current = navigate;
}

export function navigate(href: string): void {
  current(href);
}
