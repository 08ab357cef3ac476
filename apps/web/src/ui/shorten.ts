/** Records-explorer §9: long text is shortened to 50 characters, the whole text in a tooltip. */
export const SHORT_TEXT_MAX = 50;

export function shorten(text: string, max = SHORT_TEXT_MAX): { text: string; cut: boolean } {
  const chars = Array.from(text); // code points, so an emoji or accent is never split in half
  if (chars.length <= max) return { text, cut: false };
  return {
    text: `${chars
      .slice(0, max - 1)
      .join('')
      .trimEnd()}…`,
    cut: true,
  };
}
