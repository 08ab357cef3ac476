/** The PDF feature's public entry (docs/ARCHITECTURE.md, "Import directions"): opening the PDF dialog. */
export { openPdfDialog } from './dialog';
