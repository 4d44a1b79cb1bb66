/**
 * msw for unit tests (docs/architecture.md §8). `listen()` starts the server for one test file;
 * an unexpected request is an error (onUnhandledRequest: 'error') and fails the test.
 */
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { StringResources } from '../core/i18n';

export const server = setupServer();

const unhandled: string[] = [];
server.events.on('request:unhandled', ({ request }) => {
  unhandled.push(`${request.method} ${request.url}`);
});

export function listen(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    const seen = unhandled.splice(0);
    expect(seen, 'requests no handler answered').toEqual([]);
  });
  afterAll(() => server.close());
}

/** GET {app}/api/v1/localization/{culture}/stringresources (spec 000 §7). */
export function stringResources(resources: StringResources = {}) {
  return http.get('*/api/v1/localization/:culture/stringresources', () =>
    HttpResponse.json(resources),
  );
}

/** A promise and the function that settles it, to hold an answer until the test says so. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** Answers GET `path` with `html` as text/html; returns the addresses asked, in order. */
export function serveHtml(path: string, html: string): URL[] {
  const asked: URL[] = [];
  server.use(
    http.get(path, ({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.text(html, { headers: { 'Content-Type': 'text/html' } });
    }),
  );
  return asked;
}

/**
 * GET `path` redirected to another site, which answers `html` (CORS open, so only our own
 * origin check can refuse it; spec 000 §7).
 */
export function redirectedElsewhere(path: string, target: string, html: string) {
  return [
    http.get(path, () => HttpResponse.redirect(target, 302)),
    http.get(target, () =>
      HttpResponse.text(html, { headers: { 'Access-Control-Allow-Origin': '*' } }),
    ),
  ];
}
