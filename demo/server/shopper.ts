/**
 * A shopper for the demo's unit tests: keeps its session cookie, sends the anti-forgery token
 * on POST, and signs in with the demo account (or the one given) unless asked not to.
 */
import { expect } from 'vitest';
import type { createApp } from './app';

type App = Awaited<ReturnType<typeof createApp>>;

/** Who signs in: the demo customer unless another demo account is given. */
export interface Credentials {
  email: string;
  password: string;
}

const DEMO: Credentials = { email: 'demo@vitrine.shop', password: 'vitrine-demo' };

export async function shopperOf(
  target: App,
  base = '/',
  signedIn = true,
  credentials: Credentials = DEMO,
) {
  let cookie = '';
  const request = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('Cookie', cookie);
    // Every unsafe call sends the session's anti-forgery token, as the bundle does.
    if (init.method && init.method !== 'GET') headers.set('RequestVerificationToken', token);
    const response = await target.request(`${base}${path}`, { ...init, headers });
    const set = response.headers.get('Set-Cookie');
    if (set) cookie = set.split(';')[0] ?? '';
    return response;
  };
  let token = '';
  const home = await (await request('fr/')).text();
  token = /"antiForgeryToken":"([^"]+)"/.exec(home)?.[1] ?? '';
  if (signedIn) {
    const body = new URLSearchParams({
      __RequestVerificationToken: token,
      Email: credentials.email,
      Password: credentials.password,
      returnUrl: `${base}fr/`,
    });
    const login = await request('fr/security/login', { method: 'POST', body });
    expect(login.status).toBe(303);
  }
  const json = async (path: string, init: RequestInit = {}) => {
    const response = await request(path, init);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { request, json, post: (path: string) => json(path, { method: 'POST' }) };
}

/**
 * An anonymous visitor who has seen the home page of `culture` (its session then knows the
 * culture); answers the JSON of GET requests.
 */
export async function visitorOf(target: App, culture: string, base = '/') {
  const first = await target.request(`${base}${culture}/`);
  const cookie = first.headers.get('Set-Cookie')?.split(';')[0] ?? '';
  return async (path: string) => {
    const response = await target.request(`${base}${path}`, { headers: { Cookie: cookie } });
    return (await response.json()) as unknown;
  };
}
