import { startPlatform } from './platform';

// Starts the whole local platform and keeps it running until Ctrl+C.
const platform = await startPlatform();
console.log(`\nDemo: ${platform.demoUrl}\n`);

const stop = async (signal: string) => {
  console.log(`[platform] ${signal}: stopping`);
  await platform.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));
