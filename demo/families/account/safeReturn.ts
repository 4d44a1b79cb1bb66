/** A same-origin path to go back to after login, or the fallback (the culture's account page). */
export function safeReturn(value: string | undefined, fallback: string): string {
  // A path on this site only: no '//' host, no backslash, no control or white-space character
  // (browsers drop tabs and newlines, so '/\t/evil.example' would become '//evil.example').
  const printable = value !== undefined && [...value].every((char) => char > ' ' && char !== '\\');
  return value && printable && /^\/(?!\/)/.test(value) ? value : fallback;
}
