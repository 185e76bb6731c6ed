import sanitizeHtml from 'sanitize-html';

/**
 * The only HTML an officer's text may carry (objectives): paragraphs, line breaks, lists,
 * emphasis and http(s)/mailto links. Scripts, event handlers, styles and `javascript:` links are
 * removed when the text is saved, so the public page can render it as it is.
 */
export function sanitiseRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'a'],
    // rel and target are always set by the transform below, whatever the author typed.
    allowedAttributes: { a: ['href', 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
    },
  }).trim();
}
