import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';

export const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;
export const gzipFileSize = (file) => gzipSize(readFileSync(file));
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
