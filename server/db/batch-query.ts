// A batch's message on a pg client (server/db/batch.ts builds and sends it): the query object pg runs, and its rows.
import type pg from 'pg';

/** A row of a batch statement: its columns by name. */
export type BatchRow = Record<string, unknown>;

/** What pg's parser hands a query object: a statement's columns, one row's values as text, a failure. */
interface ColumnsMessage {
  fields: readonly { name: string; dataTypeID: number }[];
}
interface RowMessage {
  fields: readonly (string | null)[];
}

/** Makes a statement's row object from its text values: the columns' names and each one's type parser. */
interface RowMaker {
  template: BatchRow;
  /** The template's keys (unique), each one's column in the message (the later of two of one name) and parser. */
  names: readonly string[];
  columns: readonly number[];
  parsers: readonly ((text: string) => unknown)[];
}

/** Makers by the columns' names and types: a statement's rows always have the same ones, and the hot ones are few. */
const makers = new Map<string, RowMaker>();
const MAKERS_MAX = 500;

function makerOf(client: pg.ClientBase, fields: ColumnsMessage['fields']): RowMaker {
  let key = '';
  for (const field of fields) key += `${field.name}\u0000${field.dataTypeID}\u0000`;
  let maker = makers.get(key);
  if (!maker) {
    // Defined, not assigned: a column named __proto__ stays a column (as in pg's own null-prototype objects).
    const template: BatchRow = {};
    for (const field of fields) {
      Object.defineProperty(template, field.name, {
        value: null,
        writable: true,
        enumerable: true,
        configurable: true,
      });
    }
    const names = Object.keys(template);
    // Two columns of one name (a join's `id` twice): one key, the later value wins, as in pg's objects.
    const indexOf = new Map(fields.map((field, i) => [field.name, i]));
    const columns = names.map((name) => indexOf.get(name)!);
    maker = {
      template,
      names,
      columns,
      parsers: columns.map((i) => client.getTypeParser(fields[i]!.dataTypeID, 'text') as (text: string) => unknown),
    };
    if (makers.size >= MAKERS_MAX) makers.clear();
    makers.set(key, maker);
  }
  return maker;
}

/**
 * A batch's message as a query object of our own, which pg runs as it runs pg-cursor's (its "Submittable"): the
 * simple query protocol, each statement's rows made objects from a template per list of columns. pg's own Query
 * builds, for every statement of every message, a null-prototype object of its columns (a dictionary to V8) and
 * copies it for each row, and emits an event per row: in process a fifth of the API's CPU on a purchase (issue 30).
 */
class BatchQuery {
  private readonly results: BatchRow[][] = [];
  private rows: BatchRow[] = [];
  private maker: RowMaker | null = null;
  private settle!: { resolve: (rows: BatchRow[][]) => void; reject: (error: unknown) => void };
  readonly done = new Promise<BatchRow[][]>((resolve, reject) => (this.settle = { resolve, reject }));

  constructor(
    private readonly client: pg.ClientBase,
    private readonly text: string,
  ) {}

  submit(connection: { query(text: string): void }) {
    connection.query(this.text);
    return null;
  }

  handleRowDescription(message: ColumnsMessage) {
    this.maker = makerOf(this.client, message.fields);
  }

  handleDataRow(message: RowMessage) {
    const { template, names, columns, parsers } = this.maker!;
    const row: BatchRow = { ...template };
    for (let i = 0; i < names.length; i += 1) {
      const text = message.fields[columns[i]!];
      row[names[i]!] = text == null ? null : parsers[i]!(text);
    }
    this.rows.push(row);
  }

  handleCommandComplete() {
    this.results.push(this.rows);
    this.rows = [];
    this.maker = null;
  }

  handleEmptyQuery() {}

  handlePortalSuspended() {}

  handleCopyInResponse(connection: { sendCopyFail(message: string): void }) {
    connection.sendCopyFail('A batch takes no COPY.');
  }

  handleCopyData() {}

  handleError(error: unknown) {
    this.settle.reject(error);
  }

  handleReadyForQuery() {
    this.settle.resolve(this.results);
  }
}

/** Sends `text`, a message of statements, on a pg client: each one's rows but the first `skip` and the last `drop`. */
export async function queryRows(
  client: pg.ClientBase,
  text: string,
  skip: number,
  drop: number,
): Promise<BatchRow[][]> {
  const query = new BatchQuery(client, text);
  void client.query(query as unknown as pg.QueryConfig);
  const results = await query.done;
  return results.slice(skip, results.length - drop);
}
