import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
vi.mock('./loader', () => ({ scan: () => calls.push('scan') }));
vi.mock('./scripts', () => ({
  runScripts: async () => {
    await Promise.resolve();
    calls.push('scripts');
  },
}));
vi.mock('./consent', () => ({ runConsentScripts: async () => calls.push('consent') }));

const { startContent } = await import('./content');

beforeEach(() => {
  calls.length = 0;
});

describe('startContent', () => {
  it('mounts the widgets, then runs the scripts, then the consented ones, in that order', async () => {
    await startContent(document.createElement('div'));
    expect(calls).toEqual(['scan', 'scripts', 'consent']);
  });

  it('mounts the widgets at once, before the scripts have run', () => {
    void startContent(document.createElement('div'));
    expect(calls).toEqual(['scan']);
  });
});
