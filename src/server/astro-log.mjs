// Where Astro's own log messages go (astro.config.mjs `logger`). In the production server (server.mjs sets
// ASTRO_NODE_AUTOSTART=disabled) they become JSON lines like the app's pino logger writes, the stack of an error in
// its own field; during `astro build` and `astro dev` they stay readable text.
const LEVELS = { debug: 20, info: 30, warn: 40, error: 50, silent: Infinity };
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

export default function astroLogDestination() {
  const serving = process.env.ASTRO_NODE_AUTOSTART === 'disabled';
  const threshold = LEVELS[process.env.LOG_LEVEL?.trim() ?? 'info'] ?? LEVELS.info;
  return {
    write(event) {
      const message = String(event.message).replace(ANSI, '');
      if (!serving) {
        (event.level === 'error' ? console.error : console.log)(event.label ? `[${event.label}] ${message}` : message);
        return;
      }
      const level = LEVELS[event.level] ?? LEVELS.info;
      if (level < threshold) return;
      const [first, ...rest] = message.split('\n');
      const line = {
        level,
        time: new Date().toISOString(),
        service: 'ott-site',
        source: 'astro',
        label: event.label ?? undefined,
        msg: first,
      };
      if (rest.length > 0) line.stack = message;
      console.log(JSON.stringify(line));
    },
  };
}
