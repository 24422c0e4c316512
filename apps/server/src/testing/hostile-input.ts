import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries that start from a route's own zod schema (through its JSON Schema) and
 * mix well-formed values with the inputs that break servers: control characters, impossible dates,
 * wrong types, huge and nested values, odd encodings. Used by the sweep over every /api route.
 */

type TJsonSchema = {
  type?: string | string[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  items?: TJsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
};

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'Bali\u0000',
  '\u0007\u001b[31m',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Eevil',
  '😀'.repeat(50),
  'กรุงเทพ',
  '0000-00-00',
  '2027-02-30',
  '2027-13-45',
  '9999-99-99',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '../../../etc/passwd',
  "' OR 1=1 --",
  '%00',
  '%ED%A0%80',
  '<script>alert(1)</script>',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-4fff-bfff-ffffffffffff',
  'x'.repeat(5000),
];

const NASTY_NUMBERS = [-1, 0, 0.5, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, Number.MIN_SAFE_INTEGER];

const nastyScalar = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.constantFrom(...NASTY_NUMBERS),
  fc.constantFrom(null, true, false),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Any JSON value, including deep and wide ones. */
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: nastyScalar },
  { weight: 1, arbitrary: fc.constant([]) },
  { weight: 1, arbitrary: fc.constant({}) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constant(JSON.parse(`${'['.repeat(200)}${']'.repeat(200)}`)) },
  { weight: 1, arbitrary: fc.constant({ ['__proto__']: { admin: true }, constructor: { prototype: 1 } }) },
);

function wellFormedString(schema: TJsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date' || schema.pattern?.includes('\\d{4}')) {
    return fc
      .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 60, 60) });
}

/** A value shaped by the JSON Schema, each part of it sometimes replaced by something hostile. */
export function valueFor(schema: TJsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return nastyValue;
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  let shaped: fc.Arbitrary<unknown>;
  if (alternatives?.length) {
    shaped = fc.oneof(...alternatives.map((part) => valueFor(part, depth + 1)));
  } else if (schema.enum) {
    shaped = fc.constantFrom(...schema.enum);
  } else if (schema.const !== undefined) {
    shaped = fc.constant(schema.const);
  } else {
    const type = [schema.type ?? 'any'].flat()[0];
    switch (type) {
      case 'object': {
        const properties = schema.properties ?? {};
        const keys = Object.keys(properties);
        const fields = Object.fromEntries(keys.map((key) => [key, valueFor(properties[key], depth + 1)]));
        const extraKeys = fc.dictionary(fc.string({ maxLength: 10 }), nastyScalar, { maxKeys: 3 });
        shaped = fc.oneof(
          { weight: 4, arbitrary: fc.record(fields) },
          { weight: 1, arbitrary: fc.record(fields, { requiredKeys: [] }) },
          {
            weight: 1,
            arbitrary: fc.tuple(fc.record(fields), extraKeys).map(([record, extra]) => ({ ...extra, ...record })),
          },
        );
        break;
      }
      case 'array':
        shaped = fc.array(valueFor(schema.items, depth + 1), { maxLength: 12 });
        break;
      case 'string':
        shaped = wellFormedString(schema);
        break;
      case 'integer':
      case 'number':
        shaped = fc.integer({ min: schema.minimum ?? -5, max: Math.min(schema.maximum ?? 1000, 100_000) });
        break;
      case 'boolean':
        shaped = fc.boolean();
        break;
      default:
        shaped = nastyValue;
    }
  }
  return fc.oneof({ weight: 3, arbitrary: shaped }, { weight: 1, arbitrary: nastyValue });
}

export function jsonSchemaOf(schema: z.ZodType | undefined): TJsonSchema | undefined {
  if (!schema) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as TJsonSchema;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Percent-encodes anything; a lone surrogate cannot be encoded, so it becomes U+FFFD as a browser would send it. */
function encodeAny(value: unknown): string {
  return encodeURIComponent(String(value).replace(LONE_SURROGATE, '\uFFFD'));
}

/** A path segment: a schema-shaped value, percent-encoded, or raw bytes that are not valid encodings. */
export function pathSegmentFor(schema: TJsonSchema | undefined): fc.Arbitrary<string> {
  const encoded = valueFor(schema).map((value) => encodeAny(value) || 'x');
  const raw = fc.constantFrom('%ED%A0%80', '%00', '%', '%zz', 'a%00b', '..', 'x'.repeat(3000), '%E0%B8%81'.repeat(300));
  return fc.oneof({ weight: 4, arbitrary: encoded }, { weight: 1, arbitrary: raw });
}

/** A query string built from the schema's properties (each value a string, as a browser sends it). */
export function queryStringFor(schema: TJsonSchema | undefined): fc.Arbitrary<string> {
  const shaped = valueFor(schema).map((value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return `q=${encodeAny(value)}`;
    const search = new URLSearchParams();
    for (const [key, item] of Object.entries(value)) {
      for (const one of [item].flat()) search.append(key, typeof one === 'object' ? JSON.stringify(one) : String(one));
    }
    return search.toString();
  });
  const raw = fc.constantFrom('date=%ED%A0%80', 'page=1&page=2', 'destination=%00', '%=%', 'a[b][c]=1', '&&&=');
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: raw });
}

export type THostileBody = { payload: string | Buffer | undefined; contentType: string | undefined };

/** A body for the schema as JSON, or JSON that is broken, empty, huge, or of another content type. */
export function bodyFor(schema: TJsonSchema | undefined): fc.Arbitrary<THostileBody> {
  const json = valueFor(schema).map(
    (value): THostileBody => ({
      payload: JSON.stringify(value) ?? 'null',
      contentType: 'application/json',
    }),
  );
  // JSON that parses but is no object: every route that takes a body must refuse it with a 4xx.
  const notAnObject = fc
    .constantFrom<unknown>(null, [], [{}], 0, 12.5, -1, '', 'text', true, false)
    .map((value): THostileBody => ({ payload: JSON.stringify(value), contentType: 'application/json' }));
  const broken = fc.constantFrom<THostileBody>(
    { payload: '{"email":', contentType: 'application/json' },
    { payload: '', contentType: 'application/json' },
    { payload: '\u0000', contentType: 'application/json' },
    { payload: '{"a":1}', contentType: 'text/plain' },
    { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { payload: '--x\r\n', contentType: 'multipart/form-data' },
    { payload: '<a/>', contentType: 'application/xml' },
    { payload: undefined, contentType: undefined },
    { payload: `{"a":"${'x'.repeat(1_100_000)}"}`, contentType: 'application/json' },
  );
  return fc.oneof(
    { weight: 5, arbitrary: json },
    { weight: 1, arbitrary: notAnObject },
    { weight: 1, arbitrary: broken },
  );
}

/** A multipart form with the schema's fields and a file of random bytes or a known hostile file. */
export function multipartFor(schema: TJsonSchema | undefined, fileField: string): fc.Arbitrary<THostileBody> {
  const boundary = '----hostile-input-boundary';
  const file = fc.oneof(
    fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
    fc.constantFrom(
      Buffer.from('%PDF-1.4\n1 0 obj << /OpenAction 2 0 R >> endobj\n%%EOF'),
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<html><script>')]),
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.alloc(0),
    ),
  );
  return fc.tuple(valueFor(schema), file, fc.boolean()).map(([fields, bytes, withFile]): THostileBody => {
    const parts: Buffer[] = [];
    const entries = fields && typeof fields === 'object' && !Array.isArray(fields) ? Object.entries(fields) : [];
    for (const [name, value] of entries) {
      const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`));
    }
    if (withFile) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="slip.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        bytes,
        Buffer.from('\r\n'),
      );
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
  });
}
