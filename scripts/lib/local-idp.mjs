// The LOCAL TEST identity provider: one OpenID Connect / OAuth 2 server (oauth2-mock-server) standing in for google,
// facebook, twitter and apple in development and tests, so the whole redirect dance of a social sign-in runs for real.
// Its /authorize shows a small form where the tester picks who signs in, or refuses (the provider's error callback).
// Scripted callers skip the form by adding idp_choice=allow|deny and idp_sub/idp_email/idp_name to /authorize.
// Never started in production (scripts/start.mjs and scripts/e2e-server.mjs only).
import { createServer } from 'node:http';
import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';

/** The client id each provider uses against the local issuer (server/auth/social-providers.ts uses the same). */
export const LOCAL_IDP_CLIENT_PREFIX = 'local-';
const PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook', twitter: 'Twitter (X)', apple: 'Apple' };

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

function providerOf(clientId) {
  const id = typeof clientId === 'string' ? clientId.slice(LOCAL_IDP_CLIENT_PREFIX.length) : '';
  return id in PROVIDER_NAMES ? id : 'google';
}

/** The login form of the test provider: every parameter of the authorization request rides along as a hidden field. */
function loginForm(url) {
  const provider = providerOf(url.searchParams.get('client_id'));
  const hidden = [...url.searchParams]
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  const field = (name, label, value) =>
    `<label>${label}<br><input name="${name}" value="${escapeHtml(value)}" required></label><br>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto">
<h1>Local TEST identity provider</h1>
<p><strong>Not ${PROVIDER_NAMES[provider]}.</strong> A stand-in for development and tests: choose who signs in.</p>
<form method="get" action="/authorize">${hidden}
${field('idp_sub', 'Account id at the provider', `${provider}-tester`)}
${field('idp_email', 'E-mail', `${provider}-tester@example.test`)}
${field('idp_name', 'Name', 'Test Reader')}
<button name="idp_choice" value="allow">Sign in as this account</button>
<button name="idp_choice" value="deny">Refuse</button>
</form></body></html>`;
}

/**
 * Apple answers with response_mode=form_post: the browser POSTs the result to the callback. The grant is made by
 * the same authorize endpoint (asked without form_post); this page carries its answer over, with the `user`
 * parameter Apple adds on a first consent.
 */
async function formPost(url, issuer) {
  const plain = new URL(url.pathname + url.search, issuer);
  plain.searchParams.delete('response_mode');
  const granted = await fetch(plain, { redirect: 'manual' });
  const target = new URL(granted.headers.get('location') ?? '');
  const fields = new URLSearchParams(target.search);
  const name = url.searchParams.get('idp_name') ?? '';
  if (fields.has('code'))
    fields.set(
      'user',
      JSON.stringify({
        name: { firstName: name.split(' ')[0] ?? '', lastName: name.split(' ').slice(1).join(' ') },
        email: url.searchParams.get('idp_email') ?? '',
      }),
    );
  const inputs = [...fields]
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head>
<body onload="document.forms[0].submit()"><form method="post" action="${escapeHtml(target.origin + target.pathname)}">
${inputs}<noscript><button>Continue</button></noscript></form></body></html>`;
}

function decodePayload(jwt) {
  try {
    return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return {};
  }
}

function clientIdOf(req) {
  const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
  if (basic) return decodeURIComponent(Buffer.from(basic[1], 'base64').toString('utf8').split(':')[0] ?? '');
  return typeof req.body?.client_id === 'string' ? req.body.client_id : '';
}

/** The userinfo answer in each provider's own shape, so Auth.js's real profile mapping runs. */
function userinfoFor(claims) {
  const provider = providerOf(claims.client_id);
  if (provider === 'facebook')
    return { id: claims.sub, name: claims.name, email: claims.email, picture: { data: { url: '' } } };
  if (provider === 'twitter')
    return { data: { id: claims.sub, name: claims.name, username: claims.name, profile_image_url: '' } };
  return { sub: claims.sub, email: claims.email, name: claims.name };
}

function addHooks(service) {
  /** Authorization code → the identity chosen on the form. */
  const chosen = new Map();
  service.on('beforeAuthorizeRedirect', ({ url }, req) => {
    const q = req.query;
    const state = url.searchParams.get('state');
    if (q.idp_choice !== 'allow') {
      url.search = '';
      url.searchParams.set('error', 'access_denied');
      url.searchParams.set('error_description', 'The tester refused the sign-in.');
      if (state) url.searchParams.set('state', state);
      return;
    }
    const code = url.searchParams.get('code');
    const text = (v, fallback) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 200) : fallback);
    chosen.set(code, {
      sub: text(q.idp_sub, 'tester'),
      email: text(q.idp_email, undefined),
      name: text(q.idp_name, 'Test Reader'),
    });
  });
  service.on('beforeTokenSigning', (token, req) => {
    const identity = chosen.get(req.body?.code);
    if (!identity) return;
    Object.assign(token.payload, identity, { email_verified: true, client_id: clientIdOf(req) });
  });
  service.on('beforeResponse', (response, req) => {
    chosen.delete(req.body?.code);
    // Facebook and Twitter are plain OAuth 2: they never send an id_token.
    if (['facebook', 'twitter'].includes(providerOf(clientIdOf(req)))) delete response.body.id_token;
  });
  service.on('beforeUserinfo', (response, req) => {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    const claims = bearer ? decodePayload(bearer[1]) : {};
    if (typeof claims.sub !== 'string') {
      response.statusCode = 401;
      response.body = { error: 'invalid_token' };
      return;
    }
    response.body = userinfoFor(claims);
  });
}

/** Listens on host:port; answers the port taken (port 0: any free one). */
function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    const failed = (error) => reject(error);
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/** Errors of a machine without IPv6 loopback: the IPv4 listener is then the only one `localhost` can reach. */
const NO_IPV6 = new Set(['EADDRNOTAVAIL', 'EAFNOSUPPORT', 'EINVAL']);

/**
 * Listens on 127.0.0.1 and, where the machine has it, on ::1 at the same port: a resolver may give `localhost` as
 * either, Node's fetch and Chromium alike. With port 0 a port free on both is looked for.
 */
async function listenOnLoopbacks(handler, port) {
  for (let attempt = 0; ; attempt += 1) {
    const v4 = createServer(handler);
    const taken = await listen(v4, port, '127.0.0.1');
    const v6 = createServer(handler);
    try {
      await listen(v6, taken, '::1');
      return { port: taken, servers: [v4, v6] };
    } catch (error) {
      if (NO_IPV6.has(error?.code)) return { port: taken, servers: [v4] };
      await new Promise((resolve) => v4.close(resolve));
      if (port !== 0 || attempt >= 10) throw error;
    }
  }
}

/**
 * Starts the provider and gives its issuer URL and a stop function. `host` is the address it listens on, `name` the
 * host name in its issuer URL (the address by default). A real provider is on another site than the app: the e2e
 * servers serve the app at 127.0.0.1 and name this provider `localhost` (listening on the loopback addresses
 * `localhost` may resolve to), so that the browser's cookie rules for a cross-site answer apply as in production.
 * @param {{ port?: number, host?: string, name?: string }} [options]
 */
export async function startLocalIdp({ port = 0, host = '127.0.0.1', name = host } = {}) {
  const issuer = new OAuth2Issuer();
  await issuer.keys.generate('RS256');
  const service = new OAuth2Service(issuer);
  addHooks(service);
  const handler = service.requestHandler;
  const html = (res, page) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(page);
  };
  const handle = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (req.method === 'GET' && url.pathname === '/authorize') {
      if (!url.searchParams.has('idp_choice')) return html(res, loginForm(url));
      if (url.searchParams.get('response_mode') === 'form_post')
        return void formPost(url, issuer.url).then(
          (page) => html(res, page),
          () => res.writeHead(400).end(),
        );
    }
    handler(req, res);
  };
  const onLoopbacks = name === 'localhost' && host === '127.0.0.1';
  const { port: taken, servers } = onLoopbacks
    ? await listenOnLoopbacks(handle, port)
    : await (async () => {
        const server = createServer(handle);
        return { port: await listen(server, port, host), servers: [server] };
      })();
  issuer.url = `http://${name}:${taken}`;
  return {
    url: issuer.url,
    stop: () =>
      Promise.all(servers.map((server) => new Promise((resolve) => server.close(() => resolve(undefined))))).then(
        () => undefined,
      ),
  };
}
