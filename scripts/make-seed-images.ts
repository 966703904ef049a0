/**
 * Draws the demo images the seed refers to: every image_url / logo_url in seed/data/*.json gets a
 * WebP file under seed/images/ (mirroring the path after "/images/seed/") plus a smaller variant
 * for srcset, and the brand folder gets the sharing image and the product placeholder.
 *
 * Everything is built from SVG in code (no downloads, no web fonts): layouts and text here,
 * pictograms from the lucide-static package, rendered with sharp. Reruns give the same files
 * (docs/decisions.md#seed-images-are-drawn-by-a-script-with-lucide-icons).
 * Run from the repository root: npm run seed:images
 */
import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Building2,
  CalendarDays,
  Cctv,
  ChartColumn,
  Cloud,
  CodeXml,
  Cpu,
  DoorClosed,
  EthernetPort,
  Fingerprint,
  GraduationCap,
  Grid3x3,
  HardDrive,
  Image,
  Lightbulb,
  LockKeyhole,
  Network,
  Package,
  Phone,
  PhoneCall,
  Radar,
  Router,
  ScanEye,
  ShieldAlert,
  ShieldCheck,
  Siren,
  Video,
  Wifi,
} from 'lucide-static';
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
// Pictograms: Lucide icons (lucide-static, pinned so reruns draw the same lines), stroked in white

/** Each pictogram the art below asks for, by what it shows, and the Lucide icon that draws it. */
const ICONS = {
  dome: Cctv,
  bullet: Video,
  ptz: ScanEye,
  recorder: HardDrive,
  fingerprint: Fingerprint,
  keypad: Grid3x3,
  lock: LockKeyhole,
  alarmHub: ShieldAlert,
  motion: Radar,
  siren: Siren,
  pbx: PhoneCall,
  deskPhone: Phone,
  intercom: DoorClosed,
  wifi: Wifi,
  switch: EthernetPort,
  router: Router,
  network: Network,
  shield: ShieldCheck,
  bulb: Lightbulb,
  cloud: Cloud,
  chip: Cpu,
  code: CodeXml,
  cap: GraduationCap,
  building: Building2,
  chart: ChartColumn,
  calendar: CalendarDays,
  box: Package,
  image: Image,
} satisfies Record<string, string>;
type Icon = keyof typeof ICONS;

/** The shapes inside a Lucide <svg> (a 24 x 24 box, drawn with strokes of width 2). */
const shapesOf = (lucideSvg: string) => {
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(lucideSvg)?.[1];
  if (!inner) throw new Error('Unexpected lucide-static icon markup');
  return inner.trim();
};

/** Draws the icon centred on (cx, cy) in a size x size box; the stroke scales with it. */
function icon(name: Icon, cx: number, cy: number, size: number, color: string = C.white): string {
  const scale = size / 24;
  return `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${scale})" fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapesOf(ICONS[name])}</g>`;
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
    ${icon('image', 400, 300, 200, '#9ca3af')}`,
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
