/**
 * The one rule every free text of the contracts goes through (names, descriptions, messages,
 * reviews, places, certifications, branding): trimmed, bounded, and free of control characters,
 * which no keyboard types and the database refuses (NUL) or a reader cannot see. A text written in
 * a multi-line field keeps its tabs and line breaks.
 */
import { z } from 'zod';

/** A C0 control, DEL or a C1 control. */
const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);
/** Tab, line feed and carriage return: text in a multi-line field. */
const isLineCharacter = (code: number) => code === 0x09 || code === 0x0a || code === 0x0d;

export interface TextShape {
  /** A multi-line field: tabs and line breaks are text. */
  lines?: boolean;
  /** The message for a value that is no string (default `validation_invalid`). */
  invalidKey?: string;
  /** The message for a text over `max` (default: the error map's, which names the limit). */
  tooLongKey?: string;
}

/** True when `text` holds a control character its field does not allow. */
export function hasControlCharacters(text: string, shape: TextShape = {}): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (isControl(code) && !(shape.lines && isLineCharacter(code))) return true;
  }
  return false;
}

export const controlCharactersKey = 'validation_control_characters';

/**
 * A string, trimmed, of at most `max` characters without control characters (outside tabs and
 * line breaks of a multi-line field).
 */
export const plainText = (max: number, shape: TextShape = {}) =>
  z
    .string({ error: shape.invalidKey ?? 'validation_invalid' })
    .trim()
    .max(max, shape.tooLongKey ? { error: shape.tooLongKey } : undefined)
    .refine((value) => !hasControlCharacters(value, shape), { error: controlCharactersKey, abort: true });
