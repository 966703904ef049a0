/**
 * Draws the web app manifest's icons (192, 512 and a maskable 512) and the two screenshots the
 * richer install dialog shows (wide 1280x720, narrow 720x1280), and the picture a shared link
 * shows (1200x630, docs/product.md#page-metadata), from SVG, with sharp. The outputs are committed
 * under web/public/icons, web/public/screenshots and web/public/images.
 *
 * Run from the repository root: npx tsx scripts/make-pwa-assets.ts
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC_DIR = join(ROOT, 'web/public');
const FONT = 'DejaVu Sans, Liberation Sans, sans-serif';

const C = {
  navy: '#0b1f3a',
  navyDeep: '#071428',
  sky: '#38bdf8',
  blue: '#1d4ed8',
  amber: '#f59e0b',
  white: '#ffffff',
  slate: '#e2e8f0',
  slateText: '#475569',
} as const;

/** The "K" mark of favicon.svg, drawn in a 64-unit box. */
const MARK_PATH = 'M18 16h8v13l12-13h10L34 31l15 17H38L26 34v14h-8z';

/** A square icon: the rounded favicon shape for "any", a full-bleed square for "maskable". */
function iconSvg(size: number, maskable: boolean): string {
  // Maskable icons may be cropped to a circle of 80% of the size: the mark stays inside it.
  const markScale = maskable ? 0.62 : 1;
  const offset = (64 * (1 - markScale)) / 2;
  const background = maskable
    ? `<rect width="64" height="64" fill="${C.navy}"/>`
    : `<rect width="64" height="64" rx="14" fill="${C.navy}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  ${background}
  <g transform="translate(${offset} ${offset}) scale(${markScale})"><path d="${MARK_PATH}" fill="${C.sky}"/></g>
</svg>`;
}

/** A stylised home page: header, hero with the tagline, then a row (or column) of product cards. */
function screenshotSvg(width: number, height: number): string {
  const narrow = width < height;
  const pad = narrow ? 40 : 64;
  const headerHeight = narrow ? 120 : 96;
  const heroHeight = narrow ? 460 : 300;
  const cardsTop = headerHeight + heroHeight + (narrow ? 48 : 40);
  const columns = narrow ? 1 : 4;
  const gap = 32;
  const cardWidth = (width - pad * 2 - gap * (columns - 1)) / columns;
  const cardHeight = narrow ? 300 : height - cardsTop - 48;
  const cardCount = narrow ? 2 : 4;
  const cards = Array.from({ length: cardCount }, (_, index) => {
    const x = pad + (narrow ? 0 : index * (cardWidth + gap));
    const y = cardsTop + (narrow ? index * (cardHeight + gap) : 0);
    const imageHeight = cardHeight * 0.55;
    return `<g>
      <rect x="${x}" y="${y}" width="${cardWidth}" height="${cardHeight}" rx="16" fill="${C.white}" stroke="${C.slate}" stroke-width="2"/>
      <rect x="${x}" y="${y}" width="${cardWidth}" height="${imageHeight}" rx="16" fill="${index % 2 ? C.blue : C.navy}"/>
      <path transform="translate(${x + cardWidth / 2 - 40} ${y + imageHeight / 2 - 40}) scale(1.25)" d="${MARK_PATH}" fill="${C.sky}" opacity="0.85"/>
      <rect x="${x + 20}" y="${y + imageHeight + 24}" width="${cardWidth * 0.7}" height="18" rx="9" fill="${C.navy}"/>
      <rect x="${x + 20}" y="${y + imageHeight + 58}" width="${cardWidth * 0.85}" height="12" rx="6" fill="${C.slate}"/>
      <rect x="${x + 20}" y="${y + imageHeight + 80}" width="${cardWidth * 0.6}" height="12" rx="6" fill="${C.slate}"/>
    </g>`;
  }).join('\n');
  const titleSize = narrow ? 56 : 52;
  const heroTitle = narrow
    ? `<text x="${pad}" y="${headerHeight + 150}" font-size="${titleSize}">Connecting You</text>
       <text x="${pad}" y="${headerHeight + 150 + titleSize * 1.2}" font-size="${titleSize}">to Technology</text>`
    : `<text x="${pad}" y="${headerHeight + 130}" font-size="${titleSize}">Connecting You to Technology</text>`;
  const subtitleY = headerHeight + (narrow ? 330 : 190);
  const subtitle = narrow
    ? `<tspan>CCTV, networking, software</tspan><tspan x="${pad}" dy="36">and training in Kigali</tspan>`
    : 'CCTV, networking, software and training in Kigali';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#f8fafc"/>
  <rect width="${width}" height="${headerHeight}" fill="${C.navy}"/>
  <g transform="translate(${pad} ${headerHeight / 2 - 28}) scale(0.875)">
    <rect width="64" height="64" rx="14" fill="${C.navyDeep}"/><path d="${MARK_PATH}" fill="${C.sky}"/>
  </g>
  <text x="${pad + 76}" y="${headerHeight / 2 + 10}" font-family="${FONT}" font-weight="bold" font-size="28" fill="${C.white}">Kigali Tech Solutions</text>
  <rect y="${headerHeight}" width="${width}" height="${heroHeight}" fill="${C.navyDeep}"/>
  <g font-family="${FONT}" font-weight="bold" fill="${C.white}">${heroTitle}</g>
  <text x="${pad}" y="${subtitleY - (narrow ? 36 : 0)}" font-family="${FONT}" font-size="${narrow ? 28 : 24}" fill="${C.slate}">${subtitle}</text>
  <rect x="${pad}" y="${subtitleY + 36}" width="220" height="56" rx="10" fill="${C.amber}"/>
  <text x="${pad + 110}" y="${subtitleY + 72}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="22" fill="${C.navyDeep}">Our Products</text>
  ${cards}
</svg>`;
}

/** What a link to the site shows in a chat app or a social network: the mark, the name, the tagline. */
function sharingImageSvg(): string {
  const width = 1200;
  const height = 630;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${C.navy}"/>
  <rect y="${height - 16}" width="${width}" height="16" fill="${C.amber}"/>
  <g transform="translate(96 150) scale(2.5)">
    <rect width="64" height="64" rx="14" fill="${C.navyDeep}"/><path d="${MARK_PATH}" fill="${C.sky}"/>
  </g>
  <g font-family="${FONT}" fill="${C.white}">
    <text x="96" y="410" font-weight="bold" font-size="72">Kigali Tech Solutions</text>
    <text x="96" y="475" font-size="40" fill="${C.sky}">Connecting You to Technology</text>
    <text x="96" y="540" font-size="30" fill="${C.slate}">CCTV · Access control · Networking · Software · Training</text>
  </g>
</svg>`;
}

async function render(svg: string, file: string) {
  const path = join(PUBLIC_DIR, file);
  mkdirSync(dirname(path), { recursive: true });
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(path);
  console.log(`wrote web/public/${file}`);
}

await render(iconSvg(192, false), 'icons/icon-192.png');
await render(iconSvg(512, false), 'icons/icon-512.png');
await render(iconSvg(512, true), 'icons/icon-maskable-512.png');
await render(screenshotSvg(1280, 720), 'screenshots/home-wide.png');
await render(screenshotSvg(720, 1280), 'screenshots/home-narrow.png');
await render(sharingImageSvg(), 'images/og-default.png');
