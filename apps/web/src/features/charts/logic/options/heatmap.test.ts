import { describe, expect, it } from 'vitest';
import { LOOK, text } from './fixtures';
import { calendarRanges, heatmapGeometry, heatmapOption, UPRIGHT_BELOW_PX } from './heatmap';

const days = (...dates: Array<[string, number]>) => dates.map(([date, value]) => ({ date, value }));

describe('date heat map', () => {
  it('spans the months from the first day to the last within a year, whole years beyond', () => {
    expect(calendarRanges([])).toEqual([]);
    expect(calendarRanges(days(['2026-03-02', 1], ['2026-05-04', 2]))).toEqual([['2026-03-01', '2026-05-31']]);
    expect(calendarRanges(days(['2025-11-20', 1], ['2026-02-03', 1]))).toEqual([['2025-11-01', '2026-02-28']]);
    expect(calendarRanges(days(['2025-03-17', 1], ['2026-11-24', 2]))).toEqual([
      ['2025-01-01', '2025-12-31'],
      ['2026-01-01', '2026-12-31'],
    ]);
  });

  it('sizes square cells to the box, one calendar under another, and says how tall it all is', () => {
    const twoYears = days(['2025-03-17', 1], ['2026-11-24', 2]);
    const wide = heatmapGeometry(twoYears, 1300);
    expect(wide.upright).toBe(false);
    const [first, second] = wide.calendars;
    expect(first!.cell[0]).toBe(first!.cell[1]);
    expect(first!.cell[0]).toBeLessThanOrEqual(22);
    expect(second!.top).toBeGreaterThan(first!.top + 7 * first!.cell[1]);
    expect(wide.height).toBeGreaterThan(second!.top + 7 * second!.cell[1]);
    // A few months in a wide box: cells stop growing at 22 px.
    expect(heatmapGeometry(days(['2026-03-02', 1]), 1300).calendars[0]!.cell).toEqual([22, 22]);
    // On a phone the calendar stands upright, weekdays across.
    const phone = heatmapGeometry(twoYears, UPRIGHT_BELOW_PX - 100);
    expect(phone.upright).toBe(true);
    expect(phone.calendars[0]!.cell[0]).toBeGreaterThan(phone.calendars[0]!.cell[1]);
  });

  it('puts each day in its year’s calendar, with a scale from 0 to the busiest day', () => {
    const data = { days: days(['2025-12-30', 1], ['2026-01-02', 4], ['2026-12-01', 3]), max: 4 };
    const { option } = heatmapOption(data, { ...LOOK, width: 1000 });
    const series = option.series as Array<{ calendarIndex: number; data: unknown[] }>;
    expect(series.map((s) => [s.calendarIndex, s.data])).toEqual([
      [0, [['2025-12-30', 1]]],
      [
        1,
        [
          ['2026-01-02', 4],
          ['2026-12-01', 3],
        ],
      ],
    ]);
    expect(option.visualMap).toMatchObject({ min: 0, max: 4, inRange: { color: [LOOK.faint, LOOK.accent] } });
    const calendars = option.calendar as Array<{ dayLabel: { firstDay: number; nameMap: string[] } }>;
    // Weeks start on Monday; weekday names in the user's language (ECharts takes them Sunday first).
    expect(calendars[0]!.dayLabel.firstDay).toBe(1);
    expect(calendars[0]!.dayLabel.nameMap).toEqual(['D', 'L', 'M', 'X', 'J', 'V', 'S']);
    const formatter = (option.tooltip as { formatter: (p: unknown) => string }).formatter;
    expect(text(formatter({ seriesIndex: 1, dataIndex: 0 }))).toBe('2 ene 2026 Unidades 4 (50 %)');
  });
});
