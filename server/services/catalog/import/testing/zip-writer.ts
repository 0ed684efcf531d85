import { crc32, deflateRawSync } from 'node:zlib';

/** One entry of a test archive; the declared sizes may lie, as a hostile archive's do. */
export interface ZipEntry {
  name: string;
  data: Buffer | string;
  /** Deflate (default) or store. */
  method?: 'deflate' | 'store';
  /** The uncompressed size written in the headers, instead of the true one. */
  declaredSize?: number;
}

const u16 = (value: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(value);
  return b;
};
const u32 = (value: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(value >>> 0);
  return b;
};

/**
 * A zip archive in memory, enough of the format for the import's tests (no zip writer is a dependency): local
 * headers, data, central directory, end record; UTF-8 names; no zip64, no data descriptors.
 */
export function zipOf(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data);
    const store = entry.method === 'store';
    const body = store ? data : deflateRawSync(data);
    const name = Buffer.from(entry.name);
    const fields = [
      u16(20), // version needed
      u16(0x0800), // UTF-8 names
      u16(store ? 0 : 8),
      u16(0), // time
      u16(0x21), // date: 1980-01-01
      u32(crc32(data)),
      u32(body.length),
      u32(entry.declaredSize ?? data.length),
      u16(name.length),
      u16(0), // extra
    ];
    const local = Buffer.concat([u32(0x04034b50), ...fields, name, body]);
    centrals.push(
      Buffer.concat([
        u32(0x02014b50),
        u16(0x031e), // made by: Unix
        ...fields,
        u16(0), // comment
        u16(0), // disk
        u16(0), // internal attributes
        u32(0o100644 << 16), // a regular file
        u32(offset),
        name,
      ]),
    );
    locals.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(centrals);
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(entries.length),
    u16(entries.length),
    u32(central.length),
    u32(offset),
    u16(0),
  ]);
  return Buffer.concat([...locals, central, end]);
}
