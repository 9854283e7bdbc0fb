// Draws the web app's icons and the social card (og-image.png) into public/ with Debian's chromium:
// `npx tsx scripts/page-images.ts`. The PNGs are committed; run it again when the brand changes.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { employees } from '../src/shared/employees.ts';

const publicDir = join(import.meta.dirname, '..', 'public');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});

async function draw(file: string, width: number, height: number, body: string) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(
    `<!doctype html><html><head><style>*{margin:0;box-sizing:border-box}body{width:${width}px;height:${height}px;font-family:'DejaVu Sans',Arial,sans-serif;overflow:hidden}</style></head><body>${body}</body></html>`,
  );
  writeFileSync(join(publicDir, file), await page.screenshot({ type: 'png' }));
  await page.close();
}

const icon = (size: number, radius: number, background = '#4f46e5', color = '#fff') =>
  `<div style="width:${size}px;height:${size}px;border-radius:${radius}px;background:${background};color:${color};display:flex;align-items:center;justify-content:center;font-weight:700;font-size:${Math.round(size * 0.58)}px">S</div>`;

await draw('apple-touch-icon.png', 180, 180, icon(180, 0));
await draw('icon-192.png', 192, 192, icon(192, 0));
await draw('icon-512.png', 512, 512, icon(512, 0));
// /favicon.ico, asked by browsers and crawlers whatever the page says: one PNG entry in an ICO header.
const png = readFileSync(join(publicDir, 'icon-192.png'));
const ico = Buffer.alloc(22);
ico.writeUInt16LE(1, 2); // type: icon
ico.writeUInt16LE(1, 4); // one image
ico.writeUInt8(192, 6);
ico.writeUInt8(192, 7);
ico.writeUInt16LE(1, 10); // colour planes
ico.writeUInt16LE(32, 12); // bits per pixel
ico.writeUInt32LE(png.length, 14);
ico.writeUInt32LE(22, 18); // the PNG follows the header
writeFileSync(join(publicDir, 'favicon.ico'), Buffer.concat([ico, png]));
await draw(
  'og-image.png',
  1200,
  630,
  `<div style="width:1200px;height:630px;background:linear-gradient(135deg,#4f46e5,#7c3aed);color:#fff;padding:80px;display:flex;flex-direction:column;justify-content:space-between">
    <div style="display:flex;align-items:center;gap:28px">${icon(96, 24, '#fff', '#4f46e5')}<span style="font-size:72px;font-weight:700">Septime</span></div>
    <div style="font-size:56px;font-weight:700;line-height:1.15">Votre équipe d’employés IA,<br>au service de votre entreprise</div>
    <div style="font-size:30px;opacity:.9">${employees.map((e) => e.name).join(' · ')}</div>
  </div>`,
);
await browser.close();
console.log('public/: apple-touch-icon.png, icon-192.png, icon-512.png, favicon.ico, og-image.png');
