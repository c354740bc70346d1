// The Content Security Policy of the built pages. webpack.config.ts writes the policy into the page
// shell's <meta http-equiv>; scripts/prerender.mjs runs every page it writes through withInlineHashes,
// which fills script-src and style-src with the hashes of that page's own inline code, read from the
// final HTML (so no inline script, style element or style attribute of the page is refused, and no
// other is allowed); scripts/serve.mjs sends the same policy as a header (headerPolicy).
import { createHash } from 'node:crypto';

const META = /(<meta http-equiv="Content-Security-Policy" content=")([^"]*)("\s*\/?>)/;

/** A CSP hash source for `text`: 'sha256-…'. */
export const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The hash of an empty style element. Emotion (in production, "speedy") and the goober stand-in
 * (src/theme/gooberSheet.ts) add their rules through the CSSOM (insertRule), which the policy does
 * not govern, but the browser still checks the empty <style> element emotion creates for them.
 */
export const EMPTY_STYLE = sha256('');

const ENTITIES = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" };

/** An HTML attribute value as the browser reads it (the hash is of the decoded value). */
const decodeAttribute = (value) =>
  value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return ENTITIES[name.toLowerCase()] ?? entity;
  });

const unique = (items) => [...new Set(items)];

/** The inline code of a page: the bodies of its inline scripts and style elements, its style attributes. */
export function inlineCode(html) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\ssrc=/i.test(attributes))
    .map(([, , body]) => body);
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body]) => body);
  // Tags only, outside scripts and style elements: text cannot hold `style="` (React escapes quotes).
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '');
  const attributes = [...markup.matchAll(/<[a-z][^<>]*>/gi)].flatMap(([tag]) =>
    [...tag.matchAll(/\sstyle="([^"]*)"/gi)].map(([, value]) => decodeAttribute(value)),
  );
  return { scripts, styles, attributes };
}

/** The policy in a page's <meta http-equiv="Content-Security-Policy">, or null. */
export const metaPolicy = (html) => META.exec(html)?.[2] ?? null;

/**
 * `html` with script-src and style-src of its policy listing the hashes of exactly its own inline
 * code (any hash already there is replaced). Style attributes need 'unsafe-hashes' besides their
 * hashes (CSP 3); React writes them only into prerendered HTML, later ones go through the CSSOM.
 */
export function withInlineHashes(html) {
  const policy = metaPolicy(html);
  if (policy === null) throw new Error('The page has no Content-Security-Policy <meta> to fill in.');
  const { scripts, styles, attributes } = inlineCode(html);
  const sources = {
    'script-src': unique(scripts.map(sha256)),
    'style-src': unique([
      ...styles.map(sha256),
      EMPTY_STYLE,
      ...(attributes.length ? ["'unsafe-hashes'", ...attributes.map(sha256)] : []),
    ]),
  };
  const directives = policy
    .split(';')
    .filter((directive) => directive.trim())
    .map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      if (!(name in sources)) return directive.trim();
      const kept = values.filter((value) => !/^'(sha256-.*|unsafe-hashes)'$/.test(value));
      return [name, ...kept, ...sources[name]].join(' ');
    });
  return html.replace(META, (_, start, __, end) => `${start}${directives.join('; ')}${end}`);
}

/**
 * The policy a server sends with a page: the page's own, plus what only a header can say
 * (frame-ancestors is ignored, with a console error, in a <meta>). Null for a page without one.
 */
export function headerPolicy(html) {
  const policy = metaPolicy(html);
  return policy === null ? null : `${policy}; frame-ancestors 'none'`;
}
