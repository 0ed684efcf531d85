import { Hono } from 'hono';
import { html } from 'hono/html';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';

/** `/dev/outbox`: the mails and SMS the API "sent", newest first; mounted outside production only. */
export function devOutboxPage(deps: AppDeps) {
  return new Hono<AppEnv>().get('/outbox', async (c) => {
    const rows = await deps.outbox.list();
    const items = rows.map(
      (row) =>
        html`<li>
          <article>
            <h2>${row.subject}</h2>
            <p><strong>${row.channel}</strong> to ${row.recipient} at <time>${row.createdAt.toISOString()}</time></p>
            <pre>${row.body}</pre>
          </article>
        </li>`,
    );
    return c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <title>Outbox</title>
          </head>
          <body>
            <main>
              <h1>Outbox (${rows.length})</h1>
              ${
                rows.length === 0
                  ? html`<p>No mail or SMS yet.</p>`
                  : html`<ol>
                      ${items}
                    </ol>`
              }
            </main>
          </body>
        </html>`,
    );
  });
}
