import type { ChartCategory } from '@qualium/contracts';

/**
 * Colours of the charts. Categories and series carry their state's or choice item's colour when the
 * definition gives one; the rest take the palette in order, so a chart of plain values still reads
 * as a set of distinct, calm colours. Units without a value are always grey.
 */
export const PALETTE = [
  '#1f77b4',
  '#2bb3a3',
  '#f2a93b',
  '#8e6cbf',
  '#e15f5f',
  '#5b8ff9',
  '#7fb069',
  '#d97cb0',
  '#8c8c3f',
  '#4c6a92',
] as const;
export const NO_VALUE_COLOR = '#b0bec5';
/** What a white or nearly white colour (a state's default) is drawn as on a white card. */
const PALE_STAND_IN = '#cfd8dc';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function luminance(hex: string): number {
  const six = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(six.slice(i, i + 2), 16) / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The colour as drawn: one that would vanish on the card (white, near white) gets a light grey. */
export function visibleColor(color: string): string {
  return HEX.test(color) && luminance(color) > 0.92 ? PALE_STAND_IN : color;
}

/** One colour per entry (categories or series), in order. */
export function colorsOf(entries: ReadonlyArray<Pick<ChartCategory, 'key' | 'color'>>): string[] {
  let next = 0;
  return entries.map((entry) => {
    if (entry.color) return visibleColor(entry.color);
    if (entry.key === '') return NO_VALUE_COLOR;
    return PALETTE[next++ % PALETTE.length]!;
  });
}
