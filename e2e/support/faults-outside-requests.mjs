// Preloaded into a built server by e2e/process-errors.spec.ts (`node --import …`), never by the site itself: real
// faults of the two kinds the server must tell apart, without a test hook in the server's own code.
// - SIGUSR2 throws from a timer, outside any request (FAULT=throw), or leaves a promise rejected that nobody
//   awaits (FAULT=reject).
// - A request for /__fault throws inside the request path, and one for /__fault-rejection leaves a promise rejected
//   that nobody awaits and is then answered as usual: the page-cache lookup server.mjs calls is wrapped when the
//   middleware registers it.
process.on('SIGUSR2', () => {
  setTimeout(() => {
    if (process.env.FAULT === 'reject') void Promise.reject(new Error('a rejection nobody awaited'));
    else throw new Error('a timer threw outside any request');
  }, 0);
});

const key = Symbol.for('ott-site.fromPageCache');
let registered;
Object.defineProperty(globalThis, key, {
  configurable: true,
  get: () => registered,
  set: (lookup) => {
    registered = (request) => {
      if (request.url === '/__fault') throw new Error('a request threw');
      if (request.url === '/__fault-rejection') void Promise.reject(new Error('a request left this rejected'));
      return lookup(request);
    };
  },
});
