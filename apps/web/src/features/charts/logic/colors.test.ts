import { describe, expect, it } from 'vitest';
import { colorsOf, NO_VALUE_COLOR, PALETTE, visibleColor } from './colors';

describe('chart colours', () => {
  it('keeps the data’s colours, greys units without a value, and gives the rest the palette in order', () => {
    expect(
      colorsOf([
        { key: 'abierta', color: '#1e88e5' },
        { key: 'metodo', color: null },
        { key: '', color: null },
        { key: 'material', color: null },
      ]),
    ).toEqual(['#1e88e5', PALETTE[0], NO_VALUE_COLOR, PALETTE[1]]);
  });

  it('draws white (a state’s default colour) visibly on the white card', () => {
    expect(visibleColor('#ffffff')).not.toBe('#ffffff');
    expect(visibleColor('#fff')).not.toBe('#fff');
    expect(visibleColor('#fdd835')).toBe('#fdd835');
  });
});
