#!/usr/bin/env node
/**
 * Draws the add-in's icons (assets/icon-16.png, -32, -64, -80) without any image library: a
 * rounded tile in Office green with a white three-step podium (first, second and third place),
 * the add-in's subject. Each pixel is supersampled 4x4 for smooth edges; PNG written with zlib.
 *
 *   node scripts/make-icons.js        (re-run only when the design changes; the PNGs are committed)
 */
const fs = require("fs");
const path = require("path");
const zlib = require("zlib");

const SIZES = [16, 32, 64, 80];
const TILE = [33, 115, 70]; // #217346, Excel green
const FG = [255, 255, 255];

/** Coverage of the design at a point (x, y in 0..1): 0 transparent, 1 tile, 2 podium. */
function shapeAt(x, y) {
  const r = 0.18; // corner radius of the tile
  const cx = Math.min(Math.max(x, r), 1 - r);
  const cy = Math.min(Math.max(y, r), 1 - r);
  if ((x - cx) ** 2 + (y - cy) ** 2 > r * r) return 0;
  // podium: second place (left), first (middle, tallest), third (right), standing on y = 0.8
  const base = 0.8;
  const steps = [
    { x0: 0.16, x1: 0.39, top: 0.5 },
    { x0: 0.39, x1: 0.61, top: 0.3 },
    { x0: 0.61, x1: 0.84, top: 0.6 },
  ];
  for (const s of steps) if (x >= s.x0 && x < s.x1 && y >= s.top && y < base) return 2;
  // a small star-like dot above the winner's step
  if ((x - 0.5) ** 2 + (y - 0.19) ** 2 < 0.065 ** 2) return 2;
  return 1;
}

function render(size) {
  const ss = 4;
  const px = Buffer.alloc(size * size * 4);
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      let tile = 0;
      let fg = 0;
      for (let a = 0; a < ss; a++) {
        for (let b = 0; b < ss; b++) {
          const v = shapeAt((i + (a + 0.5) / ss) / size, (j + (b + 0.5) / ss) / size);
          if (v >= 1) tile++;
          if (v === 2) fg++;
        }
      }
      const n = ss * ss;
      const alpha = tile / n;
      const mix = tile ? fg / tile : 0;
      const o = (j * size + i) * 4;
      for (let c = 0; c < 3; c++) px[o + c] = Math.round(TILE[c] * (1 - mix) + FG[c] * mix);
      px[o + 3] = Math.round(alpha * 255);
    }
  }
  return px;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
function png(size, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let j = 0; j < size; j++) {
    raw[j * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(raw, j * (size * 4 + 1) + 1, j * size * 4, (j + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", zlib.deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const out = path.resolve(__dirname, "../assets");
fs.mkdirSync(out, { recursive: true });
for (const s of SIZES) {
  const file = path.join(out, `icon-${s}.png`);
  fs.writeFileSync(file, png(s, render(s)));
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
