/**
 * Runs a command-line task and exits 1 if it fails, printing the reason: for a failed query that
 * is the database's message (its cause), not the whole statement the driver repeats.
 */
export function runCli(task: () => Promise<void>): void {
  task().catch((error) => {
    const reason = error?.cause?.message ?? error?.message ?? String(error);
    console.error(reason.slice(0, 2000));
    process.exit(1);
  });
}
