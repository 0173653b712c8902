// A plain static server for a built site's folder, sending the gzip copy where the browser
// takes it, as static hosts do.

import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
};

/// Serves `site` on 127.0.0.1 (a free port); resolves to its origin and a way to stop it
/// (every connection closed at once, as a server that goes away).
export async function serveSite(site) {
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    const file = join(site, path === '/' ? 'index.html' : path);
    if (!file.startsWith(site)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] || '')
        && existsSync(`${file}.gz`);
      const body = await readFile(gzip ? `${file}.gz` : file);
      response.writeHead(200, {
        'Content-Type': TYPES[extname(file)] || 'application/octet-stream',
        'Content-Length': body.length,
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((ready) => server.listen(0, '127.0.0.1', ready));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    stop: () => new Promise((done) => {
      server.close(done);
      server.closeAllConnections();
    }),
  };
}
