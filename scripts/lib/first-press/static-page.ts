/**
 * The page each first press is compared with: no script at all, its dialogs opened by the browser
 * (`commandfor`, `popovertarget`), its search a plain form. What a press costs here is what this
 * machine, Chromium and the bench's own tools cost; what the site's press costs beyond it is the
 * site's. Served by the bench itself, on the loopback.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #0f172a; }
  header { display: flex; justify-content: space-between; align-items: center; gap: 8px;
    padding: 12px 16px; background: #1e3a5f; color: #fff; }
  button { font: inherit; padding: 8px 16px; }
  main { padding: 16px; }
  dialog label, dialog input { display: block; }
`;

const HOME = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Static page</title>
<style>${STYLE}</style>
</head>
<body>
<header>
  <strong>Static page</strong>
  <span>
    <button popovertarget="areas">Focus Areas</button>
    <button commandfor="menu" command="show-modal" aria-label="Open menu">&#9776;</button>
  </span>
</header>
<div popover id="areas"><a href="/trainings">Trainings</a></div>
<main>
  <h1>A page without script</h1>
  <p>Its dialogs, its popover and its search are answered by the browser alone.</p>
  <button commandfor="contact" command="show-modal">Contact Us</button>
</main>
<dialog id="menu" closedby="any">
  <button commandfor="menu" command="close" aria-label="Close menu">&times;</button>
  <form role="search" action="/search">
    <label>Search the site <input type="search" name="q"></label>
    <button aria-label="Search">Go</button>
  </form>
</dialog>
<dialog id="contact" closedby="any">
  <form method="dialog"><label>Name <input name="name"></label></form>
</dialog>
</body>
</html>
`;

const SEARCH = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Search</title>
<style>${STYLE}</style>
</head>
<body><main><h1>Search</h1></main></body>
</html>
`;

export type StaticSite = { url: string; close: () => Promise<void> };

export async function serveStaticPage(): Promise<StaticSite> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const body = path === '/' ? HOME : path === '/search' ? SEARCH : null;
    response.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body ?? 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
