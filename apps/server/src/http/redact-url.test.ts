import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.js';

describe('URLs in the access log', () => {
  it('hides token keys and stream tickets, and nothing else', () => {
    expect(redactUrl('/api/v1/token/abc123/')).toBe('/api/v1/token/[redacted]/');
    expect(redactUrl('/api/v1/notifications/stream?ticket=s3cr3t')).toBe(
      '/api/v1/notifications/stream?ticket=[redacted]',
    );
    expect(redactUrl('/api/v1/notifications/stream?a=1&TICKET=s3cr3t&b=2')).toBe(
      '/api/v1/notifications/stream?a=1&TICKET=[redacted]&b=2',
    );
    expect(redactUrl('/api/v1/demo/3/unit/explorer/?search=ticket')).toBe(
      '/api/v1/demo/3/unit/explorer/?search=ticket',
    );
  });
});
