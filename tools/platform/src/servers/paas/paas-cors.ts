import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * CORS as a deployment needs it, nothing wider: only the listed page origins (the CMS host), only
 * GET and POST, only the Authorization and Content-Type request headers. No cookies are involved
 * (the token travels as a bearer header), so credentials stay off. A refused origin gets no
 * Access-Control-Allow-Origin header and the browser blocks the response.
 */
export async function registerPaasCors(
  app: FastifyInstance,
  allowedOrigins: string[],
): Promise<void> {
  await app.register(cors, {
    origin: allowedOrigins,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    credentials: false,
    maxAge: 600,
    strictPreflight: true,
  });
}
