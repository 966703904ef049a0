/**
 * Draws the demo images the seed refers to: every image_url / logo_url in seed/data/*.json gets a
 * WebP file under seed/images/ (mirroring the path after "/images/seed/") plus a smaller variant
 * for srcset, and the brand folder gets the sharing image and the product placeholder.
 *
 * Everything is built from SVG in code (no downloads, no web fonts) and rendered with sharp.
 * Run from the repository root: npx tsx scripts/make-seed-images.ts
 */
import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DATA_DIR = join(ROOT, 'seed/data');
const OUT_DIR = join(ROOT, 'seed/images');
const URL_PREFIX = '/images/seed/';
const QUALITY = 72;
const FONT = 'DejaVu Sans, Liberation Sans, sans-serif';

const C = {
  navy: '#0b1f3a',
  navyDeep: '#071428',
  blue: '#1d4ed8',
  teal: '#0d9488',
  amber: '#f59e0b',
  white: '#ffffff',
  mist: '#dbeafe',
} as const;

// ---------------------------------------------------------------------------------------------
// Text helpers

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Greedy word wrap on an estimated character budget. */
function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= maxChars || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Bold DejaVu Sans averages a little over 0.6 em per character; stay on the safe side. */
const CHAR_EM = 0.64;

/** Picks the largest font size (stepping down) at which the text fits in maxLines lines. */
function fitText(text: string, width: number, maxSize: number, minSize: number, maxLines: number) {
  for (let size = maxSize; size >= minSize; size -= 2) {
    const lines = wrap(text, Math.floor(width / (size * CHAR_EM)));
    if (lines.length <= maxLines && lines.every((l) => l.length * size * CHAR_EM <= width)) {
      return { size, lines };
    }
  }
  const lines = wrap(text, Math.floor(width / (minSize * CHAR_EM)));
  return { size: minSize, lines };
}

type TextBlock = {
  text: string;
  x: number;
  y: number;
  width: number;
  maxSize: number;
  minSize: number;
  maxLines: number;
  anchor?: 'start' | 'middle';
  fill?: string;
  weight?: number;
  /** y is the baseline of the first line ('top') or the vertical centre of the block ('middle'). */
  align?: 'top' | 'middle';
};

function textBlock(t: TextBlock): string {
  const { size, lines } = fitText(t.text, t.width, t.maxSize, t.minSize, t.maxLines);
  const lineHeight = size * 1.18;
  const first = t.align === 'middle' ? t.y - ((lines.length - 1) * lineHeight) / 2 + size * 0.36 : t.y;
  const tspans = lines
    .map(
      (line, i) => `<tspan x="${t.x}" y="${(first + i * lineHeight).toFixed(1)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<text font-family="${FONT}" font-size="${size}" font-weight="${t.weight ?? 700}" fill="${
    t.fill ?? C.white
  }" text-anchor="${t.anchor ?? 'middle'}">${tspans}</text>`;
}

/** A rounded label ("pill") with small caps-like text. */
function pill(text: string, x: number, y: number, size: number, fill: string, color: string): string {
  const width = Math.round(text.length * (size * 0.76 + 1) + size * 1.8);
  const height = Math.round(size * 2);
  return `<g><rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="${fill}"/>
  <text x="${x + width / 2}" y="${y + height / 2 + size * 0.36}" font-family="${FONT}" font-size="${size}" font-weight="700" letter-spacing="1" fill="${color}" text-anchor="middle">${escapeXml(text.toUpperCase())}</text></g>`;
}

// ---------------------------------------------------------------------------------------------
// Pictograms, each drawn in a 240 x 240 box. White shapes with navy details and an amber accent.

type Icon =
  | 'dome'
  | 'bullet'
  | 'recorder'
  | 'ptz'
  | 'fingerprint'
  | 'keypad'
  | 'lock'
  | 'alarmHub'
  | 'motion'
  | 'siren'
  | 'pbx'
  | 'deskPhone'
  | 'intercom'
  | 'wifi'
  | 'switch'
  | 'router'
  | 'network'
  | 'shield'
  | 'bulb'
  | 'cloud'
  | 'chip'
  | 'code'
  | 'cap'
  | 'building'
  | 'chart'
  | 'calendar'
  | 'box'
  | 'image'
  | 'bell';

const W = C.white;
const N = C.navy;
const A = C.amber;

const HANDSET =
  'M6.62 10.79c1.44 2.83 3.76 5.14 6.59 6.59l2.2-2.2c.27-.27.67-.36 1.02-.24 1.12.37 2.33.57 3.57.57.55 0 1 .45 1 1V20c0 .55-.45 1-1 1-9.39 0-17-7.61-17-17 0-.55.45-1 1-1h3.5c.55 0 1 .45 1 1 0 1.25.2 2.45.57 3.57.11.35.03.74-.25 1.02l-2.2 2.2z';

const ICONS: Record<Icon, string> = {
  dome: `<rect x="36" y="58" width="168" height="22" rx="11" fill="${W}"/>
    <path d="M50 80 A70 70 0 0 0 190 80 Z" fill="${W}" opacity="0.92"/>
    <path d="M64 80 A56 56 0 0 0 176 80 Z" fill="${C.mist}"/>
    <circle cx="120" cy="104" r="30" fill="${N}"/>
    <circle cx="120" cy="104" r="15" fill="${C.blue}"/>
    <circle cx="112" cy="96" r="5" fill="${W}" opacity="0.85"/>
    <circle cx="166" cy="69" r="5" fill="${A}"/>`,
  bullet: `<rect x="26" y="84" width="16" height="70" rx="4" fill="${W}"/>
    <path d="M42 120 L92 120 L102 142" stroke="${W}" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    <g transform="rotate(-10 140 120)">
      <rect x="70" y="74" width="150" height="18" rx="9" fill="${C.mist}"/>
      <rect x="80" y="88" width="132" height="62" rx="16" fill="${W}"/>
      <rect x="196" y="92" width="22" height="54" rx="8" fill="${N}"/>
      <circle cx="207" cy="119" r="11" fill="${C.blue}"/>
      <circle cx="100" cy="106" r="5" fill="${A}"/>
    </g>`,
  ptz: `<rect x="96" y="20" width="48" height="40" rx="8" fill="${W}"/>
    <rect x="60" y="56" width="120" height="26" rx="13" fill="${W}"/>
    <path d="M52 82 A68 68 0 0 0 188 82 Z" fill="${W}" opacity="0.92"/>
    <rect x="88" y="96" width="64" height="44" rx="22" fill="${N}"/>
    <circle cx="120" cy="118" r="14" fill="${C.blue}"/>
    <circle cx="159" cy="69" r="5" fill="${A}"/>
    <path d="M40 190 A90 40 0 0 0 200 190" stroke="${W}" stroke-width="6" fill="none" stroke-dasharray="10 10" opacity="0.7"/>`,
  recorder: `<rect x="18" y="82" width="204" height="78" rx="12" fill="${W}"/>
    <rect x="30" y="96" width="90" height="22" rx="5" fill="${C.mist}"/>
    <rect x="30" y="126" width="90" height="22" rx="5" fill="${C.mist}"/>
    <circle cx="146" cy="108" r="6" fill="${C.teal}"/><circle cx="166" cy="108" r="6" fill="${C.teal}"/>
    <circle cx="186" cy="108" r="6" fill="${A}"/><circle cx="206" cy="108" r="6" fill="${C.blue}"/>
    <rect x="140" y="130" width="72" height="6" rx="3" fill="${N}" opacity="0.35"/>
    <rect x="140" y="142" width="52" height="6" rx="3" fill="${N}" opacity="0.35"/>
    <rect x="40" y="160" width="20" height="10" rx="3" fill="${W}"/><rect x="180" y="160" width="20" height="10" rx="3" fill="${W}"/>
    <path d="M66 64 L120 40 L174 64" stroke="${A}" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  fingerprint: `<rect x="50" y="18" width="140" height="204" rx="22" fill="${W}"/>
    <rect x="64" y="34" width="112" height="74" rx="10" fill="${N}"/>
    <circle cx="120" cy="66" r="18" fill="none" stroke="${C.mist}" stroke-width="5"/>
    <path d="M96 100 Q120 78 144 100" fill="none" stroke="${C.mist}" stroke-width="5"/>
    <g fill="none" stroke="${C.blue}" stroke-width="6" stroke-linecap="round">
      <path d="M86 190 Q84 130 120 128 Q156 130 154 190"/>
      <path d="M100 196 Q98 146 120 145 Q142 146 140 196"/>
      <path d="M120 162 L120 200"/>
      <path d="M74 170 Q78 114 120 112 Q162 114 166 170"/>
    </g>
    <circle cx="170" cy="38" r="5" fill="${A}"/>`,
  keypad: `<rect x="54" y="14" width="132" height="212" rx="20" fill="${W}"/>
    <rect x="70" y="30" width="100" height="34" rx="8" fill="${N}"/>
    <circle cx="158" cy="47" r="6" fill="${A}"/>
    ${[0, 1, 2, 3]
      .map((r) =>
        [0, 1, 2]
          .map(
            (c) =>
              `<rect x="${74 + c * 32}" y="${80 + r * 34}" width="26" height="26" rx="6" fill="${
                r === 3 && c !== 1 ? C.blue : C.mist
              }"/>`,
          )
          .join(''),
      )
      .join('')}`,
  lock: `<path d="M78 110 V80 A42 42 0 0 1 162 80 V110" fill="none" stroke="${W}" stroke-width="18" stroke-linecap="round"/>
    <rect x="50" y="104" width="140" height="118" rx="18" fill="${W}"/>
    <circle cx="120" cy="152" r="16" fill="${N}"/>
    <rect x="113" y="158" width="14" height="36" rx="5" fill="${N}"/>
    <rect x="66" y="120" width="20" height="8" rx="4" fill="${A}"/>`,
  alarmHub: `<path d="M120 16 L196 46 V116 C196 166 162 204 120 224 C78 204 44 166 44 116 V46 Z" fill="${W}"/>
    <path d="M120 36 L178 59 V116 C178 154 153 184 120 202 C87 184 62 154 62 116 V59 Z" fill="${C.mist}"/>
    <path d="M120 78 C100 78 92 94 92 112 V136 L82 150 H158 L148 136 V112 C148 94 140 78 120 78 Z" fill="${N}"/>
    <circle cx="120" cy="160" r="10" fill="${N}"/>
    <circle cx="150" cy="82" r="9" fill="${A}"/>`,
  motion: `<rect x="70" y="60" width="100" height="140" rx="24" fill="${W}"/>
    <ellipse cx="120" cy="112" rx="30" ry="26" fill="${N}"/>
    <ellipse cx="120" cy="112" rx="16" ry="13" fill="${C.blue}"/>
    <circle cx="120" cy="176" r="5" fill="${A}"/>
    <g fill="none" stroke="${A}" stroke-width="7" stroke-linecap="round">
      <path d="M42 84 A70 70 0 0 0 42 140"/><path d="M22 66 A100 100 0 0 0 22 158"/>
      <path d="M198 84 A70 70 0 0 1 198 140"/><path d="M218 66 A100 100 0 0 1 218 158"/>
    </g>`,
  siren: `<rect x="56" y="168" width="128" height="34" rx="10" fill="${W}"/>
    <path d="M74 168 V120 A46 46 0 0 1 166 120 V168 Z" fill="${A}"/>
    <path d="M92 160 V122 A28 28 0 0 1 112 96" fill="none" stroke="${W}" stroke-width="8" stroke-linecap="round" opacity="0.8"/>
    <g stroke="${W}" stroke-width="9" stroke-linecap="round">
      <path d="M120 20 V46"/><path d="M52 48 L68 66"/><path d="M188 48 L172 66"/>
      <path d="M22 112 H44"/><path d="M196 112 H218"/>
    </g>`,
  bell: `<path d="M120 40 C84 40 70 68 70 100 V140 L52 168 H188 L170 140 V100 C170 68 156 40 120 40 Z" fill="${W}"/>
    <circle cx="120" cy="186" r="18" fill="${W}"/>
    <circle cx="120" cy="34" r="10" fill="${W}"/>
    <circle cx="168" cy="60" r="14" fill="${A}"/>`,
  pbx: `<rect x="16" y="128" width="208" height="60" rx="10" fill="${W}"/>
    ${[0, 1, 2, 3, 4, 5, 6, 7]
      .map((i) => `<rect x="${30 + i * 20}" y="144" width="14" height="12" rx="2" fill="${N}"/>`)
      .join('')}
    <circle cx="198" cy="150" r="6" fill="${C.teal}"/><circle cx="198" cy="168" r="6" fill="${A}"/>
    <rect x="30" y="164" width="150" height="8" rx="4" fill="${C.mist}"/>
    <g transform="translate(64 2) scale(4.8)"><path d="${HANDSET}" fill="${W}"/></g>
    <g fill="none" stroke="${A}" stroke-width="6" stroke-linecap="round">
      <path d="M160 24 A34 34 0 0 1 188 56"/><path d="M160 46 A14 14 0 0 1 170 58"/>
    </g>`,
  deskPhone: `<path d="M30 120 L58 70 H182 L210 120 V200 A12 12 0 0 1 198 212 H42 A12 12 0 0 1 30 200 Z" fill="${W}"/>
    <rect x="40" y="34" width="160" height="36" rx="18" fill="${W}"/>
    <rect x="52" y="26" width="136" height="20" rx="10" fill="${C.mist}"/>
    <rect x="120" y="96" width="74" height="40" rx="6" fill="${N}"/>
    <rect x="128" y="104" width="40" height="6" rx="3" fill="${C.teal}"/>
    ${[0, 1, 2, 3]
      .map((r) =>
        [0, 1, 2]
          .map(
            (c) =>
              `<rect x="${48 + c * 22}" y="${92 + r * 28}" width="16" height="18" rx="4" fill="${C.blue}"/>`,
          )
          .join(''),
      )
      .join('')}
    <rect x="120" y="150" width="74" height="12" rx="6" fill="${A}"/>`,
  intercom: `<rect x="22" y="30" width="84" height="184" rx="16" fill="${W}"/>
    <circle cx="64" cy="66" r="18" fill="${N}"/><circle cx="64" cy="66" r="8" fill="${C.blue}"/>
    <g stroke="${N}" stroke-width="4" stroke-linecap="round" opacity="0.5">
      <path d="M44 110 H84"/><path d="M44 122 H84"/><path d="M44 134 H84"/>
    </g>
    <circle cx="64" cy="176" r="16" fill="${A}"/>
    <rect x="124" y="64" width="100" height="120" rx="12" fill="${W}"/>
    <rect x="134" y="74" width="80" height="70" rx="6" fill="${N}"/>
    <circle cx="174" cy="100" r="12" fill="${C.mist}"/>
    <path d="M152 144 Q174 114 196 144 Z" fill="${C.mist}"/>
    <circle cx="158" cy="164" r="7" fill="${C.teal}"/><circle cx="190" cy="164" r="7" fill="${C.blue}"/>`,
  wifi: `<ellipse cx="120" cy="188" rx="86" ry="24" fill="${W}"/>
    <ellipse cx="120" cy="182" rx="70" ry="14" fill="${C.mist}"/>
    <circle cx="120" cy="182" r="6" fill="${C.blue}"/>
    <g fill="none" stroke="${W}" stroke-width="13" stroke-linecap="round">
      <path d="M92 128 A40 40 0 0 1 148 128"/>
      <path d="M70 102 A72 72 0 0 1 170 102"/>
      <path d="M46 76 A106 106 0 0 1 194 76"/>
    </g>
    <circle cx="120" cy="150" r="10" fill="${A}"/>`,
  switch: `<rect x="10" y="78" width="220" height="86" rx="10" fill="${W}"/>
    ${[0, 1]
      .map((r) =>
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
          .map(
            (c) => `<rect x="${22 + c * 16}" y="${96 + r * 26}" width="12" height="16" rx="2" fill="${N}"/>`,
          )
          .join(''),
      )
      .join('')}
    <rect x="186" y="96" width="32" height="16" rx="3" fill="${C.blue}"/>
    <rect x="186" y="122" width="32" height="16" rx="3" fill="${C.blue}"/>
    ${[0, 1, 2, 3, 4, 5]
      .map((c) => `<circle cx="${28 + c * 16}" cy="150" r="3.5" fill="${c % 3 === 2 ? A : C.teal}"/>`)
      .join('')}
    <rect x="0" y="82" width="10" height="78" rx="3" fill="${C.mist}"/><rect x="230" y="82" width="10" height="78" rx="3" fill="${C.mist}"/>`,
  router: `<rect x="22" y="120" width="196" height="70" rx="16" fill="${W}"/>
    <rect x="60" y="40" width="12" height="86" rx="6" fill="${W}"/>
    <rect x="168" y="40" width="12" height="86" rx="6" fill="${W}"/>
    ${[0, 1, 2, 3, 4]
      .map((c) => `<circle cx="${56 + c * 24}" cy="155" r="6" fill="${c === 0 ? A : C.teal}"/>`)
      .join('')}
    <rect x="176" y="147" width="26" height="16" rx="3" fill="${N}"/>
    <g fill="none" stroke="${A}" stroke-width="6" stroke-linecap="round">
      <path d="M96 56 A30 30 0 0 1 144 56"/><path d="M108 74 A12 12 0 0 1 132 74"/>
    </g>`,
  network: `<g stroke="${W}" stroke-width="7" opacity="0.85">
      <path d="M120 120 L48 56"/><path d="M120 120 L192 56"/><path d="M120 120 L48 184"/><path d="M120 120 L192 184"/>
      <path d="M48 56 L192 56"/><path d="M48 184 L192 184"/>
    </g>
    <circle cx="120" cy="120" r="32" fill="${A}"/>
    <circle cx="120" cy="120" r="14" fill="${W}"/>
    <circle cx="48" cy="56" r="22" fill="${W}"/><circle cx="192" cy="56" r="22" fill="${W}"/>
    <circle cx="48" cy="184" r="22" fill="${W}"/><circle cx="192" cy="184" r="22" fill="${W}"/>
    <circle cx="48" cy="56" r="9" fill="${C.blue}"/><circle cx="192" cy="56" r="9" fill="${C.teal}"/>
    <circle cx="48" cy="184" r="9" fill="${C.teal}"/><circle cx="192" cy="184" r="9" fill="${C.blue}"/>`,
  shield: `<path d="M120 14 L200 46 V114 C200 166 166 206 120 226 C74 206 40 166 40 114 V46 Z" fill="${W}"/>
    <path d="M120 14 L200 46 V114 C200 166 166 206 120 226 Z" fill="${C.mist}"/>
    <path d="M82 120 L110 148 L162 94" fill="none" stroke="${C.teal}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="120" cy="46" r="7" fill="${A}"/>`,
  bulb: `<path d="M120 22 C76 22 50 54 50 90 C50 120 68 136 80 150 C88 160 90 170 90 180 H150 C150 170 152 160 160 150 C172 136 190 120 190 90 C190 54 164 22 120 22 Z" fill="${W}"/>
    <rect x="92" y="186" width="56" height="14" rx="6" fill="${C.mist}"/>
    <rect x="98" y="204" width="44" height="14" rx="6" fill="${C.mist}"/>
    <path d="M100 150 V118 L120 100 L140 118 V150" fill="none" stroke="${A}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`,
  cloud: `<path d="M66 178 C38 178 20 158 20 134 C20 110 40 92 64 94 C70 60 96 40 128 40 C164 40 190 66 192 100 C212 104 224 120 224 140 C224 162 206 178 184 178 Z" fill="${W}"/>
    <path d="M120 160 V108" stroke="${C.blue}" stroke-width="14" stroke-linecap="round"/>
    <path d="M94 130 L120 104 L146 130" fill="none" stroke="${C.blue}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="182" cy="198" r="9" fill="${A}"/><circle cx="150" cy="208" r="6" fill="${A}" opacity="0.7"/>`,
  chip: `<g stroke="${W}" stroke-width="8" stroke-linecap="round">
      ${[0, 1, 2, 3]
        .map(
          (i) =>
            `<path d="M${78 + i * 28} 28 V52"/><path d="M${78 + i * 28} 188 V212"/><path d="M28 ${78 + i * 28} H52"/><path d="M188 ${78 + i * 28} H212"/>`,
        )
        .join('')}
    </g>
    <rect x="52" y="52" width="136" height="136" rx="16" fill="${W}"/>
    <rect x="82" y="82" width="76" height="76" rx="8" fill="${N}"/>
    <path d="M100 120 H140 M120 100 V140" stroke="${A}" stroke-width="8" stroke-linecap="round"/>`,
  code: `<rect x="14" y="34" width="212" height="172" rx="16" fill="${W}"/>
    <rect x="14" y="34" width="212" height="34" rx="16" fill="${C.mist}"/>
    <rect x="14" y="54" width="212" height="14" fill="${C.mist}"/>
    <circle cx="38" cy="51" r="6" fill="${A}"/><circle cx="58" cy="51" r="6" fill="${C.teal}"/><circle cx="78" cy="51" r="6" fill="${C.blue}"/>
    <g fill="none" stroke="${N}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round">
      <path d="M88 104 L60 136 L88 168"/><path d="M152 104 L180 136 L152 168"/>
    </g>
    <path d="M132 96 L108 176" stroke="${A}" stroke-width="12" stroke-linecap="round"/>`,
  cap: `<path d="M120 40 L226 92 L120 144 L14 92 Z" fill="${W}"/>
    <path d="M62 118 V164 C62 184 92 200 120 200 C148 200 178 184 178 164 V118 L120 146 L62 118 Z" fill="${C.mist}"/>
    <path d="M120 92 L196 104 V166" fill="none" stroke="${A}" stroke-width="7" stroke-linecap="round"/>
    <rect x="186" y="160" width="20" height="36" rx="6" fill="${A}"/>
    <circle cx="120" cy="92" r="9" fill="${N}"/>`,
  building: `<rect x="36" y="60" width="168" height="150" rx="8" fill="${W}"/>
    <path d="M24 66 L120 20 L216 66 Z" fill="${W}"/>
    <rect x="24" y="60" width="192" height="14" rx="4" fill="${C.mist}"/>
    ${[0, 1, 2]
      .map((c) => `<rect x="${58 + c * 48}" y="92" width="28" height="34" rx="4" fill="${C.blue}"/>`)
      .join('')}
    <rect x="58" y="144" width="44" height="44" rx="4" fill="${N}"/>
    <rect x="138" y="144" width="44" height="66" rx="4" fill="${A}"/>`,
  chart: `<rect x="26" y="26" width="188" height="188" rx="18" fill="${W}"/>
    <rect x="56" y="130" width="28" height="58" rx="5" fill="${C.teal}"/>
    <rect x="106" y="100" width="28" height="88" rx="5" fill="${C.blue}"/>
    <rect x="156" y="70" width="28" height="118" rx="5" fill="${N}"/>
    <path d="M52 104 L100 70 L130 86 L186 44" fill="none" stroke="${A}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
  calendar: `<rect x="26" y="40" width="188" height="176" rx="18" fill="${W}"/>
    <rect x="26" y="40" width="188" height="50" rx="18" fill="${C.blue}"/>
    <rect x="26" y="70" width="188" height="20" fill="${C.blue}"/>
    <rect x="66" y="22" width="14" height="40" rx="7" fill="${W}"/><rect x="160" y="22" width="14" height="40" rx="7" fill="${W}"/>
    ${[0, 1, 2]
      .map((r) =>
        [0, 1, 2, 3]
          .map(
            (c) =>
              `<rect x="${48 + c * 38}" y="${106 + r * 34}" width="26" height="22" rx="4" fill="${
                r === 1 && c === 2 ? A : C.mist
              }"/>`,
          )
          .join(''),
      )
      .join('')}`,
  box: `<path d="M120 24 L210 68 V170 L120 216 L30 170 V68 Z" fill="${W}"/>
    <path d="M120 114 L210 68 V170 L120 216 Z" fill="${C.mist}"/>
    <path d="M30 68 L120 114 L210 68" fill="none" stroke="${N}" stroke-width="5" opacity="0.4"/>
    <path d="M74 46 L164 92 V128" fill="none" stroke="${A}" stroke-width="12" stroke-linejoin="round"/>`,
  image: `<rect x="22" y="42" width="196" height="156" rx="16" fill="none" stroke="#9ca3af" stroke-width="10"/>
    <circle cx="82" cy="94" r="18" fill="#9ca3af"/>
    <path d="M36 184 L96 126 L132 160 L160 134 L206 184 Z" fill="#9ca3af"/>`,
};

function icon(name: Icon, cx: number, cy: number, size: number): string {
  const scale = size / 240;
  return `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${scale})">${ICONS[name]}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Backgrounds

type Palette = { from: string; to: string; glow: string };

const PALETTES = {
  blue: { from: C.navyDeep, to: C.blue, glow: '#3b82f6' },
  teal: { from: C.navyDeep, to: C.teal, glow: '#2dd4bf' },
  mixed: { from: C.navy, to: '#0f5e8c', glow: '#38bdf8' },
  dusk: { from: '#0a1a33', to: '#1e3a8a', glow: C.amber },
  ocean: { from: '#06202b', to: '#0e7490', glow: '#22d3ee' },
} satisfies Record<string, Palette>;
type PaletteName = keyof typeof PALETTES;

/** Small deterministic PRNG so reruns give identical files. */
function rng(seedText: string) {
  let h = 2166136261;
  for (const ch of seedText) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

function background(w: number, h: number, p: Palette, seed: string, id: string): string {
  const rand = rng(seed);
  const dots: string[] = [];
  const step = Math.round(Math.min(w, h) / 16);
  for (let y = step; y < h; y += step)
    for (let x = step; x < w; x += step)
      if (rand() < 0.18) dots.push(`<circle cx="${x}" cy="${y}" r="${(step / 14).toFixed(1)}"/>`);
  const r = Math.max(w, h);
  return `<defs>
      <linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/>
      </linearGradient>
      <radialGradient id="${id}-glow" cx="0.5" cy="0.5" r="0.5">
        <stop offset="0" stop-color="${p.glow}" stop-opacity="0.45"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>
    <circle cx="${w * 0.85}" cy="${h * 0.1}" r="${r * 0.42}" fill="${C.white}" opacity="0.04"/>
    <circle cx="${w * 0.05}" cy="${h * 1.0}" r="${r * 0.36}" fill="${C.white}" opacity="0.05"/>
    <g fill="${C.white}" opacity="0.16">${dots.join('')}</g>`;
}

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

// ---------------------------------------------------------------------------------------------
// Templates per kind

/** Product and service cards: 800 x 600, pictogram above the name. */
function cardImage(opts: {
  title: string;
  label: string;
  icon: Icon;
  badge?: Icon | undefined;
  palette: PaletteName;
  seed: string;
}) {
  const w = 800;
  const h = 600;
  const p = PALETTES[opts.palette];
  return svg(
    w,
    h,
    `${background(w, h, p, opts.seed, 'c')}
    <circle cx="400" cy="238" r="150" fill="url(#c-glow)"/>
    <circle cx="400" cy="238" r="118" fill="${C.white}" opacity="0.08"/>
    <circle cx="400" cy="238" r="118" fill="none" stroke="${C.white}" stroke-opacity="0.22" stroke-width="2"/>
    ${icon(opts.icon, 400, 238, 186)}
    ${
      opts.badge
        ? `<circle cx="492" cy="318" r="44" fill="${C.navy}" stroke="${C.amber}" stroke-width="4"/>${icon(opts.badge, 492, 318, 56)}`
        : ''
    }
    ${pill(opts.label, 40, 36, 16, C.amber, C.navy)}
    <rect x="0" y="${h - 8}" width="${w}" height="8" fill="${C.amber}"/>
    ${textBlock({ text: opts.title, x: 400, y: 462, width: 700, maxSize: 46, minSize: 32, maxLines: 2, align: 'middle' })}`,
  );
}

/** Hero backgrounds: 1600 x 900, art only, weighted to the right so overlaid text stays legible. */
function heroImage(opts: { icons: [Icon, Icon, Icon]; palette: PaletteName; seed: string }) {
  const w = 1600;
  const h = 900;
  const p = PALETTES[opts.palette];
  const rand = rng(`${opts.seed}-mesh`);
  // Scattered mesh nodes on the right half, kept clear of the central pictogram.
  const nodes: (readonly [number, number])[] = [];
  while (nodes.length < 16) {
    const node = [760 + rand() * 820, 40 + rand() * 820] as const;
    if (Math.hypot(node[0] - 1180, node[1] - 450) > 330) nodes.push(node);
  }
  const links: string[] = [];
  nodes.forEach(([x1, y1], i) => {
    nodes.slice(i + 1).forEach(([x2, y2]) => {
      if (Math.hypot(x2 - x1, y2 - y1) < 260)
        links.push(`<path d="M${x1.toFixed(0)} ${y1.toFixed(0)} L${x2.toFixed(0)} ${y2.toFixed(0)}"/>`);
    });
  });
  const [main, second, third] = opts.icons;
  return svg(
    w,
    h,
    `${background(w, h, p, opts.seed, 'h')}
    <defs><linearGradient id="h-shade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${C.navyDeep}" stop-opacity="0.75"/><stop offset="0.55" stop-color="${C.navyDeep}" stop-opacity="0.1"/><stop offset="1" stop-color="${C.navyDeep}" stop-opacity="0"/>
    </linearGradient></defs>
    <g stroke="${C.white}" stroke-opacity="0.14" stroke-width="2">${links.join('')}</g>
    <g fill="${C.white}" opacity="0.35">${nodes.map(([x, y]) => `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="5"/>`).join('')}</g>
    <circle cx="1180" cy="450" r="330" fill="url(#h-glow)"/>
    <circle cx="1180" cy="450" r="250" fill="${C.white}" opacity="0.06"/>
    <circle cx="1180" cy="450" r="250" fill="none" stroke="${C.white}" stroke-opacity="0.18" stroke-width="3"/>
    <circle cx="1180" cy="450" r="300" fill="none" stroke="${C.amber}" stroke-opacity="0.5" stroke-width="3" stroke-dasharray="4 18"/>
    ${icon(main, 1180, 450, 330)}
    <g opacity="0.5">${icon(second, 1470, 170, 150)}</g>
    <g opacity="0.4">${icon(third, 1460, 760, 130)}</g>
    <rect width="${w}" height="${h}" fill="url(#h-shade)"/>
    <path d="M0 ${h} L${w * 0.35} ${h} L${w * 0.45} ${h - 14} L0 ${h - 14} Z" fill="${C.amber}" opacity="0.9"/>`,
  );
}

/** Partner wordmarks: 320 x 160 on a light tile. */
function partnerLogo(name: string, accent: string, mark: 'ring' | 'square' | 'diamond' | 'bars' | 'dot') {
  const w = 320;
  const h = 160;
  const marks = {
    ring: `<circle cx="20" cy="20" r="15" fill="none" stroke="${accent}" stroke-width="8"/>`,
    square: `<rect x="4" y="4" width="32" height="32" rx="7" fill="${accent}"/><rect x="14" y="14" width="12" height="12" rx="2" fill="#fff"/>`,
    diamond: `<path d="M20 0 L40 20 L20 40 L0 20 Z" fill="${accent}"/>`,
    bars: `<rect x="2" y="16" width="9" height="22" rx="2" fill="${accent}"/><rect x="15" y="8" width="9" height="30" rx="2" fill="${accent}"/><rect x="28" y="0" width="9" height="38" rx="2" fill="${accent}"/>`,
    dot: `<circle cx="20" cy="20" r="19" fill="${accent}"/><circle cx="20" cy="20" r="7" fill="#fff"/>`,
  };
  const { size } = fitText(name, 210, 40, 24, 1);
  const textWidth = name.length * size * 0.62;
  const total = 40 + 14 + textWidth;
  const x0 = (w - total) / 2;
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="#ffffff"/>
    <g transform="translate(${x0.toFixed(1)} ${h / 2 - 20})">${marks[mark]}</g>
    <text x="${(x0 + 54).toFixed(1)}" y="${h / 2 + size * 0.36}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${C.navy}">${escapeXml(name)}</text>`,
  );
}

/** Article and sharing images: 1200 x 630, text left, pictogram right. */
function wideImage(opts: {
  title: string;
  label?: string;
  subtitle?: string;
  icon: Icon;
  palette: PaletteName;
  seed: string;
}) {
  const w = 1200;
  const h = 630;
  const p = PALETTES[opts.palette];
  const titleY = opts.subtitle ? 290 : 330;
  return svg(
    w,
    h,
    `${background(w, h, p, opts.seed, 'w')}
    <circle cx="920" cy="315" r="220" fill="url(#w-glow)"/>
    <circle cx="920" cy="315" r="170" fill="${C.white}" opacity="0.07"/>
    <circle cx="920" cy="315" r="170" fill="none" stroke="${C.white}" stroke-opacity="0.22" stroke-width="3"/>
    ${icon(opts.icon, 920, 315, 256)}
    ${opts.label ? pill(opts.label, 70, 70, 18, C.amber, C.navy) : ''}
    <rect x="70" y="${h - 84}" width="90" height="8" rx="4" fill="${C.amber}"/>
    ${textBlock({ text: opts.title, x: 70, y: titleY, width: 620, maxSize: 54, minSize: 36, maxLines: 4, anchor: 'start', align: 'middle' })}
    ${
      opts.subtitle
        ? textBlock({
            text: opts.subtitle,
            x: 70,
            y: 430,
            width: 620,
            maxSize: 30,
            minSize: 22,
            maxLines: 2,
            anchor: 'start',
            fill: C.mist,
            weight: 400,
          })
        : ''
    }`,
  );
}

function placeholderImage() {
  const w = 800;
  const h = 600;
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="#e5e7eb"/>
    ${icon('image', 400, 300, 200)}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Choosing the art for each record

type Row = Record<string, unknown> & { id: string };
const readData = (name: string): Row[] =>
  JSON.parse(readFileSync(join(DATA_DIR, `${name}.json`), 'utf8')) as Row[];
const str = (row: Row, key: string) => (typeof row[key] === 'string' ? (row[key] as string) : '');

const CATEGORY_ART: Record<string, { icon: Icon; palette: PaletteName }> = {
  'cat-cctv': { icon: 'dome', palette: 'blue' },
  'cat-access-control': { icon: 'fingerprint', palette: 'teal' },
  'cat-alarms': { icon: 'siren', palette: 'dusk' },
  'cat-intercom-pabx': { icon: 'deskPhone', palette: 'mixed' },
  'cat-networking': { icon: 'switch', palette: 'ocean' },
};

/** Training topics, shown as a small badge beside the graduation cap. */
const TRAINING_BADGES: [RegExp, Icon][] = [
  [/cctv|camera|surveillance/i, 'dome'],
  [/network|ccna|cisco/i, 'network'],
  [/iot|smart|embedded|arduino/i, 'chip'],
  [/cloud/i, 'cloud'],
  [/security|cyber/i, 'shield'],
  [/software|programming|web/i, 'code'],
];

/** Product names that deserve a more specific pictogram than their category's. */
const PRODUCT_KEYWORDS: [RegExp, Icon][] = [
  [/\bnvr\b|recorder/i, 'recorder'],
  [/\bptz\b|speed dome/i, 'ptz'],
  [/bullet/i, 'bullet'],
  [/dome/i, 'dome'],
  [/fingerprint|face/i, 'fingerprint'],
  [/keypad|rfid|reader/i, 'keypad'],
  [/lock/i, 'lock'],
  [/motion|pir|detector/i, 'motion'],
  [/siren|strobe/i, 'siren'],
  [/intercom|door station/i, 'intercom'],
  [/alarm|kit|hub/i, 'alarmHub'],
  [/pbx|pabx/i, 'pbx'],
  [/phone/i, 'deskPhone'],
  [/access point|wi-?fi|\bap\b/i, 'wifi'],
  [/switch/i, 'switch'],
  [/router/i, 'router'],
  [/camera/i, 'dome'],
];

const SERVICE_ART: Record<string, { icon: Icon; palette: PaletteName }> = {
  'Network Solutions': { icon: 'network', palette: 'ocean' },
  'Security Systems': { icon: 'shield', palette: 'teal' },
  'IT Consulting': { icon: 'bulb', palette: 'dusk' },
  'Cloud Services': { icon: 'cloud', palette: 'blue' },
  'Hardware Support': { icon: 'chip', palette: 'mixed' },
  'Software Development': { icon: 'code', palette: 'blue' },
  Training: { icon: 'cap', palette: 'dusk' },
};

const PUBLICATION_ART: Record<string, Icon> = {
  'Company News': 'building',
  'Technology Trends': 'wifi',
  'Product Updates': 'box',
  'Industry Insights': 'chart',
  Events: 'calendar',
  Tutorials: 'cap',
};
const PUBLICATION_KEYWORDS: [RegExp, Icon][] = [
  [/cctv|camera/i, 'dome'],
  [/showroom|office opening/i, 'building'],
  [/wi-?fi|wireless/i, 'wifi'],
  [/network/i, 'network'],
  [/access control|biometric/i, 'fingerprint'],
  [/cloud/i, 'cloud'],
];

const HERO_ART: [RegExp, { icons: [Icon, Icon, Icon]; palette: PaletteName }][] = [
  [/secur|cctv|camera|alarm/i, { icons: ['dome', 'shield', 'fingerprint'], palette: 'blue' }],
  [/network|connect|cloud/i, { icons: ['network', 'wifi', 'cloud'], palette: 'ocean' }],
  [/train|learn|skill|course/i, { icons: ['cap', 'chip', 'code'], palette: 'dusk' }],
];
const HERO_FALLBACK = {
  icons: ['network', 'shield', 'cap'] as [Icon, Icon, Icon],
  palette: 'mixed' as PaletteName,
};

const PARTNER_STYLES: { accent: string; mark: 'ring' | 'square' | 'diamond' | 'bars' | 'dot' }[] = [
  { accent: '#c8102e', mark: 'square' },
  { accent: C.teal, mark: 'ring' },
  { accent: C.blue, mark: 'bars' },
  { accent: '#16a34a', mark: 'diamond' },
  { accent: C.amber, mark: 'dot' },
];

const pick = <T>(rules: [RegExp, T][], text: string): T | undefined =>
  rules.find(([re]) => re.test(text))?.[1];

// ---------------------------------------------------------------------------------------------
// Rendering

type Job = {
  file: string;
  svg: string;
  width: number;
  height: number;
  variant: { suffix: string; width: number };
};

const jobs = new Map<string, Job>();

function fileFor(url: string): string {
  if (!url.startsWith(URL_PREFIX) || !url.endsWith('.webp'))
    throw new Error(`Unexpected seed image URL: ${url}`);
  return join(OUT_DIR, url.slice(URL_PREFIX.length));
}

function addJob(url: string, image: string, width: number, height: number, variantWidth: number) {
  const file = fileFor(url);
  jobs.set(file, {
    file,
    svg: image,
    width,
    height,
    variant: { suffix: `-${variantWidth}`, width: variantWidth },
  });
}

function collect() {
  const categories = new Map(readData('product_categories').map((c) => [c.id, str(c, 'name')]));

  for (const product of readData('products')) {
    const url = str(product, 'image_url');
    if (!url) continue;
    const name = str(product, 'name');
    const categoryId = str(product, 'category_id');
    const art = CATEGORY_ART[categoryId] ?? { icon: 'box' as Icon, palette: 'mixed' as PaletteName };
    const image = cardImage({
      title: name,
      label: categories.get(categoryId) ?? 'Product',
      icon: pick(PRODUCT_KEYWORDS, name) ?? art.icon,
      palette: art.palette,
      seed: product.id,
    });
    addJob(url, image, 800, 600, 400);
  }

  for (const service of readData('services')) {
    const url = str(service, 'image_url');
    if (!url) continue;
    const category = str(service, 'category');
    const art = SERVICE_ART[category] ?? { icon: 'bulb' as Icon, palette: 'mixed' as PaletteName };
    const image = cardImage({
      title: str(service, 'name'),
      label: category,
      icon: art.icon,
      badge: category === 'Training' ? pick(TRAINING_BADGES, str(service, 'name')) : undefined,
      palette: art.palette,
      seed: service.id,
    });
    addJob(url, image, 800, 600, 400);
  }

  for (const slide of readData('hero_slides')) {
    const url = str(slide, 'image_url');
    if (!url) continue;
    const art = pick(HERO_ART, `${slide.id} ${str(slide, 'title')}`) ?? HERO_FALLBACK;
    addJob(url, heroImage({ ...art, seed: slide.id }), 1600, 900, 800);
  }

  readData('partners').forEach((partner, i) => {
    const url = str(partner, 'logo_url');
    if (!url) return;
    const style = PARTNER_STYLES[i % PARTNER_STYLES.length]!;
    addJob(url, partnerLogo(str(partner, 'name'), style.accent, style.mark), 320, 160, 160);
  });

  const palettes: PaletteName[] = ['blue', 'teal', 'dusk', 'ocean', 'mixed'];
  readData('publications').forEach((publication, i) => {
    const url = str(publication, 'image_url');
    if (!url) return;
    const title = str(publication, 'title');
    const category = str(publication, 'category');
    const image = wideImage({
      title,
      label: category,
      icon: pick(PUBLICATION_KEYWORDS, title) ?? PUBLICATION_ART[category] ?? 'chart',
      palette: palettes[i % palettes.length]!,
      seed: publication.id,
    });
    addJob(url, image, 1200, 630, 600);
  });

  addJob(
    `${URL_PREFIX}brand/og-default.webp`,
    wideImage({
      title: 'Kigali Tech Solutions',
      subtitle: 'Connecting You to Technology',
      icon: 'network',
      palette: 'blue',
      seed: 'og-default',
    }),
    1200,
    630,
    600,
  );
  addJob(`${URL_PREFIX}brand/placeholder.webp`, placeholderImage(), 800, 600, 400);
}

async function render(job: Job) {
  mkdirSync(dirname(job.file), { recursive: true });
  const png = await sharp(Buffer.from(job.svg)).png().toBuffer();
  await sharp(png).resize(job.width, job.height).webp({ quality: QUALITY, effort: 6 }).toFile(job.file);
  const variantHeight = Math.round((job.height * job.variant.width) / job.width);
  const variantFile = job.file.replace(/\.webp$/, `${job.variant.suffix}.webp`);
  await sharp(png)
    .resize(job.variant.width, variantHeight, { kernel: 'lanczos3' })
    .webp({ quality: QUALITY, effort: 6 })
    .toFile(variantFile);
  return [job.file, variantFile];
}

async function main() {
  collect();
  rmSync(OUT_DIR, { recursive: true, force: true });
  let count = 0;
  let largest = { file: '', bytes: 0 };
  for (const job of jobs.values()) {
    for (const file of await render(job)) {
      count += 1;
      const bytes = statSync(file).size;
      if (bytes > largest.bytes) largest = { file, bytes };
    }
  }
  console.log(
    `Wrote ${count} images to ${OUT_DIR} (largest: ${largest.file.slice(OUT_DIR.length + 1)}, ${Math.round(
      largest.bytes / 1024,
    )} KB).`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
