#!/usr/bin/env node
/**
 * Generates the PickXI app icons without image libraries: a tiny scene of
 * shapes is rasterised with 4×4 supersampling and written as RGBA PNGs
 * (zlib deflate + CRC-32 chunks). The SVG carries the same geometry.
 *
 * Mark: a navy disc, a pitch-green disc inside it, and a white "XI".
 *   public/icons/pickxi.svg          any, vector (favicon)
 *   public/icons/icon-192.png        any
 *   public/icons/icon-512.png        any
 *   public/icons/maskable-512.png    maskable: full-bleed navy, mark inside the 40% safe circle
 *   public/icons/apple-touch-icon.png 180×180, opaque
 *
 * Run: node scripts/make-icons.mjs
 */
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

export const NAVY = '#1b1f3b';
export const GREEN = '#2e9e5b';
export const WHITE = '#ffffff';

// Geometry on a 512 design grid.
const STROKE = 52;
const X_BARS = [
  [124, 156, 284, 356],
  [284, 156, 124, 356],
];
const I_BAR = { x: 330, y: 156, w: 52, h: 200 };

/** The scene, back to front, scaled about the centre by `k`. */
function scene({ maskable }) {
  const k = maskable ? 0.82 : 1; // maskable: green disc r≈174 < 204.8 safe radius
  const c = 256;
  const s = (v) => c + (v - c) * k;
  const shapes = [];
  if (maskable) shapes.push({ kind: 'rect', x0: 0, y0: 0, x1: 512, y1: 512, color: NAVY });
  else shapes.push({ kind: 'disc', cx: c, cy: c, r: 256, color: NAVY });
  shapes.push({ kind: 'disc', cx: c, cy: c, r: 212 * k, color: GREEN });
  for (const [x0, y0, x1, y1] of X_BARS) {
    shapes.push({ kind: 'poly', points: barPolygon(s(x0), s(y0), s(x1), s(y1), (STROKE * k) / 2), color: WHITE });
  }
  shapes.push({ kind: 'rect', x0: s(I_BAR.x), y0: s(I_BAR.y), x1: s(I_BAR.x + I_BAR.w), y1: s(I_BAR.y + I_BAR.h), color: WHITE });
  return shapes;
}

/** A line segment with butt caps as a convex quadrilateral. */
function barPolygon(x0, y0, x1, y1, half) {
  const len = Math.hypot(x1 - x0, y1 - y0);
  const nx = (-(y1 - y0) / len) * half;
  const ny = ((x1 - x0) / len) * half;
  return [
    [x0 + nx, y0 + ny],
    [x1 + nx, y1 + ny],
    [x1 - nx, y1 - ny],
    [x0 - nx, y0 - ny],
  ];
}

function inside(shape, x, y) {
  switch (shape.kind) {
    case 'disc':
      return (x - shape.cx) ** 2 + (y - shape.cy) ** 2 <= shape.r ** 2;
    case 'rect':
      return x >= shape.x0 && x < shape.x1 && y >= shape.y0 && y < shape.y1;
    case 'poly': {
      // convex polygon: the point is on the same side of every edge
      let sign = 0;
      const p = shape.points;
      for (let i = 0; i < p.length; i++) {
        const [ax, ay] = p[i];
        const [bx, by] = p[(i + 1) % p.length];
        const cross = (bx - ax) * (y - ay) - (by - ay) * (x - ax);
        if (cross !== 0) {
          const s = Math.sign(cross);
          if (sign === 0) sign = s;
          else if (s !== sign) return false;
        }
      }
      return true;
    }
    default:
      throw new Error(`unknown shape ${shape.kind}`);
  }
}

const hex = (h) => [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];

/** RGBA pixels of the scene at `size`×`size`, 4×4 supersampled (premultiplied accumulation). */
export function rasterise(size, options) {
  const shapes = scene(options).map((sh) => ({ ...sh, rgb: hex(sh.color) }));
  const px = new Uint8Array(size * size * 4);
  const SS = 4;
  const scale = 512 / size;
  for (let py = 0; py < size; py++) {
    for (let pxX = 0; pxX < size; pxX++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const x = (pxX + (sx + 0.5) / SS) * scale;
          const y = (py + (sy + 0.5) / SS) * scale;
          let hit = null;
          for (let i = shapes.length - 1; i >= 0; i--) {
            if (inside(shapes[i], x, y)) {
              hit = shapes[i];
              break;
            }
          }
          if (hit) {
            r += hit.rgb[0];
            g += hit.rgb[1];
            b += hit.rgb[2];
            a += 1;
          }
        }
      }
      const o = (py * size + pxX) * 4;
      if (a > 0) {
        px[o] = Math.round(r / a);
        px[o + 1] = Math.round(g / a);
        px[o + 2] = Math.round(b / a);
      }
      px[o + 3] = Math.round((a / (SS * SS)) * 255);
    }
  }
  return px;
}

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

export function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

/** A PNG (colour type 6, 8 bits, RGBA, filter 0 on every scanline). */
export function encodePng(size, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    Buffer.from(rgba.buffer, rgba.byteOffset + y * size * 4, size * 4).copy(raw, y * (size * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function svg() {
  const bars = X_BARS.map(([x0, y0, x1, y1]) => `<line x1="${x0}" y1="${y0}" x2="${x1}" y2="${y1}"/>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" role="img" aria-label="PickXI">` +
    `<circle cx="256" cy="256" r="256" fill="${NAVY}"/>` +
    `<circle cx="256" cy="256" r="212" fill="${GREEN}"/>` +
    `<g stroke="${WHITE}" stroke-width="${STROKE}" stroke-linecap="butt">${bars}</g>` +
    `<rect x="${I_BAR.x}" y="${I_BAR.y}" width="${I_BAR.w}" height="${I_BAR.h}" fill="${WHITE}"/>` +
    `</svg>\n`
  );
}

function main() {
  mkdirSync(OUT, { recursive: true });
  const outputs = [
    ['icon-192.png', 192, { maskable: false }],
    ['icon-512.png', 512, { maskable: false }],
    ['maskable-512.png', 512, { maskable: true }],
    ['apple-touch-icon.png', 180, { maskable: true }],
  ];
  for (const [name, size, opts] of outputs) {
    writeFileSync(join(OUT, name), encodePng(size, rasterise(size, opts)));
    console.log(`wrote public/icons/${name}`);
  }
  writeFileSync(join(OUT, 'pickxi.svg'), svg());
  console.log('wrote public/icons/pickxi.svg');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
