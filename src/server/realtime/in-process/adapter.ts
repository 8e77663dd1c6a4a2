import { encodeEnvelope, MessageBusError, type MessageBus } from '../port';
import { createSubscribers } from '../subscribers';

/** One instance: messages go straight to this process's subscribers, after the publisher's current task. */
export function createInProcessBus({
  onHandlerError = () => {},
}: { onHandlerError?: (error: unknown) => void } = {}): MessageBus {
  const subscribers = createSubscribers();
  let closed = false;
  return {
    kind: 'in-process',
    async publish(channel, message) {
      if (closed) throw new MessageBusError('the message bus is closed');
      // Same size rule and same copy semantics as the networked adapters: handlers never share the sender's object.
      const copy: unknown = (JSON.parse(encodeEnvelope(channel, message)) as { m: unknown }).m;
      queueMicrotask(() => subscribers.deliver(channel, copy, onHandlerError));
    },
    async subscribe(channel, handler) {
      return subscribers.add(channel, handler);
    },
    onReconnect: subscribers.onReconnect,
    async close() {
      closed = true;
    },
  };
}
