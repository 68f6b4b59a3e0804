/** Text made safe inside HTML (element content and quoted attribute values). */
export const escapeHtml = (value: unknown): string =>
  String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
