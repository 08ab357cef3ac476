/**
 * A request URL as the access log may show it: the secrets that travel in URLs replaced. Token
 * keys travel in the token check's path; single-use notification stream tickets in the stream's
 * query (EventSource cannot send a header), wherever the parameter stands and however its name
 * is written.
 */
export function redactUrl(url: string): string {
  return url.replace(/\/token\/[^/?#]+/, '/token/[redacted]').replace(/([?&]ticket=)[^&#]*/gi, '$1[redacted]');
}
