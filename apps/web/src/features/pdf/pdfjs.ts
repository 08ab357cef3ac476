import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { pdfjs } from 'react-pdf';

/**
 * pdf.js parses documents in a worker. Its script is the one pdfjs-dist ships (the version
 * react-pdf is built for), emitted by Vite as an asset of this chunk and served by the app itself:
 * no CDN, and the CSP's `'self'` covers it.
 */
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/** Document options: no `eval` (the CSP forbids it; pdf.js then interprets fonts instead). */
export const PDF_OPTIONS = { isEvalSupported: false } as const;
