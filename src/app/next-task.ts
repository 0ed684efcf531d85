/**
 * Runs `run` in a task of its own, after the browser has had its turn (a paint, input, a response's callback), so
 * that two pieces of start-up work do not add up to one long task. A message to ourselves rather than a timeout: a
 * tab opened in the background holds timeouts back for up to a second, never messages.
 */
export function inNextTask(run: () => void): void {
  const { port1, port2 } = new MessageChannel();
  port1.onmessage = () => run();
  port2.postMessage(0);
}
