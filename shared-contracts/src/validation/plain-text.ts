const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;

function isControl(code: number): boolean {
  return (code < 0x20 && code !== TAB && code !== LINE_FEED && code !== CARRIAGE_RETURN) || code === DELETE;
}

/**
 * True when text holds a character no field of ours accepts: NUL or another control character (tab and line
 * breaks aside), or half of a UTF-16 surrogate pair, which is what invalid UTF-8 or a bad \u escape leaves in a
 * JS string. Postgres refuses NUL in text, and a lone surrogate cannot be stored or sent as UTF-8.
 */
export function hasUnsafeCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (isControl(code)) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      index++;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return true;
    }
  }
  return false;
}
