/** The stand-ins' own HTML as plain text (what Lever and Ashby send beside it): tags dropped in one pass. */
export function plainText(html: string): string {
  let text = '';
  let inTag = false;
  for (const char of html) {
    if (char === '<') inTag = true;
    else if (char === '>') {
      inTag = false;
      text += ' ';
    } else if (!inTag) text += char;
  }
  return text.split(/\s+/).filter(Boolean).join(' ');
}
