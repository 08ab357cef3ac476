import fs from 'node:fs';
import { type BrowserServer, chromium } from 'playwright-core';

/**
 * Debian's headless shell (package chromium-headless-shell, built from the same sources and
 * version as Debian's chromium): the browser's engine without the browser's own interface, the
 * build Playwright itself runs headless tests on. The same pages cost 30 % less CPU in it than in
 * the full browser run headless (docs/performance.md, "On Debian's headless shell"). Without it,
 * the full browser is used.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';

/** The flags keep it from reaching for Google's hosts on this closed network. */
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The full browser run headless opens, with each new window (every test's context), two more
 * renderers for the address bar's suggestion popup (chrome://omnibox-popup.top-chrome), which
 * nobody sees here, about 140 ms of CPU per context. These features turn them off.
 */
const UNSEEN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/** The switch's value on a running browser's command line (Linux). */
function switchOf(server: BrowserServer, name: string): string | undefined {
  const pid = server.process().pid;
  const args = pid ? fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0') : [];
  return args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/**
 * The run's one browser: the headless shell when installed. The full browser reads one
 * --disable-features (the last one given) and Playwright passes its own list there, so a first
 * start reads that list and the browser is started again with it extended; when it cannot be
 * read, the browser runs as Playwright starts it.
 */
export async function launchChromium(): Promise<BrowserServer> {
  if (fs.existsSync(HEADLESS_SHELL)) return chromium.launchServer({ executablePath: HEADLESS_SHELL, args: ARGS });
  const probe = await chromium.launchServer({ executablePath: FULL_BROWSER, args: ARGS });
  const theirs = switchOf(probe, 'disable-features');
  if (theirs === undefined) return probe;
  await probe.close();
  return chromium.launchServer({
    executablePath: FULL_BROWSER,
    args: [...ARGS, `--disable-features=${[theirs, ...UNSEEN_BROWSER_UI].join(',')}`],
  });
}
