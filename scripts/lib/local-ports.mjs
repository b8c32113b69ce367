/**
 * The ports `npm start` listens on, from the environment: API_PORT (4000), STOREFRONT_PORT (3000),
 * GENERAL_STOREFRONT_PORT (the storefront's + 1), REDIS_PORT (6390, the project's own Redis unless REDIS_URL names
 * one) and KAFKA_PORT (9092, and the next port for its controller, unless KAFKA_BROKERS names a broker). A second
 * stack beside a running one (or beside another developer's) takes other ports and its own DATA_DIR.
 * Throws on a port that is not a whole number from 1 to 65535, and on two services given the same port.
 * @param {Record<string, string | undefined>} env
 * @returns {{ api: number; storefront: number; general: number; redis: number; kafka: number }}
 */
export function localPorts(env) {
  const port = (name, fallback) => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1 || n > 65535) throw new Error(`${name} must be a port number from 1 to 65535, not "${raw}"`);
    return n;
  };
  const storefront = port('STOREFRONT_PORT', 3000);
  const ports = { api: port('API_PORT', 4000), storefront, general: port('GENERAL_STOREFRONT_PORT', storefront + 1), redis: port('REDIS_PORT', 6390), kafka: port('KAFKA_PORT', 9092) };
  const taken = [
    ['API_PORT', ports.api],
    ['STOREFRONT_PORT', ports.storefront],
    ['GENERAL_STOREFRONT_PORT', ports.general],
    ...(env.REDIS_URL ? [] : [['REDIS_PORT', ports.redis]]),
    ...(env.KAFKA_BROKERS ? [] : [['KAFKA_PORT', ports.kafka], ['KAFKA_PORT + 1 (its controller)', ports.kafka + 1]]),
  ];
  for (const [i, [name, p]] of taken.entries()) {
    const other = taken.slice(0, i).find(([, q]) => q === p);
    if (other) throw new Error(`${name} and ${other[0]} are both ${p}: give each service its own port`);
  }
  return ports;
}
