import { createInProcessBus } from '../../src/server/realtime/in-process/adapter';
import { describeMessageBusContract } from './message-bus.contract';

describeMessageBusContract(
  'in process (one instance)',
  async () => {
    const bus = createInProcessBus();
    return { a: bus, b: bus };
  },
  { networked: false },
);
