// The reference for `/api/health` (issue 24): a bare Fastify 5 route answering the same body, no
// plugins, no logging, in its own process as the API is. Started by bare-fastify.ts.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: 'localhost' });
process.stdout.write('listening\n');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
