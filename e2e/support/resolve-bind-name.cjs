// Preloaded into a server under test (`node --require`): BIND_NAME, a host name no resolver on
// this machine knows, resolves to IPv4 loopback in that process only. The server then listens on
// a name that is not a loopback name while it stays on loopback (servers under test never listen
// on other interfaces).
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload for `node --require` */
const dns = require('node:dns');

const name = process.env.BIND_NAME?.toLowerCase();
const lookup = dns.lookup;
dns.lookup = function lookupBindName(hostname, options, callback) {
  const done = typeof options === 'function' ? options : callback;
  if (!name || String(hostname).toLowerCase() !== name) return lookup.apply(this, arguments);
  const all = typeof options === 'object' && options !== null && options.all;
  process.nextTick(() =>
    all ? done(null, [{ address: '127.0.0.1', family: 4 }]) : done(null, '127.0.0.1', 4),
  );
  return {};
};
