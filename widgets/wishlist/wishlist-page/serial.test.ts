import { describe, expect, it } from 'vitest';
import { serial } from './serial';

describe('serial (changes one after the other)', () => {
  it('starts each task once the one before settled, in the order they came, failures included', async () => {
    const run = serial();
    const log: string[] = [];
    let release = () => {};
    const first = run(async () => {
      log.push('first starts');
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      log.push('first ends');
      throw new Error('first failed');
    });
    const second = run(async () => {
      log.push('second starts');
      return 2;
    });
    await Promise.resolve();
    expect(log).toEqual(['first starts']);
    release();
    await expect(first).rejects.toThrow('first failed');
    await expect(second).resolves.toBe(2);
    expect(log).toEqual(['first starts', 'first ends', 'second starts']);
  });
});
