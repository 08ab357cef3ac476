/**
 * Unicode's bidirectional formatting characters (UAX #9: ALM, LRM, RLM, the embeddings and
 * overrides, the isolates). Invisible, they reorder what follows: "invoice\u202Efdp.exe" shows as
 * "invoiceexe.pdf". No file name needs them, so they are taken out of names where names are accepted.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export const withoutBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');
