export const KAFKA_VERSION: string;
export const kafkaLibDir: string;
export function ensureKafkaJars(lib?: string): string;
export function portAnswers(port: number, host?: string): Promise<boolean>;
export function serverProperties(o: { port: number; dir: string }): string;
export function startKafka(o: { port: number; dir: string; lib?: string; heap?: string; detached?: boolean; quiet?: boolean }): Promise<{
  brokers: string;
  pid?: number;
  stop: () => Promise<void>;
}>;
