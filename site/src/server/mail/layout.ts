import { m, type Locale } from '@spotter/i18n';
import { config } from '../config.ts';

/** What one message says; every string already translated for its recipient. */
export interface MailContent {
  locale: Locale;
  subject: string;
  /** The first line, also the preview most mail apps show. */
  heading: string;
  paragraphs: string[];
  /** A one-time code, set apart so it can be read and copied. */
  code?: string;
  /** A button (and, in plain text, the address itself). */
  action?: { label: string; url: string };
  /** A closing remark in smaller type (why this arrived, what to do if it was not you). */
  note?: string;
}

/** The brand green of the product's light theme (packages/ui tokens brand600), with white text at 5.5:1. */
const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The product's message layout: the Spotter name in the brand colour, the heading, the text, a
 * code or a button, and a footer saying why it arrived, as plain text and as HTML that mail apps
 * render (inline styles, one table, no images or scripts).
 */
export function renderMail(content: MailContent): { subject: string; text: string; html: string } {
  const { locale } = content;
  const origin = config().PUBLIC_ORIGIN;
  const footer = m.mail_footer({ origin }, { locale });
  const text = [
    'Spotter',
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.code ? [content.code, ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.note ? [content.note, ''] : []),
    '—',
    footer,
  ].join('\n');
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937">${escape(p)}</p>`)
    .join('');
  const code = content.code
    ? `<p style="margin:8px 0 24px;font-size:32px;line-height:40px;font-weight:700;letter-spacing:8px;color:#0f172a;font-family:ui-monospace,Menlo,Consolas,monospace">${escape(content.code)}</p>`
    : '';
  const action = content.action
    ? `<p style="margin:8px 0 24px"><a href="${escape(content.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#047857;color:#ffffff;font-weight:600;font-size:16px;text-decoration:none">${escape(content.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#4b5563;word-break:break-all">${escape(content.action.url)}</p>`
    : '';
  const note = content.note
    ? `<p style="margin:0 0 16px;font-size:14px;line-height:20px;color:#4b5563">${escape(content.note)}</p>`
    : '';
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(content.subject)}</title></head><body style="margin:0;padding:0;background:#f3f4f6"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 12px"><tr><td align="center"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"><tr><td><p style="margin:0 0 24px;font-size:22px;font-weight:800;color:#047857">Spotter</p><h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#0f172a">${escape(content.heading)}</h1>${paragraphs}${code}${action}${note}<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0 16px"><p style="margin:0;font-size:12px;line-height:18px;color:#6b7280">${escape(footer)}</p></td></tr></table></td></tr></table></body></html>`;
  return { subject: content.subject, text, html };
}
