/**
 * Deterministic corpora of malformed request bodies: wrong types, huge strings, deep nesting,
 * invalid JSON, NUL and odd Unicode, huge numbers, arrays for objects, prototype keys. The same
 * run always sends the same bodies, so a failure can be replayed.
 */

export interface Payload {
  name: string;
  body: string | Buffer;
  contentType: string;
}

/** Keys the endpoints read (and some they do not), each paired with every bad value below. */
const keys = [
  'email',
  'password',
  'role',
  'returnTo',
  'language',
  'images',
  'description',
  'isHighlighted',
  'mediaId',
  'useCustomLogo',
  'customLogoTitle',
  'logoTitleColor',
  'customLogoMediaId',
];

/** JSON texts of values no field accepts as they are. */
const badValues: Array<[string, string]> = [
  ['null', 'null'],
  ['true', 'true'],
  ['zero', '0'],
  ['negative', '-1'],
  ['fraction', '1.5'],
  ['overflowing number', '1e309'],
  ['2^64', '18446744073709551616'],
  ['long integer', '1'.padEnd(400, '0')],
  ['negative zero', '-0'],
  ['empty string', '""'],
  ['blank string', '"   "'],
  ['long string', JSON.stringify('x'.repeat(20_000))],
  ['NUL', '"a\\u0000b"'],
  ['lone surrogate', '"\\ud800"'],
  ['reversed text', '"\\u202egnp.exe"'],
  ['astral letters', JSON.stringify('𝕏'.repeat(2_000))],
  ['empty array', '[]'],
  ['array', '[1,"2",null]'],
  ['empty object', '{}'],
  ['nested object', '{"a":{"b":{"c":[]}}}'],
  ['prototype object', '{"__proto__":{"admin":true}}'],
];

const invalidJson: string[] = [
  '',
  ' ',
  '{',
  '}',
  '[',
  ']',
  '{"a":}',
  '{"a" 1}',
  "{'a':1}",
  'nul',
  'tru',
  'NaN',
  'Infinity',
  '-',
  '1e',
  '"unterminated',
  '{"a":1,}',
  '{,}',
  '\u0000',
  '\ufeff{}',
  '{"a":1}garbage',
  '{"a":"\\x"}',
  '{"a":"\\u12"}',
  '{"a":01}',
  '{"a":.5}',
  '{"a":+1}',
  '/* c */ {}',
  '{"a":undefined}',
  '\u00ff\u00fe{',
  '{"\u0000":1}',
];

const wrongShapes: string[] = [
  'null',
  'true',
  'false',
  '0',
  '-1',
  '1e308',
  '"string"',
  '[]',
  '[{}]',
  '[[[]]]',
  '{"":""}',
  '{"__proto__":null}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"toString":1,"valueOf":2,"hasOwnProperty":3}',
  '{"a":1,"a":2}',
  `{"a":${'9'.repeat(5_000)}}`,
];

function deep(levels: number, open: string, close: string, core = '1'): string {
  return open.repeat(levels) + core + close.repeat(levels);
}

const nested: Array<[string, string]> = [
  ['array nested 1000 deep', deep(1_000, '[', ']')],
  ['array nested 20000 deep', deep(20_000, '[', ']')],
  ['object nested 5000 deep', deep(5_000, '{"a":', '}')],
  ['email nested 3000 deep', `{"email":${deep(3_000, '[', ']', '"a@b.co"')}}`],
];

/** At least `count` malformed JSON bodies. */
export function malformedJson(): Payload[] {
  const json = (name: string, body: string): Payload => ({ name, body, contentType: 'application/json' });
  const list: Payload[] = [
    ...invalidJson.map((body, i) => json(`invalid JSON #${i}`, body)),
    ...wrongShapes.map((body, i) => json(`wrong shape #${i}`, body)),
    ...nested.map(([name, body]) => json(name, body)),
  ];
  for (const key of keys)
    for (const [name, value] of badValues) list.push(json(`${key}: ${name}`, `{"${key}":${value}}`));
  // Bad values next to valid-looking neighbours, so validation reaches past the first field.
  for (const [name, value] of badValues) {
    list.push(
      json(
        `valid neighbours, password: ${name}`,
        `{"email":"someone@example.com","password":${value},"role":"client","language":"en"}`,
      ),
    );
  }
  return list;
}

const formKeys = ['email', 'password', 'role', 'returnTo', '__proto__', 'constructor', 'toString', 'a[b]', ''];
const formValues = [
  '',
  '%00',
  '%zz',
  '%',
  '%E0%A4%A',
  'x'.repeat(5_000),
  '%F0%9D%95%8F',
  '%EF%BB%BF',
  '%E2%80%AE',
  'a%0d%0aSet-Cookie:%20x=1',
];

/** Malformed urlencoded form bodies (for pages that answer an HTML form). */
export function malformedForms(): Payload[] {
  const form = (name: string, body: string): Payload => ({
    name,
    body,
    contentType: 'application/x-www-form-urlencoded',
  });
  const list: Payload[] = [
    form('empty', ''),
    form('only separators', '&&&==&'),
    form('repeated keys', Array.from({ length: 1_000 }, () => 'email=a').join('&')),
    form('long key', `${'k'.repeat(10_000)}=1`),
    form('JSON in a form', '{"email":"a@b.co"}'),
    form('binary', '\u0000\u0001\u0002\u00ff'),
  ];
  for (const key of formKeys)
    for (const value of formValues)
      list.push(
        form(`${key || '(empty key)'}=${value.slice(0, 12)}`, `${encodeURIComponent(key)}=${value}&password=${value}`),
      );
  for (const value of formValues)
    list.push(
      form(`valid neighbours, ${value.slice(0, 12)}`, `email=someone%40example.com&password=${value}&role=client`),
    );
  return list;
}

export const boundary = 'spotterfuzzboundary';
const crlf = '\r\n';

function part(headers: string[], content: string | Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`--${boundary}${crlf}${headers.join(crlf)}${crlf}${crlf}`),
    Buffer.from(content),
    Buffer.from(crlf),
  ]);
}
const end = Buffer.from(`--${boundary}--${crlf}`);

const fieldNames = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '',
  'galleryImage',
  'profileImage',
  'exerciseVideo',
  'unknownField',
  'a"b',
  'x'.repeat(300),
];
const fileNames = [
  'a.png',
  '',
  '../../etc/passwd',
  'a\u0000b.png',
  'a\r\nb.png',
  '𝕏.png',
  '%00.png',
  'x'.repeat(2_000),
];
const contents: Array<[string, Buffer]> = [
  ['empty', Buffer.alloc(0)],
  ['text', Buffer.from('hello')],
  ['HTML', Buffer.from('<script>alert(1)</script>')],
  ['truncated PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
];

/** Malformed or hostile multipart bodies for the upload endpoint, all with `boundary`. */
export function malformedMultipart(): Payload[] {
  const multipart = (
    name: string,
    body: Buffer,
    contentType = `multipart/form-data; boundary=${boundary}`,
  ): Payload => ({ name, body, contentType });
  const list: Payload[] = [];
  for (const field of fieldNames) {
    for (const [what, content] of contents) {
      list.push(
        multipart(
          `file field "${field.slice(0, 20)}", ${what}`,
          Buffer.concat([
            part(
              [`Content-Disposition: form-data; name="${field}"; filename="a.png"`, 'Content-Type: image/png'],
              content,
            ),
            end,
          ]),
        ),
      );
    }
    list.push(
      multipart(
        `text field "${field.slice(0, 20)}"`,
        Buffer.concat([part([`Content-Disposition: form-data; name="${field}"`], 'value'), end]),
      ),
    );
  }
  for (const fileName of fileNames) {
    list.push(
      multipart(
        `file name ${JSON.stringify(fileName.slice(0, 20))}`,
        Buffer.concat([
          part(
            [`Content-Disposition: form-data; name="galleryImage"; filename="${fileName}"`, 'Content-Type: image/png'],
            'x',
          ),
          end,
        ]),
      ),
    );
  }
  const png = part(
    ['Content-Disposition: form-data; name="galleryImage"; filename="a.png"', 'Content-Type: image/png'],
    'x',
  );
  const structural: Array<[string, Buffer | string]> = [
    ['no final boundary', png],
    ['only the final boundary', end],
    ['empty body', Buffer.alloc(0)],
    ['garbage', 'garbage'],
    ['no part headers', `--${boundary}${crlf}${crlf}x${crlf}--${boundary}--`],
    ['no Content-Disposition', Buffer.concat([part(['Content-Type: image/png'], 'x'), end])],
    [
      'not form-data',
      Buffer.concat([part(['Content-Disposition: attachment; name="galleryImage"; filename="a.png"'], 'x'), end]),
    ],
    [
      'unquoted name',
      Buffer.concat([part(['Content-Disposition: form-data; name=galleryImage; filename=a.png'], 'x'), end]),
    ],
    [
      'filename* encoding',
      Buffer.concat([
        part(['Content-Disposition: form-data; name="galleryImage"; filename*=UTF-8\'\'%00%ff.png'], 'x'),
        end,
      ]),
    ],
    [
      'LF line endings',
      `--${boundary}\nContent-Disposition: form-data; name="galleryImage"; filename="a.png"\n\nx\n--${boundary}--\n`,
    ],
    [
      'huge header line',
      Buffer.concat([
        part(
          [`Content-Disposition: form-data; name="galleryImage"; filename="a.png"; x="${'y'.repeat(100_000)}"`],
          'x',
        ),
        end,
      ]),
    ],
    [
      'many headers',
      Buffer.concat([
        part(
          [
            ...Array.from({ length: 200 }, (_, i) => `X-H${i}: v`),
            'Content-Disposition: form-data; name="galleryImage"; filename="a.png"',
          ],
          'x',
        ),
        end,
      ]),
    ],
    [
      '60 parts',
      Buffer.concat([
        ...Array.from({ length: 60 }, (_, i) => part([`Content-Disposition: form-data; name="f${i}"`], 'v')),
        end,
      ]),
    ],
    ['12 files', Buffer.concat([...Array.from({ length: 12 }, () => png), end])],
    [
      'nested multipart',
      Buffer.concat([
        part(
          [
            'Content-Disposition: form-data; name="galleryImage"; filename="a.png"',
            'Content-Type: multipart/mixed; boundary=inner',
          ],
          `--inner${crlf}${crlf}x${crlf}--inner--`,
        ),
        end,
      ]),
    ],
    [
      'boundary inside content',
      Buffer.concat([
        part(['Content-Disposition: form-data; name="galleryImage"; filename="a.png"'], `--${boundary}x`),
        end,
      ]),
    ],
    [
      'header injection',
      Buffer.concat([
        part(['Content-Disposition: form-data; name="galleryImage\r\nX-Evil: 1"; filename="a.png"'], 'x'),
        end,
      ]),
    ],
    [
      'NUL in headers',
      Buffer.concat([part(['Content-Disposition: form-data; name="gallery\u0000Image"; filename="a.png"'], 'x'), end]),
    ],
    [
      'non-UTF-8 headers',
      Buffer.concat([
        Buffer.from(
          `--${boundary}${crlf}Content-Disposition: form-data; name="\xff\xfe"; filename="\xc3\x28.png"${crlf}${crlf}`,
          'latin1',
        ),
        Buffer.from(`x${crlf}`),
        end,
      ]),
    ],
  ];
  for (const [name, body] of structural) list.push(multipart(name, Buffer.isBuffer(body) ? body : Buffer.from(body)));
  const body = Buffer.concat([png, end]);
  const contentTypes = [
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary=""',
    'multipart/form-data; boundary=other',
    `multipart/form-data; boundary=${'b'.repeat(71)}`,
    `multipart/form-data; boundary="${boundary}"; boundary=second`,
    `multipart/form-data; charset=utf-16; boundary=${boundary}`,
    `multipart/mixed; boundary=${boundary}`,
    'multipart/form-data; boundary==',
    'multipart/form-data;;;;',
  ];
  for (const contentType of contentTypes)
    list.push(multipart(`content type ${JSON.stringify(contentType.slice(0, 40))}`, body, contentType));
  // Seeded variations: random bytes cut at random places, so odd states of the parser are reached.
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const whole = Buffer.concat([png, part(['Content-Disposition: form-data; name="note"'], 'text'), end]);
  while (list.length < 220) {
    const cut = Math.floor(random() * whole.length);
    const noise = Buffer.from(Array.from({ length: Math.floor(random() * 40) }, () => Math.floor(random() * 256)));
    list.push(
      multipart(`cut at ${cut} with ${noise.length} noise bytes`, Buffer.concat([whole.subarray(0, cut), noise])),
    );
  }
  return list;
}
