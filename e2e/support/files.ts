import { crc32, deflateSync } from 'node:zlib';

/** One PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG of `width`×`height` pixels, made here: a diagonal gradient tinted by `rgb`, so two
 * pictures of a journey differ. Small enough to send at once, big enough for a decoder to re-encode.
 */
export function pngImage(width = 24, height = 24, rgb: [number, number, number] = [30, 90, 200]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0: none
    for (let x = 0; x < width; x++) {
      const shade = Math.round(((x + y) / (width + height)) * 255);
      row[1 + x * 3] = (rgb[0] + shade) % 256;
      row[2 + x * 3] = (rgb[1] + shade) % 256;
      row[3 + x * 3] = rgb[2];
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** RFC 4180 CSV (quoted cells, doubled quotes, CRLF or LF, an optional BOM) as rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i++) {
    const c = input[i];
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** A CSV cell as a spreadsheet would read it back: quoted when it holds a comma, a quote or a line break. */
export const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** Letters only (names refuse digits): a surname no seeded guest has. */
export function uniqueWord(prefix: string): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  let tail = '';
  let n = Date.now() * 1000 + Math.floor(Math.random() * 1000);
  while (n > 0) {
    tail += letters[n % letters.length];
    n = Math.floor(n / letters.length);
  }
  return `${prefix}${tail.slice(0, 8)}`;
}
