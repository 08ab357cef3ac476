import { describe, expect, it } from 'vitest';
import { businessProcessOfUid, unitDetailHref, unitExplorerHref } from './unitLinks';

describe('unit links', () => {
  it('reads the BP out of a uid', () => {
    expect(businessProcessOfUid('QUnit#DOCISODEFAULT#1#12')).toBe('DOCISODEFAULT');
    expect(businessProcessOfUid('nope')).toBe('');
  });

  it('opens a unit in its explorer, or full page, by its uid', () => {
    expect(unitExplorerHref('QUnit#NC#1#7')).toBe('/explorer?business_process=NC&pk=QUnit%23NC%231%237');
    expect(unitDetailHref('QUnit#NC#1#7', 'NC')).toBe('/explorer?business_process=NC&unit=QUnit%23NC%231%237');
  });
});
