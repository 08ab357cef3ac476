// What a page load costs as the browser saw it, through the DevTools protocol: each request with
// the bytes it took on the wire, and the waves its scripts arrived in. Shared by the front-end
// benchmark (bench/frontend.mjs) and the browser test that counts the login page's waves.

/**
 * Starts recording the page's requests on a CDP session of it. `entries` fills in as requests
 * finish: url, resource type, when it was sent and finished (seconds, the protocol's clock),
 * bytes received on the wire (`bytes`: headers and body; `body`: the body as sent, so compressed
 * when compressed; both 0 when a cache answered), status, and whether a cache answered it.
 */
export async function recordRequests(cdp) {
  const open = new Map();
  const entries = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    open.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other', sent: e.timestamp, fromCache: false });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const entry = open.get(e.requestId);
    if (entry) entry.fromCache = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const entry = open.get(e.requestId);
    if (!entry) return;
    entry.status = e.response.status;
    // What had arrived when the answer began: its headers.
    entry.headerBytes = e.response.encodedDataLength ?? 0;
    entry.encoding = e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? null;
    entry.fromCache ||= e.response.fromDiskCache === true || e.response.fromPrefetchCache === true;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const entry = open.get(e.requestId);
    if (!entry) return;
    open.delete(e.requestId);
    const bytes = entry.fromCache ? 0 : e.encodedDataLength;
    entries.push({ ...entry, finished: e.timestamp, bytes, body: Math.max(0, bytes - (entry.headerBytes ?? 0)) });
  });
  cdp.on('Network.loadingFailed', (e) => {
    const entry = open.get(e.requestId);
    if (!entry) return;
    open.delete(e.requestId);
    entries.push({ ...entry, finished: e.timestamp, bytes: 0, body: 0, failed: true });
  });
  await cdp.send('Network.enable');
  return {
    entries,
    /** Requests still waiting for their answer, but for streams that stay open (notifications). */
    pending: () => [...open.values()].filter((e) => e.type !== 'EventSource').length,
    /** Forgets what was recorded so far (a new phase of the same page). */
    clear: () => entries.splice(0),
  };
}

/** Resolves once no request (but open streams) has been waiting for `quietMs`: the page is at rest. */
export async function networkQuiet(requests, quietMs = 1000) {
  let quietSince = Date.now();
  let seen = requests.entries.length;
  while (Date.now() - quietSince < quietMs) {
    await new Promise((r) => setTimeout(r, 50));
    if (requests.pending() > 0 || requests.entries.length !== seen) {
      quietSince = Date.now();
      seen = requests.entries.length;
    }
  }
}

/**
 * The waves scripts arrived in. A script requested while none is loading was found only by
 * running what came before (a lazy import, or a module found by parsing its importer), so it
 * starts a new wave; scripts requested while others still load belong to the same wave.
 */
export function scriptWaves(entries) {
  const scripts = entries.filter((e) => e.type === 'Script' && !e.fromCache).sort((a, b) => a.sent - b.sent);
  const waves = [];
  let loadedUntil = Number.NEGATIVE_INFINITY;
  for (const script of scripts) {
    if (script.sent > loadedUntil) waves.push([]);
    waves[waves.length - 1].push(script.url);
    loadedUntil = Math.max(loadedUntil, script.finished);
  }
  return waves;
}

/**
 * Bytes received for the entries whose resource type is among `types` (all when omitted): `body`
 * for the bodies as sent, `bytes` with their headers.
 */
export function bytesReceived(entries, types, what = 'body') {
  return entries.filter((e) => !types || types.includes(e.type)).reduce((sum, e) => sum + e[what], 0);
}

/**
 * A script for `addInitScript`: records in `window.__marks[name]` the moment (performance.now(),
 * from the navigation's start) each selector first matches an element that is not disabled.
 */
export function markScript(marks) {
  return `(() => {
    const wanted = ${JSON.stringify(marks)};
    const marks = (window.__marks = {});
    const check = () => {
      for (const [name, selector] of Object.entries(wanted)) {
        if (marks[name] === undefined && document.querySelector(selector + ':not(:disabled)')) marks[name] = performance.now();
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  })();`;
}
