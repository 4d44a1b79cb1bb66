/** Helpers of the stories family's e2e specs (tests/e2e/stories*.spec.ts). */
import type { Page } from '@playwright/test';

/** Every request the page makes, to check none leaves the demo. */
export function watchHosts(page: Page): Set<string> {
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).hostname));
  return hosts;
}

export const postTop = (page: Page, id: string) =>
  page.locator(`article#${id}`).evaluate((post) => Math.round(post.getBoundingClientRect().top));
