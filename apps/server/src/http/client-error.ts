import type { Socket } from 'node:net';

/**
 * Answers a request Node could not parse (headers too large, malformed request line…) and closes
 * the connection, saying so. Fastify's own handler writes the same answer without
 * `Connection: close`, so a keep-alive client (undici, proxies) takes the connection for reusable
 * and loses its next request on the socket the server has just destroyed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, label] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout']
        : [400, 'Bad Request'];
  const body = JSON.stringify({ error: label, message: label, statusCode: status });
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${status} ${label}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroySoon();
}
