#!/usr/bin/env node
/**
 * Part of `npm run bench` (docs/performance.md, "Images"): a 4000x3000 photo-like JPEG
 * made in headless Chromium is shrunk with the panel's own options
 * (src/lib/storage/shrink.ts, browser-image-compression) and uploaded to the Storage
 * emulator. Prints the bytes before and after and the time of each step. Runs inside
 * `firebase emulators:exec` (FIREBASE_STORAGE_EMULATOR_HOST); without Chromium it says
 * so and prints nothing else. Never fails on the figures.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { shrinkOptions } from '../src/lib/storage/shrink';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const STORAGE = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199';
const BUCKET = `${process.env.GCLOUD_PROJECT ?? 'demo-bench'}.appspot.com`;

if (!existsSync(CHROMIUM)) {
  console.log(`\nImage bench SKIPPED: no Chromium at ${CHROMIUM}.`);
  process.exit(0);
}
const library = createRequire(import.meta.url).resolve('browser-image-compression/dist/browser-image-compression.js');
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  await page.goto(`http://${STORAGE}/`);
  await page.addScriptTag({ path: library });
  // tsx keeps function names with a `__name` helper that the page does not have.
  await page.evaluate('globalThis.__name = (f) => f');
  const result = await page.evaluate(
    async ({ options, url }) => {
      // A photo-like picture: gradients, shapes and grain, as a camera JPEG (quality 0.92).
      const canvas = document.createElement('canvas');
      canvas.width = 4000;
      canvas.height = 3000;
      const g = canvas.getContext('2d') as CanvasRenderingContext2D;
      const sky = g.createLinearGradient(0, 0, 0, 3000);
      sky.addColorStop(0, '#5b8fd6');
      sky.addColorStop(0.55, '#f3d9a4');
      sky.addColorStop(1, '#6b4e2e');
      g.fillStyle = sky;
      g.fillRect(0, 0, 4000, 3000);
      let seed = 7;
      const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
      for (let i = 0; i < 1500; i++) {
        g.fillStyle = `hsla(${Math.floor(rnd() * 360)},45%,${30 + rnd() * 40}%,${0.15 + rnd() * 0.4})`;
        g.beginPath();
        g.arc(rnd() * 4000, rnd() * 3000, 10 + rnd() * 220, 0, Math.PI * 2);
        g.fill();
      }
      const grain = g.getImageData(0, 0, 4000, 3000);
      for (let i = 0; i < grain.data.length; i += 4) {
        const n = (rnd() - 0.5) * 24;
        grain.data[i] = (grain.data[i] ?? 0) + n;
        grain.data[i + 1] = (grain.data[i + 1] ?? 0) + n;
        grain.data[i + 2] = (grain.data[i + 2] ?? 0) + n;
      }
      g.putImageData(grain, 0, 0);
      const blob = await new Promise<Blob>((done) => canvas.toBlob((b) => done(b as Blob), 'image/jpeg', 0.92));
      const photo = new File([blob], 'photo.jpg', { type: 'image/jpeg' });
      const compress = (window as unknown as { imageCompression: (f: File, o: unknown) => Promise<File> })
        .imageCompression;
      const t0 = performance.now();
      const small = await compress(photo, options);
      const t1 = performance.now();
      const response = await fetch(`${url}?name=${encodeURIComponent('bench/photo.' + small.type.split('/')[1])}`, {
        method: 'POST',
        headers: { Authorization: 'Bearer owner', 'Content-Type': small.type },
        body: small,
      });
      const t2 = performance.now();
      const bitmap = await createImageBitmap(small);
      return {
        before: photo.size,
        after: small.size,
        type: small.type,
        width: bitmap.width,
        height: bitmap.height,
        compressMs: t1 - t0,
        uploadMs: t2 - t1,
        status: response.status,
      };
    },
    { options: shrinkOptions(true), url: `http://${STORAGE}/v0/b/${BUCKET}/o` },
  );
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  console.log('\nImage upload (a 4000x3000 photo, the panel’s shrink options, Storage emulator):');
  console.log(`  before:   ${kb(result.before)} image/jpeg 4000x3000`);
  console.log(`  after:    ${kb(result.after)} ${result.type} ${result.width}x${result.height}`);
  console.log(`  ratio:    ${(result.before / result.after).toFixed(1)}x smaller`);
  console.log(`  compress: ${result.compressMs.toFixed(0)} ms (in the browser, web worker)`);
  console.log(`  upload:   ${result.uploadMs.toFixed(0)} ms (HTTP ${result.status}, to the emulator)`);
} finally {
  await browser.close();
}
