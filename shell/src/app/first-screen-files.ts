import { FIRST_SCREEN_FILES_TEMPLATE } from 'shared-contracts';

export { FIRST_SCREEN_FILES_TEMPLATE };

/**
 * Starts the downloads of the first screen's remote files the edge listed for this page: moves the
 * preload links out of their inert template into the head. Called by the start (site-start.ts) as
 * the shell's code runs, or on /register once the first banner has painted (first-screen.ts), so
 * the shell's own script had the line to itself (issue 19). The links keep their hashes and CORS mode, so the federation
 * runtime's script tags and the remotes' chunk loaders use these downloads. A page without the
 * template (no first screen, a tester override) starts nothing.
 */
export function startFirstScreenFiles(doc: Document = document): number {
  const template = doc.getElementById(FIRST_SCREEN_FILES_TEMPLATE);
  if (!(template instanceof HTMLTemplateElement)) return 0;
  const links = [...template.content.querySelectorAll('link[rel="preload"]')];
  template.remove();
  doc.head.append(...links.map((link) => doc.importNode(link, true)));
  return links.length;
}
