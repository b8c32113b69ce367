// A test hook, never run in production: applies one catalog command (JSON on the command line) to the event store the
// environment names, through the experience streams' own command handler. The storefront's browser tests use it to
// change the catalog the way a supplier's update would (e.g. a new title), then watch the change reach the pages.
//   node --import tsx services/src/catalog/testing/run-catalog-command.ts '{"type":"UpdateExperience","data":{...}}'
import { catalogCommand } from '@rihla/events/catalog';
import { experiences } from '../decider/experiences.ts';
import { loadConfig } from '../../platform/config.ts';
import { openEventStore } from '../../platform/eventstore/open.ts';

async function run(): Promise<void> {
  const command = catalogCommand.parse(JSON.parse(process.argv[2] ?? 'null'));
  if (!('experienceId' in command.data)) throw new Error(`${command.type} is not a command on one experience`);
  const store = await openEventStore(loadConfig());
  try {
    const result = await experiences.handle(store, command.data.experienceId, command);
    process.stdout.write(`${JSON.stringify({ appended: result.newEvents.length })}\n`);
  } finally {
    await store.close();
  }
}

run().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
