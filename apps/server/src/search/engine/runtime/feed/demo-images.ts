import { DEMO_IMAGES_PER_CATEGORY } from './demo-feed.js';

/** Simple labelled SVG pictures for the demo feed (served at /demo-images). */

interface Palette {
  name: string;
  colour: string;
  background: string;
}

const PALETTES: readonly Palette[] = [
  { name: 'Rojo', colour: '#c0392b', background: '#fdecea' },
  { name: 'Azul', colour: '#2563eb', background: '#e8f0fe' },
  { name: 'Verde', colour: '#15803d', background: '#e7f6ec' },
  { name: 'Gris', colour: '#4b5563', background: '#f1f3f5' },
  { name: 'Naranja', colour: '#ea580c', background: '#fff1e6' },
  { name: 'Morado', colour: '#7c3aed', background: '#f3ecff' },
];

const wheel = (cx: number, cy: number, r: number): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1f2937"/><circle cx="${cx}" cy="${cy}" r="${r * 0.45}" fill="#d1d5db"/>`;

function carShape(colour: string, variant: number): string {
  const roof = variant % 2 === 0 ? 'M210 215 L260 150 L400 150 L460 215 Z' : 'M200 215 L250 140 L430 140 L480 215 Z';
  return [
    `<path d="M110 300 L110 250 Q115 215 170 212 L500 212 Q545 218 548 255 L550 300 Z" fill="${colour}"/>`,
    `<path d="${roof}" fill="${colour}"/>`,
    `<path d="M272 162 L330 162 L330 210 L235 210 Z M342 162 L395 162 L440 210 L342 210 Z" fill="#dbeafe"/>`,
    `<rect x="520" y="245" width="24" height="14" rx="4" fill="#fde68a"/>`,
    wheel(200, 300, 38),
    wheel(460, 300, 38),
  ].join('');
}

function motoShape(colour: string, variant: number): string {
  const tank = variant % 2 === 0 ? 'M250 200 Q300 165 360 190 L350 225 L260 228 Z' : 'M240 205 Q310 150 375 195 L360 230 L250 232 Z';
  return [
    wheel(190, 300, 55),
    wheel(460, 300, 55),
    `<path d="M190 300 L280 230 L400 230 L460 300" stroke="#374151" stroke-width="14" fill="none" stroke-linejoin="round"/>`,
    `<path d="M400 230 L430 170 L470 160" stroke="#374151" stroke-width="10" fill="none" stroke-linecap="round"/>`,
    `<path d="${tank}" fill="${colour}"/>`,
    `<path d="M190 215 L255 205 L262 228 L200 236 Z" fill="#111827"/>`,
  ].join('');
}

function homeShape(colour: string, variant: number): string {
  if (variant % 2 === 0) {
    const windows: string[] = [];
    for (let floor = 0; floor < 4; floor++) {
      for (let col = 0; col < 3; col++) windows.push(`<rect x="${245 + col * 60}" y="${120 + floor * 50}" width="34" height="30" fill="#dbeafe"/>`);
    }
    return `<rect x="220" y="95" width="220" height="250" fill="${colour}"/>${windows.join('')}<rect x="310" y="300" width="40" height="45" fill="#78350f"/>`;
  }
  return [
    `<path d="M170 200 L330 90 L490 200 Z" fill="#7f1d1d"/>`,
    `<rect x="195" y="200" width="270" height="145" fill="${colour}"/>`,
    `<rect x="230" y="235" width="55" height="45" fill="#dbeafe"/><rect x="375" y="235" width="55" height="45" fill="#dbeafe"/>`,
    `<rect x="305" y="270" width="50" height="75" fill="#78350f"/>`,
  ].join('');
}

const LABELS = { car: 'Coche', moto: 'Moto', home: 'Vivienda' } as const;
const SHAPES = { car: carShape, moto: motoShape, home: homeShape } as const;

export function demoImageSvg(kind: keyof typeof LABELS, index: number): string {
  const palette = PALETTES[index % PALETTES.length];
  const label = `${LABELS[kind]} · ${palette.name}`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480" role="img"',
    ` aria-label="${label}">`,
    `<rect width="640" height="480" fill="${palette.background}"/>`,
    `<rect y="345" width="640" height="135" fill="#e5e7eb"/>`,
    SHAPES[kind](palette.colour, index),
    `<text x="320" y="420" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="34" fill="#111827">${label}</text>`,
    `<text x="320" y="455" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="18" fill="#6b7280">Imagen de demostración</text>`,
    '</svg>',
  ].join('');
}

/** File name -> SVG text for every demo picture ("car-1.svg", ...). */
export function demoImages(): Map<string, string> {
  const files = new Map<string, string>();
  for (const kind of Object.keys(LABELS) as (keyof typeof LABELS)[]) {
    for (let i = 0; i < DEMO_IMAGES_PER_CATEGORY; i++) files.set(`${kind}-${i + 1}.svg`, `${demoImageSvg(kind, i)}\n`);
  }
  return files;
}
