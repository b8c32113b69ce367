// Starts a real Redis Cluster owned by the project: N masters (redis-server --cluster-enabled yes), joined by
// `redis-cli --cluster create`, no replicas. For the test run that proves hash-tagged keys and BullMQ on a cluster.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { canListen, freePort, startRedis } from './redis.mjs';

/** A free port whose cluster bus port (port + 10000) is free too. */
async function freeClusterPort(taken) {
  for (;;) {
    const port = await freePort();
    if (port + 10000 > 65535 || taken.has(port) || taken.has(port + 10000)) continue;
    if (await canListen(port + 10000)) {
      taken.add(port);
      taken.add(port + 10000);
      return port;
    }
  }
}

const clusterState = (port) => spawnSync('redis-cli', ['-p', String(port), 'cluster', 'info'], { encoding: 'utf8' }).stdout ?? '';

/** Returns the `redis-cluster://` url (every master as a seed) and a stop function. */
export async function startRedisCluster({ dir, masters = 3 }) {
  const taken = new Set();
  const nodes = [];
  try {
    for (let i = 0; i < masters; i++) {
      const port = await freeClusterPort(taken);
      const nodeDir = resolve(dir, `node-${port}`);
      nodes.push(await startRedis({ port, dir: nodeDir, extraConfig: ['cluster-enabled yes', `cluster-config-file ${resolve(nodeDir, 'nodes.conf')}`, 'cluster-node-timeout 3000'] }));
      nodes[i].port = port;
    }
    const create = spawnSync('redis-cli', ['--cluster', 'create', ...nodes.map((n) => `127.0.0.1:${n.port}`), '--cluster-replicas', '0', '--cluster-yes'], {
      encoding: 'utf8',
    });
    if (create.status !== 0) throw new Error(`redis-cli --cluster create failed:\n${create.stdout}\n${create.stderr}`);
    for (let i = 0; i < 200 && !nodes.every((n) => clusterState(n.port).includes('cluster_state:ok')); i++) await sleep(50);
    if (!nodes.every((n) => clusterState(n.port).includes('cluster_state:ok'))) throw new Error('the Redis Cluster did not reach cluster_state:ok');
  } catch (err) {
    await Promise.all(nodes.map((n) => n.stop()));
    throw err;
  }
  return {
    url: `redis-cluster://${nodes.map((n) => `127.0.0.1:${n.port}`).join(',')}`,
    ports: nodes.map((n) => n.port),
    stop: async () => {
      await Promise.all(nodes.map((n) => n.stop()));
    },
  };
}
