const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

/**
 * The one escaper for text written into HTML or XML by hand (mail, pre-rendered pages, index.html's meta tag, the
 * sitemap): safe in element content and in single- or double-quoted attribute values, and byte for byte what React
 * writes for an attribute, so a value React rendered can be found again (static-files.ts).
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => entities[char]!);
}
