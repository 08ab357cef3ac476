import { LANGUAGE_COOKIE, LANGUAGES, type Language } from '@qualium/contracts';
import type { FastifyRequest } from 'fastify';

const isLanguage = (tag: string): tag is Language => (LANGUAGES as readonly string[]).includes(tag);

/**
 * The language a request is answered in (labels, state names, messages): the interface's own,
 * which the web client sends as Accept-Language (a user may read the interface in another
 * language than the one saved in their profile), else the user's saved language, else Spanish.
 */
export function requestLanguage(request: FastifyRequest, saved: string | null | undefined): Language {
  const header = request.headers['accept-language'];
  if (typeof header === 'string') {
    // "ca", "en-US,en;q=0.9": the first supported language in the client's order.
    for (const part of header.split(',')) {
      const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase() ?? '';
      if (isLanguage(tag)) return tag;
    }
  }
  return saved && isLanguage(saved) ? saved : 'es';
}

const PICKED = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`);

/**
 * The language of a page sent before any script runs (the prerendered login): one picked in the
 * language menu (its cookie) first, as the web client's own detection does, then the browser's.
 */
export function pageLanguage(request: FastifyRequest): Language {
  const picked = PICKED.exec(request.headers.cookie ?? '')?.[1] ?? '';
  return isLanguage(picked) ? picked : requestLanguage(request, null);
}
