/**
 * Generates demo/public/media/promo.webm, the video slide of the demo's banner slider: a short
 * animated gradient with moving shapes, drawn on a canvas and recorded by Chromium's
 * MediaRecorder (VP8). Run once with `npx tsx scripts/makePromoVideo.ts`; the file is committed,
 * so the demo never hot-links a video. No text in it: the slide's heading is HTML (translated).
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';

const out = resolve(import.meta.dirname, '..', 'demo', 'public', 'media', 'promo.webm');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
});
const page = await browser.newPage();
// A string, not a function: tsx would add helpers (__name) that do not exist in the page.
const base64 = (await page.evaluate(`(async () => {
  const canvas = Object.assign(document.createElement('canvas'), { width: 960, height: 400 });
  const context = canvas.getContext('2d');
  const recorder = new MediaRecorder(canvas.captureStream(25), {
    mimeType: 'video/webm;codecs=vp8',
    videoBitsPerSecond: 200000,
  });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => { recorder.onstop = resolve; });
  recorder.start();
  const started = performance.now();
  await new Promise((done) => {
    const frame = (now) => {
      const t = (now - started) / 1000;
      const gradient = context.createLinearGradient(0, 0, 960, 400);
      gradient.addColorStop(0, 'hsl(' + (200 + 20 * Math.sin(t)) + ', 55%, 28%)');
      gradient.addColorStop(1, 'hsl(' + (170 + 20 * Math.cos(t)) + ', 45%, 38%)');
      context.fillStyle = gradient;
      context.fillRect(0, 0, 960, 400);
      for (let i = 0; i < 6; i++) {
        context.beginPath();
        context.fillStyle = 'hsla(' + (40 + i * 30) + ', 80%, 65%, 0.35)';
        context.arc(480 + Math.cos(t * 0.8 + i) * (180 + i * 30), 200 + Math.sin(t * 1.1 + i * 2) * 120, 40 + i * 8, 0, Math.PI * 2);
        context.fill();
      }
      if (t < 4) requestAnimationFrame(frame); else done();
    };
    requestAnimationFrame(frame);
  });
  recorder.stop();
  await stopped;
  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
})()`)) as string;
await browser.close();
writeFileSync(out, Buffer.from(base64, 'base64'));
console.log(`wrote ${out} (${Math.round((base64.length * 0.75) / 1000)} kB)`);
