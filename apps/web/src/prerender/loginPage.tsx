import { LANGUAGES, type Language, loginPageFile } from '@qualium/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Route, Routes, StaticRouter } from 'react-router';
import { i18n, i18nReady } from '../i18n';
import { Shell } from '../shell/Shell';

/**
 * The plain /login page as the app's first render draws it for a guest, as HTML: the same Shell,
 * top bar, form and footer (with Emotion's styles inline), rendered at build time in every
 * language (build/prerender-login.ts). The browser shows it, and the user types into it, before
 * any script has run; main.tsx then renders the app over it, keeping what was typed
 * (pages/login/prerenderedInput.ts).
 */
export { loginPageFile };

export async function renderLoginPage(): Promise<Record<Language, string>> {
  await i18nReady;
  const pages = {} as Record<Language, string>;
  for (const lang of LANGUAGES) {
    await i18n.changeLanguage(lang);
    pages[lang] = await render();
  }
  return pages;
}

async function render(): Promise<string> {
  const client = new QueryClient();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={client}>
        <StaticRouter location="/login">
          <Routes>
            <Route path="*" element={<Shell />} />
          </Routes>
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
    // Every Suspense boundary drawn in place: React would otherwise move a large one to the end of
    // the page, to be put back by an inline script, which the app's CSP (script-src 'self') forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  // The queries the render started (the login page's settings) each hold a five-minute clean-up
  // timer, which would keep the build's process alive that long after the pages are written.
  client.clear();
  return Buffer.concat(chunks).toString('utf8');
}
