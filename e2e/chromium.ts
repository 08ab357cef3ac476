import fs from 'node:fs';
import { type BrowserServer, chromium } from 'playwright-core';

/** Debian's Chromium. The flags keep it from reaching for Google's hosts on this closed network. */
const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * Chromium's headless mode is the whole browser: each new window (every test's context) starts
 * two more renderers for the address bar's suggestion popup (chrome://omnibox-popup.top-chrome),
 * which nobody sees here, about 140 ms of CPU per context. These features turn them off.
 */
const UNSEEN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/** The switch's value on a running browser's command line (Linux). */
function switchOf(server: BrowserServer, name: string): string | undefined {
  const pid = server.process().pid;
  const args = pid ? fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0') : [];
  return args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/**
 * The run's one Chromium. Chromium reads one --disable-features (the last one given) and
 * Playwright passes its own list there, so a first start reads that list and the browser is
 * started again with it extended; when it cannot be read, the browser runs as Playwright starts it.
 */
export async function launchChromium(): Promise<BrowserServer> {
  const probe = await chromium.launchServer(CHROMIUM);
  const theirs = switchOf(probe, 'disable-features');
  if (theirs === undefined) return probe;
  await probe.close();
  return chromium.launchServer({
    ...CHROMIUM,
    args: [...CHROMIUM.args, `--disable-features=${[theirs, ...UNSEEN_BROWSER_UI].join(',')}`],
  });
}
