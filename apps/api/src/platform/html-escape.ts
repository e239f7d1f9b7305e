const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Explicit bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) and C0 controls
 * other than tab and line breaks. In a printed contract they are invisible yet can reorder what a
 * reader sees (an amount or a name shown backwards), so user text loses them; the marks LRM, RLM
 * and ALM stay, they only nudge neutral characters.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u202A-\u202E\u2066-\u2069\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** User-provided text made safe for HTML text and attribute values. */
export const escapeHtml = (value: string): string =>
  value
    .replace(UNSAFE_CHARACTERS, '')
    .replace(/[&<>"']/g, (character) => HTML_ENTITIES[character] ?? character);
