/**
 * Whether the last read of the session failed for want of a connection (issue 29): the reader may well be signed in,
 * this device cannot tell until it is online again. Then the store holds no session, the token cookies stay, the
 * viewer queues the progress of the episodes the device's account keeps (src/features/viewer/offline-writes.ts), and
 * the session is read again when the connection comes back (syncSession). Part of the first load: keep it this small.
 */
let unreachable = false;

export function sessionUnreachable(): boolean {
  return unreachable;
}

export function setSessionUnreachable(value: boolean): void {
  unreachable = value;
}
