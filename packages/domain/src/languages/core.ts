/**
 * The language codes, their flags and limits, free of schemas: the language selector imports
 * these with its section; the schema (index.ts) loads with the first check.
 */
/** ISO 639-1, without the codes withdrawn or merged into others (iw, in, ji, jw, mo, sh). */
export const languageCodes = [
  'aa', 'ab', 'ae', 'af', 'ak', 'am', 'an', 'ar', 'as', 'av', 'ay', 'az', 'ba', 'be', 'bg', 'bi', 'bm', 'bn',
  'bo', 'br', 'bs', 'ca', 'ce', 'ch', 'co', 'cr', 'cs', 'cu', 'cv', 'cy', 'da', 'de', 'dv', 'dz', 'ee', 'el',
  'en', 'eo', 'es', 'et', 'eu', 'fa', 'ff', 'fi', 'fj', 'fo', 'fr', 'fy', 'ga', 'gd', 'gl', 'gn', 'gu', 'gv',
  'ha', 'he', 'hi', 'ho', 'hr', 'ht', 'hu', 'hy', 'hz', 'ia', 'id', 'ie', 'ig', 'ii', 'ik', 'io', 'is', 'it',
  'iu', 'ja', 'jv', 'ka', 'kg', 'ki', 'kj', 'kk', 'kl', 'km', 'kn', 'ko', 'kr', 'ks', 'ku', 'kv', 'kw', 'ky',
  'la', 'lb', 'lg', 'li', 'ln', 'lo', 'lt', 'lu', 'lv', 'mg', 'mh', 'mi', 'mk', 'ml', 'mn', 'mr', 'ms', 'mt',
  'my', 'na', 'nb', 'nd', 'ne', 'ng', 'nl', 'nn', 'no', 'nr', 'nv', 'ny', 'oc', 'oj', 'om', 'or', 'os', 'pa',
  'pi', 'pl', 'ps', 'pt', 'qu', 'rm', 'rn', 'ro', 'ru', 'rw', 'sa', 'sc', 'sd', 'se', 'sg', 'si', 'sk', 'sl',
  'sm', 'sn', 'so', 'sq', 'sr', 'ss', 'st', 'su', 'sv', 'sw', 'ta', 'te', 'tg', 'th', 'ti', 'tk', 'tl', 'tn',
  'to', 'tr', 'ts', 'tt', 'tw', 'ty', 'ug', 'uk', 'ur', 'uz', 've', 'vi', 'vo', 'wa', 'wo', 'xh', 'yi', 'yo',
  'za', 'zh', 'zu',
] as const; // prettier-ignore
export type LanguageCode = (typeof languageCodes)[number];

const codeSet: ReadonlySet<string> = new Set(languageCodes);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && codeSet.has(value);
}

/**
 * The region whose flag stands for a language: where it is most spoken or official. Languages of
 * no one country (Esperanto, Latin, Interlingua …) have none and show a neutral mark instead.
 */
export const languageFlagRegions: Readonly<Partial<Record<LanguageCode, string>>> = {
  aa: 'ET', ab: 'GE', af: 'ZA', ak: 'GH', am: 'ET', an: 'ES', ar: 'SA', as: 'IN', av: 'RU', ay: 'BO', az: 'AZ',
  ba: 'RU', be: 'BY', bg: 'BG', bi: 'VU', bm: 'ML', bn: 'BD', bo: 'CN', br: 'FR', bs: 'BA', ca: 'AD', ce: 'RU',
  ch: 'GU', co: 'FR', cr: 'CA', cs: 'CZ', cv: 'RU', cy: 'GB', da: 'DK', de: 'DE', dv: 'MV', dz: 'BT', ee: 'GH',
  el: 'GR', en: 'GB', es: 'ES', et: 'EE', eu: 'ES', fa: 'IR', ff: 'SN', fi: 'FI', fj: 'FJ', fo: 'FO', fr: 'FR',
  fy: 'NL', ga: 'IE', gd: 'GB', gl: 'ES', gn: 'PY', gu: 'IN', gv: 'IM', ha: 'NG', he: 'IL', hi: 'IN', ho: 'PG',
  hr: 'HR', ht: 'HT', hu: 'HU', hy: 'AM', hz: 'NA', id: 'ID', ig: 'NG', ii: 'CN', ik: 'US', is: 'IS', it: 'IT',
  iu: 'CA', ja: 'JP', jv: 'ID', ka: 'GE', kg: 'CD', ki: 'KE', kj: 'AO', kk: 'KZ', kl: 'GL', km: 'KH', kn: 'IN',
  ko: 'KR', kr: 'NG', ks: 'IN', ku: 'IQ', kv: 'RU', kw: 'GB', ky: 'KG', lb: 'LU', lg: 'UG', li: 'NL', ln: 'CD',
  lo: 'LA', lt: 'LT', lu: 'CD', lv: 'LV', mg: 'MG', mh: 'MH', mi: 'NZ', mk: 'MK', ml: 'IN', mn: 'MN', mr: 'IN',
  ms: 'MY', mt: 'MT', my: 'MM', na: 'NR', nb: 'NO', nd: 'ZW', ne: 'NP', ng: 'NA', nl: 'NL', nn: 'NO', no: 'NO',
  nr: 'ZA', nv: 'US', ny: 'MW', oc: 'FR', oj: 'CA', om: 'ET', or: 'IN', os: 'GE', pa: 'IN', pl: 'PL', ps: 'AF',
  pt: 'PT', qu: 'PE', rm: 'CH', rn: 'BI', ro: 'RO', ru: 'RU', rw: 'RW', sa: 'IN', sc: 'IT', sd: 'PK', se: 'NO',
  sg: 'CF', si: 'LK', sk: 'SK', sl: 'SI', sm: 'WS', sn: 'ZW', so: 'SO', sq: 'AL', sr: 'RS', ss: 'SZ', st: 'LS',
  su: 'ID', sv: 'SE', sw: 'TZ', ta: 'IN', te: 'IN', tg: 'TJ', th: 'TH', ti: 'ER', tk: 'TM', tl: 'PH', tn: 'BW',
  to: 'TO', tr: 'TR', ts: 'ZA', tt: 'RU', tw: 'GH', ty: 'PF', ug: 'CN', uk: 'UA', ur: 'PK', uz: 'UZ', ve: 'ZA',
  vi: 'VN', wa: 'BE', wo: 'SN', xh: 'ZA', yi: 'IL', yo: 'NG', za: 'CN', zh: 'CN', zu: 'ZA',
}; // prettier-ignore

/** The flag emoji of a region ('BA' → 🇧🇦), from its two regional indicator letters. */
export function flagEmoji(region: string): string {
  if (!/^[A-Z]{2}$/.test(region)) return '';
  return String.fromCodePoint(...[...region].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

/** The flag of a language's region, or '' when the language has none. */
export function languageFlag(code: string): string {
  const region = Object.hasOwn(languageFlagRegions, code) ? languageFlagRegions[code as LanguageCode] : undefined;
  return region ? flagEmoji(region) : '';
}

export const languageLimits = { maxLanguages: 20 } as const;
