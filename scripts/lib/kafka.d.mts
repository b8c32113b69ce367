export const KAFKA_VERSION: string;
export const kafkaLibDir: string;
export function ensureKafkaJars(lib?: string): string;
export function portAnswers(port: number, host?: string): Promise<boolean>;
export function serverProperties(o: { port: number; dir: string }): string;
/** `sasl`: a secured broker (SASL_PLAINTEXT, SCRAM-SHA-256 users, ACLs enforced; `admin` its super user). */
export function startKafka(o: { port: number; dir: string; lib?: string; heap?: string; detached?: boolean; quiet?: boolean; sasl?: { admin: { name: string; password: string }; users: { name: string; password: string }[] } | undefined }): Promise<{
  brokers: string;
  pid?: number;
  stop: () => Promise<void>;
}>;
