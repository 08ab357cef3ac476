import { type BpNumbering, NUMBERING_TOKEN } from '@qualium/contracts';

/**
 * A unit reference from the BP's numbering pattern ("NC-{YYYY}-{####}" →
 * "NC-2026-0142"). The counter is zero-padded to the number of #, never cut.
 */
export function formatReference(
  numbering: BpNumbering,
  input: { reference: string; number: number; date: string },
): string {
  return numbering.pattern.replace(NUMBERING_TOKEN, (_whole, token: string) => {
    switch (token) {
      case 'REF':
        return input.reference;
      case 'YYYY':
        return input.date.slice(0, 4);
      case 'YY':
        return input.date.slice(2, 4);
      case 'MM':
        return input.date.slice(5, 7);
      default:
        return String(input.number).padStart(token.length, '0');
    }
  });
}
