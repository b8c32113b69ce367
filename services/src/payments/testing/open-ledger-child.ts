// Child process for the start-up race test: several processes open one new ledger file at the same instant.
import { openLedgerDatabase } from '../sandbox/ledger-database.ts';

const [file, startAt] = process.argv.slice(2) as [string, string];
while (Date.now() < Number(startAt)) {
  // Spin to the common instant: the processes start their opens together, as the api and worker do.
}
openLedgerDatabase(file).close();
