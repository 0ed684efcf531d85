import { fc } from '@fast-check/vitest';
import { isCleanText } from '../../src/domain/text';
import { hostileString } from './hostile';

/** A valid multipart request of a route that takes files: its text fields and its files. */
export interface MultipartSample {
  fields: Record<string, string>;
  files: { field: string; name: string; type: string; data: Uint8Array }[];
}

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Uint8Array };

const BOUNDARY = '----hostile-boundary-7MA4YWxkTrZu0gW';

/** Writes parts as a browser's FormData does (multipart/form-data, RFC 7578). */
function encode(parts: readonly Part[]): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`;
    chunks.push(encoder.encode(head), 'value' in part ? encoder.encode(part.value) : part.data, encoder.encode('\r\n'));
  }
  chunks.push(encoder.encode(`--${BOUNDARY}--\r\n`));
  const body = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return body;
}

export interface MultipartChoice {
  body: Uint8Array<ArrayBuffer>;
  type: string;
  mustRefuse?: string;
}

/**
 * Multipart bodies for a route that takes files: the valid request, or with one text field gone bad (judged as the
 * server reads it, after UTF-8), a field sent as a file, an unknown field, a field twice, or a file of junk bytes.
 */
export function multipartArbitrary(sample: MultipartSample): fc.Arbitrary<MultipartChoice> {
  const keys = Object.keys(sample.fields);
  const files: Part[] = sample.files.map((f) => ({ name: f.field, filename: f.name, type: f.type, data: f.data }));
  const fieldsWith = (changed: Record<string, string>): Part[] =>
    Object.entries({ ...sample.fields, ...changed }).map(([name, value]) => ({ name, value }));
  const type = `multipart/form-data; boundary=${BOUNDARY}`;
  const choice = (parts: Part[], mustRefuse?: string): MultipartChoice => ({
    body: encode(parts),
    type,
    ...(mustRefuse ? { mustRefuse } : {}),
  });
  const key = fc.constantFrom(...keys);
  return fc.oneof(
    fc.constant(choice([...fieldsWith({}), ...files])),
    fc.tuple(key, hostileString).map(([k, bad]) => {
      const decoded = new TextDecoder().decode(new TextEncoder().encode(bad));
      return choice(
        [...fieldsWith({ [k]: bad }), ...files],
        isCleanText(decoded, true) ? undefined : `control in ${k}`,
      );
    }),
    key.map((k) => {
      const rest = fieldsWith({}).filter((p) => p.name !== k);
      const asFile = { name: k, filename: 'x.txt', type: 'text/plain', data: new TextEncoder().encode('x') };
      return choice([...rest, asFile, ...files], `${k} sent as a file`);
    }),
    fc
      .tuple(hostileString, fc.string())
      .map(([name, value]) =>
        choice([...fieldsWith({}), { name: `x-${name.replace(/["\r\n]/g, '')}`, value }, ...files], 'unknown field'),
      ),
    key.map((k) => choice([...fieldsWith({}), { name: k, value: 'again' }, ...files], `${k} twice`)),
    fc
      .uint8Array({ maxLength: 300 })
      .map((junk) =>
        choice([...fieldsWith({}), { name: 'images', filename: 'a.png', type: 'image/png', data: junk }], 'junk image'),
      ),
    fc.uint8Array({ maxLength: 300 }).map((junk) => ({ body: new Uint8Array(junk), type })),
  );
}
