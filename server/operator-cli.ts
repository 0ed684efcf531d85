import { openDatabase } from './db/client';
import { loadConfig } from './env';
import { mediaStoreFor } from './media/store-config';
import { answerInquiry, pruneOrphanFolders, waitingInquiries } from './services/help';
import { ApiFailure } from './lib/http';
import { listPrizesCommand, PRIZE_USAGE, shipPrizeCommand } from './services/rewards';
import { runCli } from './lib/cli';

const USAGE = `Usage:
  npm run operator -- list                          the inquiries waiting for an answer, oldest first
  npm run operator -- answer <inquiryId> "<text>"   answer one (it becomes COMPLETED; answering again replaces it)
  npm run operator -- prune-files                   remove image folders of inquiries never written (after a crash)
${PRIZE_USAGE}`;

const COMMANDS = ['list', 'answer', 'prune-files', 'prizes', 'ship'];

/** `npm run operator`: the help desk's answers to 1:1 inquiries and the roulette's prize shipping, on the server's own database (DATABASE_URL or PGlite). */
async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command === undefined || !COMMANDS.includes(command)) {
    console.log(USAGE);
    return command === undefined || command === 'help' ? 0 : 2;
  }
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (command === 'prizes' || command === 'ship') {
      // The operator's wall clock, as for answers.
      const outcome =
        command === 'prizes' ? await listPrizesCommand(handle.db) : await shipPrizeCommand(handle.db, rest, new Date());
      for (const line of outcome.lines) console.log(line);
      return outcome.code;
    }
    if (command === 'prune-files') {
      const media = mediaStoreFor(config);
      const removed = await pruneOrphanFolders(handle.db, media, new Date());
      console.log(`${removed.length} orphan folder(s) removed from ${media.location}.`);
      return 0;
    }
    if (command === 'list') {
      const rows = await waitingInquiries(handle.db);
      if (rows.length === 0) console.log('No inquiry is waiting for an answer.');
      for (const row of rows)
        console.log(
          `#${row.id} ${row.createdAt.toISOString()} ${row.platform} ${row.email} [${row.category}] ${row.title}\n  ${row.body.replace(/\n/g, '\n  ')}`,
        );
      return 0;
    }
    const [idText, answer] = rest;
    const id = /^[1-9]\d{0,9}$/.test(idText ?? '') ? Number(idText) : NaN;
    if (!Number.isSafeInteger(id) || answer === undefined || rest.length !== 2) {
      console.log(USAGE);
      return 2;
    }
    // The operator's wall clock: the API's test clock is for test runs, not for the help desk.
    const result = await answerInquiry(handle.db, id, answer, new Date());
    console.log(`Inquiry #${id} answered${result.replaced ? ' (the earlier answer was replaced)' : ''}.`);
    return 0;
  } catch (error) {
    if (error instanceof ApiFailure) {
      console.error(error.code === 'NOT_EXIST' ? `No inquiry #${rest[0]}.` : `Refused: ${error.code}.`);
      return 1;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

runCli(main);
