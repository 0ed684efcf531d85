import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, sum]);
}

/**
 * A real, valid PNG of `side` × `side` black pixels (1-bit greyscale): 20 000 × 20 000 is 400 megapixels in about
 * 60 KB, a decompression bomb for any decoder that trusts it.
 */
export function hugePng(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side); // filter byte 0 and zero pixels on every row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The billion laughs: ten entities of ten references each, a few hundred bytes that expand to gigabytes. */
export const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE ComicInfo [
  <!ENTITY lol "lol">
  ${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`).join('\n  ')}
]>
<ComicInfo><Series>&lol9;</Series><Number>1</Number></ComicInfo>`;

/** An external entity: a parser that expands it reads the server's files into the title. */
export const EXTERNAL_ENTITY = `<?xml version="1.0"?>
<!DOCTYPE ComicInfo [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
<ComicInfo><Series>&secret;</Series><Number>1</Number></ComicInfo>`;
