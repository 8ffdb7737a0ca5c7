import sharp from 'sharp';

/**
 * Photos of an identity document as a phone takes them, drawn from an SVG: a card on a desk with
 * a portrait, printed lines and a machine-readable zone (fine edges whether or not a font is
 * installed), then made blurry, dark, too bright or too small the way real photos fail.
 */
function cardSvg(width: number, height: number, ink = '#1f2937'): string {
  const cardW = Math.round(width * 0.86);
  const cardH = Math.round(cardW * 0.63);
  const x0 = Math.round((width - cardW) / 2);
  const y0 = Math.round((height - cardH) / 2);
  const u = cardW / 100;
  const lines = Array.from({ length: 7 }, (_, i) => {
    const y = y0 + 18 * u + i * 5.2 * u;
    const len = 30 + ((i * 17) % 25);
    return `<rect x="${x0 + 34 * u}" y="${y}" width="${len * u}" height="${1.6 * u}" fill="${ink}"/>
      <text x="${x0 + 34 * u}" y="${y - 0.6 * u}" font-family="DejaVu Sans" font-size="${2.2 * u}" fill="${ink}">SURNAME GIVEN NAMES ${i}</text>`;
  }).join('');
  const mrz = Array.from({ length: 2 }, (_, row) =>
    Array.from({ length: 44 }, (_, i) => {
      const x = x0 + 4 * u + i * 2.1 * u;
      const y = y0 + cardH - (12 - row * 5) * u;
      return (i * 7 + row * 3) % 5 === 0
        ? `<rect x="${x}" y="${y + 1.2 * u}" width="${1.3 * u}" height="${0.4 * u}" fill="${ink}"/>`
        : `<rect x="${x}" y="${y}" width="${1.3 * u}" height="${2.6 * u}" fill="${ink}"/>`;
    }).join(''),
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#8d7b68"/>
    <rect x="${x0}" y="${y0}" width="${cardW}" height="${cardH}" rx="${3 * u}" fill="#e8eef5"/>
    <rect x="${x0 + 4 * u}" y="${y0 + 14 * u}" width="${26 * u}" height="${33 * u}" fill="#b7a48f"/>
    <circle cx="${x0 + 17 * u}" cy="${y0 + 26 * u}" r="${7 * u}" fill="#7a6552"/>
    <text x="${x0 + 4 * u}" y="${y0 + 9 * u}" font-family="DejaVu Sans" font-weight="bold" font-size="${4.5 * u}" fill="#1e3a8a">IDENTITY CARD</text>
    ${lines}${mrz}
  </svg>`;
}

export type IdentityPhoto = 'sharp' | 'blurry' | 'dark' | 'bright' | 'small';

/** A JPEG of the card as a phone would take it (`sharp`), or failing in one way. */
export async function identityPhoto(kind: IdentityPhoto = 'sharp', width = 1600, height = 1200): Promise<Buffer> {
  const w = kind === 'small' ? 420 : width;
  const h = kind === 'small' ? 300 : height;
  let image = sharp(Buffer.from(cardSvg(w, h)));
  if (kind === 'blurry') image = image.blur(9);
  if (kind === 'dark') image = image.linear(0.12, 0);
  if (kind === 'bright') image = image.linear(0.15, 235);
  return image.jpeg({ quality: 88 }).toBuffer();
}

/** The same card as a PNG (the other accepted kind). */
export async function identityPhotoPng(width = 1200, height = 900): Promise<Buffer> {
  return sharp(Buffer.from(cardSvg(width, height)))
    .png()
    .toBuffer();
}
