import { describe, expect, it } from 'vitest';
import { runScripts } from './scripts';

describe('scripts in new content (issue 3 §1)', () => {
  it('skips a script that an earlier one removed, instead of waiting for it forever', async () => {
    const region = document.createElement('div');
    region.innerHTML = `<output id="log"></output>
      <script>document.getElementById('later')?.remove(); document.getElementById('log').textContent += 'a';</script>
      <script id="later" src="/never-loads.js"></script>
      <script>document.getElementById('log').textContent += 'b';</script>`;
    document.body.append(region);
    await runScripts(region);
    expect(region.querySelector('#log')?.textContent).toBe('ab');
  });

  it('runs each script once and leaves data-eval="false" alone', async () => {
    const region = document.createElement('div');
    region.innerHTML = `<output id="count">0</output>
      <script>const c = document.getElementById('count'); c.textContent = String(Number(c.textContent) + 1);</script>
      <script data-eval="false">document.getElementById('count').textContent = 'ran';</script>`;
    document.body.append(region);
    await runScripts(region);
    await runScripts(region);
    expect(region.querySelector('#count')?.textContent).toBe('1');
  });
});
