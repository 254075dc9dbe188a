import { deflateSync } from 'node:zlib';

/**
 * Placeholder photos as PNG: a few filled (rounded) rectangles on a background, drawn into a palette image. Shops
 * serve raster photos; an SVG `<img>` costs a browser a whole SVG document per image (about 4 ms each in Chromium,
 * half a second for the ~135 images a 60-card listing loads), which a raster image does not.
 */

/** A rectangle in the placeholder's 400 × 400 design space, with corner radius `r`. */
export interface PlaceholderRect {
  x: number;
  y: number;
  width: number;
  height: number;
  r?: number;
  color: string;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function inside(rect: PlaceholderRect, u: number, v: number): boolean {
  if (u < rect.x || v < rect.y || u >= rect.x + rect.width || v >= rect.y + rect.height) return false;
  const r = rect.r ?? 0;
  if (r === 0) return true;
  // Distance to the nearest corner circle's centre, only in the corner squares.
  const dx = u < rect.x + r ? rect.x + r - u : u > rect.x + rect.width - r ? u - (rect.x + rect.width - r) : 0;
  const dy = v < rect.y + r ? rect.y + r - v : v > rect.y + rect.height - r ? v - (rect.y + rect.height - r) : 0;
  return dx * dx + dy * dy <= r * r;
}

/**
 * A `width` × `height` PNG of `background` and `rects`, scaled like SVG's `xMidYMid slice`: the 400-unit square
 * covers the image, centred, cut on the longer side.
 */
export function placeholderPng(width: number, height: number, background: string, rects: readonly PlaceholderRect[]): Buffer {
  const colors = [background, ...new Set(rects.map((rect) => rect.color))];
  const indexOf = new Map(colors.map((color, index) => [color, index]));
  const scale = Math.max(width, height) / 400;
  const offsetX = (width - 400 * scale) / 2;
  const offsetY = (height - 400 * scale) / 2;
  const stride = width + 1;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const v = (y + 0.5 - offsetY) / scale;
    // Filter byte 0 (none) starts each row; the rest is palette indexes, 0 being the background.
    const row = y * stride + 1;
    for (let x = 0; x < width; x++) {
      const u = (x + 0.5 - offsetX) / scale;
      for (let i = rects.length - 1; i >= 0; i--) {
        if (inside(rects[i]!, u, v)) {
          pixels[row + x] = indexOf.get(rects[i]!.color)!;
          break;
        }
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per palette index
  header[9] = 3; // indexed colour
  const palette = Buffer.from(colors.flatMap(rgb));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('PLTE', palette),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
