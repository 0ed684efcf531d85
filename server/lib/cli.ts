/**
 * Runs an operator's command (`npm run catalog`, `npm run operator`) with the process's arguments and exits with the
 * code it answers. An unexpected error prints its message, not a stack the operator cannot act on, and exits 1.
 */
export function runCli(main: (args: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
