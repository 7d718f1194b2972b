/** An attribute's value as an HTML parser reads it (the inverse of the server's `escapeAttribute`). */
export function attributeValue(escaped: string): string {
  return escaped
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
