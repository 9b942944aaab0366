import net from 'node:net';
import { PLATFORM_PORTS } from './apps.mjs';

/** The local platform's fixed ports (tools/apps.json): CMS, paas, shell and the seven apps. */
export { PLATFORM_PORTS };

function isListening(port, host) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Throws a clear error when another process already holds one of the platform's ports. */
export async function assertPortsFree(ports = PLATFORM_PORTS) {
  const busy = [];
  for (const port of ports) {
    if ((await isListening(port, '127.0.0.1')) || (await isListening(port, '::1'))) busy.push(port);
  }
  if (busy.length > 0) {
    throw new Error(
      `port(s) ${busy.join(', ')} already in use: stop the other local platform (npm start) first`,
    );
  }
}
