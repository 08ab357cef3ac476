import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * Puts lazily loaded modules the first screen may need into index.html as modulepreload links,
 * with every chunk they import: the browser fetches them with the entry, in one wave, instead of
 * discovering each only once the code before it has run (the login page behind the router, the
 * shell's Catalan and English texts behind language detection). They stay chunks of their own,
 * so nothing runs before it is used; what a screen does not use costs its compressed bytes once.
 */
export function firstWave(modules: RegExp): Plugin {
  let base = '/';
  return {
    name: 'qualium:first-wave',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const files = new Set<string>();
        const add = (file: string) => {
          const chunk = bundle[file];
          if (files.has(file) || chunk?.type !== 'chunk') return;
          files.add(file);
          for (const imported of chunk.imports) add(imported);
        };
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.isDynamicEntry && modules.test(chunk.facadeModuleId ?? '')) {
            add(chunk.fileName);
          }
        }
        const tags: HtmlTagDescriptor[] = [...files]
          .filter((file) => !html.includes(`${base}${file}`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head',
          }));
        return { html, tags };
      },
    },
  };
}
