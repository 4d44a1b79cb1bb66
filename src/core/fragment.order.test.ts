import { beforeEach, describe, expect, it, vi } from 'vitest';

// The one order of decision 013 (spec 000 §4), with the three steps recorded.
const calls: string[] = [];
vi.mock('./loader', () => ({ scan: () => calls.push('scan'), unmount: () => {} }));
vi.mock('./scripts', () => ({
  runScripts: async () => {
    await Promise.resolve();
    calls.push('scripts');
  },
}));
vi.mock('./consent', () => ({ runConsentScripts: async () => calls.push('consent') }));

const { startContent } = await import('./fragment');

beforeEach(() => {
  calls.length = 0;
});

describe('startContent (decision 013)', () => {
  it('runs the scripts, then the consented ones, then mounts the widgets, as a first load does', async () => {
    await startContent(document.createElement('div'));
    expect(calls).toEqual(['scripts', 'consent', 'scan']);
  });

  it('mounts no widget before the scripts have run', () => {
    void startContent(document.createElement('div'));
    expect(calls).toEqual([]);
  });

  it('stops after the scripts once newer content replaced this one', async () => {
    let current = true;
    const started = startContent(document.createElement('div'), () => current);
    current = false;
    await started;
    expect(calls).toEqual(['scripts']);
  });
});
