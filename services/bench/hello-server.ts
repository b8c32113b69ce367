// The benchmark's baseline: a bare fastify hello-world, same fastify version and Node as the api, no logging.
import Fastify from 'fastify';

async function serveHelloWorld(port: number): Promise<void> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port, host: '127.0.0.1' });
  process.stdout.write('listening\n');
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

serveHelloWorld(Number(process.argv[2])).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
